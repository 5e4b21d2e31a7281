/**
 * Health records (platform §2, §3 record types; lab tests §7 "prism medical records v3",
 * fetchBlobURLWithPRISMData): the medical-records query of a family member, adding a record from files that
 * uploadFile stored, expiring owner-only file links, lab-parameter trends, the FHIR export and shared links.
 * Every operation is scoped to the signed-in account: another account's ids answer NOT_FOUND.
 */
import { GraphQLError } from "graphql";
import type { Resolvers } from "./generated/resolvers-types";
import { requireAccount, toId, withUserInput } from "./guard";
import * as records from "../domain/health-records";
import { DomainError } from "../domain/errors";

export const healthRecordsTypeDefs = /* GraphQL */ `
  type MedicalRecordFile { index: Int!, fileName: String!, contentType: String!, bytes: Int }
  type MedicalRecordParameter {
    testName: String!, parameterName: String!, value: String!, unit: String
    rangeLow: Float, rangeHigh: Float, referenceRange: String!, flag: String
  }
  "One health record: an upload ('upload-<n>'), a lab order's report ('order-<n>') or a prescription uploaded for tests ('prescription-<n>')."
  type MedicalRecord {
    id: ID!
    "PRESCRIPTION, BILL, HOSPITALIZATION, INSURANCE, VACCINATION, LAB REPORT, UNIDENTIFIED or TEST_REPORT."
    recordType: String!
    patientId: ID!, patientName: String!, title: String!
    "yyyy-MM-dd for uploads, the report's instant for lab orders."
    date: String!
    "UPLOADED, ORDER or CONSULT."
    source: String!
    doctorName: String, hospitalName: String
    "The type's own fields by name."
    fields: JSON!
    files: [MedicalRecordFile!]!
    parameters: [MedicalRecordParameter!]!
    orderDisplayId: String
  }
  type PrismMedicalRecordsV3 { response: [MedicalRecord!]!, errorCode: Int, errorMsg: String, errorType: String }
  type BlobURL { status: Boolean!, url: String, fileName: String, contentType: String, expiresAt: String }
  type TrendPoint { date: String!, value: Float!, flag: String, recordId: ID!, orderDisplayId: String }
  type ParameterTrend { parameterName: String!, unit: String, rangeLow: Float, rangeHigh: Float, points: [TrendPoint!]! }
  type HealthRecordShare {
    id: ID!, recordId: ID!, sharedWith: String!, createdAt: String!, expiresAt: String!, revokedAt: String
    active: Boolean!, views: Int!, lastViewedAt: String
  }
  type HealthRecordShareLink { share: HealthRecordShare!, "Shown once: only its hash is kept." url: String! }
  input HealthRecordFileInput { "The key uploadFile returned." fileKey: String!, fileName: String! }
  input HealthRecordInput {
    recordType: String!, patientId: ID!, title: String!
    "yyyy-MM-dd, not in the future."
    recordDate: String!
    doctorName: String, hospitalName: String, fields: JSON
    files: [HealthRecordFileInput!]!
  }
  extend type Query {
    "The medical-records query (version 3): one family member's records of the given types (all when none), newest first."
    getPatientPrismMedicalRecords_V3(patientId: ID!, records: [String!]): PrismMedicalRecordsV3!
    getPatientLabParameterTrends(patientId: ID!): [ParameterTrend!]!
    "A record (recordId) or a family member's whole history (patientId) as a FHIR R4 Bundle."
    exportHealthRecordsFHIR(recordId: ID, patientId: ID): JSON!
    getHealthRecordShares(recordId: ID!): [HealthRecordShare!]!
  }
  extend type Mutation {
    "A link to one file of one's own record (prescriptionId: a prescription uploaded for tests), working for 5 minutes and for this account only."
    fetchBlobURLWithPRISMData(prescriptionId: ID, recordId: ID, fileIndex: Int): BlobURL!
    addPatientHealthRecord(recordInput: HealthRecordInput!): MedicalRecord!
    "A link for a doctor to one record, working for 1, 7 or 30 days until revoked; every opening is logged."
    shareHealthRecord(recordId: ID!, sharedWith: String!, days: Int!): HealthRecordShareLink!
    revokeHealthRecordShare(shareId: ID!): HealthRecordShare!
  }
`;

const notFound = () => new GraphQLError("Not found", { extensions: { code: "NOT_FOUND" } });

export const healthRecordsResolvers: Resolvers = {
  Query: {
    getPatientPrismMedicalRecords_V3: async (_, a, ctx) => ({
      response: await records.medicalRecordsOf(ctx.db, requireAccount(ctx), toId(a.patientId), a.records),
      errorCode: null, errorMsg: null, errorType: null,
    }),
    getPatientLabParameterTrends: (_, a, ctx) => records.parameterTrendsOf(ctx.db, requireAccount(ctx), toId(a.patientId)),
    exportHealthRecordsFHIR: (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      if (a.recordId) return records.exportRecord(ctx.db, accountId, String(a.recordId));
      if (a.patientId) return records.exportPatientHistory(ctx.db, accountId, toId(a.patientId));
      throw new GraphQLError("Give a recordId or a patientId", { extensions: { code: "BAD_USER_INPUT" } });
    },
    getHealthRecordShares: async (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      const record = await records.recordOfAccount(ctx.db, accountId, String(a.recordId));
      return records.sharesOfRecord(ctx.db, accountId, record.id);
    },
  },
  Mutation: {
    fetchBlobURLWithPRISMData: async (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      const recordId = a.recordId ? String(a.recordId) : a.prescriptionId ? `prescription-${toId(a.prescriptionId)}` : null;
      if (!recordId) throw notFound();
      const record = await records.recordOfAccount(ctx.db, accountId, recordId);
      const file = record.files[a.fileIndex ?? 0];
      if (!file) throw notFound();
      const link = records.fileLinkOf(accountId, record.id, file.index);
      return { status: true, url: link.url, expiresAt: link.expiresAt, fileName: file.fileName, contentType: file.contentType };
    },
    addPatientHealthRecord: (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      const r = a.recordInput;
      const fields = r.fields && typeof r.fields === "object" && !Array.isArray(r.fields) ? (r.fields as Record<string, string>) : {};
      return withUserInput(() =>
        records.addHealthRecord(ctx.db, accountId, {
          recordType: r.recordType, patientId: toId(r.patientId), title: r.title, recordDate: r.recordDate,
          doctorName: r.doctorName, hospitalName: r.hospitalName, fields, files: r.files,
        }),
      );
    },
    shareHealthRecord: async (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      const { share, token } = await withUserInput(() => records.shareRecord(ctx.db, accountId, { recordId: String(a.recordId), sharedWith: a.sharedWith, days: a.days }));
      return { share, url: `/shared-record/${token}` };
    },
    revokeHealthRecordShare: async (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      const shareId = toId(a.shareId);
      try {
        await records.revokeShare(ctx.db, accountId, shareId);
      } catch (e) {
        if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
        throw e;
      }
      const row = await ctx.db.selectFrom("health_record_shares").select("record_ref").where("id", "=", shareId).executeTakeFirstOrThrow();
      return (await records.sharesOfRecord(ctx.db, accountId, row.record_ref)).find((s) => s.id === shareId)!;
    },
  },
};
