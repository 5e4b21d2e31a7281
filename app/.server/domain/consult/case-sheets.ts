/**
 * Case sheets and e-prescriptions (platform §3 Prescription; lab §7 caseSheet(appointmentId),
 * getPatientPrescriptions(patientId, limit)). The appointment's doctor writes the case sheet; submitting it makes
 * the e-prescription PDF (stored, so the patient downloads exactly what was issued) and completes the consult.
 *
 * Owner-only: a case sheet is read by the appointment's patient account or by its doctor's account; anyone else,
 * like an appointment that does not exist, gets NOT_FOUND.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { notFound, badRequest } from "../errors";
import { moveOrder } from "../orders/order-header";
import { fileStorage } from "../../providers/file-storage";
import { doctorOfAccount } from "../../doctor/access";
import { CONSULT_KIND } from "./consult-kind";
import { renderEPrescriptionPdf } from "./e-prescription";
import { ACTIVE_CONSULT_STATUSES } from "~/lib/consult-rules";
import { ageFromDateOfBirth } from "~/lib/patient";
import type { AdvisedTest, CaseSheetInput, Medicine } from "~/lib/case-sheet";

type Db = Kysely<Database>;

export const ePrescriptionPath = (appointmentId: number) => `/resources/e-prescription/${appointmentId}`;

export interface CaseSheet {
  id: number;
  appointmentId: number;
  appointmentDisplayId: string;
  appointmentDateTimeInUTC: string;
  doctorId: number;
  doctorName: string;
  doctorQualification: string;
  registrationNumber: string;
  registrationCouncil: string;
  specialtyName: string;
  patientId: number;
  patientName: string;
  patientAge: number | null;
  patientGender: string | null;
  symptoms: string;
  diagnosis: string;
  medicines: Medicine[];
  tests: AdvisedTest[];
  advice: string;
  followUp: string;
  createdAt: string;
  updatedAt: string;
  prescriptionUrl: string;
  prescriptionBytes: number | null;
}

/** Who may read an appointment's case sheet: its patient's account, or its doctor. */
export type AppointmentViewer = { role: "patient" | "doctor"; accountId: number; doctorId: number | null };

const appointmentQuery = (db: Db) =>
  db
    .selectFrom("orders")
    .innerJoin("consult_details", "consult_details.order_id", "orders.id")
    .innerJoin("doctors", "doctors.id", "consult_details.doctor_id")
    .innerJoin("specialties", "specialties.slug", "doctors.specialty_slug")
    .innerJoin("patients", "patients.id", "orders.patient_id")
    .select([
      "orders.id",
      "orders.display_id",
      "orders.account_id",
      "orders.status",
      "orders.patient_id",
      "patients.first_name",
      "patients.last_name",
      "patients.gender",
      "patients.date_of_birth",
      "consult_details.doctor_id",
      "consult_details.appointment_date_time_utc",
      "doctors.name as doctor_name",
      "doctors.qualifications",
      "doctors.registration_number",
      "doctors.registration_council",
      "specialties.name as specialty_name",
    ])
    .where("orders.kind", "=", CONSULT_KIND);

type AppointmentRow = Awaited<ReturnType<ReturnType<typeof appointmentQuery>["executeTakeFirstOrThrow"]>>;

/** The appointment, if this account is its patient's account or its doctor; NOT_FOUND otherwise. */
export async function appointmentForViewer(db: Db, accountId: number, appointmentId: number): Promise<{ row: AppointmentRow; viewer: AppointmentViewer }> {
  const row = await appointmentQuery(db).where("orders.id", "=", appointmentId).executeTakeFirst();
  if (!row) throw notFound("Appointment not found");
  if (row.account_id === accountId) return { row, viewer: { role: "patient", accountId, doctorId: null } };
  const doctor = await doctorOfAccount(db, accountId);
  if (doctor && doctor.doctorId === row.doctor_id) return { row, viewer: { role: "doctor", accountId, doctorId: doctor.doctorId } };
  throw notFound("Appointment not found");
}

/** The doctor's own appointment; NOT_FOUND for another doctor's. */
export async function appointmentOfDoctor(db: Db, doctorId: number, appointmentId: number): Promise<AppointmentRow> {
  const row = await appointmentQuery(db).where("orders.id", "=", appointmentId).where("consult_details.doctor_id", "=", doctorId).executeTakeFirst();
  if (!row) throw notFound("Appointment not found");
  return row;
}

const parse = <T>(text: string): T[] => {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
};

type SheetRow = Awaited<ReturnType<ReturnType<typeof sheetsQuery>["executeTakeFirstOrThrow"]>>;

