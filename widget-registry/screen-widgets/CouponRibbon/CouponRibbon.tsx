/** Coupon ribbon: the current lab-test offer, dismissible. */
import { Ribbon } from "../shared/Ribbon";
import type { ScreenWidgetProps } from "../index";

export const COUPON_RIBBON_OFFER = "Flat 25% off on lab tests with free home sample collection";

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
