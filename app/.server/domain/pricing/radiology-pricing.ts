import { memberPrice, type MemberPrice } from "~/lib/member-price";

/**
 * What a radiology booking costs. Issue 17: "The price shown is all-in: scan plus registration fee" — a clinic's
 * registration fee is charged once per visit, however many scans are done in it. Paise in, paise out.
 */
export interface RadiologyPrice {
  /** The scans' prices added up. */
  scansTotal: number;
  registrationFee: number;
  /** What the patient pays: scans + registration fee. */
  totalAmount: number;
}

export function radiologyPricing(scanPrices: readonly number[], registrationFee: number): RadiologyPrice {
  if (scanPrices.some((p) => !Number.isInteger(p) || p < 0) || !Number.isInteger(registrationFee) || registrationFee < 0) {
    throw new Error("Radiology prices are whole paise, never negative");
  }
  const scansTotal = scanPrices.reduce((a, b) => a + b, 0);
  return { scansTotal, registrationFee, totalAmount: scansTotal + registrationFee };
}

/**
 * Each scan at what this viewer pays: the member price for a Circle member where lower (app/lib/member-price.ts).
 * The cart, the clinic lists (site and API) and booking all price scans here.
 */
export function radiologyScanPrices(items: readonly { price: number; circlePrice: number | null }[], isCircleMember: boolean): MemberPrice[] {
  return items.map((i) => memberPrice(i.price, i.circlePrice, isCircleMember));
}
