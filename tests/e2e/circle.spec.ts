/**
 * Buying Circle as a new patient would, on a phone (390 px wide) and by keyboard: a thyroid profile waits in the
 * cart at the normal price; the patient picks the 6-month plan on /circle-landing, is told the spec's message for
 * a missing full name, pays in the gateway's sandbox, sees the membership and its ledger on /my-membership — and
 * the cart, the item page and a listing show member prices at once, without signing in again.
 */
import { expect, test, type APIRequestContext, type Page } from "./hydrated-test";
import { formatPrice } from "../../app/lib/price";
import { itemByTag } from "../../app/.server/db/seed-data/catalogue";
import { freshMobile, signInWithOtp } from "./account-helpers";
import { clearAccountCart } from "./cart-helpers";
import { signInAs } from "./helpers";

const THYROID = itemByTag("thyroid-profile-total-t3-t4-tsh");

test.use({ viewport: { width: 390, height: 844 } });

async function billing(request: APIRequestContext) {
  const res = await request.post("/graphql", { data: { query: `{ getDiagnosticCartDetailsV1 { isCircleMember circleMemberDiscount bookingFees subTotal toPay } }` } });
  return (await res.json()).data.getDiagnosticCartDetailsV1 as { isCircleMember: boolean; circleMemberDiscount: number; bookingFees: number; subTotal: number; toPay: number };
}

/** Focuses a control and works it with the keyboard alone. */
async function press(page: Page, target: ReturnType<Page["getByRole"]>, key: string) {
  await target.focus();
  await page.keyboard.press(key);
}

