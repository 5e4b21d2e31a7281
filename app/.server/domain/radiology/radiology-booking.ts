/**
 * bookRadiologyTest / bookRadiologyTestV1: scans at one clinic, in one slot, for one of the account's patients.
 * One transaction on the spine (orders/centre-booking.ts): the header order, the payment — an online payment
 * through the gateway, or "pay at the centre" — the slot's place (one conditional update) and the detail. A
 * retried submit with the same idempotency key answers the first booking. Scans that need a doctor's prescription (the seeded rule) need an uploaded file.
 */
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { getPatient } from "../accounts/patients";
import { bookCentreAppointment, bookedCentreOrder, chosenCentreSlot, earlierCentreBooking } from "../orders/centre-booking";
import { radiologyPricing, radiologyScanPrices } from "../pricing/radiology-pricing";
import { accountIsCircleMember } from "../accounts/accounts";
import { storagePrefixOf } from "../lab-tests/prescriptions";
import { radiologyItemsByIds } from "./radiology-items";
import { clinicOffersAll, radiologyClinicById } from "./radiology";
import { radiologyClinicResource } from "./radiology-clinic-slots";
import { RADIOLOGY_KIND } from "./radiology-orders";
import { RADIOLOGY_ORDER_STATUS as S } from "~/lib/radiology-order-status";

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
  /** The patient adds the prescription after booking (uploadRadiologyPrescription; the order's page asks for it). */
  prescriptionLater?: boolean;
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

  const earlier = await earlierCentreBooking(db, RADIOLOGY_KIND, accountId, input.idempotencyKey);
  if (earlier) return radiologyBookingOf(db, accountId, earlier);

  const patient = await getPatient(db, { id: input.patientId, accountId });
  if (!patient) throw notFound("Patient not found");
  const items = await radiologyItemsByIds(db, itemIds);
  if (items.length !== itemIds.length) throw notFound("This scan is not available.");
  const clinic = await radiologyClinicById(db, input.clinicId);
  if (!clinic) throw notFound("Clinic not found");
  if (!clinicOffersAll(clinic, items.flatMap((i) => i.categories))) throw badRequest(CLINIC_DOES_NOT_OFFER_MESSAGE);

  const needing = scansNeedingPrescription(items);
  const fileKey = input.prescriptionFileKey?.trim() || null;
  if (needing.length && !fileKey && !input.prescriptionLater) throw badRequest(PRESCRIPTION_REQUIRED_MESSAGE(needing));
  if (fileKey && !fileKey.startsWith(`${storagePrefixOf(accountId)}/`)) throw notFound("File not found");

  const { resource, slot } = chosenCentreSlot(await radiologyClinicResource(db, clinic.id), now, input.slotDateTimeInUTC);
  // Each scan at the price this patient's account pays: the member price for a Circle member, where lower.
  const isMember = await accountIsCircleMember(db, accountId);
  const priced = radiologyScanPrices(items, isMember);
  const paid = priced.map((p) => p.price);
  const price = radiologyPricing(paid, clinic.registrationFee * 100);
  // Kept on the order, as consults and health checks keep theirs: the member's savings ledger counts it.
  const circleDiscount = priced.reduce((n, p) => n + p.circleDiscount, 0);

  const orderId = await bookCentreAppointment(db, {
    kind: RADIOLOGY_KIND,
    accountId,
    patientId: patient.id,
    totalAmount: price.totalAmount,
    paymentType: input.paymentType,
    statuses: { online: S.PAYMENT_PENDING, atCentre: S.BOOKED },
    idempotencyKey: input.idempotencyKey,
    resource,
    slot,
    now,
    async before(trx) {
      if (!fileKey) return;
      // Claims the upload: only a pending file of this account, once (the sweep deletes what nobody claims).
      const claimed = await trx.deleteFrom("pending_uploads").where("file_key", "=", fileKey).where("account_id", "=", accountId).executeTakeFirst();
      if (!Number(claimed.numDeletedRows)) throw notFound("File not found");
    },
    async writeDetail(trx, orderId, slotId) {
      await trx
        .insertInto("radiology_order_details")
        .values({
          order_id: orderId,
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
          circle_discount: circleDiscount,
        })
        .execute();
    },
  });
  return radiologyBookingOf(db, accountId, orderId);
}

async function radiologyBookingOf(db: DB, accountId: number, orderId: number): Promise<RadiologyBooking> {
  const { detail: d, ...booked } = await bookedCentreOrder(db, RADIOLOGY_KIND, accountId, orderId, (id) =>
    db.selectFrom("radiology_order_details").select(["slot_date", "slot_time"]).where("order_id", "=", id).executeTakeFirst(),
  );
  return { ...booked, slotDate: d.slot_date, slotTime: d.slot_time };
}
