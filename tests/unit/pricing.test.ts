/** Cart billing and coupons, one test per rule of the lab-tests spec, quoted. Money is integer paise. */
import { describe, expect, it } from "vitest";
import { cashbackPercentOf, phleboChargeFor, priceDiagnosticCart, toPaise, toRupees, type BillingInput, type ItemPrices } from "~/.server/domain/pricing/pricing";
import { checkCoupon, COUPON_MESSAGES, type Coupon } from "~/.server/domain/pricing/coupons";

const item = (itemId: number, mrp: number, price: number, circlePrice: number, cashbackText: string | null = null): ItemPrices => ({
  itemId, itemName: `Item ${itemId}`, mrp: toPaise(mrp), price: toPaise(price), circlePrice: toPaise(circlePrice),
  groupPlan: circlePrice < price ? "CIRCLE" : "ALL", circleCashbackPercent: cashbackPercentOf(cashbackText), cashbackText,
});
const THYROID = item(1071, 600, 419, 379, "Get 10% back as HCs");
const CBC = item(1001, 450, 229, 209);
const NO_CIRCLE = item(1002, 300, 199, 199);
const prices = new Map([THYROID, CBC, NO_CIRCLE].map((p) => [p.itemId, p]));

const coupons: Record<string, Coupon> = {
  HEALTH25: { code: "HEALTH25", description: "25% off", discountType: "PERCENT", discountValue: 25, maxDiscount: toPaise(500), minOrderValue: toPaise(500), validFrom: "2026-01-01", validTo: "2027-12-31", firstOrderOnly: false, circleOnly: false },
  FLAT150: { code: "FLAT150", description: "₹150 off", discountType: "FLAT", discountValue: toPaise(150), maxDiscount: null, minOrderValue: toPaise(999), validFrom: "2026-01-01", validTo: "2027-12-31", firstOrderOnly: false, circleOnly: false },
  MONSOON20: { code: "MONSOON20", description: "20% off", discountType: "PERCENT", discountValue: 20, maxDiscount: null, minOrderValue: 0, validFrom: "2026-06-01", validTo: "2026-09-30", firstOrderOnly: false, circleOnly: false },
  FIRSTLAB: { code: "FIRSTLAB", description: "30% off first order", discountType: "PERCENT", discountValue: 30, maxDiscount: toPaise(300), minOrderValue: 0, validFrom: "2026-01-01", validTo: "2027-12-31", firstOrderOnly: true, circleOnly: false },
  CIRCLE15: { code: "CIRCLE15", description: "15% off for Circle", discountType: "PERCENT", discountValue: 15, maxDiscount: null, minOrderValue: 0, validFrom: "2026-01-01", validTo: "2027-12-31", firstOrderOnly: false, circleOnly: true },
};
const TODAY = "2026-11-23";

const input = (over: Partial<BillingInput> = {}): BillingInput => ({
  patients: [{ patientID: 1, gender: "M", itemIds: [THYROID.itemId, CBC.itemId] }],
  prices,
  isCircleMember: false,
  corporate: null,
  coupon: null,
  phleboCharges: [
    { minBill: 0, maxBill: toPaise(500), charge: toPaise(199) },
    { minBill: toPaise(500), maxBill: toPaise(1000), charge: toPaise(99) },
    { minBill: toPaise(1000), maxBill: null, charge: 0 },
  ],
  bookingFee: toPaise(19),
  additionalCharges: 0,
  healthCredits: { balance: 0, requested: 0 },
  ...over,
});

