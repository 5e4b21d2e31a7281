/**
 * The first visit to each public page at 390 px: it hydrates with no error or mismatch (widgets and words arrive
 * as chunks of their own, before hydration), downloads no slider until a carousel is reached for and no Hindi on an
 * English page, and its widgets still work by keyboard, on the first page and on one reached by navigation.
 */
import { expect, test, type Page } from "./hydrated-test";
import { PUBLIC_PAGES } from "../../bench/public-pages.mjs";

test.use({ viewport: { width: 390, height: 844 } });

/** Console errors and React's warnings (a hydration mismatch is reported as one) fail the test. */
function watch(page: Page) {
  const problems: string[] = [];
  const scripts: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || (m.type() === "warning" && /hydrat|did not match|React/i.test(m.text()))) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  return { problems, scripts };
}

for (const path of PUBLIC_PAGES) {
  test(`${path} hydrates without errors and downloads neither the slider nor other languages`, async ({ page }) => {
    const { problems, scripts } = watch(page);
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    // i18next comes as the chunk of app/i18n/instance.ts, only for a language other than English.
    expect(scripts.filter((s) => /swiper|hindi|\/instance-/i.test(s))).toEqual([]);
    // Every section the server drew is still drawn by its widget (none fell back to the section error).
    expect(await page.locator('[data-section-status="error"]').count()).toBe(0);
  });
}

test("a carousel reached by keyboard loads the slider and moves; a card's Add to cart works", async ({ page }) => {
  const { problems, scripts } = watch(page);
  await page.goto("/lab-tests");
  const carousel = page.locator('[data-section="top_booked_tests"] [data-carousel]');
  const next = carousel.getByRole("button", { name: "Next slide" });
  await expect(next).toBeVisible();
  await next.focus();
  await expect(carousel).toHaveAttribute("data-carousel-ready", "true");
  expect(scripts.some((s) => /swiper/i.test(s))).toBe(true);
  const firstSlide = carousel.locator('[data-slide-index="0"]');
  const before = (await firstSlide.boundingBox())!.x;
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await firstSlide.boundingBox())!.x).toBeLessThan(before - 50);
  await page.locator('[data-section="top_booked_tests"]').getByRole("button", { name: /add to cart/i }).first().press("Enter");
  await expect(page.locator("[data-cart-count]").first()).toHaveText("1");
  expect(problems).toEqual([]);
});

test("a screen reached by navigation from a page without widgets draws its widgets", async ({ page }) => {
  const { problems } = watch(page);
  await page.goto("/doctors");
  await page.waitForLoadState("networkidle");
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Lab Tests" }).first().click();
  await expect(page).toHaveURL(/\/lab-tests$/);
  await expect(page.locator('[data-section="banner"][data-section-status="ok"] img').first()).toBeVisible();
  await expect(page.locator('[data-section="top_booked_tests"][data-section-status="ok"]')).toBeVisible();
  expect(problems).toEqual([]);
});

test("the first banner is preloaded at high priority as the raster its picture draws", async ({ page }) => {
  await page.goto("/");
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("fetchpriority", "high");
  const srcset = (await preload.getAttribute("imagesrcset"))!;
  expect(srcset).toMatch(/^\/images\/banners\/[a-z0-9-]+\/112\.avif 112w, /);
  const source = page.locator('[data-section="banner"] picture source[type="image/avif"]').first();
  await expect(source).toHaveAttribute("srcset", srcset);
  const img = page.locator('[data-section="banner"] picture img').first();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/images\/banners\/[a-z0-9-]+\/\d+\.avif$/);
});

test("the page's scripts arrive as the build's brotli copy, gzip for a browser without brotli, plain for neither", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" && new URL(r.url()).pathname.startsWith("/assets/")) scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/lab-tests");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  const largest = { path: "", plain: 0 };
  for (const path of scripts) {
    const plain = (await (await request.get(path, { headers: { "accept-encoding": "identity" } })).body()).length;
    if (plain > largest.plain) Object.assign(largest, { path, plain });
  }
  // Sizes as sent (Content-Length): the body itself comes back decoded.
  const sent = async (encoding: string) => {
    const res = await fetch(new URL(largest.path, page.url()), { headers: { "accept-encoding": encoding } });
    await res.arrayBuffer();
    return { encoding: res.headers.get("content-encoding"), length: Number(res.headers.get("content-length")), res };
  };
  const br = await sent("gzip, deflate, br");
  const gzip = await sent("gzip, deflate");
  const none = await sent("identity");
  expect([br.encoding, gzip.encoding, none.encoding]).toEqual(["br", "gzip", null]);
  // Written once at build time with a known length (no chunked per-request compression), brotli the smallest.
  expect(br.length).toBeGreaterThan(0);
  expect(br.length).toBeLessThan(gzip.length);
  expect(gzip.length).toBeLessThan(largest.plain);
  expect(none.length).toBe(largest.plain);
  for (const r of [br, gzip, none]) {
    expect(r.res.headers.get("cache-control")).toContain("immutable");
    expect(r.res.headers.get("vary")).toContain("Accept-Encoding");
    expect(r.res.headers.get("content-type")).toMatch(/javascript/);
  }
});
