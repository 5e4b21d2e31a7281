/**
 * bookRadiologyTest / bookRadiologyTestV1: scans at one clinic, in one slot, for one of the account's patients.
 * One transaction: the slot's place (one conditional update), the header order, its detail, and the payment —
 * an online payment through the gateway, or "pay at the centre". A retried submit with the same idempotency key
 * answers the first booking. Scans that need a doctor's prescription (the seeded rule) need an uploaded file.
 */
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { getPatient } from "../accounts/patients";
import { insertOrder } from "../orders/order-header";
import { recordCashOnDelivery, startPayment } from "../payments/payments";
import { radiologyPricing } from "../pricing/radiology-pricing";
import { accountIsCircleMember } from "../accounts/accounts";
import { memberPrice } from "~/lib/member-price";
import { holdSlotPlace, offeredSlotOf } from "../scheduling";
import { storagePrefixOf } from "../lab-tests/prescriptions";
import { radiologyItemsByIds } from "./radiology-items";
import { radiologyClinicById } from "./radiology";
import { radiologyClinicResource } from "./radiology-clinic-slots";
import { RADIOLOGY_KIND } from "./radiology-orders";
import { RADIOLOGY_ORDER_STATUS as S } from "~/lib/radiology-order-status";
import { SLOT_TAKEN_MESSAGE } from "../scheduling/reschedule-slots";

export const PRESCRIPTION_REQUIRED_MESSAGE = (names: string[]) => `A doctor's prescription is needed for ${names.join(", ")}. Please upload it to book.`;
export const CLINIC_DOES_NOT_OFFER_MESSAGE = "This clinic does not offer every scan in your cart. Please choose another clinic.";
export const MAX_SCANS_PER_BOOKING = 5;

export interface BookRadiologyInput {
  itemIds: number[];
  clinicId: number;
  patientId: number;
  /** The slot's start, as offered (slotDateTimeInUTC). */
  slotDateTimeInUTC: string;
  /** ONLINE: through the gateway; COD: at the centre. */
  paymentType: "ONLINE" | "COD";
  /** A file from uploadFile (or the cart page's upload), when a scan needs a prescription. */
  prescriptionFileKey?: string | null;
  idempotencyKey: string;
}

export interface RadiologyBooking {
  id: number;
  displayId: string;
  slotDate: string;
  slotTime: string;
  /** Paise. */
  totalAmount: number;
  paymentOrderId: string | null;
  paymentLinkURL: string | null;
}

/** The scans a booking's items need a prescription for (the seeded data rule). */
export const scansNeedingPrescription = (items: { name: string; needsPrescription: boolean }[]) => items.filter((i) => i.needsPrescription).map((i) => i.name);

