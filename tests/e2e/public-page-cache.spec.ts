/**
 * Public pages are served from the shared HTML cache for visitors, as the configured screens are: the second visit
 * is a cache hit, tracking parameters make no new page, a signed-in patient's page is never shared, a missing page is
 * never kept, and a price change reaches the item page within about a second.
 */
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { E2E_DATABASE_FILE, signInAs } from "./helpers";

const ITEM = "/lab-tests/active-vitamin-b12-holotranscobalamin";
const ITEM_ID = 1148;
const HYDERABAD = 9;

function setPrice(price: number) {
  const db = new Database(E2E_DATABASE_FILE);
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("update diagnostic_pricing set price = ? where item_id = ? and city_id = ?").run(price, ITEM_ID, HYDERABAD);
    // Whoever changes the catalogue bumps its version (catalogue-version.ts): every instance drops its pages.
    db.prepare("insert into catalogue_meta (key, value) values ('catalogue_version', 1) on conflict(key) do update set value = value + 1").run();
  } finally {
    db.close();
  }
}

test.describe("public pages from the HTML cache", () => {
  test("a visitor's second visit to an item page is a cache hit; tracking parameters share it", async ({ request }) => {
    await request.get(ITEM);
    const second = await request.get(ITEM);
    expect(second.status()).toBe(200);
    expect(second.headers()["x-html-cache-status"]).toBe("HIT");
    expect(second.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(await second.text()).toContain("Active Vitamin B12 (Holotranscobalamin)");
    const tracked = await request.get(`${ITEM}?utm_source=newsletter&cb=42`);
    expect(tracked.headers()["x-html-cache-status"]).toBe("HIT");
    // A listing keeps its page and sort apart.
    await request.get("/test-listing/full-body-checkup?page=2");
    expect((await request.get("/test-listing/full-body-checkup?page=2&gclid=z")).headers()["x-html-cache-status"]).toBe("HIT");
  });

  test("a missing item is answered 404 every time and never kept", async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      const res = await request.get("/lab-tests/no-such-test-anywhere");
      expect(res.status()).toBe(404);
      expect(res.headers()["x-html-cache-status"]).not.toBe("HIT");
    }
  });

  test("a signed-in patient's item page is rendered for them, not shared", async ({ browser }) => {
    const context = await browser.newContext();
    await signInAs(context, { accountId: 2, mobileNumber: "9000000002" });
    await context.request.get(ITEM);
    const res = await context.request.get(ITEM);
    expect(res.headers()["x-html-cache-status"]).toBeUndefined();
    expect(res.headers()["cache-control"]).toBe("private, no-store");
    await context.close();
  });

  test("a price change reaches the cached item page and the phone view at once", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ITEM);
    await expect(page.getByText("₹1,899").first()).toBeVisible();
    try {
      setPrice(1749);
      await expect
        .poll(async () => (await (await page.request.get(ITEM)).text()).includes("₹1,749"), { timeout: 10_000 })
        .toBe(true);
      await page.reload();
      await expect(page.getByText("₹1,749").first()).toBeVisible();
    } finally {
      setPrice(1899);
    }
  });
});
