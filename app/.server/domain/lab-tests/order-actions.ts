/**
 * What a patient does to an order: reschedule (rescheduleDiagnosticsOrderv2), cancel with refunds
 * (cancelDiagnosticOrdersv2), rate the agent (savePhleboFeedback) and the order (saveDiagnosticCSATRating),
 * switch the patient (switchDiagnosticOrderPatientID), and ask for a refund of a rejected sample
 * (createRefundForSampleRejected). Every action first finds the order among the caller's own (orderOfAccount /
 * parentOrderOfAccount: someone else's id is NOT_FOUND and nothing changes), checks the spec's rule, and then
 * writes everything in one transaction; statuses move only through transitionOrder.
 */
import type { Transaction } from "kysely";
import type { DB } from "../../db/client";
import type { Database } from "../../db/schema";
import { labOrderRows, labOrdersOfParent, orderOfAccount, parentOrderOfAccount } from "./lab-orders-store";
import { DIAGNOSTIC_ORDER_KIND, transitionOrder, TRANSITION_REFUSED_MESSAGE } from "./lab-order-lifecycle";
import { paidPayment, refundedForOrder, refundPayment, refundsOfOrders, refundToHealthCredits, requestRefund } from "../payments/payments";
import { storedBill } from "../orders/order-bill";
import { badRequest } from "../errors";
import { releaseSlot, reserveSlot } from "../scheduling/reschedule-slots";
import { toPaise, toRupees } from "../pricing/pricing";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { canCancelOrReschedule, isCancelled, isReportReady, isSampleInProgress, RATING_REQUIRED_MESSAGE, RATING_SCALE_MAX, rescheduleRefusal } from "~/lib/order-labels";
import { REASON_REQUIRED_MESSAGE, rescheduleAndCancellationReasons } from "~/lib/order-reasons";
import {
  cancellationMessage, cancellationRefund, maskedDestination, REFUND_NOT_ALLOWED_MESSAGE, sampleRejectedRefundErrors,
  type SampleRejectedRefundInput,
} from "~/lib/order-refunds";
import { formatPrice } from "~/lib/price";
import { genderMatches } from "~/lib/cart-rules";
import { UNSAFE_TEXT } from "~/lib/safe-text";

export const CANNOT_CHANGE_MESSAGE = "This order can no longer be cancelled or rescheduled.";

const rupees = (paise: number) => formatPrice(toRupees(paise));
const actor = (accountId: number) => `patient:${accountId}`;

async function isCorporateAccount(db: DB | Transaction<Database>, accountId: number): Promise<boolean> {
  const me = await db.selectFrom("patients").select("partner_id").where("account_id", "=", accountId).where("relation", "=", "me").executeTakeFirst();
  return !!me?.partner_id;
}

/** getRescheduleAndCancellationReasons for the caller (corporate flow from their primary profile unless given). */
export async function reasonsFor(db: DB, accountId: number, input: { appointmentDateTimeInUTC?: string | null; isCorporateFlow?: boolean | null; isModifyDisable?: boolean | null }) {
  return rescheduleAndCancellationReasons({
    appointmentDateTimeInUTC: input.appointmentDateTimeInUTC ?? null,
    isCorporateFlow: input.isCorporateFlow ?? (await isCorporateAccount(db, accountId)),
    isModifyDisable: input.isModifyDisable ?? true,
  });
}

function checkReason(reason: string | null | undefined, allowed: string[]) {
  if (!reason || !allowed.includes(reason)) throw badRequest(REASON_REQUIRED_MESSAGE);
}

// Control and bidi-override characters are dropped (lib/safe-text), so a comment cannot disguise itself to staff.
const cleanComment = (c: string | null | undefined) => (c ?? "").replace(new RegExp(UNSAFE_TEXT.source, "gu"), " ").trim().slice(0, 500) || null;

export interface RescheduleInput {
  parentOrderId: number;
  slotId: number;
  selectedDate: string;
  reason: string;
  comment?: string | null;
  source?: string | null;
  now?: Date;
}

/**
 * Moves every live patient order of a parent (one home visit) to a new slot. "Reschedule maximum 3": the fourth
 * attempt is refused with 'You have rescheduled thrice. You're out of reschedule attempts.' and changes nothing.
 */
