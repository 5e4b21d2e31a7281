/**
 * The demo banners' artwork: each shows the offer it announces (a headline, the offer, a detail line, a button-like
 * call to action and an icon from the icon library), drawn on the server as SVG so patient pages load no code for
 * it. Phone files (`-m`) get their own layout, with type sized to be read at 360 px.
 * The offer text also appears in every configuration's alt text for the banner (tests/unit/banner-artwork.test.ts).
 * Each banner also has a background without words (`<name>-bg.svg`, `<name>-bg-m.svg`): a banner whose words are
 * its own text fields (headline, offer, detail, cta) draws them as HTML over it, so they can be read by screen
 * readers, translated and changed in the studio without a new image.
 */
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BadgePercent, ClipboardCheck, CreditCard, Crown, FlaskConical, Gift, Microscope, Stethoscope, Video, type LucideProps } from "lucide-react";

export interface BannerArtwork {
  headline: string;
  /** The offer itself, the largest text on the banner. */
  offer: string;
  detail?: string;
  cta: string;
  icon: ComponentType<LucideProps>;
  /** Background (dark enough for white text at WCAG AA) and accent (offer text and button). */
  colours: { bg: string; accent: string };
}

const TEAL = { bg: "#02475b", accent: "#fcb716" };
const PLUM = { bg: "#4a2370", accent: "#ffd166" };
const NAVY = { bg: "#0b3d66", accent: "#7fe0c4" };
const GREEN = { bg: "#1b5e20", accent: "#ffe08a" };

/** By banner file name (without `-m` and `.svg`). */
export const BANNER_ARTWORK: Record<string, BannerArtwork> = {
  "lab-tests-offer": { headline: "Lab tests at home", offer: "Up to 66% off", detail: "Free home sample collection", cta: "Book now", icon: Microscope, colours: TEAL },
  "health25-offer": { headline: "Save on every lab test", offer: "Flat 25% off with HEALTH25", detail: "Up to ₹500 off on orders of ₹500 or more", cta: "Apply code", icon: BadgePercent, colours: NAVY },
  "full-body-checkup": { headline: "Full Body Checkup", offer: "Starting ₹739", detail: "Free home sample collection", cta: "Book now", icon: ClipboardCheck, colours: GREEN },
  "full-body-wide": { headline: "Full Body Checkup", offer: "6 to 34 tests", detail: "Free home sample collection", cta: "Book now", icon: ClipboardCheck, colours: GREEN },
  "lab-tests-wide": { headline: "Doctor asked for tests?", offer: "Book them at home", detail: "Sample collection at your door", cta: "Book lab tests", icon: FlaskConical, colours: TEAL },
  "circle-savings": { headline: "Circle membership", offer: "Save more on every test", detail: "Member prices and extra cashback", cta: "Join Circle", icon: Crown, colours: PLUM },
  "circle-follow-ups": { headline: "Circle membership", offer: "Free follow-ups", detail: "With the doctor you consulted", cta: "Join Circle", icon: Stethoscope, colours: PLUM },
  "circle-card-free": { headline: "Apollo SBI Card holders", offer: "Free Circle membership", detail: "Member prices on tests and consults", cta: "Know more", icon: Crown, colours: PLUM },
  "circle-wide": { headline: "Circle Membership", offer: "Member prices on lab tests", detail: "₹99 for 2 months", cta: "Explore Circle", icon: Crown, colours: PLUM },
  "home-care": { headline: "Consult top doctors online", offer: "From ₹199", detail: "Consult in 15 minutes", cta: "Consult now", icon: Video, colours: NAVY },
  "card-active": { headline: "Your Apollo SBI Card is active", offer: "10% back as health credits", detail: "On Apollo spends", cta: "View benefits", icon: CreditCard, colours: NAVY },
  "card-apply": { headline: "Apollo SBI Card SELECT", offer: "Up to 10% back as health credits", detail: "Apply in minutes", cta: "Check eligibility", icon: CreditCard, colours: NAVY },
  "card-credits": { headline: "Apollo SBI Card", offer: "Get ₹500 health credits", detail: "When you apply now", cta: "Apply now", icon: Gift, colours: NAVY },
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Greedy word wrap by an estimate of bold sans-serif glyph width (0.6 em), at most `maxLines` lines. */
export function wrap(text: string, fontSize: number, width: number, maxLines: number): string[] | null {
  const perLine = Math.floor(width / (fontSize * 0.6));
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + " " + word).length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length <= maxLines && lines.every((l) => l.length <= perLine) ? lines : null;
}

interface Layout {
  pad: number;
  headline: number;
  offer: number;
  detail: number;
  cta: number;
  gap: number;
}

/** Type sizes: phone files are read at 360 CSS px, so nothing is under 12 px there. */
const PHONE: Layout = { pad: 16, headline: 14, offer: 22, detail: 12, cta: 13, gap: 6 };
const DESKTOP: Layout = { pad: 64, headline: 30, offer: 52, detail: 22, cta: 22, gap: 12 };

