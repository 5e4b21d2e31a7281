/**
 * bookProhealthAppointmentHospital / bookProhealthAppointment: one package, at one hospital or clinic, in one slot,
 * for one of the account's patients. The eligibility rule (app/lib/prohealth-rules.ts) refuses a patient under the
 * category's minimum age and warns on a gender mismatch; a fasting package takes only a morning slot. A Circle
 * member pays the package's member price. One transaction on the spine (orders/centre-booking.ts): the header
 * order, its payment (online through the gateway, or at the centre), the slot's place and the detail. A retried
 * submit with the same idempotency key answers the first booking.
 */
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { getPatient } from "../accounts/patients";
import { bookCentreAppointment, bookedCentreOrder, chosenCentreSlot, earlierCentreBooking } from "../orders/centre-booking";
import { accountIsCircleMember } from "../accounts/accounts";
import { memberPrice } from "~/lib/member-price";
import { facilityById } from "../facilities";
import { FASTING_SLOT_REFUSED_MESSAGE, fastingSlotAllowed, prohealthEligibility } from "~/lib/prohealth-rules";
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

  const earlier = await earlierCentreBooking(db, HEALTH_CHECK_KIND, accountId, input.idempotencyKey);
  if (earlier) return bookingOf(db, accountId, earlier, []);

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

  // A fasting package only in a morning slot (the rule in app/lib/prohealth-rules.ts).
  const { resource, slot } = chosenCentreSlot(await prohealthResource(db, facility.id), now, input.slotDateTimeInUTC, (s) =>
    fastingSlotAllowed(s.startTime, pkg.fastingHours) ? null : FASTING_SLOT_REFUSED_MESSAGE,
  );
  const end = new Date(new Date(slot.slotDateTimeInUTC).getTime() + pkg.durationMinutes * 60_000).toISOString();
  // The package at the price this account pays: the member price for a Circle member, where lower.
  const price = memberPrice(pkg.price, pkg.circlePrice, await accountIsCircleMember(db, accountId));

  const orderId = await bookCentreAppointment(db, {
    kind: HEALTH_CHECK_KIND,
    accountId,
    patientId: patient.id,
    totalAmount: price.price,
    paymentType: input.paymentType,
    statuses: { online: S.PAYMENT_PENDING, atCentre: S.BOOKED },
    idempotencyKey: input.idempotencyKey,
    resource,
    slot,
    now,
    async writeDetail(trx, orderId, slotId) {
      await trx
        .insertInto("prohealth_appointment_details")
        .values({
          order_id: orderId,
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
          circle_discount: price.circleDiscount,
        })
        .execute();
    },
  });
  return bookingOf(db, accountId, orderId, eligibility.warnings);
}

async function bookingOf(db: DB, accountId: number, orderId: number, warnings: string[]): Promise<ProhealthBooking> {
  const { detail: d, totalAmount, ...booked } = await bookedCentreOrder(db, HEALTH_CHECK_KIND, accountId, orderId, (id) =>
    db.selectFrom("prohealth_appointment_details").select(["appointment_start_utc", "appointment_end_utc"]).where("order_id", "=", id).executeTakeFirst(),
  );
  return { ...booked, appointmentStartUtc: d.appointment_start_utc, appointmentEndUtc: d.appointment_end_utc, price: totalAmount, warnings };
}
