import { expect, test } from "./hydrated-test";
import sharp from "sharp";
import { baseURL } from "../../playwright.config";
import { freshMobile, signInWithOtp } from "./account-helpers";
import { EDITOR, closeStudioContexts, openFreshDraft, studioContext } from "./studio-helpers";

test.afterEach(closeStudioContexts);

test.describe.configure({ timeout: 90_000 });

test("an editor's renamed text file or program as .png, and an image over 5 MB, are refused with a clear message; the field keeps its URL", async ({ browser }) => {
  const { page } = await studioContext(browser, EDITOR);
  await openFreshDraft(page);
  await page.getByRole("button", { name: /^banner Banner/ }).click();
  const form = page.locator('[data-studio-form="banner"]');
  const field = form.locator('input[id$="banners_0_imageUrl"]');
  const before = await field.inputValue();
  const upload = form.getByLabel("Upload image for Picture").first();

  await upload.setInputFiles({ name: "offer.png", mimeType: "image/png", buffer: Buffer.from("this is a text file, not a picture") });
  await expect(form.getByRole("alert")).toHaveText("Only PNG, JPEG and WebP images can be uploaded.");
  await upload.setInputFiles({ name: "setup.png", mimeType: "image/png", buffer: Buffer.concat([Buffer.from("MZ\x90\x00", "binary"), Buffer.alloc(4096)]) });
  await expect(form.getByRole("alert")).toHaveText("Only PNG, JPEG and WebP images can be uploaded.");

  const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } }).png().toBuffer();
  await upload.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.concat([small, Buffer.alloc(5 * 1024 * 1024 + 1)]) });
  await expect(form.getByRole("alert")).toHaveText("The image is larger than 5 MB. Export it smaller and try again.");

  await expect(field).toHaveValue(before);
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
});

test("a patient and a visitor cannot upload studio media", async ({ page, request }) => {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } }).png().toBuffer();
  const multipart = { file: { name: "a.png", mimeType: "image/png", buffer: png } };
  // A visitor is sent to sign in.
  const anon = await request.post("/resources/studio-media", { multipart, maxRedirects: 0, headers: { origin: baseURL } });
  expect([302, 303]).toContain(anon.status());
  await signInWithOtp(page, freshMobile(), "/login");
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  const res = await page.request.post("/resources/studio-media", { multipart, headers: { origin: baseURL } });
  expect(res.status()).toBe(403);
});
