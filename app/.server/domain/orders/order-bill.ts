/**
 * The bill of a booked order: computed ONCE at booking from the pricing module's bill and stored on the parent
 * order, with each patient's share on that patient's order. The order page, the success page, payments, refunds
 * and invoices all format the stored bill; none of them adds amounts up again, so every screen and document of an
 * order shows the same figures. Integer paise.
 *
 * The lines add up: mrpTotal − mrpDiscount − circleDiscount − couponDiscount + collectionFee + bookingFee + slotFee
 * − healthCreditsUsed = toPay.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { CartBilling } from "../pricing/pricing";
import type { BillFigures } from "~/lib/bill-lines";

/** The figures of a bill (see lib/bill-lines for their meaning and how they are printed). */
export type OrderBill = BillFigures;

const BILL_KEYS: (keyof OrderBill)[] = ["mrpTotal", "mrpDiscount", "circleDiscount", "couponDiscount", "collectionFee", "bookingFee", "slotFee", "healthCreditsUsed", "toPay"];

/** A lead's bill before anything is priced. */
export const NO_BILL: OrderBill = { mrpTotal: 0, mrpDiscount: 0, circleDiscount: 0, couponDiscount: 0, collectionFee: 0, bookingFee: 0, slotFee: 0, healthCreditsUsed: 0, toPay: 0 };

/** The order's value before health credits: what the tests and charges come to. */
export const orderValue = (b: OrderBill) => b.mrpTotal - b.mrpDiscount - b.circleDiscount - b.couponDiscount + b.collectionFee + b.bookingFee + b.slotFee;

export const billAddsUp = (b: OrderBill) => orderValue(b) - b.healthCreditsUsed === b.toPay;

/** The parent order's bill from the pricing module's bill of the booking. */
export function billOfCart(billing: CartBilling): OrderBill {
  return {
    mrpTotal: billing.totalMrp,
    // Whatever is between MRP and the price paid for the tests that is not a Circle discount, so the lines add up.
    mrpDiscount: billing.totalMrp - billing.circleMemberDiscount - billing.subTotal,
    circleDiscount: billing.circleMemberDiscount,
    couponDiscount: billing.couponDiscount,
    collectionFee: billing.homeCollectionCharges,
    bookingFee: billing.bookingFees,
    slotFee: billing.additionalCharges,
    healthCreditsUsed: billing.healthCreditsUsed,
    toPay: billing.toPay,
  };
}

/** `total` in parts by `weights`, rounded down, the remainder on the first part, so the parts add up to it. */
function shares(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const parts = weights.map((w) => (sum > 0 ? Math.floor((total * w) / sum) : Math.floor(total / weights.length)));
  parts[0] += total - parts.reduce((s, p) => s + p, 0);
  return parts;
}

export interface PatientItems {
  /** Sum of the patient's tests at MRP, and at the price charged (after MRP and Circle discounts). */
  mrp: number;
  price: number;
}

/**
 * The one split rule of a parent bill over its patients' orders. A patient's tests are their own (MRP and the
 * price charged); the Circle discount goes by each patient's discount off MRP, the coupon by the price of their
 * tests, the collection, booking and slot fees equally (one visit), and the health credits by each share's value.
 * Every amount is rounded down with the remainder on the first patient, so the shares add up to the parent.
 */
export function splitBill(parent: OrderBill, patients: PatientItems[]): OrderBill[] {
  if (!patients.length) return [];
  const by = (total: number, weights: number[]) => shares(total, weights);
  const ones = patients.map(() => 1);
  const circle = by(parent.circleDiscount, patients.map((p) => Math.max(0, p.mrp - p.price)));
  const coupon = by(parent.couponDiscount, patients.map((p) => p.price));
  const collection = by(parent.collectionFee, ones);
  const booking = by(parent.bookingFee, ones);
  const slot = by(parent.slotFee, ones);
  const parts = patients.map((p, i) => ({
    mrpTotal: p.mrp,
    mrpDiscount: p.mrp - p.price - circle[i],
    circleDiscount: circle[i],
    couponDiscount: coupon[i],
    collectionFee: collection[i],
    bookingFee: booking[i],
    slotFee: slot[i],
    healthCreditsUsed: 0,
    toPay: 0,
  }));
  // The tests' own figures of the patients add up to the parent's by construction; the MRP discount takes any
  // difference (a parent bill of older orders), so the parts still add up to the parent exactly.
  parts[0].mrpTotal += parent.mrpTotal - parts.reduce((s, p) => s + p.mrpTotal, 0);
  parts[0].mrpDiscount += parent.mrpDiscount - parts.reduce((s, p) => s + p.mrpDiscount, 0);
  const credits = by(parent.healthCreditsUsed, parts.map((p) => Math.max(0, orderValue(p))));
  parts.forEach((p, i) => {
    p.healthCreditsUsed = credits[i];
    p.toPay = orderValue(p) - credits[i];
  });
  return parts;
}