const sheetsQuery = (db: Db) =>
  db
    .selectFrom("case_sheets as s")
    .innerJoin("orders", "orders.id", "s.order_id")
    .innerJoin("consult_details", "consult_details.order_id", "s.order_id")
    .innerJoin("doctors", "doctors.id", "s.doctor_id")
    .innerJoin("specialties", "specialties.slug", "doctors.specialty_slug")
    .innerJoin("patients", "patients.id", "s.patient_id")
    .select([
      "s.id",
      "s.order_id",
      "s.doctor_id",
      "s.patient_id",
      "s.account_id",
      "s.symptoms",
      "s.diagnosis",
      "s.medicines",
      "s.tests",
      "s.advice",
      "s.follow_up",
      "s.created_at",
      "s.updated_at",
      "s.prescription_bytes",
      "orders.display_id",
      "consult_details.appointment_date_time_utc",
      "doctors.name as doctor_name",
      "doctors.qualifications",
      "doctors.registration_number",
      "doctors.registration_council",
      "specialties.name as specialty_name",
      "patients.first_name",
      "patients.last_name",
      "patients.gender",
      "patients.date_of_birth",
    ]);

function toCaseSheet(r: SheetRow): CaseSheet {
  return {
    id: r.id,
    appointmentId: r.order_id,
    appointmentDisplayId: r.display_id,
    appointmentDateTimeInUTC: r.appointment_date_time_utc,
    doctorId: r.doctor_id,
    doctorName: r.doctor_name,
    doctorQualification: r.qualifications,
    registrationNumber: r.registration_number,
    registrationCouncil: r.registration_council,
    specialtyName: r.specialty_name,
    patientId: r.patient_id,
    patientName: `${r.first_name} ${r.last_name}`.trim(),
    patientAge: ageFromDateOfBirth(r.date_of_birth),
    patientGender: r.gender,
    symptoms: r.symptoms,
    diagnosis: r.diagnosis,
    medicines: parse<Medicine>(r.medicines),
    tests: parse<AdvisedTest>(r.tests),
    advice: r.advice,
    followUp: r.follow_up,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    prescriptionUrl: ePrescriptionPath(r.order_id),
    prescriptionBytes: r.prescription_bytes,
  };
}

/** caseSheet(appointmentId): the case sheet, or null when the doctor has not written one yet. Owner-only. */
export async function caseSheetOf(db: Db, accountId: number, appointmentId: number): Promise<CaseSheet | null> {
  await appointmentForViewer(db, accountId, appointmentId);
  const row = await sheetsQuery(db).where("s.order_id", "=", appointmentId).executeTakeFirst();
  return row ? toCaseSheet(row) : null;
}

/** The case sheet of one of the doctor's appointments (the doctor's own editor), or null. */
export async function caseSheetForDoctor(db: Db, doctorId: number, appointmentId: number): Promise<CaseSheet | null> {
  const row = await sheetsQuery(db).where("s.order_id", "=", appointmentId).where("s.doctor_id", "=", doctorId).executeTakeFirst();
  return row ? toCaseSheet(row) : null;
}

/**
 * The e-prescriptions of one patient, newest first: every one for the patient's own account; for a doctor, the
 * ones that doctor wrote for the patient. Anyone else gets NOT_FOUND, as for a patient that does not exist.
 */
export async function ePrescriptionsOfPatient(db: Db, accountId: number, patientId: number, limit: number): Promise<CaseSheet[]> {
  const patient = await db.selectFrom("patients").select(["id", "account_id"]).where("id", "=", patientId).executeTakeFirst();
  if (!patient) throw notFound("Patient not found");
  let q = sheetsQuery(db).where("s.patient_id", "=", patientId);
  if (patient.account_id === accountId) q = q.where("s.account_id", "=", accountId);
  else {
    const doctor = await doctorOfAccount(db, accountId);
    if (!doctor) throw notFound("Patient not found");
    const treated = await db
      .selectFrom("orders")
      .innerJoin("consult_details", "consult_details.order_id", "orders.id")
      .select("orders.id")
      .where("orders.patient_id", "=", patientId)
      .where("consult_details.doctor_id", "=", doctor.doctorId)
      .executeTakeFirst();
    if (!treated) throw notFound("Patient not found");
    q = q.where("s.doctor_id", "=", doctor.doctorId);
  }
  const rows = await q.orderBy("s.created_at", "desc").orderBy("s.id", "desc").limit(limit).execute();
  return rows.map(toCaseSheet);
}

/** Every e-prescription of the account's patients (the health records), optionally one patient's or one sheet. */
export async function accountEPrescriptions(db: Db, accountId: number, where: { patientId?: number; id?: number } = {}): Promise<CaseSheet[]> {
  let q = sheetsQuery(db).where("s.account_id", "=", accountId);
  if (where.patientId) q = q.where("s.patient_id", "=", where.patientId);
  if (where.id) q = q.where("s.id", "=", where.id);
  return (await q.orderBy("s.created_at", "desc").execute()).map(toCaseSheet);
}

