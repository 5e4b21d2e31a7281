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
/**
 * The site's own artwork (routes/images.$.ts): banners, and the icons and pictures of categories, services,
 * specialties, items and articles, drawn as SVG and rasterised at the same widths. An SVG in an <img> is a document
 * of its own that the browser parses and lays out on the page's main thread; a home screen shows ~30 of them, and
 * on a phone those parses were most of the blocking time after first paint. A raster is only decoded, off it.
 */
const ARTWORK_DIRS = "banners|categories|services|specialties|items|widgets";
const ARTWORK_URL = new RegExp(`^/images/((?:${ARTWORK_DIRS})/[a-z0-9-]{1,80})\\.svg$`);
/** `<dir>/<name>/<width>.<webp|avif>` under /images: one raster of an artwork (the route's path, without /images/). */
export const ARTWORK_VARIANT = new RegExp(`^((?:${ARTWORK_DIRS})/[a-z0-9-]{1,80})/(\\d{1,4})\\.(webp|avif)$`);

export interface MediaRef {
  /** A studio upload's 32-hex id, or an artwork's `<dir>/<name>` (e.g. `banners/home-care-m`). */
  id: string;
  /** The largest variant there is (the original's width when it is narrower than every listed width). */
  maxWidth: number;
  /** An editor's upload (default) or the site's artwork. */
  kind?: "studio" | "artwork";
}

/**
 * The widest raster of an artwork (`<dir>/<name>`): a phone banner (`-m`, 360 px) up to 720 (a 2x phone screen),
 * any other banner up to 1200 (the desktop banner box), an icon or picture (drawn 96 px, shown at 40–120 px) up to
 * 360. Vector artwork loses nothing when drawn larger than its box.
 */
export function artworkMaxWidth(id: string): number {
  if (!id.startsWith("banners/")) return 360;
  return id.endsWith("-m") ? 720 : 1200;
}

/** The media an image URL points at, or null when it is any other URL. */
export function parseMediaUrl(url: string | undefined | null): MediaRef | null {
  const m = url ? MEDIA_URL.exec(url) : null;
  if (m) return { id: m[1], maxWidth: Number(m[2]) };
  const a = url ? ARTWORK_URL.exec(url) : null;
  return a ? { id: a[1], maxWidth: artworkMaxWidth(a[1]), kind: "artwork" } : null;
}

export function mediaUrl(id: string, width: number, format: MediaFormat = "webp", kind: MediaRef["kind"] = "studio"): string {
  return kind === "artwork" ? `/images/${id}/${width}.${format}` : `/media/${id}/${width}.${format}`;
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