export const billJson = (b: OrderBill) => JSON.stringify(b);

/** The stored bill of an order row; null for a row without one. */
export function parseBill(json: string | null | undefined): OrderBill | null {
  if (!json) return null;
  const raw = JSON.parse(json) as Record<string, unknown>;
  if (!BILL_KEYS.every((k) => Number.isSafeInteger(raw[k]))) return null;
  return Object.fromEntries(BILL_KEYS.map((k) => [k, raw[k] as number])) as unknown as OrderBill;
}

/** The stored bill of an order row, or an error: every order has one since it was booked (or migrated). */
export function storedBill(row: { id: number; bill: string | null }): OrderBill {
  const bill = parseBill(row.bill);
  if (!bill) throw new Error(`Order ${row.id} has no stored bill`);
  return bill;
}

/** A bill in rupees, for pages (formatPrice takes rupees). */
export function billInRupees(b: OrderBill): Record<keyof OrderBill, number> {
  return Object.fromEntries(BILL_KEYS.map((k) => [k, b[k] / 100])) as Record<keyof OrderBill, number>;
}

type Db = Kysely<Database> | Transaction<Database>;

/** A bill from an order's stored amount columns (orders from before bills, or written without the pricing bill). */
export function billFromAmounts(a: {
  totalMrp: number; totalPrice: number; couponDiscAmount: number; collectionCharges: number; bookingFees: number; slotCharges: number; healthCreditsUsed: number; toPay: number;
}): OrderBill {
  const mrpTotal = Math.max(a.totalMrp, a.totalPrice);
  const fees = a.collectionCharges + a.bookingFees + a.slotCharges;
  return {
    mrpTotal,
    mrpDiscount: mrpTotal - (a.toPay + a.healthCreditsUsed - fees + a.couponDiscAmount),
    circleDiscount: 0,
    couponDiscount: a.couponDiscAmount,
    collectionFee: a.collectionCharges,
    bookingFee: a.bookingFees,
    slotFee: a.slotCharges,
    healthCreditsUsed: a.healthCreditsUsed,
    toPay: a.toPay,
  };
}

/**
 * Bills for orders booked before bills were stored (and for rows written without one), from their stored amount
 * columns: the parent's columns are its bill, its patients' orders get shares by the split rule from their tests.
 * A to_pay that does not match its columns is kept as what was charged; the MRP discount absorbs the difference.
 */
export async function backfillOrderBills(db: Db): Promise<number> {
  const parents = await db.selectFrom("diagnostic_parent_orders").selectAll().where("bill", "is", null).execute();
  for (const p of parents) {
    const bill = billFromAmounts({
      totalMrp: p.total_mrp, totalPrice: p.total_price, couponDiscAmount: p.coupon_disc_amount, collectionCharges: p.collection_charges,
      bookingFees: p.booking_fees, slotCharges: p.slot_charges, healthCreditsUsed: p.health_credits_used, toPay: p.to_pay,
    });
    const children = await db.selectFrom("diagnostic_orders").select(["id"]).where("parent_order_id", "=", p.id).orderBy("id").execute();
    const lines = children.length
      ? await db.selectFrom("diagnostic_order_line_items").select(["order_id", "price", "mrp"]).where("order_id", "in", children.map((c) => c.id)).where("is_removed", "=", 0).execute()
      : [];
    const parts = splitBill(bill, children.map((c) => {
      const mine = lines.filter((l) => l.order_id === c.id);
      return { mrp: mine.reduce((s, l) => s + Math.max(l.mrp, l.price), 0), price: mine.reduce((s, l) => s + l.price, 0) };
    }));
    await db.updateTable("diagnostic_parent_orders").set({ bill: billJson(bill) }).where("id", "=", p.id).execute();
    for (const [i, c] of children.entries()) await db.updateTable("diagnostic_orders").set({ bill: billJson(parts[i]) }).where("id", "=", c.id).execute();
  }
  return parents.length;
}
