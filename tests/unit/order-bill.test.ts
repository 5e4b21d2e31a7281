/** The stored bill's one split rule: patients' shares add up to the parent's bill, each share adds up to its toPay. */
import { describe, expect, it } from "vitest";
import { billAddsUp, splitBill, type OrderBill } from "~/.server/domain/orders/order-bill";
import { billLines } from "~/lib/bill-lines";

// ₹8,400 MRP, ₹4,120 off MRP, −₹500 coupon, +₹19 booking fee, +₹99 slot, ₹0 credits: ₹3,898 to pay.
const parent: OrderBill = { mrpTotal: 840000, mrpDiscount: 412000, circleDiscount: 0, couponDiscount: 50000, collectionFee: 0, bookingFee: 1900, slotFee: 9900, healthCreditsUsed: 0, toPay: 389800 };

describe("order bill", () => {
  it("a parent bill's lines add up to what is paid, the fee included", () => {
    expect(billAddsUp(parent)).toBe(true);
    const { lines, total } = billLines(parent, "ONLINE", "HEALTH25");
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(total.amount);
    expect(lines.map((l) => l.label)).toEqual(["Total MRP", "Discount on MRP", "Coupon discount (HEALTH25)", "Booking fee", "Slot charges"]);
  });

  it("patients' shares add up to the parent to the paisa; fees are shared equally, the remainder on the first patient", () => {
    const withCredits = { ...parent, healthCreditsUsed: 10001, toPay: parent.toPay - 10001 };
    const shares = splitBill(withCredits, [{ mrp: 500000, price: 250000 }, { mrp: 200000, price: 100000 }, { mrp: 140000, price: 78000 }]);
    for (const k of Object.keys(withCredits) as (keyof OrderBill)[]) expect(shares.reduce((s, b) => s + b[k], 0)).toBe(withCredits[k]);
    for (const s of shares) expect(billAddsUp(s)).toBe(true);
    expect(shares.map((s) => s.bookingFee)).toEqual([634, 633, 633]);
  });
});
