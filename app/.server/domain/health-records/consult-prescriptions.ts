/**
 * E-prescriptions in the health records, read through from the case sheets doctors wrote after the account's
 * consults (as lab reports are read from orders): nothing is copied, and the file is the PDF the doctor issued.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { accountEPrescriptions } from "../consult/case-sheets";
import type { MedicalRecord } from "./records";

type Db = Kysely<Database> | Transaction<Database>;

export async function consultPrescriptionRecords(db: Db, accountId: number, where: { patientId?: number; id?: number }): Promise<MedicalRecord[]> {
  const sheets = await accountEPrescriptions(db as Kysely<Database>, accountId, where);
  return sheets.map((s) => ({
    id: `consult-${s.id}`,
    recordType: "PRESCRIPTION",
    patientId: s.patientId,
    patientName: s.patientName,
    title: `Prescription from ${s.doctorName}`,
    date: s.updatedAt,
    source: "CONSULT",
    doctorName: s.doctorName,
    hospitalName: "Apollo 247 online consultation",
    fields: {
      diagnosis: s.diagnosis,
      symptoms: s.symptoms,
      medicines: s.medicines.map((m) => `${m.name} ${m.dose}, ${m.frequency}, ${m.duration}`).join("; "),
      testsAdvised: s.tests.map((t) => t.itemName).join(", "),
      advice: s.advice,
      followUp: s.followUp,
    },
    files: [{ index: 0, fileName: `e-prescription-${s.appointmentDisplayId}.pdf`, contentType: "application/pdf", bytes: s.prescriptionBytes }],
    parameters: [],
    orderDisplayId: s.appointmentDisplayId,
  }));
}

/** The case sheet's appointment, for the file: the health record's id is the case sheet's. */
export async function appointmentOfCaseSheet(db: Db, caseSheetId: number): Promise<number | null> {
  return (await db.selectFrom("case_sheets").select("order_id").where("id", "=", caseSheetId).executeTakeFirst())?.order_id ?? null;
}
