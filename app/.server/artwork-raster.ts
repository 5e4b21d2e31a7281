/**
 * The banner artwork as the media pipeline serves uploads: AVIF and WebP at the widths a banner is drawn (the
 * first banner is a page's largest paint, and a raster sized for the screen decodes and paints sooner than the SVG
 * drawn at full size). Made once per variant and kept in memory: the artwork is code, so a variant never changes
 * while the server runs.
 */
import sharp from "sharp";
import { LRUCache } from "lru-cache";
import { artworkMaxWidth, MEDIA_WIDTHS, type MediaFormat } from "~/lib/media";
import { encodeVariant } from "./content/media";

/** 2 names × 4 widths × 2 formats per banner, for a few dozen banners, of 5–40 KB each. */
const made = new LRUCache<string, Promise<Buffer>>({ max: 400 });

/** The widths a banner's rasters are made at: the listed widths up to its widest (see artworkMaxWidth). */
export function artworkWidths(name: string): number[] {
  return MEDIA_WIDTHS.filter((w) => w <= artworkMaxWidth(name));
}

/** `svg` (the artwork `name` drawn `svgWidth` px wide) as a `width` px raster, or null for a width not offered. */
export function artworkRaster(name: string, svg: string, svgWidth: number, width: number, format: MediaFormat): Promise<Buffer> | null {
  if (!artworkWidths(name).includes(width)) return null;
  const key = `${name}/${width}.${format}`;
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