test.describe("Circle membership", () => {
  test.setTimeout(90_000);

  test("a patient buys Circle through the sandbox and the cart shows member prices at once", async ({ page, context }) => {
    const mobile = freshMobile();
    await signInWithOtp(page, mobile);
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    await clearAccountCart(context.request);

    // A test in the cart at the normal price: no Circle discount, a booking fee. The item page offers the member price.
    await page.goto(`/lab-tests/${THYROID.canonicalTag}`);
    const itemPrice = page.locator(".item-price");
    await expect(itemPrice.getByRole("strong")).toHaveText(`Price ${formatPrice(THYROID.price)}`);
    await expect(itemPrice).toContainText(`${formatPrice(THYROID.circlePrice)} with Circle`);
    await press(page, page.getByRole("button", { name: "Add to cart", exact: true }), "Enter");
    await expect(page.locator("[data-cart-count]")).toHaveText("1");
    await page.goto("/tests-cart");
    await expect(page.getByRole("heading", { name: "Tests in your cart" })).toBeVisible();
    const before = await billing(context.request);
    expect(before.isCircleMember).toBe(false);
    await expect(page.getByTestId("billing-circle-discount")).toHaveCount(0);
    await expect(page.getByTestId("billing-to-pay")).toHaveText(formatPrice(before.toPay));

    // The landing page: benefits, plans from the plan table, FAQ and terms.
    await page.goto("/circle-landing");
    await expect(page.getByRole("heading", { name: "Circle membership", level: 1 })).toBeVisible();
    for (const heading of ["Benefits", "Choose your plan", "Frequently asked questions", "Terms"]) {
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    await expect(page.getByText("No refund, except at the management's discretion.")).toBeVisible();
    await expect(page.getByRole("radio", { name: /12 months/ })).toBeChecked();
    // Arrow keys move through the plans; the 6-month plan at ₹199.
    await press(page, page.getByRole("radio", { name: /12 months/ }), "ArrowUp");
    await expect(page.getByRole("radio", { name: /6 months.*₹199/ })).toBeChecked();

    // A full name is required: the spec's rule, said by the field, which gets the focus.
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Full name")).toBeFocused();
    await expect(page.getByLabel("Mobile number")).toHaveValue(mobile);
    await press(page, page.getByRole("button", { name: "Join Circle" }), "Enter");
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await expect(page.getByLabel("Full name")).toBeFocused();
    await page.keyboard.type("Asha Menon");
    await page.keyboard.press("Enter");

    // The gateway's hosted checkout (sandbox), by keyboard.
    await expect(page).toHaveURL(/\/pay\/PAY[0-9A-F]+$/);
    await expect(page.getByRole("heading", { name: "Complete your payment" })).toBeVisible();
    await expect(page.getByText("Amount to pay ₹199")).toBeVisible();
    await press(page, page.getByRole("radio", { name: "UPI", exact: true }), "Space");
    await page.getByLabel("UPI ID").focus();
    await page.keyboard.type("asha@okhdfc");
    await press(page, page.getByRole("radio", { name: /^Success/ }), "Space");
    await press(page, page.getByRole("button", { name: "Pay ₹199" }), "Enter");

    await expect(page).toHaveURL(/\/payments\/circle\/\d+$/);
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await press(page, page.getByRole("link", { name: "View membership" }), "Enter");
    await expect(page).toHaveURL("/my-membership");
    await expect(page.getByRole("heading", { name: /Circle member/ })).toBeVisible();
    await expect(page.getByText("6 months (New)")).toBeVisible();
    await expect(page.getByTestId("savings-ledger")).toHaveText("You saved ₹0 against a fee of ₹199");

    // The cart, at once: member prices and no booking fee.
    await page.goto("/tests-cart");
    const after = await billing(context.request);
    expect(after.isCircleMember).toBe(true);
    expect(after.circleMemberDiscount).toBeGreaterThan(0);
    expect(after.subTotal).toBeLessThan(before.subTotal);
    expect(after.bookingFees).toBe(0);
    await expect(page.getByTestId("billing-circle-discount")).toHaveText(`−${formatPrice(after.circleMemberDiscount)}`);
    await expect(page.getByTestId("billing-to-pay")).toHaveText(formatPrice(after.toPay));

    // Member prices everywhere: the item page (a page the Circle segment shares) and its category's listing show the member price.
    await page.goto(`/lab-tests/${THYROID.canonicalTag}`);
    await expect(itemPrice.getByRole("strong")).toHaveText(`Price ${formatPrice(THYROID.circlePrice)}`);
    await expect(itemPrice).toContainText("Circle member price applied");
    await page.goto("/test-listing/thyroid");
    const card = page.getByRole("list", { name: "Thyroid" }).getByRole("listitem").filter({ hasText: THYROID.itemName }).first();
    await expect(card).toContainText(formatPrice(THYROID.circlePrice));
    await expect(card).toContainText("Circle member price applied");

    // My orders lists the membership; My subscriptions holds the plan.
    await page.goto("/orders");
    await expect(page.getByText("Circle membership").first()).toBeVisible();
    await page.goto("/subscriptions");
    await expect(page.getByRole("region", { name: "Plans" }).getByRole("listitem")).toContainText(["Circle · 6 months · Active"]);
  });

  test("a visitor sees the plans and is asked to sign in to join; the terms and FAQ pages exist", async ({ page }) => {
    await page.goto("/circle-landing?sub_plan_id=CIRCLE_2M");
    await expect(page.getByRole("radio", { name: /2 months.*₹99/ })).toBeChecked();
    await expect(page.getByRole("link", { name: "Sign in to join Circle" })).toHaveAttribute("href", /\/login\?continue=/);
    await press(page, page.getByRole("link", { name: "Circle terms and conditions" }), "Enter");
    await expect(page).toHaveURL("/circle-terms");
    await expect(page.getByRole("heading", { name: "Circle terms and conditions" })).toBeVisible();
    await page.goBack();
    await press(page, page.getByRole("link", { name: "All Circle questions" }), "Enter");
    await expect(page).toHaveURL("/circle-faq");
    await expect(page.getByRole("heading", { name: "Can I cancel my membership?" })).toBeVisible();
    // Membership pages are the account's own: a visitor is sent to sign in.
    await page.goto("/my-membership");
    await expect(page).toHaveURL(/\/login\?continue=%2Fmy-membership/);
  });

  test("a patient buys the family doctor plan at /pay-care by keyboard, and My subscriptions holds it", async ({ page, context }) => {
    await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
    await page.goto("/membership/family-doctor-plan?plan_id=FHP1&sub_plan_id=FHP1_12M");
    await expect(page.getByRole("heading", { name: "Family doctor plan", level: 1 })).toBeVisible();
    await press(page, page.getByRole("link", { name: "Buy Family doctor plan, 12 months, ₹3,999" }), "Enter");
    await expect(page).toHaveURL("/pay-care?plan_id=FHP1&sub_plan_id=FHP1_12M");
    await expect(page.getByRole("radio", { name: /12 months.*₹3,999/ })).toBeChecked();
    await expect(page.getByLabel("Full name")).toHaveValue("Rahul Verma");
    await press(page, page.getByRole("button", { name: "Proceed to pay" }), "Enter");

    await expect(page).toHaveURL(/\/pay\/PAY[0-9A-F]+$/);
    await expect(page.getByText("Amount to pay ₹3,999")).toBeVisible();
    await press(page, page.getByRole("radio", { name: "Net Banking", exact: true }), "Space");
    await press(page, page.getByRole("radio", { name: /^Success/ }), "Space");
    await press(page, page.getByRole("button", { name: "Pay ₹3,999" }), "Enter");
    await expect(page).toHaveURL(/\/payments\/care\/\d+$/);
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await press(page, page.getByRole("link", { name: "View membership" }), "Enter");
    await expect(page).toHaveURL("/subscriptions");
    await expect(page.getByRole("region", { name: "Plans" }).getByRole("listitem").first()).toContainText("Family doctor plan · 12 months · Active");
  });
});
