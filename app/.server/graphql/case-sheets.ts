/**
 * Case sheets (lab tests §7): caseSheet(appointmentId), and the e-prescriptions made from them, which
 * getPatientPrescriptions(patientId, limit) lists beside the uploaded prescriptions (platform §3 Prescription:
 * doctorName, patientName, caseSheet with medicines, diagnosis and symptoms). Owner-only: the appointment's patient
 * account or its doctor; anyone else gets NOT_FOUND.
 */
import type { Resolvers } from "./generated/resolvers-types";
import { requireAccount, toId } from "./guard";
import { caseSheetOf } from "../domain/consult/case-sheets";
import type { PatientPrescriptionEntry } from "../domain/consult/patient-prescriptions";

export const caseSheetsTypeDefs = /* GraphQL */ `
  type CaseSheetMedicine { name: String!, dose: String!, frequency: String!, duration: String! }
  "A lab catalogue item the doctor advised."
  type AdvisedTest { itemId: Int!, itemName: String! }
  "The doctor's case sheet of one appointment; its e-prescription PDF is at prescriptionUrl (owner-only)."
  type CaseSheet {
    id: ID!, appointmentId: ID!, appointmentDisplayId: String!, appointmentDateTimeInUTC: String!
    doctorName: String!, doctorQualification: String!, registrationNumber: String!, registrationCouncil: String!
    patientId: ID!, patientName: String!
    symptoms: String!, diagnosis: String!, medicines: [CaseSheetMedicine!]!, tests: [AdvisedTest!]!
    advice: String!, followUp: String!, createdAt: String!, updatedAt: String!, prescriptionUrl: String!
  }
  extend type PatientPrescription {
    "The case sheet of an e-prescription a doctor issued after a consult; null for an uploaded prescription."
    caseSheet: CaseSheet
  }
  extend type Query {
    "Null while the doctor has not written it."
    caseSheet(appointmentId: ID!): CaseSheet
  }
`;

export const caseSheetsResolvers: Resolvers = {
  Query: {
    caseSheet: (_, a, ctx) => caseSheetOf(ctx.db, requireAccount(ctx), toId(a.appointmentId)),
  },
  PatientPrescription: {
    // An e-prescription's id is "consult-<appointmentId>": uploaded prescriptions keep their own numbers.
    id: (p) => {
      const sheet = (p as PatientPrescriptionEntry).caseSheet;
      return sheet ? `consult-${sheet.appointmentId}` : String(p.id);
    },
    caseSheet: (p) => (p as PatientPrescriptionEntry).caseSheet ?? null,
  },
};
