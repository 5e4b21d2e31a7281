/**
 * Studio media URLs, shared by the server (which makes the variants) and the widgets (which ask for them).
 * An uploaded image is `/media/<id>/<width>.<format>`. The field an editor fills holds the largest WebP variant, so
 * it works as a plain `src` anywhere; widgets that know the pattern add `srcset`/`sizes` over every width up to it.
 */

/**
 * Widths the variants are made at: 112 (a 56 px tile icon on a 2x screen), 360 and 720 (a phone-width banner at
 * 1x and 2x), 1200 (the desktop banner box, `BANNER_BOX.web`).
 */
export const MEDIA_WIDTHS = [112, 360, 720, 1200] as const;
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

const MEDIA_URL = /^\/media\/([0-9a-f]{32})\/(\d{1,4})\.(webp|avif)$/;
/** The site's own banner artwork (routes/images.$.ts), drawn as SVG and rasterised at the same widths. */
const ARTWORK_URL = /^\/images\/banners\/([a-z0-9-]{1,80})\.svg$/;
export const ARTWORK_VARIANT = /^banners\/([a-z0-9-]{1,80})\/(\d{1,4})\.(webp|avif)$/;

export interface MediaRef {
  id: string;
  /** The largest variant there is (the original's width when it is narrower than every listed width). */
  maxWidth: number;
  /** An editor's upload (default) or the site's banner artwork. */
  kind?: "studio" | "artwork";
}

/**
 * The widest raster of a banner artwork: a phone banner (`-m`, 360 px) up to 720 (a 2x phone screen), any other
 * up to 1200 (the desktop banner box). Vector artwork loses nothing when drawn larger than its box.
 */
export const artworkMaxWidth = (name: string) => (name.endsWith("-m") ? 720 : 1200);

/** The media an image URL points at, or null when it is any other URL. */
export function parseMediaUrl(url: string | undefined | null): MediaRef | null {
  const m = url ? MEDIA_URL.exec(url) : null;
  if (m) return { id: m[1], maxWidth: Number(m[2]) };
  const a = url ? ARTWORK_URL.exec(url) : null;
  return a ? { id: a[1], maxWidth: artworkMaxWidth(a[1]), kind: "artwork" } : null;
}

export function mediaUrl(id: string, width: number, format: MediaFormat = "webp", kind: MediaRef["kind"] = "studio"): string {
  return kind === "artwork" ? `/images/banners/${id}/${width}.${format}` : `/media/${id}/${width}.${format}`;
}

/** The widths variants exist at for an original `width` px wide: every listed width it covers, or its own. */
export function variantWidths(originalWidth: number): number[] {
  const fit = MEDIA_WIDTHS.filter((w) => w <= originalWidth);
  return fit.length ? [...fit] : [originalWidth];
}

/** `srcset` of one format: every variant width up to the largest. */
export function mediaSrcSet(ref: MediaRef, format: MediaFormat): string {
  const widths = MEDIA_WIDTHS.filter((w) => w <= ref.maxWidth);
  const all = widths.length && widths[widths.length - 1] === ref.maxWidth ? widths : [...widths, ref.maxWidth];
  return all.map((w) => `${mediaUrl(ref.id, w, format, ref.kind)} ${w}w`).join(", ");
}
