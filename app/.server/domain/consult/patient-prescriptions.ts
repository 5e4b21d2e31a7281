/**
 * getPatientPrescriptions(patientId, limit): a patient's prescriptions, newest first — the ones uploaded for lab
 * bookings and the e-prescriptions doctors issued after consults. The patient's own account sees both; the doctor
 * of one of the patient's consults sees only the e-prescriptions that doctor wrote; anyone else gets NOT_FOUND.
 */
import type { DB } from "../../db/client";
import { getPatientPrescriptions, PRESCRIPTIONS_DEFAULT_LIMIT, PRESCRIPTIONS_MAX_LIMIT, type PrescriptionRecord } from "../lab-tests/prescriptions";
import { ePrescriptionsOfPatient, type CaseSheet } from "./case-sheets";

export type PatientPrescriptionEntry = PrescriptionRecord & { caseSheet: CaseSheet | null };

export const ePrescriptionEntry = (s: CaseSheet): PatientPrescriptionEntry => ({
  // GraphQL answers this entry's id as "consult-<appointmentId>" (graphql/case-sheets.ts), apart from uploads' numbers.
  id: s.id,
  patientId: s.patientId,
  patientName: s.patientName,
  fileName: `e-prescription-${s.appointmentDisplayId}.pdf`,
  contentType: "application/pdf",
  bytes: s.prescriptionBytes ?? 0,
  doctorName: s.doctorName,
  consultId: String(s.appointmentId),
  createdAt: s.createdAt,
  fileUrl: s.prescriptionUrl,
  leadOrderId: null,
  leadOrderStatus: null,
  caseSheet: s,
});

export async function patientPrescriptionsWithEPrescriptions(db: DB, accountId: number, patientId: number, limit?: number | null): Promise<PatientPrescriptionEntry[]> {
  const n = Math.min(Math.max(Math.trunc(limit ?? PRESCRIPTIONS_DEFAULT_LIMIT), 1), PRESCRIPTIONS_MAX_LIMIT);
  const sheets = await ePrescriptionsOfPatient(db, accountId, patientId, n);
  const owner = await db.selectFrom("patients").select("id").where("id", "=", patientId).where("account_id", "=", accountId).executeTakeFirst();
  const uploads = owner ? await getPatientPrescriptions(db, accountId, patientId, n) : [];
  return [...sheets.map(ePrescriptionEntry), ...uploads.map((u) => ({ ...u, caseSheet: null }))]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, n);
}
