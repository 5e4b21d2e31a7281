/**
 * The spec's two mobile deep links, opened in a phone's browser (390 px, by keyboard) by someone signed out: the
 * doctor profile opens as it is; the consult pre-checkout asks to sign in and comes back to it, with the slot
 * chosen, the netbanking outage the gateway reports, and the way to pay. The association files for the app are not
 * served while no app is configured.
 */
import { expect, test } from "./hydrated-test";
import { freshMobile, readOtpInPage } from "./account-helpers";

test.use({
  viewport: { width: 390, height: 844 },
  userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
});

test("doctor profile and consult pre-checkout deep links open the same pages, signed out, by keyboard", async ({ page }) => {
  // Doctor profile details.
  await page.goto("/doctors/dr-farah-khan");
  await expect(page.getByRole("heading", { level: 1, name: "Dr. Farah Khan" })).toBeVisible();
  const slotLink = page.getByRole("list", { name: "Online consult: times" }).getByRole("link").first();
  const preCheckout = await slotLink.getAttribute("href");
  expect(preCheckout).toMatch(/^\/pay-online-consult\?doctor=dr-farah-khan&slot=/);

  // Consult pre-checkout, as the app's link would open it in a browser signed out: sign in, then straight back.
  await page.goto(preCheckout!);
  await expect(page).toHaveURL(/\/login\?/);
  const mobile = freshMobile();
  const number = page.getByLabel(/Mobile number/);
  await number.focus();
  await page.keyboard.type(mobile);
  await page.keyboard.press("Enter");
  const otp = page.getByLabel("Enter OTP");
  await otp.waitFor();
  await otp.focus();
  await page.keyboard.type(await readOtpInPage(page, `+91${mobile}`));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${preCheckout!.replace(/[?.]/g, "\\$&")}$`));
  await expect(page.getByRole("heading", { name: "Pay for your online consult" })).toBeVisible();
  await expect(page.locator("[data-slot]")).not.toHaveText("No time chosen");

  // The gateway reports a bank failing often: the spec's message, before paying.
  await expect(page.getByRole("note", { name: "Netbanking" })).toHaveText("ICICI Bank is experiencing high failures. Your payment may not go through; you can try another option.");
  await expect(page.getByRole("button", { name: "Proceed to pay" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);

  // Back returns to where the link was opened from.
  await page.goBack();
  await expect(page).not.toHaveURL(/pay-online-consult/);

  // No app is configured on this server: nothing claims the links.
  expect((await page.request.get("/.well-known/assetlinks.json")).status()).toBe(404);
  expect((await page.request.get("/.well-known/apple-app-site-association")).status()).toBe(404);
});
