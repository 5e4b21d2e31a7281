/**
 * The first booking of a new patient on a phone (390 × 844), counted in taps: add a test, sign in, make the own
 * profile by digits, add mother in place, add an address in place, two patients, a coupon, a slot, pay online
 * at the sandbox gateway. Every tap is counted (typing into a field is not: it is the keyboard's). The goal is
 * ≤ 20 taps with no step that leaves checkout.
 */
import { expect, test, type Locator } from "./hydrated-test";
import { itemByTag } from "../../app/.server/db/seed-data/catalogue";
import { isCheckoutPath } from "../../app/lib/checkout-routes";
import { freshMobile, readOtpInPage } from "./account-helpers";

const CBC = itemByTag("complete-blood-count-cbc");
const MAX_TAPS = 20;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.setTimeout(120_000);

test("a new patient books for self and mother in at most 20 taps, and never leaves checkout", async ({ page }) => {
  // The page counts the taps it receives (trusted pointer-downs), across page loads in this tab.
  await page.addInitScript(() => {
    addEventListener("pointerdown", (e) => {
      if (e.isTrusted) sessionStorage.setItem("taps", String(Number(sessionStorage.getItem("taps") ?? 0) + 1));
    }, true);
  });
  let taps = 0;
  let selects = 0;
  const tap = async (target: Locator) => {
    taps++;
    await target.tap();
  };
  /** A native select: one tap opens the picker, the choice is the system's list. */
  const choose = async (target: Locator, value: string) => {
    taps++;
    selects++;
    await target.selectOption(value);
  };

  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  await page.goto(`/lab-tests/${CBC.canonicalTag}`);
  await tap(page.getByRole("button", { name: "Add to cart", exact: true }));
  // The sticky bar on the phone says what the cart holds and costs.
  const bar = page.getByRole("complementary", { name: "Cart summary" }).getByRole("link", { name: /^View cart · ₹[\d,]+$/ });
  await expect(bar).toBeVisible();
  const fromCheckout = visited.length;
  await tap(bar);
  await expect(page.getByRole("heading", { name: "Your cart", exact: true })).toBeVisible();

  // Sign in from the cart, and straight back to it.
  const mobile = freshMobile();
  await tap(page.getByRole("link", { name: "Sign in to proceed" }));
  await page.getByLabel(/Mobile number/).fill(mobile);
  await tap(page.getByRole("button", { name: "Get OTP" }));
  const otp = page.getByLabel("Enter OTP");
  await otp.waitFor();
  await otp.fill(await readOtpInPage(page, `+91${mobile}`));
  await tap(page.getByRole("button", { name: "Verify and sign in" }));
  await expect(page).toHaveURL(/\/tests-cart$/);

  // The own profile, the date of birth typed as digits on the number pad.
  await tap(page.getByRole("link", { name: "Select patients" }));
  await page.getByLabel("First name").fill("Ananya");
  await tap(page.getByLabel("Female"));
  await page.getByLabel("Date of birth (dd/mm/yyyy)").pressSequentially("12031988");
  await expect(page.getByLabel("Date of birth (dd/mm/yyyy)")).toHaveValue("12/03/1988");
  await tap(page.getByRole("button", { name: "Save and continue" }));
  // Back in the cart with the new profile selected.
  await expect(page).toHaveURL(/\/tests-cart$/);
  await expect(page.getByRole("region", { name: "Tests for Ananya" })).toContainText(CBC.itemName);

  // Mother, added in place: the relation fills in the gender.
  await tap(page.getByRole("link", { name: "Add a family member" }));
  const member = page.getByRole("dialog", { name: "Add a family member" });
  await expect(member).toBeVisible();
  await member.getByLabel("First name").fill("Kamakshi");
  await choose(member.getByLabel("Relation"), "mother");
  await expect(member.getByLabel("Female")).toBeChecked();
  await member.getByLabel("Date of birth", { exact: true }).pressSequentially("05061956");
  await tap(member.getByRole("button", { name: "Save profile" }));
  await expect(member).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Kamakshi added and selected" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Tests for Kamakshi" })).toContainText(CBC.itemName);
  await expect(page.getByRole("link", { name: "Add a family member" })).toBeFocused();

  // A coupon from the list of those that apply, with what it saves.
  const usable = page.getByRole("list", { name: "Coupons you can apply" });
  const firstCoupon = usable.getByRole("listitem").first();
  const code = (await firstCoupon.locator("strong").textContent())!;
  await tap(firstCoupon.getByRole("button", { name: `Apply ${code}` }));
  await expect(page.getByText(new RegExp(`^${code} applied — you save ₹`))).toBeVisible();
  await expect(page.getByTestId("billing-you-save")).toHaveText(/^You save ₹[\d,.]+$/);

  await tap(page.getByRole("link", { name: "Proceed" }));
  await expect(page.getByRole("heading", { name: "Review your cart" })).toBeVisible();

  // The address, added in place, becomes the collection address.
  await tap(page.getByRole("link", { name: "Add an address" }));
  const address = page.getByRole("dialog", { name: "Add an address" });
  await address.getByLabel("Save as").fill("Home");
  await address.getByLabel("House number, building, street").fill("Flat 302, Sai Residency, Road No. 4, KPHB Colony");
  await address.getByLabel("Pincode").fill("500085");
  await tap(address.getByRole("button", { name: "Save address" }));
  await expect(address).toBeHidden();
  await expect(page.locator(".choice", { hasText: "(selected)" })).toContainText("Home");

  const slotSection = page.getByRole("region", { name: "Collection slot" });
  await tap(slotSection.getByRole("link", { name: /^\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)$/ }).first());
  await expect(slotSection.getByRole("status")).toContainText("Collection: ");

  const toPay = (await page.getByTestId("billing-to-pay").textContent())!.trim();
  await tap(page.getByRole("button", { name: `Place order · ${toPay}` }));

  // The gateway's hosted checkout (the sandbox): a method, the bank's answer, pay.
  await expect(page).toHaveURL(/\/pay\/PAY[0-9A-F]+$/);
  await tap(page.getByRole("radio", { name: "Net Banking", exact: true }));
  await tap(page.getByRole("radio", { name: /^Success/ }));
  await tap(page.getByRole("button", { name: `Pay ${toPay}` }));
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  // The count, as the test made it and as the page received it (a native select's choice is no pointer tap).
  const received = Number(await page.evaluate(() => sessionStorage.getItem("taps")));
  expect(received).toBe(taps - selects);
  expect(taps).toBeLessThanOrEqual(MAX_TAPS);
  // From the cart on, every page was a checkout page.
  const after = visited.slice(fromCheckout);
  expect(after.length).toBeGreaterThan(5);
  expect(after.filter((p) => !isCheckoutPath(p))).toEqual([]);
  test.info().annotations.push({ type: "taps", description: `${taps} taps; pages: ${[...new Set(after)].join(" → ")}` });
});
