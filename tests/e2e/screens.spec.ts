import { expect, test } from "./hydrated-test";
import fs from "node:fs";
import { sectionStatuses, signInAs } from "./helpers";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";

const config = (file: string) => JSON.parse(fs.readFileSync(`screen-configs/${file}.json`, "utf8")) as ScreenConfiguration;
const sectionNames = (file: string) => config(file).containers.flatMap((c) => c.sections.map((s) => s.name));

test.describe("configured screens", () => {
  for (const [path, screen, file, heading] of [
    ["/", "a247_home", "a247_home.web", /Our Services/],
    ["/lab-tests", "diag_home", "diag_home.web", /Book Lab Tests at Home/],
    ["/consult", "consult_home", "consult_home.web", /Consult a Doctor/],
    ["/apollo-sbi-credit-card", "credit_card_home", "credit_card_home.web", /Apollo SBI Credit Card/],
  ] as const) {
    test(`${path} renders every section of ${screen}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(heading).first()).toBeVisible();
      const root = page.locator(`[data-screen="${screen}"]`);
      await expect(root).toHaveAttribute("data-config-source", /content|cache/);
      await expect(root).toHaveAttribute("data-view", "web");
      // Every configured section is on the page, in order (lazy ones as placeholders until scrolled to).
      const names = (await sectionStatuses(page)).map((s) => s.name);
      expect(names).toEqual(sectionNames(file));
      for (const s of await sectionStatuses(page)) expect(s.status, s.name!).not.toBe("error");
    });
  }

  test("/apollo-sbi-credit-card shows credit_card_active to a user whose card is active", async ({ page, context }) => {
    await signInAs(context, { accountId: 1, mobileNumber: "9000000001" });
    await page.goto("/apollo-sbi-credit-card");
    await expect(page.locator('[data-screen="credit_card_active"]')).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Apollo SBI Card", exact: true })).toBeVisible();
    expect((await sectionStatuses(page)).map((s) => s.name)).toEqual(sectionNames("credit_card_active.web"));
  });

  test("a user whose application is in progress still sees credit_card_home", async ({ page, context }) => {
    await signInAs(context, { accountId: 2, mobileNumber: "9000000002" });
    await page.goto("/apollo-sbi-credit-card");
    await expect(page.locator('[data-screen="credit_card_home"]')).toBeVisible();
  });

  test("signed-in users get their own segment of the lab tests home", async ({ page, context }) => {
    await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
    await page.goto("/lab-tests");
    const root = page.locator('[data-screen="diag_home"]');
    await expect(root).toHaveAttribute("data-segment", "signed_in");
    await expect(page.locator('[data-section="recommended_for_you"][data-section-status="ok"]')).toBeVisible();
  });

  test("a phone gets the mweb configuration", async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      viewport: { width: 360, height: 780 },
    });
    const page = await context.newPage();
    await page.goto("/lab-tests");
    await expect(page.locator('[data-screen="diag_home"]')).toHaveAttribute("data-view", "mweb");
    // Readable at 360 px: nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await context.close();
  });

  test("the tests and packages tabs switch with the mouse and the keyboard", async ({ page }) => {
    await page.goto("/lab-tests");
    const tests = page.getByRole("tab", { name: "Tests", exact: true });
    const packages = page.getByRole("tab", { name: "Packages", exact: true });
    await expect(tests).toHaveAttribute("aria-selected", "true");
    await packages.click();
    await expect(packages).toHaveAttribute("aria-selected", "true");
    await expect(page.locator('[data-section="packages_tab"][data-section-status="ok"]')).toBeVisible();
    await packages.press("ArrowLeft");
    await expect(tests).toHaveAttribute("aria-selected", "true");
    await expect(tests).toBeFocused();
  });
});
