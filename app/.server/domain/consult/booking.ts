/**
 * Booking a consult: online (video or audio) with `doctorOnline`, or a clinic visit with `doctorInClinic`, for one
 * of the account's profiles, at a 15-minute slot the doctor offers and nobody holds. One transaction writes the
 * order header, takes the slot's place with one conditional update, writes the consult's detail row and opens
 * the payment; a full or out-of-hours slot writes nothing and answers the spec's message.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { getPatient } from "../accounts/patients";
import { badRequest, DomainError } from "../errors";
import { insertOrder } from "../orders/order-header";
import { startPayment } from "../payments/payments";
import { offeredSlotOf, holdSlotPlace, type BookableResource } from "../scheduling";
import { getDoctorById, onlineResourceOf, type Doctor } from "../doctors/doctors";
import { clinicResourceOf } from "../doctors/clinics";
import { CONSULT_KIND } from "./consult-kind";
import { accountIsCircleMember } from "../accounts/accounts";
import { memberPrice } from "~/lib/member-price";
import { applyConsultOffer, CONSULT_SLOT_UNAVAILABLE_MESSAGE, type ConsultMode } from "~/lib/consult-rules";
import { SELECT_PATIENT_MESSAGE } from "~/lib/cart-rules";
import { PROFILE_INCOMPLETE_MESSAGE } from "~/lib/patient";

export type ConsultType = "VIDEO" | "AUDIO";

export interface BookConsultInput {
  accountId: number;
  patientId: number | null;
  doctorId: number;
  mode: ConsultMode;
  /** ONLINE: video or audio. */
  consultType?: ConsultType | null;
  /** PHYSICAL: the facility of the visit. */
  facilityId?: number | null;
  slotDateTimeInUTC: string;
  couponCode?: string | null;
  idempotencyKey: string;
}

export interface BookedConsult {
  orderId: number;
  displayId: string;
  toPay: number;
  paymentLinkURL: string | null;
}

/** The resource a consult of this mode books: the doctor online, or the doctor at that facility. */
export async function consultResource(db: Kysely<Database>, doctor: Doctor, mode: ConsultMode, facilityId: number | null | undefined): Promise<BookableResource> {
  if (mode === "ONLINE") {
    if (!doctor.onlineHours.length) throw badRequest(CONSULT_SLOT_UNAVAILABLE_MESSAGE);
    return onlineResourceOf(doctor);
  }
  if (facilityId == null) throw badRequest("Please choose the clinic to visit");
  return (await clinicResourceOf(db, doctor.id, facilityId)).resource;
}

/**
 * The fee in paise — the Circle member fee for a member where it is lower (the one pricing rule) — and the
 * offer's outcome on that fee; a refused code refuses the booking with its message.
 */
export function consultPrice(doctor: Doctor, mode: ConsultMode, couponCode: string | null | undefined, isCircleMember = false) {
  const member = memberPrice(mode === "ONLINE" ? doctor.feeOnline : doctor.feeClinic, mode === "ONLINE" ? doctor.feeOnlineCircle : doctor.feeClinicCircle, isCircleMember);
  const fee = member.price;
  if (!couponCode?.trim()) return { fee, circleDiscount: member.circleDiscount, discount: 0, couponCode: null };
  const offer = applyConsultOffer(couponCode, mode, fee);
  if (!offer.valid) throw new DomainError(offer.errorMsg, "BAD_REQUEST", { field: "couponCode" });
  return { fee, circleDiscount: member.circleDiscount, discount: offer.discount, couponCode: offer.code };
}

export async function bookConsult(db: Kysely<Database>, input: BookConsultInput, now = new Date()): Promise<BookedConsult> {
  if (input.patientId == null) throw new DomainError(SELECT_PATIENT_MESSAGE, "BAD_REQUEST", { field: "patientId" });
  const patient = await getPatient(db, { id: input.patientId, accountId: input.accountId });
  if (!patient) throw new DomainError(SELECT_PATIENT_MESSAGE, "BAD_REQUEST", { field: "patientId" });
  if (patient.isIncomplete) throw new DomainError(PROFILE_INCOMPLETE_MESSAGE, "BAD_REQUEST", { field: "patientId" });

  const doctor = await getDoctorById(db, input.doctorId);
  const resource = await consultResource(db, doctor, input.mode, input.facilityId);
  const slot = offeredSlotOf(resource, now, input.slotDateTimeInUTC);
  if (!slot) throw badRequest(CONSULT_SLOT_UNAVAILABLE_MESSAGE);
  const price = consultPrice(doctor, input.mode, input.couponCode, await accountIsCircleMember(db, input.accountId));
  const toPay = price.fee - price.discount;

  return db.transaction().execute(async (trx) => {
    // One submit is one appointment, however often it is retried.
    const existing = await trx
      .selectFrom("orders")
      .leftJoin("payments", (j) => j.onRef("payments.order_ref", "=", "orders.id").on("payments.order_kind", "=", CONSULT_KIND))
      .select(["orders.id", "orders.display_id", "orders.to_pay", "payments.payment_link_url"])
      .where("orders.account_id", "=", input.accountId)
      .where("orders.kind", "=", CONSULT_KIND)
      .where("orders.idempotency_key", "=", input.idempotencyKey)
      .executeTakeFirst();
    if (existing) return { orderId: existing.id, displayId: existing.display_id, toPay: existing.to_pay, paymentLinkURL: existing.payment_link_url ?? null };

    const order = await insertOrder(trx, {
      kind: CONSULT_KIND,
      accountId: input.accountId,
      patientId: patient.id,
      status: "PAYMENT_PENDING",
      totalAmount: toPay,
      toPay,
      paymentType: "ONLINE",
      idempotencyKey: input.idempotencyKey,
      actor: `patient:${input.accountId}`,
      now,
    });
    const slotId = await holdSlotPlace(trx, resource, slot);
    if (slotId == null) throw badRequest(CONSULT_SLOT_UNAVAILABLE_MESSAGE);
    await trx
      .insertInto("consult_details")
      .values({
        order_id: order.id,
        doctor_id: doctor.id,
        consult_mode: input.mode,
        consult_type: input.mode === "ONLINE" ? (input.consultType ?? "VIDEO") : null,
        facility_id: input.mode === "PHYSICAL" ? (input.facilityId ?? null) : null,
        slot_id: slotId,
        appointment_date_time_utc: slot.slotDateTimeInUTC,
        duration_minutes: slot.slotDurationInMinutes,
        fee: price.fee,
        circle_discount: price.circleDiscount,
        discount: price.discount,
        coupon_code: price.couponCode,
      })
      .execute();
    const payment = await startPayment(trx, { orderKind: CONSULT_KIND, orderRef: order.id, accountId: input.accountId, amount: toPay, healthCreditsUsed: 0 }, now);
    return { orderId: order.id, displayId: order.displayId, toPay, paymentLinkURL: payment.paymentLinkURL };
  });
}
