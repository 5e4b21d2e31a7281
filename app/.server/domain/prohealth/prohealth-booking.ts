/**
 * bookProhealthAppointmentHospital / bookProhealthAppointment: one package, at one hospital or clinic, in one slot,
 * for one of the account's patients. The eligibility rule (app/lib/prohealth-rules.ts) refuses a patient under the
 * category's minimum age and warns on a gender mismatch. One transaction: the header order, its payment (online
 * through the gateway, or at the centre), the detail and, last, the slot's place. A retried submit with the same
 * idempotency key answers the first booking.
 */
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { getPatient } from "../accounts/patients";
import { insertOrder } from "../orders/order-header";
import { recordCashOnDelivery, startPayment } from "../payments/payments";
import { holdSlotPlace, offeredSlotOf } from "../scheduling";
import { SLOT_TAKEN_MESSAGE } from "../scheduling/reschedule-slots";
import { facilityById } from "../facilities";
import { prohealthEligibility } from "~/lib/prohealth-rules";
import { PROHEALTH_STATUS as S } from "~/lib/prohealth-status";
import { facilityOffersPackage, prohealthCategoryById, prohealthPackageById, unitTypeOf } from "./prohealth-catalogue";
import { prohealthResource } from "./prohealth-slots";
import { HEALTH_CHECK_KIND } from "./prohealth-kind";
import { hraLinkOf, hraOfAccount } from "./prohealth-hra";

export const NOT_BOOKABLE_MESSAGE = "This package cannot be booked online. Please call the hospital to book it.";
export const NOT_OFFERED_MESSAGE = "This package is not offered here. Please choose another hospital or clinic.";
export const WRONG_UNIT_MESSAGE = (unitType: "HOSPITAL" | "CLINIC") =>
  unitType === "HOSPITAL" ? "This package is booked at a clinic, not a hospital." : "This package is booked at a hospital, not a clinic.";

export interface BookProhealthInput {
  packageId: number;
  /** The hospital or clinic (a facility). */
  facilityId: number;
  patientId: number;
  slotDateTimeInUTC: string;
  paymentType: "ONLINE" | "COD";
  /** The assessment the patient took first, if any: its link goes on the appointment (shortHraLink). */
  hraToken?: string | null;
  idempotencyKey: string;
  bookingSource: "WEB" | "GRAPHQL";
  /** Which operation booked it: bookProhealthAppointmentHospital (HOSPITAL) or bookProhealthAppointment (CLINIC); null from the web. */
  unitType?: "HOSPITAL" | "CLINIC" | null;
}

export interface ProhealthBooking {
  id: number;
  displayId: string;
  appointmentStartUtc: string;
  appointmentEndUtc: string;
  /** Paise. */
  price: number;
  warnings: string[];
  paymentOrderId: string | null;
  paymentLinkURL: string | null;
}

