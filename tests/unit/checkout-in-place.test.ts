import { describe, expect, it } from "vitest";
import { couponChoices, type Coupon } from "~/.server/domain/pricing/coupons";
import { preselectedAddressId } from "~/lib/checkout-preselect";
import { isCheckoutPath } from "~/lib/checkout-routes";
import { youSave } from "~/features/cart/BillingBox";

const coupon = (c: Partial<Coupon> & Pick<Coupon, "code">): Coupon => ({
  description: `${c.code} offer`, discountType: "PERCENT", discountValue: 10, maxDiscount: null, minOrderValue: 0,
  validFrom: "2026-01-01", validTo: "2027-12-31", firstOrderOnly: false, circleOnly: false, ...c,
});

describe("the cart's list of applicable coupons (with why others don't apply)", () => {
  const coupons = [
    coupon({ code: "HEALTH25", discountValue: 25, maxDiscount: 50_000, minOrderValue: 50_000 }),
    coupon({ code: "FLAT150", discountType: "FLAT", discountValue: 15_000, minOrderValue: 99_900 }),
    coupon({ code: "MONSOON20", validFrom: "2026-06-01", validTo: "2026-09-30" }),
    coupon({ code: "FIRSTLAB", discountValue: 30, maxDiscount: 30_000, firstOrderOnly: true }),
    coupon({ code: "CIRCLE15", discountValue: 15, circleOnly: true }),
  ];
  const input = { orderValue: 80_000, isFirstOrder: true, isCircleMember: false, today: "2026-11-27" };

  it("lists the applicable ones first, biggest saving first, each with what it saves on this cart", () => {
    const list = couponChoices(coupons, input);
    expect(list.filter((c) => c.applicable).map((c) => [c.code, c.saving])).toEqual([["FIRSTLAB", 24_000], ["HEALTH25", 20_000]]);
  });

  it("says why each other coupon does not apply, in the words a typed code gets", () => {
    const others = couponChoices(coupons, input).filter((c) => !c.applicable);
    expect(others.map((c) => [c.code, c.reason])).toEqual([
      ["CIRCLE15", "This coupon is for Circle members only."],
      ["FLAT150", "This coupon needs a minimum order of ₹999. Add tests worth ₹199 more to use it."],
    ]);
    expect(others.every((c) => c.saving === 0)).toBe(true);
  });

  it("does not offer a coupon outside its dates", () => {
    expect(couponChoices(coupons, input).map((c) => c.code)).not.toContain("MONSOON20");
    expect(couponChoices(coupons, { ...input, today: "2026-07-01" }).map((c) => c.code)).toContain("MONSOON20");
  });
});

describe("'You save ₹X' in the bill", () => {
  it("adds the discount on MRP, the Circle discount and the coupon", () => {
    expect(youSave({ discountOnMrpNew: 320.5, circleMemberDiscount: 40, couponDiscount: 150 })).toBe(510.5);
    expect(youSave({ discountOnMrpNew: 0, circleMemberDiscount: 0, couponDiscount: 0 })).toBe(0);
  });
});

describe("'Pre-select the account's own profile after it is created, and the only or default address'", () => {
  it("chooses the default address, else the only one, else none", () => {
    expect(preselectedAddressId([{ id: 4, isDefault: false }, { id: 9, isDefault: true }])).toBe(9);
    expect(preselectedAddressId([{ id: 4, isDefault: false }])).toBe(4);
    expect(preselectedAddressId([{ id: 4, isDefault: false }, { id: 5, isDefault: false }])).toBeNull();
    expect(preselectedAddressId([])).toBeNull();
  });
});

describe("the checkout's pages (no step leaves them)", () => {
  it("covers the cart, patients, review, sign-in, payment and the booking result, and nothing else", () => {
    for (const p of ["/tests-cart", "/selected-patients", "/review-cart", "/login", "/pay/abc123", "/payments/diagnostics/42", "/order-succeed-test"]) {
      expect(isCheckoutPath(p), p).toBe(true);
    }
    for (const p of ["/patients", "/address-book", "/my-account", "/lab-tests", "/pay", "/tests-cart/x"]) expect(isCheckoutPath(p), p).toBe(false);
  });
});

describe("choosing a relation fills in the gender it names", () => {
  it("mother, daughter, sister, grandmother are female; father, son, brother, grandfather male; others none", async () => {
    const { genderOfRelation } = await import("~/lib/patient");
    expect(["mother", "daughter", "sister", "grandmother"].map(genderOfRelation)).toEqual(["F", "F", "F", "F"]);
    expect(["father", "son", "brother", "grandfather"].map(genderOfRelation)).toEqual(["M", "M", "M", "M"]);
    expect(["spouse", "me", "other", ""].map(genderOfRelation)).toEqual([null, null, null, null]);
  });
});
