/**
 * Booking an appointment at a centre (a radiology clinic, a hospital's health-check desk): the one transaction every
 * centre kind runs — the header order, its payment (online through the gateway, or at the centre), the kind's
 * detail row and, last, one place of the slot — and the answer a retried submit gets. Each kind checks its own
 * rules (scans, packages, prescriptions, eligibility) before it calls this, and writes its own detail row.
 */
import type { Transaction } from "kysely";
import type { DB } from "../../db/client";
import type { Database } from "../../db/schema";
import { badRequest, notFound } from "../errors";
import { headerOrderOfAccount, insertOrder } from "./order-header";
import { recordCashOnDelivery, startPayment } from "../payments/payments";
import { holdSlotPlace, offeredSlotOf, type BookableResource, type OfferedSlot } from "../scheduling";
import { SLOT_TAKEN_MESSAGE } from "../scheduling/reschedule-slots";

export type CentrePaymentType = "ONLINE" | "COD";

/** The booking's order id when this account already booked with this idempotency key (a retried submit). */
export async function earlierCentreBooking(db: DB, kind: string, accountId: number, idempotencyKey: string): Promise<number | null> {
  const row = await db.selectFrom("orders").select("id").where("account_id", "=", accountId).where("kind", "=", kind).where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The slot the patient chose, if the resource offers it now (not past, inside opening hours, after the lead time),
 * and if the kind's own rule allows it (`allowed`: a refusal message, or null); else the spec's "no longer available".
 */
export function chosenCentreSlot(resource: BookableResource | null, now: Date, slotDateTimeInUTC: string, allowed?: (slot: OfferedSlot) => string | null): { resource: BookableResource; slot: OfferedSlot } {
  const slot = resource && offeredSlotOf(resource, now, slotDateTimeInUTC);
  if (!resource || !slot) throw badRequest(SLOT_TAKEN_MESSAGE);
  const refusal = allowed?.(slot);
  if (refusal) throw badRequest(refusal);
  return { resource, slot };
}

export interface CentreBookingInput {
  kind: string;
  accountId: number;
  patientId: number;
  /** Paise: what the patient pays (member prices already applied). */
  totalAmount: number;
  paymentType: CentrePaymentType;
  /** The status of an order paid online (waiting for the gateway) and of one paid at the centre. */
  statuses: { online: string; atCentre: string };
  idempotencyKey: string;
  resource: BookableResource;
  slot: OfferedSlot;
  /** Writes that come first in the transaction (claiming an uploaded file); throw to refuse. */
  before?: (trx: Transaction<Database>) => Promise<void>;
  /** The kind's detail row, given the new order and the slot's row id. */
  writeDetail: (trx: Transaction<Database>, orderId: number, slotId: number) => Promise<void>;
  now: Date;
}

/** Books in one transaction and answers the new order's id; a full slot refuses with SLOT_TAKEN_MESSAGE, writing nothing. */
export async function bookCentreAppointment(db: DB, input: CentreBookingInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await input.before?.(trx);
    const order = await insertOrder(trx, {
      kind: input.kind,
      accountId: input.accountId,
      patientId: input.patientId,
      status: input.paymentType === "ONLINE" ? input.statuses.online : input.statuses.atCentre,
      totalAmount: input.totalAmount,
      toPay: input.totalAmount,
      paymentType: input.paymentType,
      idempotencyKey: input.idempotencyKey,
      actor: `patient:${input.accountId}`,
      now: input.now,
    });
    const payment = { orderKind: input.kind, orderRef: order.id, accountId: input.accountId, amount: input.totalAmount, healthCreditsUsed: 0 };
    if (input.paymentType === "ONLINE") await startPayment(trx, payment, input.now);
    else await recordCashOnDelivery(trx, { ...payment, at: input.now.toISOString() });
    // The place is taken near the end: the slot's row stays locked only until this commits.
    const slotId = await holdSlotPlace(trx, input.resource, input.slot);
    if (slotId == null) throw badRequest(SLOT_TAKEN_MESSAGE);
    await input.writeDetail(trx, order.id, slotId);
    return order.id;
  });
}

/**
 * A booking as its owner gets it back (also for a retried submit): the header's ids and amount, the gateway's
 * order and link when paid online, and the kind's detail row. Someone else's id is NOT_FOUND.
 */
export async function bookedCentreOrder<T>(db: DB, kind: string, accountId: number, orderId: number, detail: (orderId: number) => Promise<T | undefined>) {
  const order = await headerOrderOfAccount(db, accountId, orderId, kind);
  const d = await detail(orderId);
  if (!d) throw notFound("Order not found");
  return { id: order.id, displayId: order.display_id, totalAmount: order.total_amount, ...(await centreBookingPayment(db, kind, orderId)), detail: d };
}

/** The gateway order and link of a booking paid online (null for one paid at the centre). */
export async function centreBookingPayment(db: DB, kind: string, orderId: number): Promise<{ paymentOrderId: string | null; paymentLinkURL: string | null }> {
  const payment = await db
    .selectFrom("payments")
    .select(["payment_order_id", "payment_link_url", "payment_method"])
    .where("order_kind", "=", kind)
    .where("order_ref", "=", orderId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  const online = payment && payment.payment_method !== "COD";
  return { paymentOrderId: online ? payment.payment_order_id : null, paymentLinkURL: online ? payment.payment_link_url : null };
}
