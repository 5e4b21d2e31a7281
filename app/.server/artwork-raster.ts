/**
 * The site's artwork as the media pipeline serves uploads: AVIF and WebP at the widths it is drawn. The first
 * banner is a page's largest paint, and a raster sized for the screen decodes and paints sooner than the SVG drawn
 * at full size; an icon as a raster is decoded off the main thread, where an SVG is a document the page's thread
 * parses (lib/media.ts). Made once per variant and kept in memory: the artwork is code, so a variant never changes
 * while the server runs.
 */
import sharp from "sharp";
import { LRUCache } from "lru-cache";
import { artworkMaxWidth, MEDIA_WIDTHS, type MediaFormat } from "~/lib/media";
import { encodeVariant } from "./content/media";

/**
 * Banners: 2 names × 4 widths × 2 formats, a few dozen banners, 5–40 KB each; icons: 2 widths × 2 formats, ~100
 * icons, 1–4 KB each.
 */
const made = new LRUCache<string, Promise<Buffer>>({ max: 1000 });

/** The widths an artwork's rasters are made at (`id` is `<dir>/<name>`): the listed widths up to its widest. */
export function artworkWidths(id: string): number[] {
  return MEDIA_WIDTHS.filter((w) => w <= artworkMaxWidth(id));
}

/** `svg` (the artwork `id` drawn `svgWidth` px wide) as a `width` px raster, or null for a width not offered. */
export function artworkRaster(id: string, svg: string, svgWidth: number, width: number, format: MediaFormat): Promise<Buffer> | null {
  if (!artworkWidths(id).includes(width)) return null;
  const key = `${id}/${width}.${format}`;
  let out = made.get(key);
  if (!out) {
    // Drawn at the density that gives `width` px directly, so text and edges are sharp rather than scaled up.
    const density = Math.max(1, Math.round((72 * width) / svgWidth));
    out = encodeVariant(sharp(Buffer.from(svg), { density }).resize({ width }), format);
    out.catch(() => made.delete(key));
    made.set(key, out);
  }
  return out;
}
