import { expect, test } from "./hydrated-test";

test.describe("section loading", () => {
  test("a lazy section loads only when scrolled to", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (r) => {
      const u = new URL(r.url());
      if (u.pathname === "/resources/section") fetched.push(u.searchParams.get("section")!);
    });
    await page.goto("/lab-tests");
    const eager = page.locator('[data-section="frequently_booked_items"][data-section-status="ok"]');
    await expect(eager).toBeVisible(); // eager_load: fetched right after hydration
    const lazy = page.locator('[data-section="frequently_booked_together"]');
    await expect(lazy).toHaveAttribute("data-section-status", "loading");
    expect(fetched).not.toContain("frequently_booked_together");
    await lazy.scrollIntoViewIfNeeded();
    await expect(lazy).toHaveAttribute("data-section-status", "ok");
    expect(fetched).toContain("frequently_booked_together");
    await expect(lazy.getByRole("button", { name: /add to cart/i }).first()).toBeVisible();
  });

  test("a carousel swipes with its arrows", async ({ page }) => {
    const swiper: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script" && /swiper/i.test(new URL(r.url()).pathname)) swiper.push(r.url());
    });
    await page.goto("/lab-tests");
    const carousel = page.locator('[data-section="top_booked_tests"] [data-carousel]');
    await expect(carousel.getByRole("button", { name: "Next slide" })).toBeVisible(); // hydrated
    await page.waitForLoadState("networkidle");
    // Nobody has reached for a carousel yet: the slider library is not downloaded.
    expect(swiper).toEqual([]);
    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-carousel-ready", "true");
    const firstSlide = carousel.locator('[data-slide-index="0"]');
    const before = await firstSlide.boundingBox();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(async () => (await firstSlide.boundingBox())!.x).toBeLessThan(before!.x - 50);
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(async () => Math.round((await firstSlide.boundingBox())!.x)).toBe(Math.round(before!.x));
  });

  test("add to cart from a card updates the cart count in the header", async ({ page }) => {
    await page.goto("/lab-tests");
    const section = page.locator('[data-section="top_booked_tests"]');
    await section.getByRole("button", { name: /add to cart/i }).first().click();
    await expect(page.locator("[data-cart-count]")).toHaveText("1");
    await page.reload();
    await expect(page.locator("[data-cart-count]")).toHaveText("1");
  });

  test("a card takes the user to its item page and back works", async ({ page }) => {
    await page.goto("/lab-tests");
    const link = page.locator('[data-section="top_booked_tests"] a[href^="/lab-tests/"]').first();
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/lab-tests$/);
    await expect(page.locator('[data-screen="diag_home"]')).toBeVisible();
  });
});
