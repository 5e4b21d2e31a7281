/**
 * A patient's appointments: the account's consult orders with their doctor, patient, time and status; one
 * appointment, for its owner only; cancelling (with a refund of what was paid, through payments) and
 * rescheduling into another free slot of the same doctor and place, both inside the spec's cancel window.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { badRequest, notFound } from "../errors";
import { moveOrder } from "../orders/order-header";
import { statusLabelOf } from "../orders/order-kinds";
import { paidPayment, refundPayment } from "../payments/payments";
import { holdSlotPlace, offeredSlotOf, releaseSlotPlace } from "../scheduling";
import { getDoctorById } from "../doctors/doctors";
import { consultResource } from "./booking";
import { CONSULT_KIND } from "./consult-kind";
import { ACTIVE_CONSULT_STATUSES, CANCEL_WINDOW_CLOSED_MESSAGE, CONSULT_SLOT_UNAVAILABLE_MESSAGE, isWithinCancelWindow, type ConsultMode, type ConsultStatus } from "~/lib/consult-rules";

export interface Appointment {
  id: number;
  displayId: string;
  status: string;
  statusLabel: string;
  patientId: number | null;
  patientName: string;
  doctorId: number;
  doctorName: string;
  doctorSlug: string;
  doctorPhotoUrl: string;
  specialtyName: string;
  consultMode: ConsultMode;
  consultType: string | null;
  facilityId: number | null;
  facilityName: string | null;
  facilityAddress: string | null;
  appointmentDateTimeInUTC: string;
  durationMinutes: number;
  fee: number;
  discount: number;
  toPay: number;
  couponCode: string | null;
  /** Still to come and booked: it can be joined, moved or cancelled (if the window allows). */
  isUpcoming: boolean;
  canCancel: boolean;
  refunded: number;
}

const appointmentsQuery = (db: Kysely<Database>, accountId: number) =>
  db
    .selectFrom("orders")
    .innerJoin("consult_details", "consult_details.order_id", "orders.id")
    .innerJoin("doctors", "doctors.id", "consult_details.doctor_id")
    .innerJoin("specialties", "specialties.slug", "doctors.specialty_slug")
    .leftJoin("patients", "patients.id", "orders.patient_id")
    .leftJoin("facilities", "facilities.id", "consult_details.facility_id")
    .select([
      "orders.id",
      "orders.display_id",
      "orders.status",
      "orders.patient_id",
      "orders.to_pay",
      "patients.first_name",
      "patients.last_name",
      "doctors.id as doctor_id",
      "doctors.name as doctor_name",
      "doctors.slug as doctor_slug",
      "doctors.photo_url",
      "specialties.name as specialty_name",
      "consult_details.consult_mode",
      "consult_details.consult_type",
      "consult_details.facility_id",
      "facilities.name as facility_name",
      "facilities.address as facility_address",
      "consult_details.appointment_date_time_utc",
      "consult_details.duration_minutes",
      "consult_details.fee",
      "consult_details.discount",
      "consult_details.coupon_code",
    ])
    .where("orders.account_id", "=", accountId)
    .where("orders.kind", "=", CONSULT_KIND);

type Row = Awaited<ReturnType<ReturnType<typeof appointmentsQuery>["executeTakeFirstOrThrow"]>>;

