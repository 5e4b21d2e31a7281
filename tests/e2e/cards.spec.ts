import { expect, test, type Page } from "./hydrated-test";
import { signInAs } from "./helpers";
import { clearAccountCart } from "./cart-helpers";

/** Scrolls a lazy section into view and waits until its data is in. */
async function loaded(page: Page, name: string) {
  const section = page.locator(`[data-section="${name}"]`);
  // An eager section may swap its placeholder for the loaded cards while we scroll: retry until it is in.
  await expect(async () => {
    await section.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(section).toHaveAttribute("data-section-status", "ok", { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return section;
}

test.describe("card widgets on the home screens", () => {
  test("home: scans, health conditions, corporate benefits and articles render; each scan card opens its scan's page", async ({ page }) => {
    await page.goto("/");
    const scans = await loaded(page, "radiology_scans");
    await expect(scans.getByRole("heading", { name: "Book Radiology Scans" })).toBeVisible();
    await expect(scans.getByRole("article").first()).toContainText("Starting at ₹5,650");
    const conditions = await loaded(page, "health_conditions");
    await expect(conditions.getByRole("link", { name: "View 12 tests for Diabetes" })).toBeVisible();
    const benefits = await loaded(page, "corporate_benefits");
    await expect(benefits.getByText("Free doctor consultations")).toBeVisible();
    const articles = await loaded(page, "health_articles");
    await expect(articles.getByText("6 min read")).toBeVisible();

    // Each scan card leads to its scan's page.
    const scanLink = scans.getByRole("link", { name: "MRI Brain" });
    await expect(scanLink).toHaveAttribute("href", "/radiology/mri-brain");
    await scanLink.click();
    await expect(page).toHaveURL(/\/radiology\/mri-brain$/);
    await expect(page.getByRole("heading", { name: "MRI Brain", level: 1 })).toBeVisible();
    await page.goBack();
    // The conditions' test lists exist, so those cards are links.
    await conditions.getByRole("link", { name: "View 12 tests for Diabetes" }).click();
    await expect(page).toHaveURL(/\/test-listing\/diabetes$/);
    await page.goBack();
    await expect(page.locator('[data-screen="a247_home"]')).toBeVisible();
  });

  test("a health condition's tests open from the keyboard", async ({ page }) => {
    await page.goto("/");
    const conditions = await loaded(page, "health_conditions");
    const link = conditions.getByRole("link", { name: "View 8 tests for Thyroid" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/test-listing\/thyroid$/);
  });

  test("consult home: specialty and condition cards show their fees and lead to the doctors who treat them", async ({ page }) => {
    await page.goto("/consult");
    const specialties = await loaded(page, "specialty_cards");
    await expect(specialties.getByRole("article").filter({ hasText: "Dermatology" })).toContainText("Consult from ₹499");
    await expect(specialties.getByRole("link", { name: /Gynaecology/ }).first()).toHaveAttribute("href", /^\/specialties\//);
    const conditions = await loaded(page, "conditions_we_treat");
    const pcos = conditions.getByRole("link", { name: /PCOS/ }).first();
    await expect(pcos).toHaveAttribute("href", /^\/conditions\/.+-treatment-doctors$/);
    await pcos.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/conditions\/.+-treatment-doctors$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the gender tooltip says which gender a test is not available for, on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/lab-tests");
    const section = await loaded(page, "frequently_booked_items");
    const badge = section.getByRole("button", { name: "For women" }).first();
    const tip = section.getByRole("tooltip").filter({ hasText: "This test is not available for men" }).first();
    await expect(tip).toBeHidden();
    await badge.focus();
    await expect(tip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();
  });
});

test.describe("signed-in card widgets", () => {
  test.beforeEach(async ({ context }) => {
    await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
    await clearAccountCart(context.request);
  });

  test("lab tests home: recent searches, booking again and package recommendations", async ({ page }) => {
    await page.goto("/lab-tests");
    await expect(page.locator('[data-screen="diag_home"]')).toHaveAttribute("data-segment", "signed_in");

    // "Recent search items: 2 shown."
    const past = await loaded(page, "past_searches");
    await expect(past.locator("[data-item-id]")).toHaveCount(2);
    await expect(past.getByRole("link").first()).toHaveText(/Vitamin B12/);

    const reorder = await loaded(page, "previously_booked");
    await reorder.getByRole("button", { name: /^Book again: HbA1c/ }).click();
    await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
    await expect(page.locator("[data-cart-count]")).toHaveText("1");

    const packages = await loaded(page, "package_recommendations");
    const cards = packages.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allTextContents()) expect(text).toMatch(/Includes \d+ tests/);
    await packages.getByRole("button", { name: /^Add package:/ }).first().click();
    // Two items, or one when the package includes HbA1c and takes its place ("Tests with overlapping parameters
    // cannot share a cart; the cart is updated."), and the toast then says what left the cart and why.
    await expect(page.getByText(/^Added to cart(\. .+ was removed.*)?$/)).toBeVisible();
    await expect(page.locator("[data-cart-count]")).toHaveText(/^[12]$/);
  });
});

/**
 * The cards of one person's records (consultations, appointments, doctors seen) have no data source for an account
 * yet, so live screens leave them out (see tests/e2e/personal-sections.spec.ts); their behaviour is seen with their
 * samples in the widget gallery.
 */
test.describe("personal card widgets, with their samples", () => {
  const sample = (page: Page, type: string, index = 0) => loaded(page, `${type.toLowerCase()}_${index}`);

  test("prescribed tests from a consult open the prescription booking", async ({ page, context }) => {
    await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
    await page.goto("/widget-gallery?type=PostConsultCard&width=1280");
    const post = await sample(page, "PostConsultCard");
    await expect(post.locator("p").filter({ hasText: "Not available for home collection" })).toContainText("2D Echocardiography");
    await post.getByRole("link", { name: "Book all prescribed tests" }).click();
    await expect(page).toHaveURL(/\/diagnostic-prescription\?consult_id=APT-20261118-4412$/);
  });

  test("appointments and doctors consulted before", async ({ page }) => {
    await page.goto("/widget-gallery?type=AppointmentListingCard&width=1280");
    const appointments = await sample(page, "AppointmentListingCard");
    const online = appointments.getByRole("article").filter({ hasText: "Dr. Anjali Sharma" });
    await expect(online).toContainText("Mon, 30 Nov, 10:30 am");
    // The consult room's entry and the doctors' profiles exist: both are links.
    await expect(online.getByRole("link", { name: "Join consult" })).toHaveAttribute("href", /^\/chat-room\//);
    await page.goto("/widget-gallery?type=PreviouslyConsultedCard&width=1280");
    const consulted = await sample(page, "PreviouslyConsultedCard");
    await expect(consulted.getByText("Dr. Ramesh Kumar Reddy")).toBeVisible();
    await expect(consulted.getByRole("link", { name: "Consult again: Dr. Ramesh Kumar Reddy" })).toHaveAttribute("href", "/doctors/dr-ramesh-kumar-reddy");
  });
});

test.describe("card widgets on a phone", () => {
  test.use({
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
    viewport: { width: 360, height: 780 },
  });

  for (const [path, sections, signedIn] of [
    ["/", ["radiology_scans", "health_conditions", "corporate_benefits", "health_articles"], false],
    ["/consult", ["specialty_cards", "conditions_we_treat"], true],
    ["/lab-tests", ["past_searches", "previously_booked", "package_recommendations"], true],
  ] as const) {
    test(`${path} at 360 px: the new cards load and nothing is wider than the screen`, async ({ page, context }) => {
      if (signedIn) await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
      await page.goto(path);
      await expect(page.locator("[data-screen]")).toHaveAttribute("data-view", "mweb");
      for (const name of sections) {
        const section = await loaded(page, name);
        const box = (await section.boundingBox())!;
        expect(box.width, name).toBeLessThanOrEqual(360);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
    });
  }

  test("a card's button is reachable with a thumb: Book again works by tap", async ({ page, context }) => {
    await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
    await clearAccountCart(context.request);
    await page.goto("/lab-tests");
    const reorder = await loaded(page, "previously_booked");
    await reorder.getByRole("button", { name: /^Book again:/ }).first().click();
    await expect(page.locator("[data-cart-count]")).toHaveText("1");
  });
});

/**
 * No layout shift: a card's skeleton reserves the card's min-height (widgets.css), so every loaded card must be
 * exactly that tall — a card whose text wraps past it would push the page down when its section loads.
 */
test.describe("cards fit the box their skeleton reserves", () => {
  const screens: [string, string[], boolean][] = [
    ["/", ["radiology_scans", "health_conditions", "corporate_benefits", "health_articles"], false],
    ["/consult", ["specialty_cards", "conditions_we_treat"], true],
    ["/lab-tests", ["past_searches", "previously_booked", "package_recommendations"], true],
    // Cards live screens leave out until an account has a source for them: their first samples.
    ["/widget-gallery?type=AppointmentListingCard", ["appointmentlistingcard_0"], false],
    ["/widget-gallery?type=PreviouslyConsultedCard", ["previouslyconsultedcard_0"], false],
    ["/widget-gallery?type=PostConsultCard", ["postconsultcard_0"], false],
  ];
  for (const [width, userAgent] of [
    [1280, undefined],
    [360, "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36"],
  ] as const) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, ...(userAgent ? { userAgent } : {}) });
      for (const [path, sections, signedIn] of screens) {
        test(`${path}`, async ({ page, context }) => {
          if (signedIn) await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
          await page.goto(path);
          for (const name of sections) {
            const section = await loaded(page, name);
            const cards = await section.evaluate((el) =>
              [...el.querySelectorAll<HTMLElement>("article, .w-past-item")].map((c) => ({
                height: c.getBoundingClientRect().height,
                reserved: parseFloat(getComputedStyle(c).minHeight),
              })),
            );
            expect(cards.length, name).toBeGreaterThan(0);
            for (const c of cards) expect(Math.abs(c.height - c.reserved), `${name}: ${c.height}px card, ${c.reserved}px reserved`).toBeLessThanOrEqual(1);
          }
        });
      }
    });
  }
});
