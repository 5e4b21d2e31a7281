/**
 * The multi-patient cart as people use it: a family's cart with a package recommendation, a coupon and health
 * credits whose every total matches the API; a visitor's cart merged at sign-in; a male patient refused a
 * female-only test.
 */
import { expect, test, type APIRequestContext, type Page } from "./hydrated-test";
import { formatPrice } from "../../app/lib/price";
import { itemByTag } from "../../app/.server/db/seed-data/catalogue";
import { freshMobile, readOtpInPage, signInWithOtp } from "./account-helpers";
import { clearAccountCart } from "./cart-helpers";

const THYROID = itemByTag("thyroid-profile-total-t3-t4-tsh");
const CBC = itemByTag("complete-blood-count-cbc");
const UPT = itemByTag("urine-pregnancy-test");
const THYROID_CARE = itemByTag("thyroid-care");

async function billingFromApi(request: APIRequestContext) {
  const res = await request.post("/graphql", {
    data: {
      query: `{ getDiagnosticCartDetailsV1 { totalMrp discountOnMrpNew circleMemberDiscount couponDiscount homeCollectionCharges bookingFees healthCreditsUsed toPay perPatientToPay } }`,
    },
  });
  return (await res.json()).data.getDiagnosticCartDetailsV1 as Record<string, number | null>;
}

/** The OTP step of the sign-in form, when the form is already on screen. */
async function finishSignIn(page: Page, mobile: string) {
  await page.getByLabel(/Mobile number/).fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("Enter OTP").waitFor();
  await page.getByLabel("Enter OTP").fill(await readOtpInPage(page, `+91${mobile}`));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}