export async function bookProhealthAppointment(db: DB, accountId: number, input: BookProhealthInput, now = new Date()): Promise<ProhealthBooking> {
  if (!input.idempotencyKey || input.idempotencyKey.length > 100) throw badRequest("Invalid idempotency key");
  if (input.paymentType !== "ONLINE" && input.paymentType !== "COD") throw badRequest("Please choose how to pay.");

  const earlier = await db.selectFrom("orders").select("id").where("account_id", "=", accountId).where("kind", "=", HEALTH_CHECK_KIND).where("idempotency_key", "=", input.idempotencyKey).executeTakeFirst();
  if (earlier) return bookingOf(db, accountId, earlier.id, []);

  const patient = await getPatient(db, { id: input.patientId, accountId });
  if (!patient) throw notFound("Patient not found");
  const pkg = await prohealthPackageById(db, input.packageId);
  if (!pkg) throw notFound("Package not found");
  if (!pkg.isBookable) throw badRequest(NOT_BOOKABLE_MESSAGE);
  const facility = await facilityById(db, input.facilityId);
  if (!facility || !(await facilityOffersPackage(db, facility.id, pkg.id))) throw badRequest(NOT_OFFERED_MESSAGE);
  if (input.unitType && unitTypeOf(facility) !== input.unitType) throw badRequest(WRONG_UNIT_MESSAGE(input.unitType));
  const category = (await prohealthCategoryById(db, pkg.categoryId))!;
  const eligibility = prohealthEligibility({ category, pkg, patient }, now);
  if (eligibility.refusal) throw badRequest(eligibility.refusal);

  let shortHraLink: string | null = null;
  if (input.hraToken) {
    const hra = await hraOfAccount(db, accountId, input.hraToken);
    shortHraLink = hraLinkOf(hra.token);
  }

  const resource = await prohealthResource(db, facility.id);
  const slot = resource && offeredSlotOf(resource, now, input.slotDateTimeInUTC);
  if (!slot) throw badRequest(SLOT_TAKEN_MESSAGE);
  const end = new Date(new Date(slot.slotDateTimeInUTC).getTime() + pkg.durationMinutes * 60_000).toISOString();

  const orderId = await db.transaction().execute(async (trx) => {
    const order = await insertOrder(trx, {
      kind: HEALTH_CHECK_KIND,
      accountId,
      patientId: patient.id,
      status: input.paymentType === "ONLINE" ? S.PAYMENT_PENDING : S.BOOKED,
      totalAmount: pkg.price,
      toPay: pkg.price,
      paymentType: input.paymentType,
      idempotencyKey: input.idempotencyKey,
      actor: `patient:${accountId}`,
      now,
    });
    const payment = { orderKind: HEALTH_CHECK_KIND, orderRef: order.id, accountId, amount: pkg.price, healthCreditsUsed: 0 };
    if (input.paymentType === "ONLINE") await startPayment(trx, payment, now);
    else await recordCashOnDelivery(trx, { ...payment, at: now.toISOString() });
    // The place is taken last: the slot's row stays locked only until this commits.
    const slotId = await holdSlotPlace(trx, resource!, slot);
    if (slotId == null) throw badRequest(SLOT_TAKEN_MESSAGE);
    await trx
      .insertInto("prohealth_appointment_details")
      .values({
        order_id: order.id,
        package_id: pkg.id,
        package_name: pkg.packageName,
        facility_id: facility.id,
        city_id: facility.cityId,
        slot_id: slotId,
        appointment_start_utc: slot.slotDateTimeInUTC,
        appointment_end_utc: end,
        slot_date: slot.slotDate,
        slot_time: slot.startTime,
        fasting_hours: pkg.fastingHours,
        short_hra_link: shortHraLink,
        booking_source: input.bookingSource,
        report_file_key: null,
        report_uploaded_at: null,
      })
      .execute();
    return order.id;
  });
  return bookingOf(db, accountId, orderId, eligibility.warnings);
}

async function bookingOf(db: DB, accountId: number, orderId: number, warnings: string[]): Promise<ProhealthBooking> {
  const row = await db
    .selectFrom("orders as o")
    .innerJoin("prohealth_appointment_details as d", "d.order_id", "o.id")
    .select(["o.id", "o.display_id", "o.total_amount", "d.appointment_start_utc", "d.appointment_end_utc"])
    .where("o.id", "=", orderId)
    .where("o.account_id", "=", accountId)
    .executeTakeFirst();
  if (!row) throw notFound("Appointment not found");
  const payment = await db
    .selectFrom("payments")
    .select(["payment_order_id", "payment_link_url", "payment_method"])
    .where("order_kind", "=", HEALTH_CHECK_KIND)
    .where("order_ref", "=", orderId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  const online = payment && payment.payment_method !== "COD";
  return {
    id: row.id,
    displayId: row.display_id,
    appointmentStartUtc: row.appointment_start_utc,
    appointmentEndUtc: row.appointment_end_utc,
    price: row.total_amount,
    warnings,
    paymentOrderId: online ? payment.payment_order_id : null,
    paymentLinkURL: online ? payment.payment_link_url : null,
  };
}
