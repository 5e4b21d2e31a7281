/**
 * itemTags carry their own colours (text_colour, background_colour) from the catalogue. They are used as given
 * when the pair is readable (WCAG AA, 4.5:1 for the small tag text); otherwise, or when a colour is not a
 * plain hex value whose contrast can be checked, the tag falls back to the default tag colours.
 */

/** WCAG AA for normal-size text. */
export const MIN_TAG_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] | null {
  const m = HEX.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two hex colours, or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = channels(a);
  const cb = channels(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Inline colours for a tag, or none (the default tag style) when the pair is missing, unknown or unreadable. */
export function tagColours(text: string | null | undefined, background: string | null | undefined): { color?: string; background?: string } {
  if (!text || !background) return {};
  const ratio = contrastRatio(text, background);
  if (ratio == null || ratio < MIN_TAG_CONTRAST) return {};
  return { color: text.trim(), background: background.trim() };
}