export async function bookRadiologyTest(db: DB, accountId: number, input: BookRadiologyInput, now = new Date()): Promise<RadiologyBooking> {
  const itemIds = [...new Set(input.itemIds)];
  if (!itemIds.length) throw badRequest("Please add a scan to book.");
  if (itemIds.length > MAX_SCANS_PER_BOOKING) throw badRequest(`A booking holds at most ${MAX_SCANS_PER_BOOKING} scans.`);
  if (!input.idempotencyKey || input.idempotencyKey.length > 100) throw badRequest("Invalid idempotency key");
  if (input.paymentType !== "ONLINE" && input.paymentType !== "COD") throw badRequest("Please choose how to pay");

  const earlier = await db.selectFrom("orders").select("id").where("account_id", "=", accountId).where("kind", "=", RADIOLOGY_KIND).where("idempotency_key", "=", input.idempotencyKey).executeTakeFirst();
  if (earlier) return radiologyBookingOf(db, accountId, earlier.id);

  const patient = await getPatient(db, { id: input.patientId, accountId });
  if (!patient) throw notFound("Patient not found");
  const items = await radiologyItemsByIds(db, itemIds);
  if (items.length !== itemIds.length) throw notFound("This scan is not available.");
  const clinic = await radiologyClinicById(db, input.clinicId);
  if (!clinic) throw notFound("Clinic not found");
  const offered = new Set(clinic.categories.map((c) => c.toLowerCase()));
  if (!items.every((i) => i.categories.every((c) => offered.has(c.toLowerCase())))) throw badRequest(CLINIC_DOES_NOT_OFFER_MESSAGE);

  const needing = scansNeedingPrescription(items);
  const fileKey = input.prescriptionFileKey?.trim() || null;
  if (needing.length && !fileKey) throw badRequest(PRESCRIPTION_REQUIRED_MESSAGE(needing));
  if (fileKey && !fileKey.startsWith(`${storagePrefixOf(accountId)}/`)) throw notFound("File not found");

  const resource = await radiologyClinicResource(db, clinic.id);
  const slot = resource && offeredSlotOf(resource, now, input.slotDateTimeInUTC);
  if (!slot) throw badRequest(SLOT_TAKEN_MESSAGE);
  // Each scan at the price this patient's account pays: the member price for a Circle member, where lower.
  const isMember = await accountIsCircleMember(db, accountId);
  const paid = items.map((i) => memberPrice(i.price, i.circlePrice, isMember).price);
  const price = radiologyPricing(paid, clinic.registrationFee * 100);

  const orderId = await db.transaction().execute(async (trx) => {
    if (fileKey) {
      // Claims the upload: only a pending file of this account, once (the sweep deletes what nobody claims).
      const claimed = await trx.deleteFrom("pending_uploads").where("file_key", "=", fileKey).where("account_id", "=", accountId).executeTakeFirst();
      if (!Number(claimed.numDeletedRows)) throw notFound("File not found");
    }
    const order = await insertOrder(trx, {
      kind: RADIOLOGY_KIND,
      accountId,
      patientId: patient.id,
      status: input.paymentType === "ONLINE" ? S.PAYMENT_PENDING : S.BOOKED,
      totalAmount: price.totalAmount,
      toPay: price.totalAmount,
      paymentType: input.paymentType,
      idempotencyKey: input.idempotencyKey,
      actor: `patient:${accountId}`,
      now,
    });
    if (input.paymentType === "ONLINE") {
      await startPayment(trx, { orderKind: RADIOLOGY_KIND, orderRef: order.id, accountId, amount: price.totalAmount, healthCreditsUsed: 0 }, now);
    } else {
      await recordCashOnDelivery(trx, { orderKind: RADIOLOGY_KIND, orderRef: order.id, accountId, amount: price.totalAmount, healthCreditsUsed: 0, at: now.toISOString() });
    }
    // The place is taken near the end: the slot's row stays locked only until this commits.
    const slotId = await holdSlotPlace(trx, resource!, slot);
    if (slotId == null) throw badRequest(SLOT_TAKEN_MESSAGE);
    await trx
      .insertInto("radiology_order_details")
      .values({
        order_id: order.id,
        clinic_id: clinic.id,
        city_id: clinic.cityId,
        items: JSON.stringify(items.map((i, k) => ({ itemId: i.radiologyItemID, name: i.name, price: paid[k], category: i.categories[0] }))),
        registration_fee: price.registrationFee,
        slot_id: slotId,
        slot_date: slot.slotDate,
        slot_time: slot.startTime,
        slot_date_time_utc: slot.slotDateTimeInUTC,
        prescription_file_key: fileKey,
        report_file_key: null,
        report_uploaded_at: null,
      })
      .execute();
    return order.id;
  });
  return radiologyBookingOf(db, accountId, orderId);
}

async function radiologyBookingOf(db: DB, accountId: number, orderId: number): Promise<RadiologyBooking> {
  const row = await db
    .selectFrom("orders as o")
    .innerJoin("radiology_order_details as d", "d.order_id", "o.id")
    .select(["o.id", "o.display_id", "o.total_amount", "d.slot_date", "d.slot_time"])
    .where("o.id", "=", orderId)
    .where("o.account_id", "=", accountId)
    .executeTakeFirst();
  if (!row) throw notFound("Order not found");
  const payment = await db
    .selectFrom("payments")
    .select(["payment_order_id", "payment_link_url", "payment_method"])
    .where("order_kind", "=", RADIOLOGY_KIND)
    .where("order_ref", "=", orderId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  const online = payment && payment.payment_method !== "COD";
  return {
    id: row.id,
    displayId: row.display_id,
    slotDate: row.slot_date,
    slotTime: row.slot_time,
    totalAmount: row.total_amount,
    paymentOrderId: online ? payment.payment_order_id : null,
    paymentLinkURL: online ? payment.payment_link_url : null,
  };
}
