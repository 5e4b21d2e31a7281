import { SHRINK_MAX_EDGE_PX, SHRINK_TARGET_BYTES, shrunkFileName } from "~/lib/prescription-upload";

/**
 * Shrinks a photo in the browser (browser-image-compression: resize, then lower the JPEG quality until it fits),
 * loaded only when a photo is too large, so the page does not carry it otherwise.
 */
export async function shrinkImage(file: File): Promise<File> {
  const { default: imageCompression } = await import("browser-image-compression");
  const blob = await imageCompression(file, {
    maxSizeMB: SHRINK_TARGET_BYTES / (1024 * 1024),
    maxWidthOrHeight: SHRINK_MAX_EDGE_PX,
    fileType: "image/jpeg",
    useWebWorker: true,
  });
  return new File([blob], shrunkFileName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
}
