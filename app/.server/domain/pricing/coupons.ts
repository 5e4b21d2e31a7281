/**
 * Coupons for lab-test orders, checked by `vaidateDiagnosticCoupon` and applied by the pricing module.
 * Spec: "Apply coupons", "Coupon errors come through errorMsg and isCouponValid". Every refusal says why.
 * Money is integer paise.
 */
import { formatPrice } from "~/lib/price";

export type CouponDiscountType = "PERCENT" | "FLAT";

export interface Coupon {
  code: string;
  description: string;
  discountType: CouponDiscountType;
  /** Percent (whole number) for PERCENT, paise for FLAT. */
  discountValue: number;
  /** Cap of a percentage discount, paise; null for none. */
  maxDiscount: number | null;
  /** Smallest order value (after item discounts) the coupon applies to, paise. */
  minOrderValue: number;
  /** yyyy-mm-dd, inclusive, India time. */
  validFrom: string;
  validTo: string;
  firstOrderOnly: boolean;
  circleOnly: boolean;
}

export interface CouponCheckInput {
  /** What the items cost after MRP and member discounts, paise. */
  orderValue: number;
  isFirstOrder: boolean;
  isCircleMember: boolean;
  /** yyyy-mm-dd in India time. */
  today: string;
}

export interface CouponOutcome {
  couponCode: string;
  isCouponValid: boolean;
  /** Why the coupon was refused; null when it applies. */
  errorMsg: string | null;
  /** Paise off the order; 0 when refused. */
  discount: number;
  description: string | null;
}

export const COUPON_MESSAGES = {
  unknown: "This coupon code is not valid. Please check the code and try again.",
  emptyCart: "Add a test to your cart to apply a coupon.",
  notStarted: "This coupon is not active yet.",
  expired: "This coupon has expired.",
  firstOrderOnly: "This coupon is valid on your first lab test order only.",
  circleOnly: "This coupon is for Circle members only.",
  minOrder: (min: number, short: number) =>
    `This coupon needs a minimum order of ${formatPrice(min / 100)}. Add tests worth ${formatPrice(short / 100)} more to use it.`,
} as const;

/** Codes are typed by people: case and surrounding spaces do not matter. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase().slice(0, 30);

function refused(code: string, errorMsg: string, description: string | null = null): CouponOutcome {
  return { couponCode: code, isCouponValid: false, errorMsg, discount: 0, description };
}

/** The coupon's discount on this order, or the reason it does not apply. Pure: no clock, no database. */
export function checkCoupon(code: string, coupon: Coupon | null, input: CouponCheckInput): CouponOutcome {
  const c = normaliseCouponCode(code);
  if (!coupon) return refused(c, COUPON_MESSAGES.unknown);
  if (input.orderValue <= 0) return refused(c, COUPON_MESSAGES.emptyCart, coupon.description);
  if (input.today < coupon.validFrom) return refused(c, COUPON_MESSAGES.notStarted, coupon.description);
  if (input.today > coupon.validTo) return refused(c, COUPON_MESSAGES.expired, coupon.description);
  if (coupon.circleOnly && !input.isCircleMember) return refused(c, COUPON_MESSAGES.circleOnly, coupon.description);
  if (coupon.firstOrderOnly && !input.isFirstOrder) return refused(c, COUPON_MESSAGES.firstOrderOnly, coupon.description);
  if (input.orderValue < coupon.minOrderValue) {
    return refused(c, COUPON_MESSAGES.minOrder(coupon.minOrderValue, coupon.minOrderValue - input.orderValue), coupon.description);
  }
  let discount =
    coupon.discountType === "PERCENT" ? Math.floor((input.orderValue * coupon.discountValue) / 100) : coupon.discountValue;
  if (coupon.maxDiscount != null) discount = Math.min(discount, coupon.maxDiscount);
  // A coupon never makes the items free of charge or negative.
  discount = Math.max(0, Math.min(discount, input.orderValue));
  return { couponCode: c, isCouponValid: true, errorMsg: null, discount, description: coupon.description };
}

export interface CouponChoice {
  code: string;
  description: string;
  /** Applies to this cart now. */
  applicable: boolean;
  /** Paise off this cart when applicable, 0 otherwise. */
  saving: number;
  /** Why it does not apply (the same words as when the code is typed); null when it applies. */
  reason: string | null;
}

/**
 * The cart's coupon list: every coupon running today, checked against this cart by the same rule as a typed code
 * (checkCoupon), the applicable ones first, biggest saving first, then the others with why they do not apply.
 * Coupons not started or already over are not offered at all: there is nothing the patient can do about them.
 */
export function couponChoices(coupons: readonly Coupon[], input: CouponCheckInput): CouponChoice[] {
  return coupons
    .filter((c) => c.validFrom <= input.today && input.today <= c.validTo)
    .map((c) => {
      const outcome = checkCoupon(c.code, c, input);
      return { code: c.code, description: c.description, applicable: outcome.isCouponValid, saving: outcome.discount, reason: outcome.errorMsg };
    })
    .sort((a, b) => Number(b.applicable) - Number(a.applicable) || b.saving - a.saving || a.code.localeCompare(b.code));
}
