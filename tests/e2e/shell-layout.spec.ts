/**
 * The shell as a new patient meets it: search in the header on every page, a one-row header on a phone that
 * leaves the content at least two thirds of the screen, and the help, legal and query pages.
 */
import { expect, test, type Page } from "./hydrated-test";
import { signInAs } from "./helpers";

const PHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const dialog = (page: Page, name: string) => page.locator(`[role="dialog"][data-screen-widget="${name}"]`);

async function answerConsent(page: Page) {
  const banner = page.getByRole("region", { name: "Your privacy" });
  if (await banner.isVisible()) await banner.getByRole("button", { name: "Reject" }).click();
  await expect(banner).toBeHidden();
}

test.describe("header search", () => {
  for (const path of ["/", "/lab-tests", "/consult", "/faq", "/terms", "/test-landing", "/lab-tests-queries/reports"]) {
    test(`opens the search modal from the header on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("banner").getByRole("link", { name: /Search/ }).click();
      const search = dialog(page, "search");
      await expect(search).toBeVisible();
      await search.getByRole("searchbox", { name: "Search tests and packages" }).fill("thyroid");
      await expect(search.getByRole("list", { name: "Search results" }).getByRole("link").first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(search).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }
});

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true, hasTouch: true });

  /** Height between the sticky header and the first thing pinned to the bottom (ribbons, toast, consent banner). */
  async function contentHeight(page: Page) {
    return page.evaluate(() => {
      const header = document.querySelector(".site-header")!.getBoundingClientRect();
      const pinned = [...document.querySelectorAll<HTMLElement>(".sw-ribbons, .consent-banner, .toast")]
        .filter((el) => el.offsetParent !== null || getComputedStyle(el).position === "fixed")
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height > 0);
      const bottomEdge = Math.min(window.innerHeight, ...pinned.filter((r) => r.top > window.innerHeight / 2).map((r) => r.top));
      const overlaps = pinned.some((a, i) => pinned.some((b, j) => i < j && a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right));
      return { header: header.height, content: bottomEdge - header.bottom, overlaps };
    });
  }

  test("the header is one row on every page", async ({ page }) => {
    for (const path of ["/", "/lab-tests", "/consult", "/faq", "/test-landing"]) {
      await page.goto(path);
      const box = await page.getByRole("banner").boundingBox();
      expect(box!.height, path).toBeLessThanOrEqual(64);
      await expect(page.getByRole("banner").getByRole("link", { name: /Search/ })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(1);
    }
  });

  test("the content keeps two thirds of the screen with the consent banner, the ribbons and a toast", async ({ page }) => {
    await page.goto("/lab-tests");
    // First visit: the consent banner is up.
    let m = await contentHeight(page);
    expect(m.content).toBeGreaterThanOrEqual((844 * 2) / 3);
    await answerConsent(page);

    // A test in the cart brings the coupon and cart ribbons.
    await page.getByRole("tab", { name: "Tests", exact: true }).click();
    await page.getByRole("button", { name: /^Add to cart: / }).first().click();
    await expect(page.locator(".sw-ribbons")).toBeVisible();
    m = await contentHeight(page);
    expect(m.overlaps).toBe(false);
    expect(m.content).toBeGreaterThanOrEqual((844 * 2) / 3);

    // A toast does not sit on the ribbons either.
    await page.goto("/lab-tests?open_modal=clinic_selection&cityId=9");
    await dialog(page, "clinic_selection").getByRole("list", { name: "Radiology centres" }).getByRole("button").first().click();
    await expect(page.locator(".toast")).not.toBeEmpty();
    m = await contentHeight(page);
    expect(m.overlaps).toBe(false);
    expect(m.content).toBeGreaterThanOrEqual((844 * 2) / 3);
  });

  test("the main navigation is reachable below the header", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Lab Tests" }).click();
    await expect(page).toHaveURL(/\/lab-tests$/);
  });
});

test.describe("help and legal pages", () => {
  test("the footer's help goes to the FAQ, whose answers open like a disclosure list", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Help & FAQs" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    const question = page.getByText("How do I sign in?");
    const answer = page.getByText(/Enter your mobile number and the 6-digit code/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    // Keyboard: the next question opens with Enter.
    await page.locator("summary").nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/Add family members as patient profiles under My Account/)).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity.length).toBe(await page.locator("summary").count());
  });

  test("every legal page the consent banner and footer rely on has real content", async ({ page }) => {
    for (const [link, heading] of [
      ["Terms and conditions", "Terms and conditions"],
      ["Privacy policy", "Privacy policy"],
      ["Refund policy", "Refund policy"],
      ["Contact us", "Contact us"],
      ["About us", "About us"],
    ] as const) {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: link }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect((await page.locator("main").innerText()).length, link).toBeGreaterThan(400);
    }
    await page.goto("/contact");
    await expect(page.getByRole("main").getByRole("link", { name: "1860-500-0202" })).toHaveAttribute("href", "tel:18605000202");
    await page.goto("/lab-tests");
    await page.getByRole("region", { name: "Your privacy" }).getByRole("link", { name: "Privacy policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  });

  test("query pages lead to topics and health articles with tests priced for the city", async ({ page }) => {
    await page.goto("/lab-tests-queries");
    await expect(page.getByRole("heading", { level: 1, name: "Lab test queries" })).toBeVisible();
    await page.getByRole("link", { name: /Reports/ }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Reports: questions and answers" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Lab test queries" })).toBeVisible();

    await page.goto("/health-queries/diabetes");
    await page.getByRole("link", { name: /Understanding your HbA1c result/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Understanding your HbA1c result" })).toBeVisible();
    const related = page.getByRole("region", { name: "Related tests in Hyderabad" });
    await expect(related.getByRole("listitem").first()).toContainText("₹");
    await related.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/lab-tests\/[a-z0-9-]+$/);

    const missing = await page.goto("/lab-tests-queries/no-such-topic");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("the landing page states counts and prices from the catalogue", async ({ page }) => {
    await page.goto("/test-landing");
    await expect(page.getByRole("heading", { level: 1, name: "Lab tests at home in Hyderabad" })).toBeVisible();
    await expect(page.getByText(/\d+ tests and \d+ health checkup packages, packages from ₹/)).toBeVisible();
    const packages = page.getByRole("region", { name: "Popular health checkups" }).getByRole("listitem");
    await expect(packages).toHaveCount(6);
    await expect(packages.first()).toContainText(/\d+ tests included/);
  });
});

test.describe("location", () => {
  test("any Indian pincode is identified; an unserved one says so instead of 'Couldn't identify'", async ({ page }) => {
    await page.goto("/lab-tests");
    const chip = page.getByTestId("location-chip");
    await chip.click();
    const input = page.getByLabel("Enter pincode");
    await input.fill("795001");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert")).toHaveText(/working hard to get to this area/);
    await input.fill("500084");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(chip).toHaveText(/Hyderabad 500084/);
  });

  test("a signed-in patient's location starts from their default address", async ({ page, context }) => {
    await signInAs(context, { accountId: 2, mobileNumber: "9000000002" });
    await page.goto("/lab-tests");
    await expect(page.getByTestId("location-chip")).toHaveText(/Mumbai 400050/);
  });
});
