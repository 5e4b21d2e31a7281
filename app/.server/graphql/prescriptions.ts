/**
 * Prescriptions (lab tests §7): uploadFile(fileType, base64FileInput), addPatientPrescriptionRecord,
 * getPatientPrescriptions(patientId, limit) (fetchBlobURLWithPRISMData lives with the health records). The GraphQL body cap (64 KB) keeps
 * uploadFile to small files; larger ones go through POST /resources/prescriptions/upload
 * (docs/decisions/2026-11-23-prescription-upload.md).
 */
import type { Resolvers } from "./generated/resolvers-types";
import { requireAccount, toId, withUserInput } from "./guard";
import * as prescriptions from "../domain/lab-tests/prescriptions";
import { DomainError } from "../domain/errors";
import { UPLOAD_FAILED_MESSAGE } from "~/lib/prescription-upload";
import { log } from "~/.server/log";
import { patientPrescriptionsWithEPrescriptions } from "../domain/consult/patient-prescriptions";

export const prescriptionsTypeDefs = /* GraphQL */ `
  "A prescription a patient uploaded, and the lead it made ('Prescription Uploaded' until the lab turns it into an order)."
  type PatientPrescription {
    id: ID!, patientId: ID!, patientName: String!, fileName: String!, contentType: String!, bytes: Int!
    doctorName: String, consultId: String, dateCreated: String!
    "Where the owner downloads the file (fetchBlobURLWithPRISMData gives the same)."
    fileUrl: String!
    leadOrderId: ID, leadOrderStatus: String
  }
  type UploadFileResult {
    status: Boolean!
    "The spec's message when the upload is refused."
    message: String
    "Names the stored file in addPatientPrescriptionRecord."
    fileKey: String
  }
  input PrescriptionRecordInput {
    patientId: ID!, fileKey: String!, fileName: String!, consultId: String, doctorName: String
  }
  extend type Query {
    getPatientPrescriptions(patientId: ID!, limit: Int): [PatientPrescription!]!
  }
  extend type Mutation {
    "A png, jpg, jpeg or pdf file (fileType), checked by its content; at most what fits the 64 KB request body. Counts in the day's upload limit; a file no prescription names within an hour is deleted."
    uploadFile(fileType: String!, base64FileInput: String!): UploadFileResult!
    addPatientPrescriptionRecord(prescriptionInput: PrescriptionRecordInput!): PatientPrescription!
  }
`;

export const prescriptionsResolvers: Resolvers = {
  PatientPrescription: {
    dateCreated: (p: prescriptions.PrescriptionRecord) => p.createdAt,
  },
  Query: {
    getPatientPrescriptions: (_, a, ctx) => patientPrescriptionsWithEPrescriptions(ctx.db, requireAccount(ctx), toId(a.patientId), a.limit),
  },
  Mutation: {
    uploadFile: async (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      try {
        return { status: true, message: null, fileKey: await prescriptions.uploadFile(ctx.db, accountId, a) };
      } catch (e) {
        if (e instanceof DomainError && e.code === "BAD_REQUEST") return { status: false, message: e.message, fileKey: null };
        log.warn({ event: "PRESCRIPTION_UPLOAD_FAILED", message: String((e as Error)?.message ?? e) });
        return { status: false, message: UPLOAD_FAILED_MESSAGE, fileKey: null };
      }
    },
    addPatientPrescriptionRecord: (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      const p = a.prescriptionInput;
      return withUserInput(() =>
        prescriptions.addPatientPrescriptionRecord(ctx.db, accountId, {
          patientId: toId(p.patientId), fileKey: p.fileKey, fileName: p.fileName, consultId: p.consultId, doctorName: p.doctorName,
        }),
      );
    },
  },
};
