/**
 * Writing and reading diagnostic orders as stored rows: one parent order per submit, one order per patient with
 * its line items, and the first status-history row. Booking (checks, slot, prices, payment) decides what to write;
 * this module only writes it whole, inside the caller's transaction, and reads orders back for their owner.
 */
import crypto from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, DiagnosticOrderTable } from "../../db/schema";
import { notFound } from "../errors";
import type { DiagnosticOrderStatus } from "~/lib/order-status";
import { billFromAmounts, billJson, splitBill, type OrderBill } from "../orders/order-bill";
import { newDisplayId } from "../orders/order-header";

type Db = Kysely<Database> | Transaction<Database>;

export interface NewOrderLineItem {
  itemId: number;
  itemName: string;
  itemType: string;
  price: number; // paise
  mrp: number;
  groupPlan: string;
  couponDiscountAmt: number;
  circleCashback: number;
  reportTatHours: number;
  inclusions: { itemId: number; name: string }[];
}

export interface NewPatientOrder {
  patientId: number;
  totalPrice: number; // paise
  collectionCharges: number;
  couponDiscAmount: number;
  /** This patient's share of the parent's bill (by order-bill's split rule from the parent's when left out). */
  bill?: OrderBill;
  lineItems: NewOrderLineItem[];
}

export interface NewParentOrder {
  accountId: number;
  idempotencyKey: string;
  status: DiagnosticOrderStatus;
  paymentType: "COD" | "ONLINE" | "PAYMENT_LINK" | "NONE";
  totalPrice: number; // paise, from here down
  totalMrp: number;
  collectionCharges: number;
  bookingFees: number;
  circleCharges: number;
  slotCharges: number;
  couponCode: string | null;
  couponDiscAmount: number;
  healthCreditsUsed: number;
  toPay: number;
  cityId: number;
  addressId: number | null;
  address: unknown;
  slot: { id: number; dateTimeInUTC: string; durationMinutes: number } | null;
  isCorporateFlow: boolean;
  billing: unknown;
  /** The order's bill, from which every screen and document reads its figures (from the amounts when left out). */
  bill?: OrderBill;
  patients: NewPatientOrder[];
  /** Set for confirmed orders (cash on delivery); online orders get theirs when the payment succeeds. */
  preBookingId?: string | null;
  statusMessage?: string | null;
  actor: string;
  leadPrescriptionId?: number | null;
  now?: Date;
}

export interface InsertedOrder {
  parentOrderId: number;
  displayId: string;
  orders: { id: number; displayId: string; patientId: number }[];
}

/** The lab's booking reference, present once an order is confirmed (it gates Cancel and Reschedule). */
export const newPreBookingId = () => `PB${crypto.randomInt(10_000_000, 100_000_000)}`;

/** Writes a parent order and its per-patient orders. Call inside a transaction. */
export async function insertBookedOrder(db: Db, o: NewParentOrder): Promise<InsertedOrder> {
  const at = (o.now ?? new Date()).toISOString();
  const bill = o.bill ?? billFromAmounts(o);
  const shares = splitBill(bill, o.patients.map((p) => ({ mrp: p.lineItems.reduce((s, l) => s + Math.max(l.mrp, l.price), 0), price: p.totalPrice })));
  const parentDisplayId = newDisplayId();
  const parent = await db
    .insertInto("diagnostic_parent_orders")
    .values({
      display_id: parentDisplayId,
      account_id: o.accountId,
      idempotency_key: o.idempotencyKey,
      order_status: o.status,
      payment_type: o.paymentType,
      payment_order_id: null,
      total_price: o.totalPrice,
      total_mrp: o.totalMrp,
      collection_charges: o.collectionCharges,
      booking_fees: o.bookingFees,
      circle_charges: o.circleCharges,
      slot_charges: o.slotCharges,
      coupon_code: o.couponCode,
      coupon_disc_amount: o.couponDiscAmount,
      health_credits_used: o.healthCreditsUsed,
      to_pay: o.toPay,
      city_id: o.cityId,
      address_id: o.addressId,
      address: JSON.stringify(o.address),
      slot_id: o.slot?.id ?? null,
      slot_date_time_in_utc: o.slot?.dateTimeInUTC ?? null,
      slot_duration_minutes: o.slot?.durationMinutes ?? null,
      is_corporate_flow: o.isCorporateFlow ? 1 : 0,
      billing: JSON.stringify(o.billing),
      bill: billJson(bill),
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  const orders: InsertedOrder["orders"] = [];
  for (const [i, p] of o.patients.entries()) {
    const displayId = newDisplayId();
    const row = await db
      .insertInto("diagnostic_orders")
      .values({
        display_id: displayId,
        parent_order_id: parent.id,
        account_id: o.accountId,
        patient_id: p.patientId,
        pre_booking_id: o.preBookingId ?? null,
        order_status: o.status,
        order_type: "HOME_COLLECTION",
        total_price: p.totalPrice,
        collection_charges: p.collectionCharges,
        coupon_disc_amount: p.couponDiscAmount,
        bill: billJson(p.bill ?? shares[i]),
        slot_id: o.slot?.id ?? null,
        slot_date_time_in_utc: o.slot?.dateTimeInUTC ?? null,
        slot_duration_minutes: o.slot?.durationMinutes ?? null,
        lead_prescription_id: o.leadPrescriptionId ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (p.lineItems.length) {
      await db
        .insertInto("diagnostic_order_line_items")
        .values(
          p.lineItems.map((li) => ({
            order_id: row.id,
            item_id: li.itemId,
            item_name: li.itemName,
            item_type: li.itemType,
            quantity: 1,
            price: li.price,
            mrp: li.mrp,
            group_plan: li.groupPlan,
            coupon_discount_amt: li.couponDiscountAmt,
            circle_cashback: li.circleCashback,
            report_tat_hours: li.reportTatHours,
            inclusions: JSON.stringify(li.inclusions),
          })),
        )
        .execute();
    }
    await db
      .insertInto("diagnostic_order_status_history")
      .values({ order_id: row.id, order_status: o.status, status_date: at, status_message: o.statusMessage ?? null, actor: o.actor })
      .execute();
    orders.push({ id: row.id, displayId, patientId: p.patientId });
  }
  return { parentOrderId: parent.id, displayId: parentDisplayId, orders };
}

/**
 * An order of this account, or NOT_FOUND — the same answer whether the id does not exist or belongs to someone
 * else, so ids cannot be probed.
 */
export async function orderOfAccount(db: Db, accountId: number, orderId: number): Promise<Selectable<DiagnosticOrderTable>> {
  const row = await db.selectFrom("diagnostic_orders").selectAll().where("id", "=", orderId).where("account_id", "=", accountId).executeTakeFirst();
  if (!row) throw notFound("Order not found");
  return row;
}

/** The parent order of this account, or NOT_FOUND (same rule as orderOfAccount). */
export async function parentOrderOfAccount(db: Db, accountId: number, parentOrderId: number) {
  const row = await db
    .selectFrom("diagnostic_parent_orders")
    .selectAll()
    .where("id", "=", parentOrderId)
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  if (!row) throw notFound("Order not found");
  return row;
}
