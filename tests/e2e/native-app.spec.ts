import { expect, test } from "./hydrated-test";
import { freshMobile, signInWithOtp } from "./account-helpers";

/**
 * Spec §6 "Users arriving from the native app are flagged": the app opens its first page with ?source=app; the
 * flag then holds for the whole visit (a session cookie), on pages reached without it, and only for that visit.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("a visit that starts from the app stays flagged on later pages; an ordinary visit is not", async ({ page, browser }) => {
  await page.goto("/?source=app");
  const cookie = (await page.context().cookies()).find((c) => c.name === "a247_app");
  expect(cookie).toMatchObject({ value: "1", httpOnly: true, sameSite: "Lax", expires: -1 }); // -1: a session cookie

  // On to the sign-in page and the settings by ordinary links: no flag in these URLs.
  await signInWithOtp(page, freshMobile(2301));
  await expect(page.getByRole("link", { name: /^My Account/ })).toBeVisible();
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText("Opened from")).toBeVisible();
  await expect(page.getByText("Apollo 247 app")).toBeVisible();

  // A new browser session (the app's web view closed) is an ordinary visit.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page2 = await other.newPage();
  await signInWithOtp(page2, freshMobile(2302));
  await expect(page2.getByRole("link", { name: /^My Account/ })).toBeVisible();
  await page2.goto("/settings");
  await expect(page2.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page2.getByText("Opened from")).toHaveCount(0);
  expect((await other.cookies()).some((c) => c.name === "a247_app")).toBe(false);
  await other.close();
});