export const UNKNOWN_TEST_MESSAGE = "Please pick the tests from the lab catalogue.";
export const CASE_SHEET_CLOSED_MESSAGE = "A cancelled appointment has no case sheet.";

/**
 * The doctor submits the case sheet: the advised tests must be catalogue items; the sheet is written (or
 * rewritten), the e-prescription PDF made and stored, and a booked consult becomes COMPLETED — in one transaction,
 * so a failed PDF leaves nothing half-written.
 */
export async function saveCaseSheet(db: Db, doctorId: number, appointmentId: number, input: CaseSheetInput, now = new Date()): Promise<CaseSheet> {
  const appt = await appointmentOfDoctor(db, doctorId, appointmentId);
  const open = [...ACTIVE_CONSULT_STATUSES, "COMPLETED"] as readonly string[];
  if (!open.includes(appt.status)) throw badRequest(CASE_SHEET_CLOSED_MESSAGE);
  const items = input.tests.length
    ? await db.selectFrom("diagnostic_items").select(["item_id", "item_name"]).where("item_id", "in", input.tests).execute()
    : [];
  if (items.length !== input.tests.length) throw badRequest(UNKNOWN_TEST_MESSAGE);
  const byId = new Map(items.map((i) => [i.item_id, i.item_name]));
  const tests: AdvisedTest[] = input.tests.map((id) => ({ itemId: id, itemName: byId.get(id)! }));
  const at = now.toISOString();
  const values = {
    symptoms: input.symptoms,
    diagnosis: input.diagnosis,
    medicines: JSON.stringify(input.medicines),
    tests: JSON.stringify(tests),
    advice: input.advice,
    follow_up: input.followUp,
    updated_at: at,
  };
  const oldKey = (await db.selectFrom("case_sheets").select("prescription_file_key").where("order_id", "=", appointmentId).executeTakeFirst())?.prescription_file_key ?? null;
  let newKey: string | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom("case_sheets").select("id").where("order_id", "=", appointmentId).executeTakeFirst();
      if (existing) await trx.updateTable("case_sheets").set(values).where("id", "=", existing.id).execute();
      else
        await trx
          .insertInto("case_sheets")
          .values({ ...values, order_id: appointmentId, doctor_id: doctorId, patient_id: appt.patient_id!, account_id: appt.account_id, created_at: at, prescription_file_key: null, prescription_bytes: null })
          .execute();
      const row = await sheetsQuery(trx as unknown as Db).where("s.order_id", "=", appointmentId).executeTakeFirstOrThrow();
      const pdf = await renderEPrescriptionPdf(toCaseSheet(row), now);
      newKey = await fileStorage().put(`e-prescriptions/${appt.account_id}`, pdf, "application/pdf");
      await trx.updateTable("case_sheets").set({ prescription_file_key: newKey, prescription_bytes: pdf.length }).where("order_id", "=", appointmentId).execute();
      if ((ACTIVE_CONSULT_STATUSES as readonly string[]).includes(appt.status)) {
        await moveOrder(trx, { kind: CONSULT_KIND, orderId: appointmentId, to: "COMPLETED", actor: `doctor:${doctorId}`, statusMessage: "Case sheet submitted", now });
      }
    });
  } catch (e) {
    if (newKey) await fileStorage().delete(newKey);
    throw e;
  }
  if (oldKey) await fileStorage().delete(oldKey);
  return (await caseSheetForDoctor(db, doctorId, appointmentId))!;
}

/** The e-prescription PDF of an appointment, for its patient's account or its doctor only. */
export async function ePrescriptionFile(db: Db, accountId: number, appointmentId: number): Promise<{ bytes: Buffer; fileName: string }> {
  await appointmentForViewer(db, accountId, appointmentId);
  return ePrescriptionFileOfSheet(db, appointmentId);
}

/** The stored PDF (made again from the sheet if the file went missing). No owner check: callers check. */
export async function ePrescriptionFileOfSheet(db: Db, appointmentId: number): Promise<{ bytes: Buffer; fileName: string }> {
  const row = await sheetsQuery(db).select("s.prescription_file_key").where("s.order_id", "=", appointmentId).executeTakeFirst();
  if (!row) throw notFound("Prescription not found");
  const stored = row.prescription_file_key ? await fileStorage().get(row.prescription_file_key) : null;
  const bytes = stored?.bytes ?? (await renderEPrescriptionPdf(toCaseSheet(row), new Date(row.updated_at)));
  return { bytes, fileName: `e-prescription-${row.display_id}.pdf` };
}
