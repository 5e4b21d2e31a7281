/**
 * The doctor's day view: the doctor's booked consults of today (India date) and the days after, earliest first,
 * each with its patient, whether the patient is waiting in the room (consult_details.patient_waiting_at, set by the
 * room when the patient enters and cleared when the doctor joins) and whether the case sheet is written.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { TZDate } from "@date-fns/tz";
import { startOfDay } from "date-fns";
import { CONSULT_KIND } from "./consult-kind";
import { statusLabelOf } from "../orders/order-kinds";
import { INDIA_TIME_ZONE, indiaDate } from "~/lib/india-date-time";
import { ageFromDateOfBirth } from "~/lib/patient";

export interface DoctorAppointment {
  id: number;
  displayId: string;
  status: string;
  statusLabel: string;
  patientId: number;
  patientName: string;
  patientAge: number | null;
  patientGender: string | null;
  consultMode: string;
  consultType: string | null;
  appointmentDateTimeInUTC: string;
  durationMinutes: number;
  /** India date (yyyy-MM-dd). */
  day: string;
  patientWaitingSince: string | null;
  hasCaseSheet: boolean;
}

/** Booked consults only: unpaid, failed, lapsed and cancelled ones are not the doctor's to see. */
const SHOWN_STATUSES = ["CONFIRMED", "RESCHEDULED", "COMPLETED"];

export async function doctorAppointments(db: Kysely<Database>, doctorId: number, now = new Date()): Promise<{ today: DoctorAppointment[]; upcoming: DoctorAppointment[] }> {
  const dayStart = startOfDay(new TZDate(now, INDIA_TIME_ZONE));
  const today = indiaDate(now);
  const rows = await db
    .selectFrom("orders")
    .innerJoin("consult_details", "consult_details.order_id", "orders.id")
    .innerJoin("patients", "patients.id", "orders.patient_id")
    .leftJoin("case_sheets", "case_sheets.order_id", "orders.id")
    .select([
      "orders.id",
      "orders.display_id",
      "orders.status",
      "orders.patient_id",
      "patients.first_name",
      "patients.last_name",
      "patients.gender",
      "patients.date_of_birth",
      "consult_details.consult_mode",
      "consult_details.consult_type",
      "consult_details.appointment_date_time_utc",
      "consult_details.duration_minutes",
      "consult_details.patient_waiting_at",
      "case_sheets.id as case_sheet_id",
    ])
    .where("orders.kind", "=", CONSULT_KIND)
    .where("consult_details.doctor_id", "=", doctorId)
    .where("orders.status", "in", SHOWN_STATUSES)
    .where("consult_details.appointment_date_time_utc", ">=", new Date(dayStart.getTime()).toISOString())
    .orderBy("consult_details.appointment_date_time_utc")
    .limit(200)
    .execute();
  const all = rows.map(
    (r): DoctorAppointment => ({
      id: r.id,
      displayId: r.display_id,
      status: r.status,
      statusLabel: statusLabelOf(CONSULT_KIND, r.status),
      patientId: r.patient_id!,
      patientName: `${r.first_name} ${r.last_name}`.trim(),
      patientAge: ageFromDateOfBirth(r.date_of_birth, now),
      patientGender: r.gender,
      consultMode: r.consult_mode,
      consultType: r.consult_type,
      appointmentDateTimeInUTC: r.appointment_date_time_utc,
      durationMinutes: r.duration_minutes,
      day: indiaDate(new Date(r.appointment_date_time_utc)),
      // Waiting only matters while the consult is still to be held.
      patientWaitingSince: r.status === "COMPLETED" ? null : (r.patient_waiting_at ?? null),
      hasCaseSheet: r.case_sheet_id != null,
    }),
  );
  return { today: all.filter((a) => a.day === today), upcoming: all.filter((a) => a.day > today) };
}