export async function rescheduleDiagnosticsOrder(db: DB, accountId: number, input: RescheduleInput) {
  const parent = await parentOrderOfAccount(db, accountId, input.parentOrderId);
  const children = await labOrderRows(db).where("d.parent_order_id", "=", parent.id).where("h.account_id", "=", accountId).execute();
  const live = children.filter((c) => !isCancelled(c.order_status) && c.order_status !== S.REFUND_INITIATED && c.order_status !== S.PARTIAL_REFUND_INITIATED);
  if (!live.length || !live.every((c) => canCancelOrReschedule({ preBookingId: c.pre_booking_id, orderStatus: c.order_status }))) throw badRequest(CANNOT_CHANGE_MESSAGE);
  const count = Math.max(...live.map((c) => c.reschedule_count));
  const refusal = rescheduleRefusal(count);
  if (refusal) throw badRequest(refusal, { rescheduleCount: count });
  const reasons = rescheduleAndCancellationReasons({ appointmentDateTimeInUTC: parent.slot_date_time_in_utc, isCorporateFlow: parent.is_corporate_flow === 1, isModifyDisable: true, now: input.now });
  checkReason(input.reason, reasons.rescheduleReasons);
  if (input.slotId === parent.slot_id) throw badRequest("Please choose a different slot.");
  const message = [input.reason, cleanComment(input.comment)].filter(Boolean).join(": ");

  return db.transaction().execute(async (trx) => {
    // Claim the visit first: each order moves only from the reschedule count read above, so of two reschedules
    // racing (two tabs, two instances) one wins and the other changes nothing. The status alone cannot guard this:
    // the order goes through ORDER_RESCHEDULED and back to PICKUP_REQUESTED, where the next one would match again.
    for (const c of live) {
      const claimed = await trx
        .updateTable("diagnostic_orders")
        .set({ reschedule_count: c.reschedule_count + 1 })
        .where("id", "=", c.id)
        .where("reschedule_count", "=", c.reschedule_count)
        .where("order_status", "=", c.order_status)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(TRANSITION_REFUSED_MESSAGE);
    }
    // The slot the visit holds now, read after the claim, so its place is given back exactly once.
    const held = await trx.selectFrom("diagnostic_parent_orders").select("slot_id").where("id", "=", parent.id).executeTakeFirstOrThrow();
    if (input.slotId === held.slot_id) throw badRequest("Please choose a different slot.");
    const slot = await reserveSlot(trx, input.slotId, parent.city_id, input.now);
    if (slot.slotDate !== input.selectedDate) throw badRequest("The selected date does not match the slot.");
    await releaseSlot(trx, held.slot_id);
    const set = { slot_id: slot.slotId, slot_date_time_in_utc: slot.slotDateTimeInUTC, slot_duration_minutes: slot.durationMinutes };
    for (const c of live) {
      await transitionOrder(trx, { orderId: c.id, to: S.ORDER_RESCHEDULED, actor: actor(accountId), statusMessage: message, set: { ...set, is_rescheduled: 1, reschedule_count: c.reschedule_count + 1 } });
      // The pickup is requested again for the new slot, so the order stays reschedulable (until the limit).
      await transitionOrder(trx, { orderId: c.id, to: S.PICKUP_REQUESTED, actor: "system", statusMessage: `New slot: ${slot.dateText}, ${slot.timeText}` });
    }
    await trx.updateTable("diagnostic_parent_orders").set({ ...set, updated_at: new Date().toISOString() }).where("id", "=", parent.id).execute();
    return {
      status: true,
      message: `Your sample collection is rescheduled to ${slot.dateText}, ${slot.timeText}.`,
      rescheduleCount: count + 1,
      slotDateTimeInUTC: slot.slotDateTimeInUTC,
    };
  });
}

