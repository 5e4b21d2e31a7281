/**
 * The lines of an order's stored bill as every screen and document prints them, in one order with one wording,
 * so the order page, the success page and the invoice read the same. Works on paise or rupees alike.
 */
export interface BillFigures {
  mrpTotal: number;
  /** What the lab's own prices take off MRP. */
  mrpDiscount: number;
  /** Circle members' price below the lab's price. */
  circleDiscount: number;
  couponDiscount: number;
  /** Home (phlebo) collection charge. */
  collectionFee: number;
  bookingFee: number;
  /** Charge of a premium slot. */
  slotFee: number;
  healthCreditsUsed: number;
  /** What the patient pays in money (online, or cash at collection). */
  toPay: number;
}

export interface BillLine {
  label: string;
  /** Negative for what comes off. */
  amount: number;
}

/** The bill's lines (zero discounts and fees left out) and its total line, which the lines add up to. */
export function billLines(b: BillFigures, paymentType: string, couponCode?: string | null): { lines: BillLine[]; total: BillLine } {
  const lines: BillLine[] = [
    { label: "Total MRP", amount: b.mrpTotal },
    { label: "Discount on MRP", amount: -b.mrpDiscount },
    { label: "Circle discount", amount: -b.circleDiscount },
    { label: couponCode ? `Coupon discount (${couponCode})` : "Coupon discount", amount: -b.couponDiscount },
    { label: "Home collection charges", amount: b.collectionFee },
    { label: "Booking fee", amount: b.bookingFee },
    { label: "Slot charges", amount: b.slotFee },
    { label: "Health credits used", amount: -b.healthCreditsUsed },
  ].filter((l, i) => i === 0 || l.amount !== 0);
  return { lines, total: { label: paymentType === "COD" ? "To pay at collection" : "Paid", amount: b.toPay } };
}
