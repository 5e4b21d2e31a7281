/**
 * Price display, the spec's rules: "Price display: whole numbers without decimals, otherwise two decimals.
 * Currency symbol ₹. Discount percent is rounded to an integer." and "Circle member: gets member prices and
 * cashback where the member price is lower than the normal price."
 */

import { advertisedMemberPrice, memberPrice } from "./member-price";

export const CURRENCY_SYMBOL = "₹";

const wholeFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** 1499 → "₹1,499"; 1499.5 → "₹1,499.50"; 150000 → "₹1,50,000" (Indian digit grouping). */
export function formatPrice(amount: number): string {
  // Round to paise first, so 1499.999 shows as the whole ₹1,500 rather than "₹1,500.00".
  const paise = Math.round(num(amount) * 100);
  const rupees = Math.abs(paise) / 100;
  const text = Number.isInteger(rupees) ? wholeFormat.format(rupees) : decimalFormat.format(rupees);
  return `${paise < 0 ? "-" : ""}${CURRENCY_SYMBOL}${text}`;
}

/** Whole percent off the MRP; 0 when there is no MRP or no saving. */
export function discountPercent(mrp: number, price: number): number {
  const m = num(mrp);
  const p = num(price);
  if (m <= 0 || p >= m) return 0;
  return Math.round(((m - p) / m) * 100);
}

/** One entry of an item's diagnosticPricing list (the fields price display reads). */
export interface PricingInput {
  mrp: number;
  price: number;
  circlePrice?: number | null;
  circleMrp?: number | null;
  groupPlan?: string | null;
  status?: string | null;
  showSlashedPrice?: boolean | null;
  showDiscountPercent?: boolean | null;
  cashbackText?: string | null;
}

export interface ItemPriceDisplay {
  /** What this viewer pays. */
  price: number;
  mrp: number;
  /** Show the MRP struck through beside the price. */
  showSlashedPrice: boolean;
  /** Whole percent off the MRP, or null when it is not to be shown. */
  discountPercent: number | null;
  /** The Circle member price, only where it is lower than the normal price. */
  circlePrice: number | null;
  /** Circle cashback text, only where the Circle price is lower than the normal price. */
  cashbackText: string | null;
}

const NO_PRICE: ItemPriceDisplay = { price: 0, mrp: 0, showSlashedPrice: false, discountPercent: null, circlePrice: null, cashbackText: null };

const isActive = (p: PricingInput) => !p.status || p.status.toLowerCase() === "active";

/**
 * What a card shows for an item. The standard entry gives price and MRP; a separate CIRCLE plan entry (or the
 * entry's own circlePrice) gives the member price. The slashed MRP and the percent follow the pricing flags.
 */
export function itemPriceDisplay(
  pricing: readonly PricingInput[] | undefined | null,
  { isCircleMember }: { isCircleMember: boolean },
): ItemPriceDisplay {
  const all = (pricing ?? []).filter((p): p is PricingInput => !!p && typeof p === "object");
  const active = all.filter(isActive);
  const pool = active.length ? active : all;
  if (!pool.length) return { ...NO_PRICE };

  const standard = pool.find((p) => p.groupPlan !== "CIRCLE") ?? pool[0];
  const circleEntry = pool.find((p) => p.groupPlan === "CIRCLE" && p !== standard);
  const normalPrice = num(standard.price);
  const normalMrp = num(standard.mrp);

  const rawCircle = circleEntry ? (circleEntry.circlePrice ?? circleEntry.price) : standard.circlePrice;
  const circle = typeof rawCircle === "number" && Number.isFinite(rawCircle) ? rawCircle : null;
  // "Members get member prices and cashback where the member price is lower than the normal price": the one
  // Circle price rule (lib/member-price), the same the cart, consults and scans charge by.
  const advertised = advertisedMemberPrice(normalPrice, circle);
  const circleMrp = num(circleEntry?.circleMrp ?? circleEntry?.mrp ?? standard.circleMrp) || normalMrp;

  const member = memberPrice(normalPrice, circle, isCircleMember);
  const price = member.price;
  const mrp = member.circleApplies ? circleMrp : normalMrp;
  const saving = mrp > price;

  return {
    price,
    mrp,
    showSlashedPrice: !!standard.showSlashedPrice && saving,
    discountPercent: standard.showDiscountPercent && saving ? discountPercent(mrp, price) : null,
    circlePrice: advertised,
    cashbackText: advertised != null ? (standard.cashbackText || circleEntry?.cashbackText || null) : null,
  };
}
