/**
 * Cart billing (lab-tests spec §3 "Cart billing": totalMrp, discountOnMrpNew, circleMemberDiscount,
 * couponDiscount, homeCollectionCharges, bookingFees, additionalCharges, toPay, health credits used, coupon
 * validity). One pure function, `priceDiagnosticCart`, used by the cart page, the API
 * (`getDiagnosticCartDetailsV1`) and booking. Money is integer paise throughout, so totals never drift; rupees
 * appear only in `toRupees` at the edge.
 */
import { memberPrice } from "~/lib/member-price";
import { checkCoupon, type Coupon, type CouponOutcome } from "./coupons";
import { redeemableHealthCredits } from "../health-credits/health-credits";

/** One item's prices for the city, paise. */
export interface ItemPrices {
  itemId: number;
  itemName: string;
  mrp: number;
  price: number;
  /** 0 or missing when the item has no member price. */
  circlePrice: number;
  groupPlan: string;
  /** Percent of the member price returned as health credits (from the pricing's cashback text), or null. */
  circleCashbackPercent: number | null;
  cashbackText: string | null;
}

/** Collection charges for a city by bill amount (getPhleboChargesV2). */
export interface PhleboChargeRule {
  /** Inclusive lower bound of the bill, paise. */
  minBill: number;
  /** Exclusive upper bound, paise; null for no upper bound. */
  maxBill: number | null;
  charge: number;
}

export interface CorporatePlan {
  partnerId: string;
  /** Whole percent off the MRP for the partner's employees. */
  discountPercent: number;
}

export interface BillingInput {
  patients: { patientID: number; gender: string | null; itemIds: number[] }[];
  prices: ReadonlyMap<number, ItemPrices>;
  isCircleMember: boolean;
  /** The corporate flow's plan when the account's primary profile carries a partnerId. */
  corporate: CorporatePlan | null;
  coupon: { code: string; coupon: Coupon | null; isFirstOrder: boolean; today: string } | null;
  phleboCharges: PhleboChargeRule[];
  /** Booking fee per order, paise (waived for Circle members). */
  bookingFee: number;
  additionalCharges: number;
  healthCredits: { balance: number; requested: number };
}

export interface CircleCashback {
  cashbackType: "PERCENT";
  cashbackValue: number;
  cashbackAmount: number;
  offerDescription: string;
}

export interface BilledLineItem {
  itemId: number;
  itemName: string;
  price: number;
  mrp: number;
  groupPlan: string;
  additionalCircleCashback: CircleCashback | null;
}

export interface PatientBilling {
  patientID: number;
  gender: string | null;
  totalPrice: number;
  lineItems: BilledLineItem[];
}

export interface CartBilling {
  totalMrp: number;
  discountOnMrpNew: number;
  circleMemberDiscount: number;
  couponDiscount: number;
  homeCollectionCharges: number;
  bookingFees: number;
  additionalCharges: number;
  /** What the items cost after MRP and member discounts (before coupon and charges). */
  subTotal: number;
  healthCreditsUsed: number;
  /** The most health credits this order may use (50% of the order, at most the balance). */
  healthCreditsAvailable: number;
  toPay: number;
  circleCashback: number;
  coupon: CouponOutcome | null;
  diagPatientLineItems: PatientBilling[];
  patientCount: number;
  /** "A per-patient split divides amounts by the patient count, to 2 decimals." */
  perPatient: { totalMrp: number; toPay: number } | null;
  isCorporateFlow: boolean;
  isCircleMember: boolean;
}

/** "Get 10% back as HCs" → 10. */
export function cashbackPercentOf(text: string | null | undefined): number | null {
  const m = /(\d{1,2})\s*%/.exec(text ?? "");
  return m ? Number(m[1]) : null;
}

/** Rupees from the catalogue (double precision) to integer paise. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);
/** Paise to rupees for the API: exact to two decimals. */
export const toRupees = (paise: number) => Math.round(paise) / 100;

/** Home collection charge for a bill amount: the rule whose range holds the bill; 0 when none does. */
export function phleboChargeFor(rules: PhleboChargeRule[], bill: number): number {
  const rule = rules.find((r) => bill >= r.minBill && (r.maxBill == null || bill < r.maxBill));
  return rule?.charge ?? 0;
}

/**
 * What one patient's line pays for an item. "Circle price only for members and only where lower";
 * the corporate flow pays the partner's price where that is lower than the normal price.
 */
export function linePrice(p: ItemPrices, input: Pick<BillingInput, "isCircleMember" | "corporate">): BilledLineItem {
  const base = { itemId: p.itemId, itemName: p.itemName, mrp: p.mrp };
  if (input.corporate) {
    // Whole rupees, as the corporate price lists are.
    const corporate = Math.round((p.mrp * (100 - input.corporate.discountPercent)) / 100 / 100) * 100;
    return corporate < p.price
      ? { ...base, price: corporate, groupPlan: input.corporate.partnerId, additionalCircleCashback: null }
      : { ...base, price: p.price, groupPlan: "ALL", additionalCircleCashback: null };
  }
  const { circleApplies } = memberPrice(p.price, p.circlePrice, input.isCircleMember);
  if (!circleApplies) return { ...base, price: p.price, groupPlan: "ALL", additionalCircleCashback: null };
  const pct = p.circleCashbackPercent;
  return {
    ...base,
    price: p.circlePrice,
    groupPlan: "CIRCLE",
    additionalCircleCashback: pct
      ? { cashbackType: "PERCENT", cashbackValue: pct, cashbackAmount: Math.floor((p.circlePrice * pct) / 100), offerDescription: p.cashbackText ?? "" }
      : null,
  };
}

