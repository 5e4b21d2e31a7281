/**
 * The one pixel cap for images people upload (studio media, prescription photos): a small file can unpack to a
 * huge bitmap (a "decompression bomb") that would take a server's memory, or a staff member's browser, with it.
 * Images are measured from their headers with sharp, never decoded whole, before anything else is done with them.
 */
import sharp from "sharp";

/** 40 megapixels: any phone photo or scanned page fits; 8000 × 5000 is the largest banner an editor needs. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageSize = { ok: true; width: number; height: number } | { ok: false; reason: "unreadable" | "too-many-pixels" };

/** Width and height as shown (EXIF orientation applied), or why the image cannot be taken. */
export async function measureImage(bytes: Uint8Array): Promise<ImageSize> {
  try {
    // metadata() reads the header only, so sharp's own limit is off here: the cap below decides, with its own answer.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return { ok: false, reason: "unreadable" };
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) return { ok: false, reason: "too-many-pixels" };
    // EXIF orientation 5–8 swaps the sides once the image is turned upright.
    const turned = (meta.orientation ?? 1) >= 5;
    return { ok: true, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}
