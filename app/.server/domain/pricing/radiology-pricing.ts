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
