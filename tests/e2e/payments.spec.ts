/**
 * Paying for a lab-test order online, as a patient would: booked through the checkout, the sandbox's hosted
 * checkout fails once, "Retry payment" opens a new attempt, UPI succeeds; /my-payments lists both attempts; another
 * account gets "Page not found" for the same payment. A pending payment settles on the result page by polling alone
 * (that order comes from tests/e2e/fixtures/online-order.ts: booking's insertBookedOrder + startPayment, written into
 * the e2e server's database, so the test needs no slot).
 */
import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "./hydrated-test";
import { itemByTag } from "../../app/.server/db/seed-data/catalogue";
import { E2E_DATABASE_FILE, signInAs } from "./helpers";
import { clearAccountCart } from "./cart-helpers";

const CBC = itemByTag("complete-blood-count-cbc");

interface FixtureOrder {
  accountId: number;
  parentOrderId: number;
  paymentOrderId: string;
  paymentLinkURL: string;
}

function onlineOrder(mobile: string): FixtureOrder {
  const out = execFileSync("npx", ["vite-node", "--config", "vitest.config.ts", "tests/e2e/fixtures/online-order.ts", mobile, "59900", "10000"], {
    env: { ...process.env, DATABASE_URL: `file:${E2E_DATABASE_FILE}` },
    encoding: "utf8",
    timeout: 60_000,
  });
  return JSON.parse(out.trim().split("\n").pop()!);
}

async function pay(page: Page, method: string, outcome: RegExp) {
  await page.getByRole("radio", { name: method, exact: true }).check();
  await page.getByRole("radio", { name: outcome }).check();
  await page.getByRole("button", { name: "Pay ₹599" }).click();
}

