/**
 * Corporate benefits as an employee and a bank customer would use them, on a phone (390 px) and by keyboard: the
 * HDFC Bank landing shows that bank's benefits; an employee signs in, is told the spec's terms message, registers
 * with a code sent to the company email (read from the development inbox), and the cart shows corporate prices.
 * A voucher card is refused with the spec's message, then approved.
 */
import { expect, test, type APIRequestContext, type Page } from "./hydrated-test";
import { formatPrice } from "../../app/lib/price";
import { itemByTag } from "../../app/.server/db/seed-data/catalogue";
import { freshMobile, signInWithOtp } from "./account-helpers";
import { clearAccountCart } from "./cart-helpers";

const THYROID = itemByTag("thyroid-profile-total-t3-t4-tsh");
const TERMS = "Without agreeing to the Terms and Conditions, you'll not be able to register for corporate benefits.";

test.use({ viewport: { width: 390, height: 844 } });

async function billing(request: APIRequestContext) {
  const res = await request.post("/graphql", { data: { query: `{ getDiagnosticCartDetailsV1 { isCorporateFlow toPay diagPatientLineItems { lineItems { price groupPlan } } } }` } });
  return (await res.json()).data.getDiagnosticCartDetailsV1 as { isCorporateFlow: boolean; toPay: number; diagPatientLineItems: { lineItems: { price: number; groupPlan: string }[] }[] };
}

/** The code in the newest email to this address, from the development inbox, as a developer would read it. */
async function emailedCode(request: APIRequestContext, email: string): Promise<string> {
  const html = await (await request.get("/dev/email-inbox")).text();
  const m = new RegExp(`data-to="${email.replace(/[.+]/g, "\\$&")}"><td>[^<]*</td><td data-subject="true">(\\d{6}) is your`).exec(html);
  if (!m) throw new Error(`no email to ${email} in the inbox`);
  return m[1];
}

async function press(page: Page, target: ReturnType<Page["getByRole"]>, key: string) {
  await target.focus();
  await page.keyboard.press(key);
}

test.describe("corporate benefits", () => {
  test.setTimeout(90_000);

  test("the HDFC Bank landing shows the bank's own benefits and asks a visitor to sign in", async ({ page }) => {
    await page.goto("/corporate-benefits?partner=HDFCBANK");
    await expect(page.getByRole("heading", { name: "HDFC Bank customer benefits", level: 1 })).toBeVisible();
    const benefits = page.getByRole("region", { name: "Benefits for HDFC Bank customers" });
    await expect(benefits.getByText("₹249 off virtual consultations", { exact: true })).toBeVisible();
    await expect(benefits.getByText("40% off lab tests", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to register" })).toHaveAttribute("href", /\/login\?continue=%2Fcorporate-benefits%3Fpartner%3DHDFCBANK/);
    // The partner-login flag is kept for the rest of the visit.
    expect((await page.context().cookies()).find((c) => c.name === "partner_login")?.value).toBe("HDFCBANK");
  });

  test("an employee registers by company email and sees corporate prices", async ({ page, context }) => {
    const mobile = freshMobile();
    const email = `e2e.${mobile}@infosys.com`;
    await signInWithOtp(page, mobile);
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    await clearAccountCart(context.request);

    // A thyroid profile at the normal price first.
    await page.goto(`/lab-tests/${THYROID.canonicalTag}`);
    await press(page, page.getByRole("button", { name: "Add to cart", exact: true }), "Enter");
    await expect(page.locator("[data-cart-count]")).toHaveText("1");
    const before = await billing(context.request);
    expect(before.isCorporateFlow).toBe(false);

    await page.goto("/corporate-benefits");
    await expect(page.getByRole("heading", { name: "Corporate benefits", level: 1 })).toBeVisible();
    await expect(page.getByText("It cannot be changed after you register.").first()).toBeVisible();
    // The terms must be agreed: the spec's message.
    await page.getByRole("textbox", { name: "Company email" }).focus();
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await expect(page.getByText(TERMS).first()).toBeVisible();
    await press(page, page.getByRole("region", { name: "Register with your company email" }).getByRole("checkbox"), "Space");
    await press(page, page.getByRole("button", { name: "Send code" }), "Enter");
    await expect(page.getByRole("status").filter({ hasText: `We sent a 6-digit code to ${email}` })).toBeVisible();

    const code = await emailedCode(context.request, email);
    await page.getByLabel("6-digit code").focus();
    await page.keyboard.type(code);
    await press(page, page.getByRole("button", { name: "Verify and register with Infosys" }), "Enter");
    await expect(page.getByRole("heading", { name: "Your Infosys benefits" })).toBeVisible();
    await expect(page.getByTestId("corporate-benefits")).toContainText("40% off lab tests");
    await expect(page.getByText(`Linked mobile number: +91 ${mobile}`)).toBeVisible();

    // The cart at corporate prices, at once.
    await page.goto("/tests-cart");
    const after = await billing(context.request);
    expect(after.isCorporateFlow).toBe(true);
    expect(after.diagPatientLineItems[0].lineItems[0]).toEqual({ price: 360, groupPlan: "INFOSYS" });
    expect(after.toPay).toBeLessThan(before.toPay);
    await expect(page.getByText("Corporate prices applied.")).toBeVisible();
    await expect(page.getByTestId("billing-to-pay")).toHaveText(formatPrice(after.toPay));

    // The home screen's benefits cards are the company's.
    await page.goto("/");
    await expect(page.locator('[data-section="corporate_benefits"]').getByText("Free doctor consultations")).toBeVisible();
  });

  test("a voucher card: the spec's messages, then APPROVAL", async ({ page }) => {
    await signInWithOtp(page, freshMobile(7));
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    await page.goto("/corporate-benefits");
    const voucher = page.getByRole("region", { name: "Redeem a voucher card" });
    await voucher.getByLabel("Card number").focus();
    await page.keyboard.type("4000 1234");
    await press(page, voucher.getByRole("button", { name: "Redeem" }), "Enter");
    await expect(voucher.getByText("Invalid card number")).toBeVisible();
    await expect(voucher.getByText("Invalid Issuance Number")).toBeVisible();

    await voucher.getByLabel("Card number").fill("4000987698769876");
    await voucher.getByLabel("Issuance number").fill("202401");
    await voucher.getByLabel("PIN").fill("650021");
    await press(page, voucher.getByRole("button", { name: "Redeem" }), "Enter");
    await expect(voucher.getByRole("alert")).toHaveText("Card is Expired");

    await voucher.getByLabel("Card number").fill("4000123412345678");
    await voucher.getByLabel("Issuance number").fill("202611");
    await voucher.getByLabel("PIN").fill("000000");
    await press(page, voucher.getByRole("button", { name: "Redeem" }), "Enter");
    await expect(voucher.getByRole("alert")).toHaveText("The card number does not exist or PIN is invalid");

    await voucher.getByLabel("PIN").fill("119034");
    await press(page, voucher.getByRole("button", { name: "Redeem" }), "Enter");
    await expect(voucher.getByRole("status")).toHaveText("APPROVAL: ₹1,000 has been added to your health credits.");
  });
});