async function parentMoney(trx: Transaction<Database>, parentId: number, exceptOrderId: number) {
  const parent = await trx.selectFrom("diagnostic_parent_orders").selectAll().where("id", "=", parentId).executeTakeFirstOrThrow();
  const children = await labOrdersOfParent(trx, parentId);
  const payment = await paidPayment(trx, DIAGNOSTIC_ORDER_KIND, parentId);
  const refunds = (await refundsOfOrders(trx, DIAGNOSTIC_ORDER_KIND, children.map((c) => c.id))).filter((r) => r.refund_type === "CANCELLATION");
  const sum = (mode: string) => refunds.filter((r) => r.refund_mode === mode).reduce((s, r) => s + r.amount_refunded, 0);
  const dead = (s: string) => isCancelled(s) || s === S.REFUND_INITIATED || s === S.PARTIAL_REFUND_INITIATED;
  return {
    parent,
    payment,
    money: {
      prepaid: payment ? payment.amount : 0,
      healthCreditsUsed: parent.health_credits_used,
      prepaidRefunded: sum("SOURCE"),
      healthCreditsRestored: sum("HEALTH_CREDITS"),
      otherLiveOrders: children.filter((c) => c.id !== exceptOrderId && !dead(c.status)).length,
    },
  };
}

/**
 * cancelDiagnosticOrdersv2: cancels the caller's orders under the spec's rule. A prepaid order's share goes back
 * to source (a refunds row) and its health credits back to the account; the slot place is given back when the
 * last order of the visit is cancelled. Cancellation is direct: the lab has not started on an order the rule
 * still allows to cancel.
 */
export async function cancelDiagnosticOrders(db: DB, accountId: number, input: { orderIds: number[]; reason: string; comment?: string | null; now?: Date }) {
  if (!input.orderIds.length || input.orderIds.length > 6) throw badRequest("Choose the orders to cancel.");
  const orders: Awaited<ReturnType<typeof orderOfAccount>>[] = [];
  for (const id of [...new Set(input.orderIds)]) orders.push(await orderOfAccount(db, accountId, id));
  for (const o of orders) if (!canCancelOrReschedule({ preBookingId: o.pre_booking_id, orderStatus: o.order_status })) throw badRequest(CANNOT_CHANGE_MESSAGE);
  const parent = await parentOrderOfAccount(db, accountId, orders[0].parent_order_id);
  const reasons = rescheduleAndCancellationReasons({ appointmentDateTimeInUTC: parent.slot_date_time_in_utc, isCorporateFlow: parent.is_corporate_flow === 1, isModifyDisable: false, now: input.now });
  checkReason(input.reason, reasons.cancellationReasons);
  const message = [input.reason, cleanComment(input.comment)].filter(Boolean).join(": ");

  return db.transaction().execute(async (trx) => {
    let toSource = 0;
    let healthCredits = 0;
    for (const o of orders) {
      await transitionOrder(trx, { orderId: o.id, to: S.ORDER_CANCELLED, actor: actor(accountId), statusMessage: message });
      const { parent: p, payment, money } = await parentMoney(trx, o.parent_order_id, o.id);
      const refund = cancellationRefund(storedBill(o), money);
      const itemIds = (await trx.selectFrom("diagnostic_order_line_items").select("item_id").where("order_id", "=", o.id).where("is_removed", "=", 0).execute()).map((i) => i.item_id);
      // Money goes back through payments: to the source of the payment, and the credits to the balance.
      if (refund.toSource > 0 && payment) {
        await refundPayment(trx, payment.payment_order_id, refund.toSource, { orderId: o.id, itemIds, refundType: "CANCELLATION", now: input.now });
      }
      await refundToHealthCredits(trx, accountId, { orderKind: DIAGNOSTIC_ORDER_KIND, orderId: o.id, amount: refund.healthCredits, itemIds, refundType: "CANCELLATION", now: input.now });
      if (refund.toSource > 0) {
        await transitionOrder(trx, { orderId: o.id, to: S.REFUND_INITIATED, actor: "system", statusMessage: `Refund of ${rupees(refund.toSource)} initiated to the original payment method` });
      }
      if (money.otherLiveOrders === 0) await releaseSlot(trx, p.slot_id);
      toSource += refund.toSource;
      healthCredits += refund.healthCredits;
    }
    return { status: true, message: cancellationMessage({ toSource, healthCredits }, rupees), isDirectCancellation: true, refundAmount: toRupees(toSource), healthCreditsRestored: toRupees(healthCredits) };
  });
}

function checkRating(rating: number) {
  if (!Number.isInteger(rating) || rating < 1 || rating > RATING_SCALE_MAX) throw badRequest(RATING_REQUIRED_MESSAGE);
}

const collected = (s: string) => isSampleInProgress(s) || isReportReady(s) || s === S.SAMPLE_NOT_COLLECTED_IN_LAB || s === S.SAMPLE_REJECTED_IN_LAB || s === S.RESAMPLE_INITIATED || s === S.REFUND_REQUEST_INITIATED;