test.describe("online payment", () => {
  test.setTimeout(120_000);

  test("books online, the payment fails, Retry payment succeeds by UPI; the payments list shows both attempts", async ({ page, context, browser }) => {
    await signInAs(context, { accountId: 1, mobileNumber: "9000000001" });
    await clearAccountCart(page.request);

    // Booking through the checkout, as in booking.spec.ts, but paying online.
    await page.goto(`/lab-tests/${CBC.canonicalTag}`);
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    await expect(page.locator("[data-cart-count]")).toHaveText("1");
    await page.goto("/tests-cart");
    await page.getByRole("link", { name: "Select patients" }).click();
    await page.getByLabel(/^Aarav Sharma/).check();
    await page.getByRole("button", { name: "Save patients" }).click();
    await page.getByRole("link", { name: "Proceed" }).click();
    await page.getByRole("radio", { name: /^Home/ }).check();
    await page.getByRole("button", { name: "Use this address" }).click();
    const slotSection = page.getByRole("region", { name: "Collection slot" });
    await slotSection.getByRole("link", { name: /^\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)$/ }).first().click();
    await expect(slotSection.getByRole("status")).toContainText("Collection: ");
    await page.getByRole("radio", { name: /^Pay online/ }).check();
    const toPay = (await page.getByTestId("billing-to-pay").textContent())!.trim();
    await page.getByRole("button", { name: `Place order · ${toPay}` }).click();

    // The gateway's hosted checkout.
    await expect(page).toHaveURL(/\/pay\/PAY[0-9A-F]+$/);
    const firstAttempt = page.url();
    await expect(page.getByRole("heading", { name: "Complete your payment" })).toBeVisible();
    await expect(page.getByText(`Amount to pay ${toPay}`)).toBeVisible();
    for (const m of ["Debit Card", "Credit Card", "Net Banking", "UPI", "Paytm Wallet", "Credit Card EMI", "EMI", "Paytm Postpaid", "LazyPay"]) {
      await expect(page.getByRole("radio", { name: m, exact: true })).toBeVisible();
    }
    // "Lazy pay benefits: one-click payment, 0% interest, repay every 15 days."
    await expect(page.getByRole("list", { name: "LazyPay benefits" }).getByRole("listitem")).toHaveText(["one-click payment", "0% interest", "repay every 15 days"]);
    await page.getByRole("radio", { name: "Net Banking", exact: true }).check();
    await page.getByRole("radio", { name: /^Failure/ }).check();
    await page.getByRole("button", { name: `Pay ${toPay}` }).click();

    await expect(page).toHaveURL(/\/payments\/diagnostics\/\d+$/);
    const orderId = page.url().split("/").pop()!;
    await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("refunded in 3-5 working days");
    await expect(page.getByText("Net Banking")).toBeVisible();

    // Back on the used link: nothing more to pay there; the browser cannot settle anything by itself.
    await page.goto(firstAttempt);
    await expect(page.getByText("This payment is complete.")).toBeVisible();
    await expect(page.getByRole("button", { name: `Pay ${toPay}` })).toHaveCount(0);
    await page.goBack();

    await page.getByRole("button", { name: "Retry payment" }).click();
    await expect(page).toHaveURL(/\/pay\/PAY[0-9A-F]+$/);
    expect(page.url()).not.toBe(firstAttempt);

    await page.getByRole("radio", { name: "UPI", exact: true }).check();
    await expect(page.getByRole("timer")).toHaveText(/^[12]:\d\d$/);
    await page.getByLabel("UPI ID").fill("priya");
    await page.getByRole("radio", { name: /^Success/ }).check();
    await page.getByRole("button", { name: `Pay ${toPay}` }).click();
    await expect(page.getByText("UPI ID not valid.")).toBeVisible();
    await expect(page.getByLabel("UPI ID")).toBeFocused();
    await page.getByLabel("UPI ID").fill("priya@okhdfc");
    await page.getByRole("radio", { name: /^Success/ }).check();
    await page.getByRole("button", { name: `Pay ${toPay}` }).click();

    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Retry payment" })).toHaveCount(0);
    await page.getByRole("link", { name: "View booking" }).click();
    await expect(page).toHaveURL(`/order-succeed-test?orderId=${orderId}`);
    await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible();
    const orders = page.getByRole("list", { name: "Orders by patient" }).getByRole("listitem");
    await expect(orders.nth(0)).toContainText(/Pre-booking ID PB\d{8} · Payment successful/);

    await page.goto("/my-payments");
    await expect(page.getByRole("heading", { name: "My payments" })).toBeVisible();
    const payments = page.getByRole("list", { name: "Payments" }).getByRole("listitem");
    const [latest, earlier] = [payments.nth(0), payments.nth(1)];
    await expect(latest).toContainText(toPay);
    await expect(latest).toContainText("Success");
    await expect(latest).toContainText("UPI");
    await expect(earlier).toContainText("Failed");
    await expect(earlier).toContainText("Net Banking");
    await expect(latest.getByRole("link", { name: /^Order #/ })).toHaveAttribute("href", `/payments/diagnostics/${orderId}`);

    // Someone else's payment link and payment page are not there at all.
    const other = await browser.newContext();
    await signInAs(other, { accountId: 2, mobileNumber: "9000000002" });
    const otherPage = await other.newPage();
    for (const path of [new URL(firstAttempt).pathname, `/payments/diagnostics/${orderId}`]) {
      const res = await otherPage.goto(path);
      expect(res?.status()).toBe(404);
      await expect(otherPage.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
    await other.close();
  });

  test("a pending payment settles on the result page by itself when the bank answers", async ({ page, context }) => {
    const order = onlineOrder("9000000001");
    await signInAs(context, { accountId: order.accountId, mobileNumber: "9000000001" });
    await page.goto(order.paymentLinkURL);
    await pay(page, "Debit Card", /^Pending/);
    await expect(page.getByRole("heading", { name: "Payment pending" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("We are checking with your bank. It can take upto 10 minutes...");
    await expect(page.getByRole("button", { name: "Retry payment" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Complete payment" })).toHaveCount(0);

    // The sandbox bank answers in another tab; this page learns it from its 5-second polling, without a reload.
    const bank = await context.newPage();
    await bank.goto(order.paymentLinkURL);
    await bank.getByRole("button", { name: "Bank confirms the payment" }).click();
    await expect(bank.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await bank.close();

    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Debit Card")).toBeVisible();
  });
});
