/**
 * Upload prescription is found where the anchors put it: a tile on the home screen's services and a card on the
 * lab-tests screen, both leading to /upload-prescription. A visitor is asked to sign in and comes back to the upload
 * page (a new account's own profile is offered as "My profile"); a signed-in patient goes straight there. On a phone,
 * by keyboard.
 */
import fs from "node:fs";
import { expect, test, type Page } from "./hydrated-test";
import { accountOf, signInAs } from "./helpers";
import { freshMobile, readOtpInPage } from "./account-helpers";

const png = fs.readFileSync("tests/fixtures/prescription.png");

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Follows a section's link by keyboard: brought into view (sections below the fold load there), focus, Enter. */
async function follow(page: Page, section: string, name: string) {
  const at = page.locator(`[data-section="${section}"]`);
  // A section below the fold is drawn again when it loads there: scroll again if it was replaced mid-scroll.
  await expect(async () => at.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  const link = at.getByRole("link", { name: new RegExp(`^${name}`) });
  await expect(link).toBeVisible();
  await link.focus();
  await page.keyboard.press("Enter");
}

test("a visitor taps Upload Prescription on the home screen, signs in and uploads for their own profile", async ({ page }) => {
  await page.goto("/");
  await follow(page, "services", "Upload Prescription");
  await expect(page).toHaveURL(/\/login\?continue=%2Fdiagnostic-prescription$/);

  const mobile = freshMobile();
  await page.getByLabel(/Mobile number/).fill(mobile);
  await page.keyboard.press("Enter");
  const otp = page.getByLabel("Enter OTP");
  await otp.waitFor();
  await otp.fill(await readOtpInPage(page, `+91${mobile}`));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/diagnostic-prescription$/);
  await expect(page.getByRole("heading", { level: 1, name: "Book tests from your prescription" })).toBeVisible();
  await expect(page.getByLabel("Patient").getByRole("option", { name: "My profile (you)" })).toBeAttached();
  await page.getByLabel("Prescription file").setInputFiles({ name: `Rx visitor ${Date.now()}.png`, mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Prescription Uploaded" })).toBeVisible();
});

test("the lab-tests screen offers Upload Prescription to visitors and signed-in patients", async ({ browser }) => {
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await visitor.goto("/lab-tests");
  await follow(visitor, "upload_prescription", "Upload Prescription");
  await expect(visitor).toHaveURL(/\/login\?continue=%2Fdiagnostic-prescription$/);
  await visitor.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await signInAs(context, accountOf("9000000001"));
  const patient = await context.newPage();
  await patient.goto("/lab-tests");
  const card = patient.locator('[data-section="upload_prescription"]');
  await expect(async () => card.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  await expect(card.getByRole("heading", { name: "Have a prescription?" })).toBeVisible();
  await follow(patient, "upload_prescription", "Upload Prescription");
  await expect(patient).toHaveURL(/\/diagnostic-prescription$/);
  await expect(patient.getByRole("heading", { level: 1, name: "Book tests from your prescription" })).toBeVisible();
  await expect(patient.getByLabel("Patient")).toBeVisible();

  // The signed-in home has the same tile.
  await patient.goto("/");
  await follow(patient, "services", "Upload Prescription");
  await expect(patient).toHaveURL(/\/diagnostic-prescription$/);
  await context.close();
});
