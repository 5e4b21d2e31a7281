/** Price display rules, one test per rule, each named by the spec sentence it checks. */
import { describe, expect, it } from "vitest";
import { discountPercent, formatPrice, itemPriceDisplay, type PricingInput } from "~/lib/price";

const entry = (over: Partial<PricingInput> = {}): PricingInput => ({
  mrp: 2000,
  price: 1499,
  circleMrp: 2000,
  circlePrice: 1299,
  groupPlan: "ALL",
  status: "active",
  showSlashedPrice: true,
  showDiscountPercent: true,
  cashbackText: "Extra 10% cashback for Circle members",
  ...over,
});
const visitor = { isCircleMember: false };
const member = { isCircleMember: true };

describe("formatPrice", () => {
  it("'Price display: whole numbers without decimals' — 1499 → ₹1,499", () => {
    expect(formatPrice(1499)).toBe("₹1,499");
    expect(formatPrice(0)).toBe("₹0");
  });

  it("'…otherwise two decimals' — 1499.5 → ₹1,499.50", () => {
    expect(formatPrice(1499.5)).toBe("₹1,499.50");
    expect(formatPrice(99.99)).toBe("₹99.99");
    // Rounded to paise first: a float that is really whole shows as whole.
    expect(formatPrice(1499.999)).toBe("₹1,500");
  });

  it("'Currency symbol ₹' — with Indian digit grouping", () => {
    expect(formatPrice(150000)).toBe("₹1,50,000");
    expect(formatPrice(12345678.25)).toBe("₹1,23,45,678.25");
  });
});

describe("discountPercent", () => {
  it("'Discount percent is rounded to an integer'", () => {
    expect(discountPercent(2000, 1499)).toBe(25); // 25.05
    expect(discountPercent(900, 649)).toBe(28); // 27.9
    expect(discountPercent(3, 2)).toBe(33);
  });

  it("is 0 when there is no MRP or no saving", () => {
    expect(discountPercent(0, 100)).toBe(0);
    expect(discountPercent(-5, 1)).toBe(0);
    expect(discountPercent(500, 500)).toBe(0);
    expect(discountPercent(500, 650)).toBe(0);
  });
});

describe("itemPriceDisplay", () => {
  it("shows the slashed MRP and discount percent only when the pricing flags showSlashedPrice / showDiscountPercent say so", () => {
    expect(itemPriceDisplay([entry()], visitor)).toMatchObject({ price: 1499, mrp: 2000, showSlashedPrice: true, discountPercent: 25 });
    expect(itemPriceDisplay([entry({ showSlashedPrice: false })], visitor)).toMatchObject({ showSlashedPrice: false, discountPercent: 25 });
    expect(itemPriceDisplay([entry({ showDiscountPercent: false })], visitor)).toMatchObject({ showSlashedPrice: true, discountPercent: null });
  });

  it("shows no slashed MRP or percent when the MRP is not above the price", () => {
    const d = itemPriceDisplay([entry({ mrp: 1499 })], visitor);
    expect(d.showSlashedPrice).toBe(false);
    expect(d.discountPercent).toBeNull();
  });

  it("'Members see member prices where the circle price is lower than the normal price' — a member pays the Circle price", () => {
    const d = itemPriceDisplay([entry()], member);
    expect(d.price).toBe(1299);
    expect(d.mrp).toBe(2000);
    expect(d.discountPercent).toBe(discountPercent(2000, 1299));
    expect(d.circlePrice).toBe(1299);
  });

  it("'Circle pricing: the discount applies only if the user is a member…; otherwise standard prices apply'", () => {
    const d = itemPriceDisplay([entry()], visitor);
    expect(d.price).toBe(1499);
    // A visitor is still told what Circle would cost.
    expect(d.circlePrice).toBe(1299);
  });

  it("'Circle member: gets member prices and cashback where the member price is lower than the normal price' — not otherwise", () => {
    for (const circlePrice of [1499, 1599]) {
      for (const viewer of [visitor, member]) {
        const d = itemPriceDisplay([entry({ circlePrice })], viewer);
        expect(d.price).toBe(1499);
        expect(d.circlePrice).toBeNull();
        expect(d.cashbackText).toBeNull();
      }
    }
    expect(itemPriceDisplay([entry()], visitor).cashbackText).toBe("Extra 10% cashback for Circle members");
  });

  it("reads a separate CIRCLE groupPlan entry for the member price (diagnosticPricing is a list per item)", () => {
    const list = [
      entry({ groupPlan: "CIRCLE", mrp: 2000, price: 1199, circlePrice: null, cashbackText: null }),
      entry({ groupPlan: "ALL", circlePrice: null }),
    ];
    expect(itemPriceDisplay(list, visitor)).toMatchObject({ price: 1499, circlePrice: 1199 });
    expect(itemPriceDisplay(list, member)).toMatchObject({ price: 1199 });
  });

  it("ignores inactive pricing entries when an active one exists", () => {
    const d = itemPriceDisplay([entry({ status: "inactive", price: 999 }), entry({ price: 1499 })], visitor);
    expect(d.price).toBe(1499);
  });

  it("returns zeros and nulls when the item has no pricing", () => {
    const none = { price: 0, mrp: 0, showSlashedPrice: false, discountPercent: null, circlePrice: null, cashbackText: null };
    expect(itemPriceDisplay(undefined, visitor)).toEqual(none);
    expect(itemPriceDisplay(null, member)).toEqual(none);
    expect(itemPriceDisplay([], visitor)).toEqual(none);
  });
});
