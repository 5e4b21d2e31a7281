/**
 * The one Circle price rule for everything sold here (lab tests, consults, scans): "Members see member prices
 * where the circle price is lower than the normal price" and "the discount applies only if the user is a member
 * … otherwise standard prices apply" (platform spec §1, §5). Paise in, paise out.
 */
export interface MemberPrice {
  /** What this viewer pays. */
  price: number;
  /** The normal price. */
  normalPrice: number;
  /** True when the member price is the one charged. */
  circleApplies: boolean;
  /** What membership saved on this price (0 when it does not apply). */
  circleDiscount: number;
}

/** A member price of 0 or none means the item has no member price. */
export function memberPrice(normalPrice: number, circlePrice: number | null | undefined, isCircleMember: boolean): MemberPrice {
  const circleApplies = isCircleMember && circlePrice != null && circlePrice > 0 && circlePrice < normalPrice;
  return circleApplies
    ? { price: circlePrice, normalPrice, circleApplies, circleDiscount: normalPrice - circlePrice }
    : { price: normalPrice, normalPrice, circleApplies: false, circleDiscount: 0 };
}

/** The member price worth advertising to a non-member: only one lower than the normal price. */
export function advertisedMemberPrice(normalPrice: number, circlePrice: number | null | undefined): number | null {
  return circlePrice != null && circlePrice > 0 && circlePrice < normalPrice ? circlePrice : null;
}
