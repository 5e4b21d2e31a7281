/** Coupon ribbon: the current lab-test offer, dismissible. */
import { Ribbon } from "../shared/Ribbon";
import type { ScreenWidgetProps } from "../index";

/** The seeded HEALTH25 coupon (seed-data/cart-pricing.ts), with its code so it can be applied on the cart page. */
export const COUPON_RIBBON_OFFER = "Use code HEALTH25: 25% off lab tests, up to ₹500, on orders of ₹500 or more";

export function CouponRibbon({ params, onClose }: ScreenWidgetProps) {
  const offer = typeof params.offer === "string" && params.offer.length <= 120 ? params.offer : COUPON_RIBBON_OFFER;
  return (
    <Ribbon name="coupon_ribbon" label="Offer">
      <p className="sw-ribbon-text">
        <span aria-hidden="true">🏷️ </span>
        {offer}
      </p>
      <button type="button" className="sw-close sw-close-small" aria-label="Dismiss offer" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </Ribbon>
  );
}