/** savePhleboFeedback: once, after the agent has collected the sample. */
export async function savePhleboFeedback(db: DB, accountId: number, input: { diagnosticOrdersId: number; phleboRating: number; phleboFeedback?: string | null; patientComments?: string | null }) {
  const order = await orderOfAccount(db, accountId, input.diagnosticOrdersId);
  checkRating(input.phleboRating);
  if (order.phlebotomist_id == null || !collected(order.order_status)) throw badRequest("You can rate the agent after your sample is collected.");
  const feedback = [cleanComment(input.phleboFeedback), cleanComment(input.patientComments)].filter(Boolean).join(" | ") || null;
  const res = await db
    .updateTable("diagnostic_orders")
    .set({ phlebo_rating: input.phleboRating, phlebo_feedback: feedback, updated_at: new Date().toISOString() })
    .where("id", "=", order.id)
    .where("account_id", "=", accountId)
    .where("phlebo_rating", "is", null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw badRequest("You have already rated this agent.");
  return { status: true, message: "Thank you for rating your agent." };
}

/** saveDiagnosticCSATRating (scale 5): once the report is ready. */
export async function saveDiagnosticCSATRating(db: DB, accountId: number, input: { orderId: number; rating: number; feedback?: string | null }) {
  const order = await orderOfAccount(db, accountId, input.orderId);
  checkRating(input.rating);
  if (!isReportReady(order.order_status)) throw badRequest("You can rate your order once the report is ready.");
  await db
    .updateTable("diagnostic_orders")
    .set({ csat_rating: input.rating, csat_feedback: cleanComment(input.feedback), updated_at: new Date().toISOString() })
    .where("id", "=", order.id)
    .where("account_id", "=", accountId)
    .execute();
  return { status: true, message: "Thank you for your feedback." };
}

/**
 * switchDiagnosticOrderPatientID: the same tests for another of the caller's profiles, while the order may still
 * be changed; the profile must be complete, not already on this visit, and suit every item's gender.
 */
export async function switchDiagnosticOrderPatientID(db: DB, accountId: number, input: { diagnosticOrderId: number; patientId: number }) {
  const order = await orderOfAccount(db, accountId, input.diagnosticOrderId);
  if (!canCancelOrReschedule({ preBookingId: order.pre_booking_id, orderStatus: order.order_status })) throw badRequest(CANNOT_CHANGE_MESSAGE);
  const patient = await db.selectFrom("patients").selectAll().where("id", "=", input.patientId).where("account_id", "=", accountId).executeTakeFirst();
  if (!patient) throw badRequest("Patient not found");
  if (!patient.gender || !patient.date_of_birth) throw badRequest("This profile is missing gender or date of birth. Please contact customer care.");
  if (patient.id === order.patient_id) throw badRequest("This order is already for this patient.");
  const sibling = await labOrderRows(db).where("d.parent_order_id", "=", order.parent_order_id).where("h.patient_id", "=", patient.id).executeTakeFirst();
  if (sibling) throw badRequest(`${patient.first_name} already has tests in this booking.`);
  const lines = await db.selectFrom("diagnostic_order_line_items").select(["item_id", "item_name"]).where("order_id", "=", order.id).where("is_removed", "=", 0).execute();
  const genders = await db.selectFrom("diagnostic_items").select(["item_id", "gender"]).where("item_id", "in", lines.length ? lines.map((l) => l.item_id) : [-1]).execute();
  const unfit = lines.filter((l) => !genderMatches(genders.find((g) => g.item_id === l.item_id)?.gender ?? "B", patient.gender));
  if (unfit.length) throw badRequest(`${unfit.map((l) => l.item_name).join(", ")} is not available for ${patient.first_name}'s gender.`);
  await db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    // The header is the order's patient; conditional on what was read, so a concurrent move or switch wins alone.
    const res = await trx.updateTable("orders").set({ patient_id: patient.id, updated_at: at })
      .where("id", "=", order.id).where("patient_id", "=", order.patient_id).where("status", "=", order.order_status).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw badRequest("This order has moved on. Please refresh to see its latest status.");
    await trx.updateTable("diagnostic_orders").set({ patient_id: patient.id, updated_at: at }).where("id", "=", order.id).execute();
    await trx.insertInto("diagnostic_order_status_history").values({
      order_id: order.id, order_status: order.order_status, status_date: new Date().toISOString(), hide_status: 1,
      status_message: `Patient switched to ${patient.first_name} ${patient.last_name}`, actor: actor(accountId),
    }).execute();
  });
  return { status: true, message: `This order is now for ${patient.first_name} ${patient.last_name}.` };
}

