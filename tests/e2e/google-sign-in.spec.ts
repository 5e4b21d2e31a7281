import { expect, test, type Page } from "./hydrated-test";
import { OIDC_CLIENT, OIDC_FAKE_PORT } from "../../playwright.config";
import { startFakeOidc, type FakeOidc } from "../fakes/oidc-provider";
import { freshMobile, readOtpInPage } from "./account-helpers";

/**
 * "Continue with Google" in its popup, against the local OpenID Connect fake, on a phone (390 px) by keyboard: an
 * identity Google has not linked yet waits for the mobile number, an OTP sign-in links it, and the next Google
 * sign-in opens that account straight away; a popup that never reports back is closed after the spec's 10 s
 * ("Google sign-in popup timeout 10 s") with a message.
 *
 * The pages are opened on the app's own origin (APP_ORIGIN, http://localhost:PORT), which is where Google sends
 * the patient back to.
 */
test.use({ viewport: { width: 390, height: 844 } });

let fake: FakeOidc;
test.beforeAll(async () => {
  fake = await startFakeOidc({ clientId: OIDC_CLIENT.id, clientSecret: OIDC_CLIENT.secret, port: OIDC_FAKE_PORT });
});
test.afterAll(async () => {
  await fake?.close();
});

const appOrigin = () => `http://localhost:${new URL(test.info().project.use.baseURL!).port}`;

async function tabTo(page: Page, name: string | RegExp, role: "link" | "button" | "textbox" = "link", max = 60) {
  const target = page.getByRole(role, { name });
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${String(name)} not reached by Tab`);
}

/** Presses Enter on "Continue with Google" and follows the popup until it closes itself. */
async function continueWithGoogle(page: Page) {
  await tabTo(page, "Continue with Google");
  const popupOpened = page.waitForEvent("popup");
  await page.keyboard.press("Enter");
  const popup = await popupOpened;
  await popup.waitForEvent("close");
}

test("an unlinked Google account is linked by verifying the mobile number, then signs straight in", async ({ page }) => {
  fake.person.sub = `g-e2e-${Date.now()}`;
  fake.person.phone = null;
  const mobile = freshMobile(2101);

  await page.goto(`${appOrigin()}/login?continue=%2Fappointments`);
  await page.waitForLoadState("networkidle");
  await continueWithGoogle(page);
  await expect(page).toHaveURL(/\/login\?link=google&continue=%2Fappointments$/);
  await expect(page.getByRole("status").filter({ hasText: "Verify your mobile number once to link your Google account" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveCount(0);

  await tabTo(page, /Mobile number/, "textbox");
  await page.keyboard.type(mobile);
  await page.keyboard.press("Enter");
  const otp = page.getByLabel("Enter OTP");
  await otp.waitFor();
  await otp.focus();
  await page.keyboard.type(await readOtpInPage(page, `+91${mobile}`));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/appointments$/);

  // Signed out, the same Google account now opens this account without a code.
  await page.goto(`${appOrigin()}/settings`);
  await tabTo(page, "Sign out of this device", "button");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto(`${appOrigin()}/login?continue=%2Fappointments`);
  await page.waitForLoadState("networkidle");
  await continueWithGoogle(page);
  await expect(page).toHaveURL(/\/appointments$/);
  await expect(page.getByRole("link", { name: /^My Account/ })).toBeVisible();
  const mine = await page.evaluate(async () => {
    const r = await fetch("/graphql?query=%7BgetCurrentUser%7BmobileNumber%7D%7D", { credentials: "include" });
    return (await r.json()) as { data?: { getCurrentUser?: { mobileNumber?: string } } };
  });
  expect(mine.data?.getCurrentUser?.mobileNumber).toContain(mobile);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a popup that never reports back is closed after 10 s and the page says so", async ({ page }) => {
  // The popup's first page never arrives, as when Google cannot be reached.
  await page.context().route("**/auth/google?*popup=1*", () => {});
  await page.goto(`${appOrigin()}/login`);
  await page.waitForLoadState("networkidle");
  await tabTo(page, "Continue with Google");
  const popupOpened = page.waitForEvent("popup");
  await page.keyboard.press("Enter");
  const popup = await popupOpened;
  await expect(page.getByRole("link", { name: "Waiting for Google…" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  // The spec's 10 s pass in real time here.
  await expect(page.getByRole("alert")).toHaveText("Google sign-in did not open in time. Please try again, or sign in with your mobile number.", { timeout: 15_000 });
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(page.getByRole("link", { name: "Continue with Google" })).toBeVisible();
});
