import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { fileTypeFromBuffer } from "file-type";
import { targets } from "./harness";
import type { AppServices } from "~/.server/app-context";
import { localFileStorage, type FileStorage } from "~/.server/providers/file-storage";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, mediaVariant, uploadMedia } from "~/.server/content/media";
import { listAudit } from "~/.server/content/audit";
import type { StudioUser } from "~/.server/content/access";

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#02475b" } }).png().toBuffer();

describe.each(targets)("studio media on $name", (target) => {
  let services: AppServices;
  let teardown: () => Promise<void>;
  let storage: FileStorage;
  let editor: StudioUser;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-media-"));
  beforeAll(async () => {
    ({ services, teardown } = await target.setup());
    storage = localFileStorage(dir);
    const acc = await services.db.selectFrom("accounts").select("id").where("mobile_number", "=", "9000000101").executeTakeFirstOrThrow();
    editor = { accountId: acc.id, mobileNumber: "9000000101", role: "editor", name: "Priya Sharma" };
  });
  afterAll(async () => {
    await teardown();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("'banner and tile images (png, jpg, webp), checked by content': a PNG gets AVIF and WebP variants at the widget widths, recorded with its audit entry", async () => {
    const screen = { screenName: "diag_home", screenView: "web", segment: "signed_out" };
    const r = await uploadMedia(services.db, storage, editor, { name: "offer.png", bytes: await png(1600, 400), screen });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.url).toBe(`/media/${r.id}/1200.webp`);
    expect([r.width, r.height]).toEqual([1600, 400]);
    const row = await services.db.selectFrom("studio_media").selectAll().where("id", "=", r.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_id: editor.accountId, original_name: "offer.png", content_type: "image/png", width: 1600, height: 400 });
    expect(Object.keys(JSON.parse(row.variant_keys)).sort()).toEqual(["112.avif", "112.webp", "1200.avif", "1200.webp", "360.avif", "360.webp", "720.avif", "720.webp"]);
    for (const [variant, mime, width] of [["360.avif", "image/avif", 360], ["1200.webp", "image/webp", 1200]] as const) {
      const file = await mediaVariant(services.db, storage, r.id, variant);
      expect(file?.contentType).toBe(mime);
      expect((await fileTypeFromBuffer(file!.bytes))?.mime).toBe(mime);
      expect((await sharp(file!.bytes).metadata()).width).toBe(width);
    }
    expect(await mediaVariant(services.db, storage, r.id, "999.webp")).toBeNull();
    expect(await mediaVariant(services.db, storage, "0".repeat(32), "360.webp")).toBeNull();
    const audit = await listAudit(services.db, screen, 5);
    expect(audit[0]).toMatchObject({ action: "upload_media", actor: "Priya Sharma" });
    expect(audit[0].detail).toContain(r.url);
  });

  it("an image narrower than every listed width keeps its own width; JPEG and WebP are accepted", async () => {
    const jpeg = await sharp({ create: { width: 80, height: 80, channels: 3, background: "#fc9916" } }).jpeg().toBuffer();
    const a = await uploadMedia(services.db, storage, editor, { name: "icon.jpg", bytes: jpeg });
    expect(a.ok && a.url.endsWith("/80.webp")).toBe(true);
    const webp = await sharp({ create: { width: 400, height: 100, channels: 3, background: "#fff" } }).webp().toBuffer();
    const b = await uploadMedia(services.db, storage, editor, { name: "b.webp", bytes: webp });
    expect(b.ok && b.url.endsWith("/360.webp")).toBe(true);
  });

  it("refuses, by content, a text file or a program renamed .png, and a GIF; nothing is stored", async () => {
    const before = await services.db.selectFrom("studio_media").select((e) => e.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "binary"), Buffer.alloc(512)]);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).gif().toBuffer();
    for (const [name, bytes] of [["notes.png", Buffer.from("just some text, not an image")], ["setup.png", exe], ["anim.png", gif]] as const) {
      const r = await uploadMedia(services.db, storage, editor, { name, bytes });
      expect(r, name).toEqual({ ok: false, status: 415, message: MEDIA_MESSAGES.wrongType });
    }
    const after = await services.db.selectFrom("studio_media").select((e) => e.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses an image over the 5 MB limit and an empty file, with a clear message", async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(MEDIA_MAX_BYTES)]);
    expect(await uploadMedia(services.db, storage, editor, { name: "big.png", bytes: big })).toEqual({ ok: false, status: 413, message: MEDIA_MESSAGES.tooBig });
    expect(await uploadMedia(services.db, storage, editor, { name: "empty.png", bytes: Buffer.alloc(0) })).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses a PNG whose header is cut off (real signature, unreadable image)", async () => {
    const cut = (await png(200, 200)).subarray(0, 40);
    expect(await uploadMedia(services.db, storage, editor, { name: "cut.png", bytes: cut })).toMatchObject({ ok: false, status: 400, message: MEDIA_MESSAGES.unreadable });
  });
});
