/**
 * Browsing the catalogue as a person does: search (with a typo) from the search modal to an item page, listings with
 * sort, filter and page links, the Hindi item page, and a phone-width item page.
 */
import { expect, test, type Page } from "./hydrated-test";
import AxeBuilder from "@axe-core/playwright";

/** Console errors (hydration mismatches included) fail the test that caused them. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test.describe("catalogue browsing", () => {
  test("searching 'thyriod' in the search modal finds the thyroid profile, whose page offers Add to cart", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/lab-tests?openSearch=true");
    const search = page.getByRole("dialog");
    const box = search.getByRole("searchbox", { name: "Search" });
    await box.fill("thyriod");
    const result = search.getByRole("list", { name: "Search results" }).getByRole("link", { name: /Thyroid Profile Total \(T3, T4, TSH\)/ });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(/\/lab-tests\/thyroid-profile-total-t3-t4-tsh$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thyroid Profile Total (T3, T4, TSH)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Parameters measured/ })).toBeVisible();
    await expect(page.getByText(/Reports within \d+ days?/).first()).toBeVisible();
    const add = page.getByRole("button", { name: "Add to cart", exact: true });
    await expect(add).toBeVisible();
    await add.click();
    await expect(page.getByRole("button", { name: "Added to cart", exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("Enter in the search modal opens the search results page", async ({ page }) => {
    await page.goto("/lab-tests?openSearch=true");
    const box = page.getByRole("dialog").getByRole("searchbox", { name: "Search" });
    await box.fill("vitamn d");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search-test\/vitamn-d$/);
    await expect(page.getByRole("heading", { level: 1, name: /Results for “vitamn d”/ })).toBeVisible();
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("link", { name: "Vitamin D (25-OH)", exact: true })).toBeVisible();
  });

  test("a listing sorts, pages with real links, and the back button returns to the previous page", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/test-listing/full-body-checkup");
    await expect(page.getByRole("heading", { level: 1, name: /Full Body Checkup in/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Showing 1–20 of \d+ results/ })).toBeVisible();
    await page.getByLabel("Sort by").focus();
    await page.getByLabel("Sort by").selectOption("PRICE_ASC");
    await expect(page).toHaveURL(/sort=PRICE_ASC/);
    await expect(page.getByLabel("Sort by")).toBeFocused();
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    // The address changes before the new results are on the page: the page links are rendered from the same data
    // as the items, so once they carry the sort, so do the items (and nothing is still loading).
    const sortedPage = async (n: number) => {
      await expect(pagination.getByRole("link", { name: `Page ${n}` })).toHaveAttribute("aria-current", "page");
      await expect(pagination.getByRole("link", { name: `Page ${n === 1 ? 2 : 1}` })).toHaveAttribute("href", /sort=PRICE_ASC/);
      await expect(page.locator(".browse-page[aria-busy]")).toHaveCount(0);
    };
    await sortedPage(1);
    // Equal prices keep one order (the item id breaks ties), so the same page lists the same items every time.
    const page1 = await page.locator(".browse-grid .w-item-name").allTextContents();
    expect(page1).toHaveLength(20);
    await pagination.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await sortedPage(2);
    await expect(page.getByRole("status").filter({ hasText: /Showing 21–/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("status").filter({ hasText: /Showing 1–20/ })).toBeVisible();
    await sortedPage(1);
    await expect(page.locator(".browse-grid .w-item-name")).toHaveText(page1);
    await page.goBack();
    await expect(page.getByLabel("Sort by")).toHaveValue("POPULARITY_DESC");
    expect(errors).toEqual([]);
  });

  test("with filters and no results the listing offers to reset them", async ({ page }) => {
    await page.goto("/test-listing/top-booked-tests?filter=PACKAGES");
    await expect(page.getByText("No tests or packages match the selected filters.")).toBeVisible();
    await page.getByRole("link", { name: "Reset filters" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Showing 1–\d+ of \d+ results/ })).toBeVisible();
  });

  test("the Hindi item page is in Hindi, says so, and links to English", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/hi/lab-tests/complete-blood-count-cbc");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1, name: "कम्प्लीट ब्लड काउंट (CBC)" })).toBeVisible();
    await expect(page.getByRole("button", { name: "कार्ट में जोड़ें", exact: true })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveCount(1);
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/lab-tests\/complete-blood-count-cbc$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("heading", { level: 1, name: "Complete Blood Count (CBC)" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("an item page fits a 390 px phone and is all there without JavaScript's help", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/lab-tests/full-body-checkup-essential");
    await expect(page.getByRole("heading", { name: /Tests included \(\d+\)/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld["@graph"].map((n: { "@type": string }) => n["@type"])).toEqual(["MedicalTestPanel", "Product"]);
  });

  test("listings, the city page and search results fit a 390 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/lab-tests-category/full-body-checkup", "/lab-tests-city/hyderabad", "/search-test/vitamin"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    // Whole names on listings: both Full Body Checkup packages are told apart.
    await page.goto("/lab-tests-category/full-body-checkup");
    await expect(page.getByRole("link", { name: "Full Body Checkup - Essential", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Full Body Checkup - Advanced", exact: true })).toBeVisible();
  });
});

// Found by Lighthouse: the catalogue's "Bestseller" colours (white on #0087ba, 4.1:1) on the item page, the health
// checks' chosen city, and listing cards' h3 names straight after the h1.
test("an item page, a listing, search results and the health checks' city list pass axe's WCAG 2.1 AA rules on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/lab-tests/thyroid-profile-total-t3-t4-tsh", "/test-listing/full-body-checkup", "/search-test/vitamin", "/apollo-prohealth"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), path).toEqual([]);
  }
});