describe("cart billing", () => {
  it("totalMrp, discountOnMrpNew and toPay for a visitor, in paise", () => {
    const b = priceDiagnosticCart(input());
    expect(b.totalMrp).toBe(105000);
    expect(b.discountOnMrpNew).toBe(105000 - 64800);
    expect(b.subTotal).toBe(64800);
    expect(b.homeCollectionCharges).toBe(9900);
    expect(b.bookingFees).toBe(1900);
    expect(b.toPay).toBe(64800 + 9900 + 1900);
    expect(b.diagPatientLineItems[0]).toMatchObject({ patientID: 1, totalPrice: 64800 });
  });

  it("'Circle member: gets member prices and cashback where the member price is lower than the normal price.'", () => {
    const member = priceDiagnosticCart(input({ isCircleMember: true, patients: [{ patientID: 1, gender: "M", itemIds: [THYROID.itemId, NO_CIRCLE.itemId] }] }));
    expect(member.circleMemberDiscount).toBe(4000); // 419 → 379 only; NO_CIRCLE has no lower member price
    expect(member.diagPatientLineItems[0].lineItems.map((l) => l.groupPlan)).toEqual(["CIRCLE", "ALL"]);
    // additionalCircleCashback: 10% of ₹379
    expect(member.diagPatientLineItems[0].lineItems[0].additionalCircleCashback).toMatchObject({ cashbackType: "PERCENT", cashbackValue: 10, cashbackAmount: 3790 });
    expect(member.circleCashback).toBe(3790);
    expect(member.bookingFees).toBe(0);
  });

  it("'Circle discount rule: it applies only if the user is a member' — a visitor pays the normal price", () => {
    const b = priceDiagnosticCart(input({ isCircleMember: false }));
    expect(b.circleMemberDiscount).toBe(0);
    expect(b.circleCashback).toBe(0);
  });

  it("'prices differ for corporate-flow … users' — the partner price where it is lower, no member price", () => {
    const b = priceDiagnosticCart(input({ isCircleMember: true, corporate: { partnerId: "HDFCBANK", discountPercent: 40 } }));
    // THYROID: 60% of ₹600 = ₹360 < ₹419; CBC: 60% of ₹450 = ₹270 > ₹229 keeps ₹229
    expect(b.diagPatientLineItems[0].lineItems.map((l) => [l.price, l.groupPlan])).toEqual([[36000, "HDFCBANK"], [22900, "ALL"]]);
    expect(b.circleMemberDiscount).toBe(0);
    expect(b.isCorporateFlow).toBe(true);
  });

  it("homeCollectionCharges follow the city's bill-amount bands (getPhleboChargesV2)", () => {
    const rules = input().phleboCharges;
    expect(phleboChargeFor(rules, toPaise(499.99))).toBe(19900);
    expect(phleboChargeFor(rules, toPaise(500))).toBe(9900);
    expect(phleboChargeFor(rules, toPaise(1000))).toBe(0);
  });

  it("'Health credit redemption up to 50% of the order.'", () => {
    const b = priceDiagnosticCart(input({ healthCredits: { balance: toPaise(5000), requested: toPaise(5000) } }));
    const orderValue = 64800 + 9900 + 1900;
    expect(b.healthCreditsUsed).toBe(Math.floor(orderValue / 2));
    expect(b.toPay).toBe(orderValue - Math.floor(orderValue / 2));
    const small = priceDiagnosticCart(input({ healthCredits: { balance: toPaise(100), requested: toPaise(5000) } }));
    expect(small.healthCreditsUsed).toBe(10000);
  });

  it("'A per-patient split divides amounts by the patient count, to 2 decimals.'", () => {
    const b = priceDiagnosticCart(input({
      patients: [
        { patientID: 1, gender: "M", itemIds: [THYROID.itemId] },
        { patientID: 2, gender: "F", itemIds: [THYROID.itemId, CBC.itemId] },
        { patientID: 3, gender: "F", itemIds: [CBC.itemId] },
      ],
    }));
    expect(b.patientCount).toBe(3);
    expect(b.perPatient!.toPay).toBe(Math.round(b.toPay / 3));
    expect(toRupees(b.perPatient!.toPay)).toBe(Number((b.toPay / 300).toFixed(2)));
  });

  it("totals never drift: the sum of per-patient totals equals the items' total, in whole paise", () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ patientID: i + 1, gender: "F", itemIds: [THYROID.itemId, CBC.itemId, NO_CIRCLE.itemId] }));
    const b = priceDiagnosticCart(input({ patients: many, isCircleMember: true }));
    expect(b.diagPatientLineItems.reduce((s, p) => s + p.totalPrice, 0)).toBe(b.subTotal);
    expect(b.totalMrp - b.discountOnMrpNew - b.circleMemberDiscount).toBe(b.subTotal);
    expect(Number.isInteger(b.toPay)).toBe(true);
  });

  it("an empty cart costs nothing (no collection or booking charge)", () => {
    const b = priceDiagnosticCart(input({ patients: [] }));
    expect(b.toPay).toBe(0);
    expect(b.perPatient).toBeNull();
  });
});

describe("coupons (vaidateDiagnosticCoupon)", () => {
  const ok = { orderValue: toPaise(1200), isFirstOrder: false, isCircleMember: false, today: TODAY };
  it("a percentage coupon, capped at its maximum", () => {
    expect(checkCoupon("health25", coupons.HEALTH25, ok)).toMatchObject({ isCouponValid: true, discount: toPaise(300), couponCode: "HEALTH25" });
    expect(checkCoupon("HEALTH25", coupons.HEALTH25, { ...ok, orderValue: toPaise(4000) }).discount).toBe(toPaise(500));
  });
  it("a flat coupon", () => {
    expect(checkCoupon("FLAT150", coupons.FLAT150, ok)).toMatchObject({ isCouponValid: true, discount: toPaise(150) });
  });
  it("a minimum order, refused with what is missing", () => {
    const r = checkCoupon("FLAT150", coupons.FLAT150, { ...ok, orderValue: toPaise(648) });
    expect(r).toMatchObject({ isCouponValid: false, discount: 0 });
    expect(r.errorMsg).toBe("This coupon needs a minimum order of ₹999. Add tests worth ₹351 more to use it.");
  });
  it("an expired coupon", () => {
    expect(checkCoupon("MONSOON20", coupons.MONSOON20, ok).errorMsg).toBe(COUPON_MESSAGES.expired);
  });
  it("first order only", () => {
    expect(checkCoupon("FIRSTLAB", coupons.FIRSTLAB, ok).errorMsg).toBe(COUPON_MESSAGES.firstOrderOnly);
    expect(checkCoupon("FIRSTLAB", coupons.FIRSTLAB, { ...ok, isFirstOrder: true }).discount).toBe(toPaise(300));
  });
  it("Circle only", () => {
    expect(checkCoupon("CIRCLE15", coupons.CIRCLE15, ok).errorMsg).toBe(COUPON_MESSAGES.circleOnly);
    expect(checkCoupon("CIRCLE15", coupons.CIRCLE15, { ...ok, isCircleMember: true }).discount).toBe(toPaise(180));
  });
  it("an unknown code", () => {
    expect(checkCoupon("NOPE", null, ok)).toMatchObject({ isCouponValid: false, errorMsg: COUPON_MESSAGES.unknown });
  });
  it("couponDiscount lowers toPay and the collection charge follows the bill after the coupon", () => {
    const b = priceDiagnosticCart(input({ coupon: { code: "HEALTH25", coupon: coupons.HEALTH25, isFirstOrder: false, today: TODAY } }));
    expect(b.couponDiscount).toBe(Math.floor((64800 * 25) / 100));
    expect(b.coupon?.isCouponValid).toBe(true);
    // ₹648 − ₹162 = ₹486 falls in the < ₹500 band
    expect(b.homeCollectionCharges).toBe(19900);
    expect(b.toPay).toBe(64800 - 16200 + 19900 + 1900);
  });
});
