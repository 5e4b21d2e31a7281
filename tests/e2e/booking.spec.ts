/**
 * Booking as a person does it: a Circle member with family profiles puts a fasting test in the cart for two of
 * them, picks the collection address and a slot, pays cash on delivery, and sees each patient's order.
 */
import { expect, test } from "./hydrated-test";
import { itemByTag } from "../../app/.server/db/seed-data/catalogue";
import { signInAs } from "./helpers";
import { clearAccountCart } from "./cart-helpers";

const LIPID = itemByTag("lipid-profile");

test("books a fasting test for two patients with cash on delivery and sees the result", async ({ page, context, browser }) => {
  await signInAs(context, { accountId: 1, mobileNumber: "9000000001" });
  await clearAccountCart(page.request);

  await page.goto(`/lab-tests/${LIPID.canonicalTag}`);
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page.locator("[data-cart-count]")).toHaveText("1");

  await page.goto("/tests-cart");
  await page.getByRole("link", { name: "Select patients" }).click();
  await page.getByLabel(/^Aarav Sharma/).check();
  await page.getByLabel(/^Meera Sharma/).check();
  await page.getByRole("button", { name: "Save patients" }).click();
  await page.getByRole("link", { name: "Proceed" }).click();
  await expect(page.getByRole("heading", { name: "Review your cart" })).toBeVisible();

  // The account's default address is chosen for the patient; another can still be chosen.
  const slotSection = page.getByRole("region", { name: "Collection slot" });
  await expect(page.locator(".choice", { hasText: "(selected)" })).toHaveCount(1);

  await page.getByRole("radio", { name: /^Home/ }).check();
  await page.getByRole("button", { name: "Use this address" }).click();
  await expect(page.getByRole("radio", { name: /^Home/ })).toBeChecked();

  // The lipid profile needs 10-12 hours of fasting: morning slots first, and when to stop eating.
  await expect(slotSection.getByRole("note")).toContainText("Your tests need fasting, so morning slots come first.");
  await expect(slotSection.getByRole("note")).toContainText(/no food after \d{1,2}( |:\d{2} )?(am|pm)/);

  await page.getByRole("button", { name: /^Place order/ }).click();
  await expect(page.getByRole("alert")).toHaveText("Please choose a collection slot");

  // The first free slot without a charge, chosen by keyboard.
  const slot = slotSection.getByRole("link", { name: /^\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)$/ }).first();
  const slotText = (await slot.textContent())!;
  await slot.focus();
  await page.keyboard.press("Enter");
  await expect(slotSection.getByRole("link", { name: slotText })).toHaveAttribute("aria-current", "true");
  await expect(slotSection.getByRole("status")).toContainText(`Collection: `);

  await page.getByRole("radio", { name: /^Cash on delivery/ }).check();
  const toPay = (await page.getByTestId("billing-to-pay").textContent())!;
  await page.getByRole("button", { name: `Place order · ${toPay}` }).click();

  await expect(page).toHaveURL(/\/order-succeed-test\?orderId=\d+$/);
  await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible();
  await expect(page.getByText(`Cash on delivery: pay ${toPay} at collection`)).toBeVisible();
  await expect(page.getByText(slotText.split(" - ")[0], { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("note")).toContainText(/10 hours fasting needed: no food after/);
  const orders = page.getByRole("list", { name: "Orders by patient" }).getByRole("listitem");
  await expect(orders).toHaveCount(2);
  await expect(orders.nth(0)).toContainText("Aarav Sharma");
  await expect(orders.nth(0)).toContainText(/Pre-booking ID PB\d{8} · Order placed/);
  await expect(orders.nth(1)).toContainText("Meera Sharma");
  await expect(orders.nth(0).getByRole("link", { name: /^View order \d{10}$/ })).toHaveAttribute("href", /^\/order-details\/\d+$/);
  await expect(page.getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/orders");

  // Someone else opening the same link finds nothing.
  const other = await browser.newContext();
  await signInAs(other, { accountId: 2, mobileNumber: "9000000002" });
  const res = await (await other.newPage()).goto(page.url());
  expect(res?.status()).toBe(404);
  await other.close();
});
