/** The widget gallery as a developer or editor uses it, on a phone (360 px) and a desktop (1280 px). */
import { expect, test } from "./hydrated-test";
import { registeredWidgetTypes } from "./registry-types";

const types = registeredWidgetTypes();

test.describe("widget gallery", () => {
  test("at 360 px: every widget with every sample, readable without sideways scrolling", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
    });
    const page = await context.newPage();
    await page.goto("/widget-gallery");
    await expect(page.getByRole("heading", { level: 1, name: "Widget gallery" })).toBeVisible();
    // A phone gets the mobile preview by default.
    await expect(page.getByRole("link", { name: "360 px (mobile)" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("[data-screen]").first()).toHaveAttribute("data-view", "mweb");
    for (const type of types) {
      const widget = page.locator(`[data-gallery-widget="${type}"]`);
      await expect(widget.getByRole("heading", { level: 2, name: type, exact: true })).toBeVisible();
      expect(await widget.locator("[data-gallery-sample]").count()).toBeGreaterThanOrEqual(2);
    }
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await context.close();
  });

  test("at 1280 px: switch the preview width, open one widget, and go back", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/widget-gallery");
    await expect(page.getByRole("link", { name: "1280 px (desktop)" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("[data-screen]").first()).toHaveAttribute("data-view", "web");

    await page.getByRole("link", { name: "360 px (mobile)" }).click();
    await expect(page).toHaveURL(/width=360/);
    await expect(page.locator("[data-screen]").first()).toHaveAttribute("data-view", "mweb");
    const frame = await page.locator(".gallery-samples").first().boundingBox();
    expect(Math.round(frame!.width)).toBe(360);

    const [first] = types;
    await page.getByRole("navigation", { name: "Widgets" }).getByRole("link", { name: new RegExp(`^${first} \\(`) }).click();
    await expect(page).toHaveURL(new RegExp(`type=${first}`));
    await expect(page.locator("[data-gallery-widget]")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: first, exact: true })).toBeVisible();

    await page.goBack();
    await expect(page.locator("[data-gallery-widget]")).toHaveCount(types.length);
  });

  test("the width switch works from the keyboard", async ({ page }) => {
    await page.goto("/widget-gallery?width=1280");
    const mobile = page.getByRole("link", { name: "360 px (mobile)" });
    await mobile.focus();
    await expect(mobile).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/width=360/);
    await expect(mobile).toHaveAttribute("aria-current", "page");
  });

  test("an unknown widget type is a 404", async ({ page }) => {
    const res = await page.goto("/widget-gallery?type=NoSuchWidget");
    expect(res?.status()).toBe(404);
  });
});
