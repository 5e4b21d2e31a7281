/**
 * Impressions and clicks as a visitor produces them: scrolling a screen sends impression beacons (section and
 * carousel cards one by one), a click on a card sends a click with its item id, and nothing is sent before
 * the visitor accepts analytics. A failing beacon never breaks the page.
 */
import { expect, test, type Page } from "./hydrated-test";

type Sent = { event: string; screen: string; version: number; section: string; item_id: string | number | null; url?: string };

/**
 * Every event the page posts to the beacon endpoint. Read through a route: Chromium does not report the body of
 * a sendBeacon request to plain request listeners.
 */
async function collectBeacons(page: Page) {
  const events: Sent[] = [];
  await page.route("**/resources/analytics", async (route) => {
    const r = route.request();
    if (r.method() === "POST") {
      try {
        events.push(...(JSON.parse(r.postData() ?? "{}").events ?? []));
      } catch {
        /* not ours to judge here */
      }
    }
    await route.continue();
  });
  return events;
}

async function answerConsent(page: Page, choice: "Accept" | "Reject") {
  const banner = page.getByRole("region", { name: "Your privacy" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: choice, exact: true }).click();
  await expect(banner).toBeHidden();
}

test.describe("impressions and clicks", () => {
  test("after accepting, scrolling to a section sends its impression and one per card seen", async ({ page }) => {
    const events = await collectBeacons(page);
    await page.goto("/lab-tests");
    await answerConsent(page, "Accept");
    const section = page.locator('[data-section="top_booked_tests"][data-section-status="ok"]');
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => events.filter((e) => e.event === "impression" && e.section === "top_booked_tests").length, { timeout: 10_000 }).toBeGreaterThan(1);

    const version = Number(await page.locator("[data-screen]").getAttribute("data-config-version"));
    const seen = events.filter((e) => e.event === "impression" && e.section === "top_booked_tests");
    expect(seen.filter((e) => e.item_id == null)).toHaveLength(1); // the section itself, once
    for (const e of seen) expect(e).toMatchObject({ screen: "diag_home", version });
    // Carousel cards count one by one: only the cards on screen, never the whole row at once.
    const cardIds = seen.filter((e) => e.item_id != null).map((e) => String(e.item_id));
    const slideCount = await section.locator("[data-slide-index]").count();
    expect(cardIds.length).toBeGreaterThan(0);
    expect(cardIds.length).toBeLessThan(slideCount);
    expect(new Set(cardIds).size).toBe(cardIds.length);

    // Swiping brings new cards into view, and they are counted too; the ones already seen are not sent again.
    const before = cardIds.length;
    await section.getByRole("button", { name: "Next slide" }).click();
    await expect
      .poll(() => events.filter((e) => e.event === "impression" && e.section === "top_booked_tests" && e.item_id != null).length, { timeout: 10_000 })
      .toBeGreaterThan(before);
    const all = events.filter((e) => e.event === "impression" && e.section === "top_booked_tests").map((e) => String(e.item_id));
    expect(new Set(all).size).toBe(all.length);
  });

  test("a click on a card is sent with the section and the card's item id", async ({ page }) => {
    const events = await collectBeacons(page);
    await page.goto("/lab-tests");
    await answerConsent(page, "Accept");
    const card = page.locator('[data-section="top_booked_tests"] [data-item-id]').first();
    const itemId = await card.getAttribute("data-item-id");
    await card.locator('a[href^="/lab-tests/"]').first().click();
    await expect(page).toHaveURL(/\/lab-tests\/.+/);
    await expect.poll(() => events.find((e) => e.event === "click"), { timeout: 10_000 }).toMatchObject({
      event: "click",
      screen: "diag_home",
      section: "top_booked_tests",
      item_id: itemId,
    });
  });

  test("add to cart is sent with the item id", async ({ page }) => {
    const events = await collectBeacons(page);
    await page.goto("/lab-tests");
    await answerConsent(page, "Accept");
    const card = page.locator('[data-section="top_booked_tests"] [data-item-id]').first();
    const itemId = Number(await card.getAttribute("data-item-id"));
    await card.getByRole("button", { name: /add to cart/i }).click();
    await expect.poll(() => events.find((e) => e.event === "add_to_cart"), { timeout: 10_000 }).toMatchObject({ section: "top_booked_tests", item_id: itemId });
  });

  test("nothing is sent before consent, nor after the visitor rejects", async ({ page }) => {
    const events = await collectBeacons(page);
    await page.goto("/lab-tests");
    await page.locator('[data-section="top_booked_tests"][data-section-status="ok"]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500); // longer than the 800 ms dwell plus the batching delay
    expect(events).toEqual([]);
    await answerConsent(page, "Reject");
    await page.locator('[data-section="frequently_booked_items"]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    expect(events).toEqual([]);
    // The choice is remembered: no banner on the next page.
    await page.goto("/");
    await expect(page.locator("[data-screen]")).toBeVisible();
    await expect(page.getByRole("region", { name: "Your privacy" })).toHaveCount(0);
  });

  test("crawlers are not tracked", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await context.addCookies([{ name: "analytics_consent", value: "ACCEPTED", url: test.info().project.use.baseURL! }]);
    const page = await context.newPage();
    const events = await collectBeacons(page);
    await page.goto("/lab-tests");
    await page.locator('[data-section="top_booked_tests"]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    expect(events).toEqual([]);
    await context.close();
  });

  test("a failing beacon never breaks the page", async ({ page }) => {
    await page.route("**/resources/analytics", (route) => route.abort("failed"));
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto("/lab-tests");
    await answerConsent(page, "Accept");
    const section = page.locator('[data-section="top_booked_tests"][data-section-status="ok"]');
    await section.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    await section.getByRole("button", { name: /add to cart/i }).first().click();
    await expect(page.locator("[data-cart-count]")).toHaveText("1");
    expect(errors).toEqual([]);
  });
});