test.describe("the lab-test cart", () => {
  test("a family's cart: two members, a package that replaces a test and its undo, a coupon, health credits — every total equals the API's", async ({ page, context }) => {
    await signInWithOtp(page, "9000000001"); // Aarav, a Circle member with family profiles and health credits
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    await clearAccountCart(context.request);

    // Search from the header, typo and all, and open the thyroid profile from the results.
    await page.getByRole("banner").getByRole("link", { name: /Search/ }).click();
    const search = page.getByRole("dialog");
    await search.getByRole("searchbox", { name: /Search/ }).fill("thyriod");
    await search.getByRole("list", { name: "Search results" }).getByRole("link", { name: THYROID.itemName }).first().click();
    await expect(page).toHaveURL(new RegExp(`/lab-tests/${THYROID.canonicalTag}$`));
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    await expect(page.locator("[data-cart-count]")).toHaveText("1");

    await page.goto("/tests-cart");
    await expect(page.getByRole("heading", { name: "Tests in your cart" })).toBeVisible();
    await page.getByRole("link", { name: "Select patients" }).click();
    await page.getByLabel(/^Meera Sharma/).check();
    await page.getByLabel(/^Kabir Sharma/).check();
    await page.getByRole("button", { name: "Save patients" }).click();

    const meera = page.getByRole("region", { name: "Tests for Meera Sharma" });
    const kabir = page.getByRole("region", { name: "Tests for Kabir Sharma" });
    await expect(meera.getByText(THYROID.itemName, { exact: true })).toBeVisible();
    await expect(kabir.getByText(THYROID.itemName, { exact: true })).toBeVisible();

    // A package that covers the thyroid profile replaces it for Meera, and undo brings the test back.
    const recommendation = meera.getByTestId("recommendation");
    const packageName = (await recommendation.locator("strong").first().textContent())!;
    await meera.getByRole("button", { name: `Replace with ${packageName} for Meera Sharma` }).click();
    await expect(meera.locator(".cart-line-name").getByText(packageName, { exact: true })).toBeVisible();
    await expect(meera.locator(".cart-line-name").getByText(THYROID.itemName)).toHaveCount(0);
    await expect(kabir.getByText(THYROID.itemName, { exact: true })).toBeVisible();
    await meera.getByRole("button", { name: `Undo ${packageName} for Meera Sharma` }).click();
    await expect(meera.locator(".cart-line-name").getByText(THYROID.itemName)).toBeVisible();
    await expect(meera.locator(".cart-line-name").getByText(packageName, { exact: true })).toHaveCount(0);

    // The list of coupons: those that apply with what each saves, the others with why not.
    await expect(page.getByRole("list", { name: "Coupons you can apply" }).getByRole("listitem").filter({ hasText: "HEALTH25" })).toContainText(/You save ₹[\d,]+/);
    await page.getByText(/coupons? do(es)? not apply yet/).click();
    await expect(page.getByRole("list", { name: "Coupons that do not apply" }).getByRole("listitem").filter({ hasText: "FIRSTLAB" })).toContainText(
      "This coupon is valid on your first lab test order only.",
    );
    // A coupon typed and refused says why; a good one applies.
    await page.getByLabel("Coupon code").fill("FIRSTLAB");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("This coupon is valid on your first lab test order only.");
    await page.getByLabel("Coupon code").fill("health25");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page.getByText(/HEALTH25\s*applied/)).toBeVisible();

    await page.getByRole("button", { name: "Use health credits" }).click();
    await expect(page.getByRole("button", { name: "Use health credits" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("billing-health-credits")).toBeVisible();

    const api = await billingFromApi(context.request);
    await expect(page.getByTestId("billing-total-mrp")).toHaveText(formatPrice(api.totalMrp!));
    await expect(page.getByTestId("billing-discount")).toHaveText(`−${formatPrice(api.discountOnMrpNew!)}`);
    await expect(page.getByTestId("billing-circle-discount")).toHaveText(`−${formatPrice(api.circleMemberDiscount!)}`);
    await expect(page.getByTestId("billing-coupon-discount")).toHaveText(`−${formatPrice(api.couponDiscount!)}`);
    await expect(page.getByTestId("billing-collection")).toHaveText(api.homeCollectionCharges ? formatPrice(api.homeCollectionCharges) : "Free");
    await expect(page.getByTestId("billing-health-credits")).toHaveText(`−${formatPrice(api.healthCreditsUsed!)}`);
    await expect(page.getByTestId("billing-to-pay")).toHaveText(formatPrice(api.toPay!));
    await expect(page.getByTestId("billing-you-save")).toHaveText(`You save ${formatPrice(api.discountOnMrpNew! + api.circleMemberDiscount! + api.couponDiscount!)}`);
    await expect(page.getByTestId("billing-per-patient")).toContainText(formatPrice(api.perPatientToPay!));
    // Circle members pay no booking fee.
    expect(api.bookingFees).toBe(0);

    await page.getByRole("link", { name: "Proceed" }).click();
    await expect(page.getByRole("heading", { name: "Review your cart" })).toBeVisible();
    await expect(page.getByTestId("billing-to-pay")).toHaveText(formatPrice(api.toPay!));
  });

  test("a visitor fills a cart, signs in from the cart, returns to it and finds it merged", async ({ page, browser }) => {
    const mobile = freshMobile();
    // The account already has a test in its cart from an earlier visit.
    await signInWithOtp(page, mobile);
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    await page.goto(`/lab-tests/${THYROID.canonicalTag}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.locator("[data-cart-count]")).toHaveText("1");

    // Another browser, signed out.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/lab-tests/${CBC.canonicalTag}`);
    await visitor.getByRole("button", { name: "Add to cart" }).click();
    await expect(visitor.locator("[data-cart-count]")).toHaveText("1");
    await visitor.goto("/tests-cart");
    await expect(visitor.getByText(CBC.itemName)).toBeVisible();
    await visitor.getByRole("link", { name: "Sign in to proceed" }).click();
    await finishSignIn(visitor, mobile);

    await expect(visitor).toHaveURL(/\/tests-cart$/);
    await expect(visitor.getByText(CBC.itemName)).toBeVisible();
    await expect(visitor.getByText(THYROID.itemName)).toBeVisible();
    await expect(visitor.locator("[data-cart-count]")).toHaveText("2");

    // A new account has no profile yet: the cart asks for it instead of sending the patient to customer care.
    await visitor.getByRole("link", { name: "Select patients" }).click();
    await expect(visitor.getByRole("heading", { name: "Tell us about yourself" })).toBeVisible();
    await visitor.getByLabel("First name").fill("Ravi");
    await visitor.getByLabel("Last name").fill("Kumar");
    await visitor.getByLabel("Male", { exact: true }).check();
    await visitor.getByLabel(/Date of birth/).fill("04/05/1990");
    await visitor.getByRole("button", { name: "Save and continue" }).click();
    // The profile just made is selected for the cart's tests, and the patient is back in the cart.
    await expect(visitor).toHaveURL(/\/tests-cart$/);
    const ravi = visitor.getByRole("region", { name: "Tests for Ravi Kumar" });
    await expect(ravi.getByText(CBC.itemName, { exact: true })).toBeVisible();
    await expect(ravi.getByText(THYROID.itemName, { exact: true })).toBeVisible();

    // A male patient cannot get a female-only test.
    await visitor.goto(`/review-cart?itemIds=${UPT.itemId}`);
    await visitor.getByRole("button", { name: `Add to cart: ${UPT.itemName}` }).click();
    await expect(visitor.getByRole("status")).toContainText("This test is available only for women");
    await visitor.goto("/tests-cart");
    await expect(visitor.getByRole("region", { name: "Tests for Ravi Kumar" }).getByText(UPT.itemName, { exact: true })).toHaveCount(0);
    await visitor.context().close();
  });

  test("adding a package from its item page drops the tests it includes and goes to the cart", async ({ page }) => {
    await page.goto(`/lab-tests/${THYROID.canonicalTag}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.locator("[data-cart-count]")).toHaveText("1");
    await page.goto(`/lab-tests/${THYROID_CARE.canonicalTag}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/tests-cart$/);
    await expect(page.getByText(THYROID_CARE.itemName, { exact: true })).toBeVisible();
    await expect(page.getByText(THYROID.itemName, { exact: true })).toHaveCount(0);
    await expect(page.locator("[data-cart-count]")).toHaveText("1");
  });

  test("adding an item already in the cart does not say 'Added to cart' again; the card shows it is in the cart", async ({ page }) => {
    await page.goto("/lab-tests");
    const card = page.locator("article[data-item-id]").filter({ has: page.getByRole("button", { name: /^Add to cart:/ }) }).first();
    await card.scrollIntoViewIfNeeded();
    const name = (await card.getAttribute("data-item-id"))!;
    await card.getByRole("button", { name: /^Add to cart:/ }).click();
    await expect(page.getByText("Added to cart")).toBeVisible();
    const inCart = page.locator(`article[data-item-id="${name}"]`).first().getByRole("link", { name: /^In cart:/ });
    await expect(inCart).toBeVisible();
    await expect(inCart).toHaveAttribute("href", "/tests-cart");
  });
});

test.describe("the cart on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("at 390 px nothing is wider than the screen, and the way on is reachable by keyboard", async ({ page }) => {
    await page.goto(`/lab-tests/${THYROID_CARE.canonicalTag}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/tests-cart$/);
    await expect(page.getByTestId("billing-to-pay")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    const proceed = page.getByRole("link", { name: "Sign in to proceed" });
    for (let i = 0; i < 40 && !(await proceed.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(proceed).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login\?continue=%2Ftests-cart$/);
  });
});