/** The rejected tests of an order and what they cost (the whole order when the lab rejected it all). */
export async function rejectedItems(db: DB, orderId: number) {
  const rejections = await db.selectFrom("diagnostic_order_status_history").select("item_id").where("order_id", "=", orderId).where("order_status", "=", S.SAMPLE_REJECTED_IN_LAB).execute();
  const lines = await db.selectFrom("diagnostic_order_line_items").select(["item_id", "item_name", "price"]).where("order_id", "=", orderId).where("is_removed", "=", 0).execute();
  const itemIds = new Set(rejections.map((r) => r.item_id).filter((i): i is number => i != null));
  const all = itemIds.size === 0;
  const rejected = all ? lines : lines.filter((l) => itemIds.has(l.item_id));
  return { all, rejected, amount: rejected.reduce((s, l) => s + l.price, 0) };
}

/** createRefundForSampleRejected(account, bank, ifsc, upi, amount, type) for the caller's rejected order. */
export async function createRefundForSampleRejected(db: DB, accountId: number, input: Omit<SampleRejectedRefundInput, "amount"> & { diagnosticOrderId: number; amount: number }) {
  const order = await orderOfAccount(db, accountId, input.diagnosticOrderId);
  if (order.order_status !== S.SAMPLE_REJECTED_IN_LAB) throw badRequest(REFUND_NOT_ALLOWED_MESSAGE);
  const { rejected, amount: rejectedAmount } = await rejectedItems(db, order.id);
  const done = await refundedForOrder(db, DIAGNOSTIC_ORDER_KIND, order.id, "SAMPLE_REJECTED");
  const refundable = rejectedAmount - done.reduce((s, r) => s + r.amount, 0);
  const request = { ...input, amount: toPaise(input.amount) };
  const errors = sampleRejectedRefundErrors(request, refundable);
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0], { fieldErrors: errors });
  await db.transaction().execute(async (trx) => {
    await transitionOrder(trx, { orderId: order.id, to: S.REFUND_REQUEST_INITIATED, actor: actor(accountId), statusMessage: `Refund of ${rupees(request.amount)} requested by ${input.type}` });
    await requestRefund(trx, {
      orderKind: DIAGNOSTIC_ORDER_KIND, orderId: order.id, amount: request.amount, itemIds: rejected.map((r) => r.item_id),
      refundType: "SAMPLE_REJECTED", mode: input.type === "UPI" ? "UPI" : "BANK", destination: maskedDestination(request),
    });
  });
  return { status: true, message: `Your refund of ${rupees(request.amount)} has been requested. It reaches you in 5-7 working days.` };
}

/**
 * A free second sample for a rejected one ("A second-sample pending state exists"): the order moves to resample
 * initiated and its pickup is requested again for the chosen slot, whose place is reserved.
 */
export async function requestResample(db: DB, accountId: number, input: { diagnosticOrderId: number; slotId: number }) {
  const order = await orderOfAccount(db, accountId, input.diagnosticOrderId);
  if (order.order_status !== S.SAMPLE_REJECTED_IN_LAB) throw badRequest("A re-collection can be booked only for an order whose sample was rejected.");
  const parent = await parentOrderOfAccount(db, accountId, order.parent_order_id);
  return db.transaction().execute(async (trx) => {
    const slot = await reserveSlot(trx, input.slotId, parent.city_id);
    const set = { slot_id: slot.slotId, slot_date_time_in_utc: slot.slotDateTimeInUTC, slot_duration_minutes: slot.durationMinutes };
    await transitionOrder(trx, { orderId: order.id, to: S.RESAMPLE_INITIATED, actor: actor(accountId), set });
    await transitionOrder(trx, { orderId: order.id, to: S.PICKUP_REQUESTED, actor: "system", statusMessage: `Re-collection: ${slot.dateText}, ${slot.timeText}` });
    return { status: true, message: `Your free re-collection is booked for ${slot.dateText}, ${slot.timeText}.` };
  });
}