/** getDiagnosticCartDetailsV1's arithmetic. Items not priced in the city are left out (they are not sold there). */
export function priceDiagnosticCart(input: BillingInput): CartBilling {
  let totalMrp = 0;
  let discountOnMrpNew = 0;
  let circleMemberDiscount = 0;
  let circleCashback = 0;
  const diagPatientLineItems: PatientBilling[] = input.patients.map((patient) => {
    const lineItems = patient.itemIds
      .map((id) => input.prices.get(id))
      .filter((p): p is ItemPrices => !!p)
      .map((p) => {
        const line = linePrice(p, input);
        totalMrp += p.mrp;
        if (line.groupPlan === "CIRCLE") {
          discountOnMrpNew += Math.max(0, p.mrp - p.price);
          circleMemberDiscount += p.price - line.price;
          circleCashback += line.additionalCircleCashback?.cashbackAmount ?? 0;
        } else {
          discountOnMrpNew += Math.max(0, p.mrp - line.price);
        }
        return line;
      });
    return { patientID: patient.patientID, gender: patient.gender, totalPrice: lineItems.reduce((s, l) => s + l.price, 0), lineItems };
  });
  const subTotal = diagPatientLineItems.reduce((s, p) => s + p.totalPrice, 0);

  const coupon = input.coupon
    ? checkCoupon(input.coupon.code, input.coupon.coupon, {
        orderValue: subTotal,
        isFirstOrder: input.coupon.isFirstOrder,
        isCircleMember: input.isCircleMember,
        today: input.coupon.today,
      })
    : null;
  const couponDiscount = coupon?.discount ?? 0;
  const hasItems = subTotal > 0;
  const homeCollectionCharges = hasItems ? phleboChargeFor(input.phleboCharges, subTotal - couponDiscount) : 0;
  const bookingFees = hasItems && !input.isCircleMember ? input.bookingFee : 0;
  const additionalCharges = hasItems ? input.additionalCharges : 0;
  const orderValue = subTotal - couponDiscount + homeCollectionCharges + bookingFees + additionalCharges;

  // "Health credits can pay only up to 50% of the order value."
  const healthCreditsAvailable = redeemableHealthCredits(input.healthCredits.balance, orderValue);
  const healthCreditsUsed = Math.max(0, Math.min(input.healthCredits.requested, healthCreditsAvailable));
  const toPay = orderValue - healthCreditsUsed;
  const patientCount = diagPatientLineItems.filter((p) => p.lineItems.length).length;

  return {
    totalMrp,
    discountOnMrpNew,
    circleMemberDiscount,
    couponDiscount,
    homeCollectionCharges,
    bookingFees,
    additionalCharges,
    subTotal,
    healthCreditsUsed,
    healthCreditsAvailable,
    toPay,
    circleCashback,
    coupon,
    diagPatientLineItems,
    patientCount,
    perPatient: patientCount > 1 ? { totalMrp: Math.round(totalMrp / patientCount), toPay: Math.round(toPay / patientCount) } : null,
    isCorporateFlow: !!input.corporate,
    isCircleMember: input.isCircleMember,
  };
}

const r = toRupees;
const lineInRupees = (l: BilledLineItem) => ({
  ...l,
  price: r(l.price),
  mrp: r(l.mrp),
  additionalCircleCashback: l.additionalCircleCashback ? { ...l.additionalCircleCashback, cashbackAmount: r(l.additionalCircleCashback.cashbackAmount) } : null,
});

/** The billing as the API and pages show it: rupees, exact to the paisa. */
export function billingInRupees(b: CartBilling) {
  return {
    totalMrp: r(b.totalMrp),
    discountOnMrpNew: r(b.discountOnMrpNew),
    circleMemberDiscount: r(b.circleMemberDiscount),
    couponDiscount: r(b.couponDiscount),
    homeCollectionCharges: r(b.homeCollectionCharges),
    bookingFees: r(b.bookingFees),
    additionalCharges: r(b.additionalCharges),
    subTotal: r(b.subTotal),
    healthCreditsUsed: r(b.healthCreditsUsed),
    healthCreditsAvailable: r(b.healthCreditsAvailable),
    toPay: r(b.toPay),
    circleCashback: r(b.circleCashback),
    couponCode: b.coupon?.couponCode ?? null,
    isCouponValid: b.coupon ? b.coupon.isCouponValid : null,
    errorMsg: b.coupon?.errorMsg ?? null,
    couponDescription: b.coupon?.description ?? null,
    diagPatientLineItems: b.diagPatientLineItems.map((p) => ({ ...p, totalPrice: r(p.totalPrice), lineItems: p.lineItems.map(lineInRupees) })),
    patientCount: b.patientCount,
    perPatientToPay: b.perPatient ? r(b.perPatient.toPay) : null,
    perPatientTotalMrp: b.perPatient ? r(b.perPatient.totalMrp) : null,
    isCorporateFlow: b.isCorporateFlow,
    isCircleMember: b.isCircleMember,
  };
}
export type CartBillingView = ReturnType<typeof billingInRupees>;