function text(x: number, y: number, size: number, weight: number, fill: string, s: string) {
  return `<text x="${x}" y="${y}" font-family="'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(s)}</text>`;
}

/** The file-name suffix (before `-m`) of a banner's background without words. */
export const BACKGROUND_SUFFIX = "-bg";

/** The artwork a banner file name shows, and whether it is the background without words. */
export function artworkFor(file: string): { art: BannerArtwork; background: boolean } | null {
  const name = file.replace(/-m$/, "");
  const background = name.endsWith(BACKGROUND_SUFFIX);
  const art = BANNER_ARTWORK[background ? name.slice(0, -BACKGROUND_SUFFIX.length) : name];
  return art ? { art, background } : null;
}

/** `background`: the colours and icon only, no words (decorative: the banner's HTML text says them). */
export function bannerArtworkSvg(art: BannerArtwork, w: number, h: number, phone: boolean, background = false): string {
  const base = phone ? PHONE : DESKTOP;
  // Wide, short banners scale the type down with the height.
  const k = phone ? Math.min(1, h / 160) : Math.min(1, h / 300);
  const L: Layout = { pad: base.pad, headline: base.headline * k, offer: base.offer * k, detail: base.detail * k, cta: base.cta * k, gap: base.gap * k };
  const iconR = h * 0.3;
  const iconCx = w - (phone ? iconR + 14 : h * 0.6);
  const textWidth = iconCx - iconR - L.pad * 1.5;
  const ctaH = L.cta * 2.1;

  // Fit: the offer on one or two lines, shrinking it if needed; the detail line only if there is room.
  let offerSize = L.offer;
  let offerLines = wrap(art.offer, offerSize, textWidth, 2);
  while (!offerLines && offerSize > L.offer * 0.6) {
    offerSize *= 0.9;
    offerLines = wrap(art.offer, offerSize, textWidth, 2);
  }
  offerLines ??= [art.offer];
  // The headline shrinks a little to stay on one line, never under 12 px on a phone; past that it wraps.
  const minHead = phone ? 12 : L.headline * 0.7;
  let headSize = L.headline;
  let headLines = wrap(art.headline, headSize, textWidth, 1);
  while (!headLines && headSize * 0.92 >= minHead) {
    headSize *= 0.92;
    headLines = wrap(art.headline, headSize, textWidth, 1);
  }
  headLines ??= wrap(art.headline, headSize, textWidth, 2) ?? [art.headline];
  const block = (withDetail: boolean) =>
    headLines!.length * headSize * 1.2 + L.gap + offerLines!.length * offerSize * 1.1 + (withDetail ? L.gap + L.detail * 1.25 : 0) + L.gap * 1.5 + ctaH;
  const showDetail = !!art.detail && block(true) <= h - L.pad && !!wrap(art.detail, L.detail, textWidth, 1);
  let y = (h - block(showDetail)) / 2;

  const parts: string[] = [];
  for (const line of headLines) {
    y += headSize;
    parts.push(text(L.pad, y, headSize, 600, "#ffffff", line));
    y += headSize * 0.2;
  }
  y += L.gap;
  for (const line of offerLines) {
    y += offerSize;
    parts.push(text(L.pad, y, offerSize, 800, art.colours.accent, line));
    y += offerSize * 0.1;
  }
  if (showDetail) {
    y += L.gap + L.detail;
    parts.push(text(L.pad, y, L.detail, 400, "#ffffff", art.detail!));
    y += L.detail * 0.25;
  }
  y += L.gap * 1.5;
  const ctaW = art.cta.length * L.cta * 0.6 + L.cta * 2.4;
  parts.push(`<rect x="${L.pad}" y="${y}" width="${ctaW}" height="${ctaH}" rx="${ctaH / 2}" fill="${art.colours.accent}"/>`);
  parts.push(text(L.pad + L.cta * 1.2, y + ctaH / 2 + L.cta * 0.35, L.cta, 700, art.colours.bg, `${art.cta} ›`));

  const iconSize = iconR * 1.1;
  const icon = renderToStaticMarkup(createElement(art.icon, { size: iconSize, color: art.colours.bg, strokeWidth: 2, "aria-hidden": true }));
  const label = `${art.headline}: ${art.offer}${art.detail ? `. ${art.detail}` : ""}`;
  const role = background ? `aria-hidden="true"` : `role="img" aria-label="${escapeXml(label)}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" ${role}>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.colours.bg}"/><stop offset="1" stop-color="${art.colours.bg}" stop-opacity="0.82"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="${art.colours.bg}"/><rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${w - h * 0.1}" cy="${h * 0.05}" r="${h * 0.55}" fill="#ffffff" opacity="0.07"/>` +
    `<circle cx="${iconCx}" cy="${h / 2}" r="${iconR * 1.35}" fill="#ffffff" opacity="0.12"/>` +
    `<circle cx="${iconCx}" cy="${h / 2}" r="${iconR}" fill="${art.colours.accent}"/>` +
    `<g transform="translate(${iconCx - iconSize / 2} ${h / 2 - iconSize / 2})">${icon}</g>` +
    (background ? "" : parts.join("")) +
    `</svg>`
  );
}
