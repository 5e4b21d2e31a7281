/**
 * Writing and reading lab orders as stored rows: one parent order per submit (grouping the booking), one header
 * order per patient with its lab detail row under the same id, its line items, and the first status-history row. Booking (checks, slot, prices, payment) decides what to write;
 * this module only writes it whole, inside the caller's transaction, and reads orders back for their owner.
 */
import crypto from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, DiagnosticOrderTable } from "../../db/schema";
import { notFound } from "../errors";
import type { DiagnosticOrderStatus } from "~/lib/order-status";
import { billFromAmounts, billJson, splitBill, type OrderBill } from "../orders/order-bill";
import { newDisplayId, writeOrderHeader } from "../orders/order-header";
import { DIAGNOSTIC_ORDER_KIND } from "./lab-order-lifecycle";

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
    const share = p.bill ?? shares[i];
    // The header first (status, amounts, payment, times, its history); the lab's detail row shares its id.
    const header = await writeOrderHeader(db, {
      kind: DIAGNOSTIC_ORDER_KIND,
      accountId: o.accountId,
      patientId: p.patientId,
      status: o.status,
      totalAmount: p.totalPrice,
      toPay: share.toPay,
      healthCreditsUsed: share.healthCreditsUsed,
      paymentType: o.paymentType,
      bill: billJson(share),
      actor: o.actor,
      statusMessage: o.statusMessage ?? null,
      now: o.now,
    });
    const displayId = header.displayId;
    const row = await db
      .insertInto("diagnostic_orders")
      .values({
        id: header.id,
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
        bill: billJson(share),
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
 * Lab orders as the lab's pages read them: the detail row (`diagnostic_orders`) with the header's status, amounts,
 * bill, account, patient, display id and times in the lab's column names, so the header is what is read.
 */
export function labOrderRows(db: Db) {
  return db
    .selectFrom("diagnostic_orders as d")
    .innerJoin("orders as h", "h.id", "d.id")
    .select([
      "h.id", "h.display_id", "d.parent_order_id", "h.account_id", "d.pre_booking_id", "h.status as order_status", "d.order_type",
      "h.total_amount as total_price", "d.collection_charges", "d.coupon_disc_amount", "h.bill", "d.slot_id", "d.slot_date_time_in_utc",
      "d.slot_duration_minutes", "d.is_rescheduled", "d.reschedule_count", "d.phlebotomist_id", "d.phlebo_otp", "d.phlebo_rating",
      "d.phlebo_feedback", "d.csat_rating", "d.csat_feedback", "d.report_file_key", "d.expected_report_at", "d.sample_submitted",
      "d.lead_prescription_id", "h.created_at", "h.updated_at",
    ])
    // Every lab order has its patient; the header allows none only for kinds booked for the account itself.
    .select((eb) => eb.fn.coalesce("h.patient_id", "d.patient_id").as("patient_id"));
}

/**
 * An order of this account, or NOT_FOUND — the same answer whether the id does not exist or belongs to someone
 * else, so ids cannot be probed.
 */
export async function orderOfAccount(db: Db, accountId: number, orderId: number): Promise<Selectable<DiagnosticOrderTable>> {
  const row = await labOrderRows(db).where("h.id", "=", orderId).where("h.account_id", "=", accountId).executeTakeFirst();
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

/**
 * The patients' orders of a parent order with their status and payment from the header, oldest first. A family
 * booking is one parent grouping one header order per patient.
 */
export function labOrdersOfParent(db: Db, parentOrderId: number) {
  return db
    .selectFrom("diagnostic_orders")
    .innerJoin("orders", "orders.id", "diagnostic_orders.id")
    .select(["orders.id", "orders.status", "orders.payment_order_id"])
    .where("diagnostic_orders.parent_order_id", "=", parentOrderId)
    .orderBy("orders.id")
    .execute();
}

/** The payment of a booking is every one of its patients' orders' payment. */
export async function setPaymentOfParent(db: Db, parentOrderId: number, paymentOrderId: string) {
  await db.updateTable("diagnostic_parent_orders").set({ payment_order_id: paymentOrderId }).where("id", "=", parentOrderId).execute();
  const ids = (await labOrdersOfParent(db, parentOrderId)).map((o) => o.id);
  if (ids.length) await db.updateTable("orders").set({ payment_order_id: paymentOrderId }).where("id", "in", ids).execute();
}
