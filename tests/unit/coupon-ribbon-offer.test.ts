/** The coupon ribbon's offer is a real coupon: its code exists and its terms are the seeded coupon's terms. */
import { describe, expect, it } from "vitest";
import { COUPON_RIBBON_OFFER } from "#widgets/screen-widgets/CouponRibbon/CouponRibbon";
import { seedCoupons } from "~/.server/db/seed-data/cart-pricing";
import { formatPrice } from "~/lib/price";

describe("coupon ribbon offer", () => {
  it("names a seeded coupon and states its percentage, cap and minimum order as the coupon has them", () => {
    const code = /code ([A-Z0-9]+)/.exec(COUPON_RIBBON_OFFER)?.[1];
    const coupon = seedCoupons.find((c) => c.code === code);
    expect(coupon, `coupon ${code} is seeded`).toBeDefined();
    expect(coupon!.discount_type).toBe("PERCENT");
    expect(COUPON_RIBBON_OFFER).toContain(`${coupon!.discount_value}% off`);
    expect(COUPON_RIBBON_OFFER).toContain(`up to ${formatPrice(coupon!.max_discount! / 100)}`);
    expect(COUPON_RIBBON_OFFER).toContain(`orders of ${formatPrice(coupon!.min_order_value / 100)} or more`);
  });
});
