/**
 * Studio media: an editor's banner or tile image, checked by its content (not its name), stored with its
 * responsive variants (AVIF and WebP at the widths the widgets render), recorded in `studio_media` and the audit log.
 */
import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import type { DB } from "../db/client";
import type { FileStorage } from "../providers/file-storage";
import { mediaUrl, variantWidths, MEDIA_FORMATS, type MediaFormat } from "~/lib/media";
import { recordAudit } from "./audit";
import { MAX_IMAGE_PIXELS, measureImage } from "../image-size";
import { stripUnsafeCharacters } from "~/lib/safe-text";
import type { StudioUser } from "./access";

/** 5 MB: a banner photo fits easily; anything bigger is almost certainly not meant for a banner. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** The shared pixel cap (image-size.ts), under the name the studio's tests and messages use. */
export const MEDIA_MAX_PIXELS = MAX_IMAGE_PIXELS;
export const MEDIA_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export type UploadResult =
  | { ok: true; id: string; url: string; width: number; height: number; bytes: number; contentType: string }
  | { ok: false; status: number; message: string };

const refuse = (status: number, message: string): UploadResult => ({ ok: false, status, message });

export const MEDIA_MESSAGES = {
  tooBig: `The image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB. Export it smaller and try again.`,
  empty: "Choose an image to upload.",
  wrongType: "Only PNG, JPEG and WebP images can be uploaded.",
  unreadable: "The image could not be read. Export it again as PNG, JPEG or WebP.",
  tooLarge: "The image has too many pixels. Use one at most 8000 px on its longest side.",
} as const;

function cleanName(name: string): string {
  // Kept for people, never used as a path: control and bidirectional-override characters (the address fields'
  // rule) go, so a name cannot display as something else in the studio or its audit log.
  return stripUnsafeCharacters(name).trim().slice(0, 200) || "image";
}

export interface UploadInput {
  name: string;
  bytes: Buffer;
  screen?: { screenName: string; screenView: string; segment: string };
}

export async function uploadMedia(db: DB, storage: FileStorage, user: StudioUser, input: UploadInput, now = new Date()): Promise<UploadResult> {
  const { bytes } = input;
  if (!bytes.length) return refuse(400, MEDIA_MESSAGES.empty);
  if (bytes.length > MEDIA_MAX_BYTES) return refuse(413, MEDIA_MESSAGES.tooBig);
  // The content decides, not the name or the browser's claimed type: a renamed text file or program is refused.
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !(MEDIA_TYPES as readonly string[]).includes(sniffed.mime)) return refuse(415, MEDIA_MESSAGES.wrongType);

  const size = await measureImage(bytes);
  if (!size.ok) return size.reason === "too-many-pixels" ? refuse(413, MEDIA_MESSAGES.tooLarge) : refuse(400, MEDIA_MESSAGES.unreadable);
  const { width, height } = size;

  const id = crypto.randomBytes(16).toString("hex");
  const keys: Record<string, string> = {};
  try {
    for (const w of variantWidths(width)) {
      // rotate() turns the image upright from EXIF and drops the metadata (camera, location) on the way.
      const base = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS }).rotate().resize({ width: w, withoutEnlargement: true });
      for (const format of MEDIA_FORMATS) {
        const out = await encodeVariant(base.clone(), format);
        keys[`${w}.${format}`] = await storage.put("studio-media", out, `image/${format}`);
      }
    }
  } catch {
    await Promise.all(Object.values(keys).map((k) => storage.delete(k)));
    return refuse(400, MEDIA_MESSAGES.unreadable);
  }
  const originalKey = await storage.put("studio-media/original", bytes, sniffed.mime);
  const widths = variantWidths(width);
  const url = mediaUrl(id, widths[widths.length - 1], "webp");
  const name = cleanName(input.name);
  await db
    .insertInto("studio_media")
    .values({
      id,
      account_id: user.accountId,
      original_name: name,
      content_type: sniffed.mime,
      bytes: bytes.length,
      width,
      height,
      original_key: originalKey,
      variant_keys: JSON.stringify(keys),
      uploaded_by: user.mobileNumber,
      uploaded_at: now.toISOString(),
    })
    .execute();
  await recordAudit(
    db,
    {
      accountId: user.accountId,
      actor: user.name,
      action: "upload_media",
      screenName: input.screen?.screenName,
      screenView: input.screen?.screenView,
      segment: input.screen?.segment,
      detail: `${name} → ${url} (${width}×${height}, ${bytes.length} bytes)`,
    },
    now,
  );
  return { ok: true, id, url, width, height, bytes: bytes.length, contentType: sniffed.mime };
}

/** One variant's bytes in a format: the one encoding every raster the site serves goes through. */
export function encodeVariant(img: Sharp, format: MediaFormat): Promise<Buffer> {
  // effort 2 keeps AVIF encoding to tens of milliseconds per variant on a 2-core machine, at a small size cost.
  return format === "avif" ? img.avif({ quality: 55, effort: 2 }).toBuffer() : img.webp({ quality: 80 }).toBuffer();
}

/** One variant's bytes for the public media route, or null when there is no such media or variant. */
export async function mediaVariant(db: DB, storage: FileStorage, id: string, variant: string) {
  if (!/^[0-9a-f]{32}$/.test(id) || !/^\d{1,4}\.(webp|avif)$/.test(variant)) return null;
  const row = await db.selectFrom("studio_media").select("variant_keys").where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const key = (JSON.parse(row.variant_keys) as Record<string, string>)[variant];
  return key ? storage.get(key) : null;
}