function toAppointment(r: Row, now: Date, refunded: number): Appointment {
  const end = Date.parse(r.appointment_date_time_utc) + r.duration_minutes * 60_000;
  const active = (ACTIVE_CONSULT_STATUSES as readonly string[]).includes(r.status);
  return {
    id: r.id,
    displayId: r.display_id,
    status: r.status,
    statusLabel: statusLabelOf(CONSULT_KIND, r.status),
    patientId: r.patient_id,
    patientName: `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim(),
    doctorId: r.doctor_id,
    doctorName: r.doctor_name,
    doctorSlug: r.doctor_slug,
    doctorPhotoUrl: r.photo_url,
    specialtyName: r.specialty_name,
    consultMode: r.consult_mode === "PHYSICAL" ? "PHYSICAL" : "ONLINE",
    consultType: r.consult_type,
    facilityId: r.facility_id,
    facilityName: r.facility_name ?? null,
    facilityAddress: r.facility_address ?? null,
    appointmentDateTimeInUTC: r.appointment_date_time_utc,
    durationMinutes: r.duration_minutes,
    fee: r.fee,
    discount: r.discount,
    toPay: r.to_pay,
    couponCode: r.coupon_code,
    isUpcoming: active && end > now.getTime(),
    canCancel: active && isWithinCancelWindow(r.appointment_date_time_utc, now),
    refunded,
  };
}

async function refundedOf(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db.selectFrom("refunds").select(["order_id", "amount_refunded"]).where("order_kind", "=", CONSULT_KIND).where("order_id", "in", orderIds).execute();
  const out = new Map<number, number>();
  for (const r of rows) out.set(r.order_id, (out.get(r.order_id) ?? 0) + r.amount_refunded);
  return out;
}

/** The account's booked appointments (unpaid and lapsed bookings left out): upcoming soonest first, past latest first. */
export async function listAppointments(db: Kysely<Database>, accountId: number, now = new Date()) {
  const rows = await appointmentsQuery(db, accountId).where("orders.status", "not in", ["PAYMENT_PENDING", "PAYMENT_FAILED", "EXPIRED"] satisfies ConsultStatus[]).execute();
  const refunded = await refundedOf(db, rows.map((r) => r.id));
  const all = rows.map((r) => toAppointment(r, now, refunded.get(r.id) ?? 0));
  const upcoming = all.filter((a) => a.isUpcoming).sort((a, b) => a.appointmentDateTimeInUTC.localeCompare(b.appointmentDateTimeInUTC));
  const past = all.filter((a) => !a.isUpcoming).sort((a, b) => b.appointmentDateTimeInUTC.localeCompare(a.appointmentDateTimeInUTC));
  return { upcoming, past };
}

/** One appointment of the account; NOT_FOUND for another account's, as for one that does not exist. */
export async function getAppointment(db: Kysely<Database>, accountId: number, orderId: number, now = new Date()): Promise<Appointment> {
  const row = await appointmentsQuery(db, accountId).where("orders.id", "=", orderId).executeTakeFirst();
  if (!row) throw notFound("Appointment not found");
  return toAppointment(row, now, (await refundedOf(db, [orderId])).get(orderId) ?? 0);
}

function requireChangeable(a: Appointment, now: Date) {
  if (!(ACTIVE_CONSULT_STATUSES as readonly string[]).includes(a.status)) throw badRequest("This appointment can no longer be changed.");
  if (!isWithinCancelWindow(a.appointmentDateTimeInUTC, now)) throw badRequest(CANCEL_WINDOW_CLOSED_MESSAGE);
}

/** Cancels the appointment, gives its slot back and refunds the payment in full to where it came from. */
export async function cancelAppointment(db: Kysely<Database>, accountId: number, orderId: number, reason: string | null, now = new Date()): Promise<Appointment> {
  const a = await getAppointment(db, accountId, orderId, now);
  requireChangeable(a, now);
  await db.transaction().execute(async (trx) => {
    await moveOrder(trx, { kind: CONSULT_KIND, orderId, to: "CANCELLED", actor: `patient:${accountId}`, statusMessage: reason, now });
    const detail = await trx.selectFrom("consult_details").select("slot_id").where("order_id", "=", orderId).executeTakeFirstOrThrow();
    await releaseSlotPlace(trx, detail.slot_id);
    const paid = await paidPayment(trx, CONSULT_KIND, orderId);
    if (paid) await refundPayment(trx, paid.payment_order_id, paid.amount);
  });
  return getAppointment(db, accountId, orderId, now);
}

/** Moves the appointment to another free slot of the same doctor, online or at the same clinic. */
export async function rescheduleAppointment(db: Kysely<Database>, accountId: number, orderId: number, slotDateTimeInUTC: string, now = new Date()): Promise<Appointment> {
  const a = await getAppointment(db, accountId, orderId, now);
  requireChangeable(a, now);
  const doctor = await getDoctorById(db, a.doctorId);
  const resource = await consultResource(db, doctor, a.consultMode, a.facilityId);
  const slot = offeredSlotOf(resource, now, slotDateTimeInUTC);
  if (!slot || Date.parse(slot.slotDateTimeInUTC) === Date.parse(a.appointmentDateTimeInUTC)) throw badRequest(CONSULT_SLOT_UNAVAILABLE_MESSAGE);
  await db.transaction().execute(async (trx) => {
    await moveOrder(trx, { kind: CONSULT_KIND, orderId, to: "RESCHEDULED", actor: `patient:${accountId}`, statusMessage: `Moved to ${slot.slotDate} ${slot.startTime}`, now });
    const old = await trx.selectFrom("consult_details").select("slot_id").where("order_id", "=", orderId).executeTakeFirstOrThrow();
    const slotId = await holdSlotPlace(trx, resource, slot);
    if (slotId == null) throw badRequest(CONSULT_SLOT_UNAVAILABLE_MESSAGE);
    await releaseSlotPlace(trx, old.slot_id);
    await trx
      .updateTable("consult_details")
      .set((eb) => ({ slot_id: slotId, appointment_date_time_utc: slot.slotDateTimeInUTC, reschedule_count: eb("reschedule_count", "+", 1) }))
      .where("order_id", "=", orderId)
      .execute();
  });
  return getAppointment(db, accountId, orderId, now);
}
