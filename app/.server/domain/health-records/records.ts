/**
 * A family's health records (platform §2, §3 record types; lab tests §7 the medical-records query): what a
 * patient uploads (health_records and their files), read together with what the other flows already hold — the
 * reports of the account's lab orders, the reports centres upload for its scans and health checks, and the
 * prescriptions uploaded for booking — so nothing is stored twice.
 *
 * Every read is scoped by account in the query: another account's record id answers NOT_FOUND, like one that
 * does not exist.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { getPatient } from "../accounts/patients";
import { fileStorage } from "../../providers/file-storage";
import {
  checkPrescriptionFile, discardPendingUpload, storagePrefixOf, storePendingUpload, takeUploadPlace,
} from "../lab-tests/prescriptions";
import { labReportPdf, labReportRecords } from "./lab-reports";
import { appointmentOfCaseSheet, consultPrescriptionRecords } from "./consult-prescriptions";
import { centreReportPdf, centreReportRecords } from "./centre-reports";
import { ePrescriptionFileOfSheet } from "../consult/case-sheets";
import {
  INVALID_FILE_NAME_MESSAGE, INVALID_FILE_TYPE_MESSAGE, PRESCRIPTION_CONTENT_TYPES, isValidPrescriptionFileName, prescriptionExtensionOf,
} from "~/lib/prescription-upload";
import { RECORD_TYPES, isRecordType, type RecordSource, type RecordType } from "~/lib/health-records";
import { validateRecordInput, type HealthRecordInput } from "~/lib/health-record-form";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A record's id across its sources: "upload-12" (health_records), "order-34" (a lab order), "prescription-5",
 * "consult-6" (a case sheet), "centre-78" (a scan's or health check's order on the spine).
 */
export type RecordRef = { kind: "upload" | "order" | "prescription" | "consult" | "centre"; id: number };

export const recordIdOf = (ref: RecordRef) => `${ref.kind}-${ref.id}`;
export function parseRecordId(id: string): RecordRef | null {
  const m = /^(upload|order|prescription|consult|centre)-([1-9]\d{0,8})$/.exec(id);
  return m ? { kind: m[1] as RecordRef["kind"], id: Number(m[2]) } : null;
}

export interface RecordFile {
  index: number;
  fileName: string;
  contentType: string;
  bytes: number | null;
}

export interface RecordParameter {
  testName: string;
  parameterName: string;
  value: string;
  unit: string | null;
  rangeLow: number | null;
  rangeHigh: number | null;
  referenceRange: string;
  flag: string | null;
}

export interface MedicalRecord {
  id: string;
  recordType: RecordType;
  patientId: number;
  patientName: string;
  title: string;
  /** yyyy-MM-dd (India) for uploads; the instant the report was made for lab orders. */
  date: string;
  source: RecordSource;
  doctorName: string | null;
  hospitalName: string | null;
  fields: Record<string, string>;
  files: RecordFile[];
  /** A lab report's results, in report order (empty for other records). */
  parameters: RecordParameter[];
  /** The order's display id, for a report from an order. */
  orderDisplayId: string | null;
  /** A centre's report: the FHIR diagnostic service section (v2-0074) it is filed under; lab reports are LAB. */
  diagnosticService?: "RAD" | "OTH";
}

const parseFields = (text: string): Record<string, string> => {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === "object" ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
};

async function uploadedRecords(db: Db, accountId: number, where: { patientId?: number; id?: number }): Promise<MedicalRecord[]> {
  let q = db
    .selectFrom("health_records as r")
    .innerJoin("patients as p", "p.id", "r.patient_id")
    .select(["r.id", "r.record_type", "r.patient_id", "r.title", "r.record_date", "r.source", "r.doctor_name", "r.hospital_name", "r.fields", "p.first_name", "p.last_name"])
    .where("r.account_id", "=", accountId);
  if (where.patientId) q = q.where("r.patient_id", "=", where.patientId);
  if (where.id) q = q.where("r.id", "=", where.id);
  const rows = await q.orderBy("r.record_date", "desc").orderBy("r.id", "desc").execute();
  if (!rows.length) return [];
  const files = await db
    .selectFrom("health_record_files")
    .select(["record_id", "file_name", "content_type", "bytes"])
    .where("record_id", "in", rows.map((r) => r.id))
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: recordIdOf({ kind: "upload", id: r.id }),
    recordType: isRecordType(r.record_type) ? r.record_type : "UNIDENTIFIED",
    patientId: r.patient_id,
    patientName: `${r.first_name} ${r.last_name}`.trim(),
    title: r.title,
    date: r.record_date,
    source: r.source as RecordSource,
    doctorName: r.doctor_name,
    hospitalName: r.hospital_name,
    fields: parseFields(r.fields),
    files: files.filter((f) => f.record_id === r.id).map((f, index) => ({ index, fileName: f.file_name, contentType: f.content_type, bytes: f.bytes })),
    parameters: [],
    orderDisplayId: null,
  }));
}

async function prescriptionRecords(db: Db, accountId: number, where: { patientId?: number; id?: number }): Promise<MedicalRecord[]> {
  let q = db
    .selectFrom("patient_prescriptions as r")
    .innerJoin("patients as p", "p.id", "r.patient_id")
    .select(["r.id", "r.patient_id", "r.file_name", "r.content_type", "r.bytes", "r.doctor_name", "r.consult_id", "r.created_at", "p.first_name", "p.last_name"])
    .where("r.account_id", "=", accountId);
  if (where.patientId) q = q.where("r.patient_id", "=", where.patientId);
  if (where.id) q = q.where("r.id", "=", where.id);
  const rows = await q.orderBy("r.id", "desc").execute();
  return rows.map((r) => ({
    id: recordIdOf({ kind: "prescription", id: r.id }),
    recordType: "PRESCRIPTION",
    patientId: r.patient_id,
    patientName: `${r.first_name} ${r.last_name}`.trim(),
    title: r.doctor_name ? `Prescription from Dr ${r.doctor_name.replace(/^Dr\.?\s+/i, "")}` : "Prescription uploaded for tests",
    date: r.created_at,
    source: r.consult_id ? "CONSULT" : "UPLOADED",
    doctorName: r.doctor_name,
    hospitalName: null,
    fields: {},
    files: [{ index: 0, fileName: r.file_name, contentType: r.content_type, bytes: r.bytes }],
    parameters: [],
    orderDisplayId: null,
  }));
}

/** Newest first: dates of both shapes (yyyy-MM-dd and ISO instants) sort as text. */
const byDateDesc = (a: MedicalRecord, b: MedicalRecord) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? 1 : -1);

/**
 * The medical-records query (version 3): every record of one patient of the account, of the given types (all
 * when none are given), newest first. Another account's patient is NOT_FOUND.
 */
export async function medicalRecordsOf(db: DB, accountId: number, patientId: number, types?: readonly string[] | null): Promise<MedicalRecord[]> {
  const patient = await getPatient(db, { id: patientId, accountId });
  if (!patient) throw notFound("Patient not found");
  const wanted = new Set(types?.length ? types.filter(isRecordType) : RECORD_TYPES);
  const [uploads, reports, centreReports, prescriptions, consults] = await Promise.all([
    uploadedRecords(db, accountId, { patientId }),
    wanted.has("LAB REPORT") ? labReportRecords(db, accountId, { patientId }) : [],
    wanted.has("TEST_REPORT") ? centreReportRecords(db, accountId, { patientId }) : [],
    wanted.has("PRESCRIPTION") ? prescriptionRecords(db, accountId, { patientId }) : [],
    wanted.has("PRESCRIPTION") ? consultPrescriptionRecords(db, accountId, { patientId }) : [],
  ]);
  return [...uploads, ...reports, ...centreReports, ...prescriptions, ...consults].filter((r) => wanted.has(r.recordType)).sort(byDateDesc);
}

/** Every record of every patient of the account, of one type (the /health-records/{x} tab). */
export async function accountRecordsOfType(db: DB, accountId: number, type: RecordType): Promise<MedicalRecord[]> {
  const [uploads, reports, centreReports, prescriptions, consults] = await Promise.all([
    uploadedRecords(db, accountId, {}),
    type === "LAB REPORT" ? labReportRecords(db, accountId, {}) : [],
    type === "TEST_REPORT" ? centreReportRecords(db, accountId, {}) : [],
    type === "PRESCRIPTION" ? prescriptionRecords(db, accountId, {}) : [],
    type === "PRESCRIPTION" ? consultPrescriptionRecords(db, accountId, {}) : [],
  ]);
  return [...uploads.filter((r) => r.recordType === type), ...reports, ...centreReports, ...prescriptions, ...consults].sort(byDateDesc);
}

/** One record of the account by its id, or NOT_FOUND (for a malformed id, someone else's record, or none). */
export async function recordOfAccount(db: Db, accountId: number, id: string): Promise<MedicalRecord> {
  const ref = parseRecordId(id);
  if (!ref) throw notFound("Record not found");
  const found =
    ref.kind === "upload" ? await uploadedRecords(db, accountId, { id: ref.id })
    : ref.kind === "order" ? await labReportRecords(db, accountId, { orderId: ref.id })
    : ref.kind === "consult" ? await consultPrescriptionRecords(db, accountId, { id: ref.id })
    : ref.kind === "centre" ? await centreReportRecords(db, accountId, { orderId: ref.id })
    : await prescriptionRecords(db, accountId, { id: ref.id });
  if (!found[0]) throw notFound("Record not found");
  return found[0];
}

/** A record's file (the lab's or the centre's PDF for a report from an order). No owner check: callers pass a record they have checked. */
export async function fileOfRecord(db: Db, record: MedicalRecord, index: number): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const ref = parseRecordId(record.id)!;
  const meta = record.files[index];
  if (!meta) throw notFound("File not found");
  let key: string | null | undefined;
  if (ref.kind === "upload") {
    const rows = await db.selectFrom("health_record_files").select("file_key").where("record_id", "=", ref.id).orderBy("id").execute();
    key = rows[index]?.file_key;
  } else if (ref.kind === "order") {
    const bytes = await labReportPdf(db, ref.id, record.date);
    if (!bytes) throw notFound("File not found");
    return { bytes, contentType: "application/pdf", fileName: meta.fileName };
  } else if (ref.kind === "centre") {
    const bytes = await centreReportPdf(db, ref.id);
    if (!bytes) throw notFound("File not found");
    return { bytes, contentType: "application/pdf", fileName: meta.fileName };
  } else if (ref.kind === "consult") {
    const appointmentId = await appointmentOfCaseSheet(db, ref.id);
    if (!appointmentId) throw notFound("File not found");
    const { bytes } = await ePrescriptionFileOfSheet(db as Kysely<Database>, appointmentId);
    return { bytes, contentType: "application/pdf", fileName: meta.fileName };
  } else {
    key = (await db.selectFrom("patient_prescriptions").select("file_key").where("id", "=", ref.id).executeTakeFirst())?.file_key;
  }
  const stored = key ? await fileStorage().get(key) : null;
  if (!stored) throw notFound("File not found");
  return { bytes: stored.bytes, contentType: stored.contentType, fileName: meta.fileName };
}

export interface NewRecordFile {
  /** The key uploadFile returned. */
  fileKey: string;
  fileName: string;
}

/**
 * Records files the account uploaded (uploadFile) as one health record of one of its patients. The fields are
 * checked by the form's rules; each key must be this account's pending upload, and each name must match its
 * stored content's type. One transaction: a refused record attaches nothing.
 */
export async function addHealthRecord(db: DB, accountId: number, input: HealthRecordInput & { files: NewRecordFile[] }, now = new Date()): Promise<MedicalRecord> {
  const checked = validateRecordInput(input, now);
  if (!checked.ok) throw badRequest(Object.values(checked.fieldErrors)[0]!, { fieldErrors: checked.fieldErrors });
  const value = checked.value;
  const patient = await getPatient(db, { id: value.patientId, accountId });
  if (!patient) throw notFound("Patient not found");
  if (!input.files.length || input.files.length > 5) throw badRequest(INVALID_FILE_TYPE_MESSAGE);
  const files: { fileKey: string; fileName: string; contentType: string; bytes: number }[] = [];
  for (const f of input.files) {
    if (!f.fileKey.startsWith(`${storagePrefixOf(accountId)}/`)) throw notFound("File not found");
    if (!isValidPrescriptionFileName(f.fileName)) throw badRequest(INVALID_FILE_NAME_MESSAGE);
    const stored = await fileStorage().get(f.fileKey);
    if (!stored) throw notFound("File not found");
    const extension = prescriptionExtensionOf(f.fileName);
    if (!extension || PRESCRIPTION_CONTENT_TYPES[extension] !== stored.contentType) throw badRequest(INVALID_FILE_TYPE_MESSAGE);
    files.push({ fileKey: f.fileKey, fileName: f.fileName, contentType: stored.contentType, bytes: stored.bytes.byteLength });
  }
  const id = await db.transaction().execute(async (trx) => {
    for (const f of files) {
      // Only a pending upload of this account can be attached, once: the row goes with the attachment.
      const pending = await trx.deleteFrom("pending_uploads").where("file_key", "=", f.fileKey).where("account_id", "=", accountId).executeTakeFirst();
      if (!Number(pending.numDeletedRows)) throw notFound("File not found");
    }
    const row = await trx
      .insertInto("health_records")
      .values({
        account_id: accountId,
        patient_id: patient.id,
        record_type: value.recordType,
        title: value.title,
        record_date: value.recordDate,
        source: "UPLOADED",
        doctor_name: value.doctorName,
        hospital_name: value.hospitalName,
        fields: JSON.stringify(value.fields),
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("health_record_files").values(files.map((f) => ({ record_id: row.id, file_key: f.fileKey, file_name: f.fileName, content_type: f.contentType, bytes: f.bytes }))).execute();
    return row.id;
  });
  return recordOfAccount(db, accountId, recordIdOf({ kind: "upload", id }));
}

/**
 * The add-record page's upload: the file is checked by the prescription rules (name, type, size, content), takes
 * one of the day's upload places, and is recorded; a record that is then refused leaves no file behind.
 */
export async function uploadHealthRecord(
  db: DB,
  accountId: number,
  input: HealthRecordInput & { fileName: string; bytes: Uint8Array },
  now = new Date(),
): Promise<MedicalRecord> {
  const checked = validateRecordInput(input, now);
  if (!checked.ok) throw badRequest(Object.values(checked.fieldErrors)[0]!, { fieldErrors: checked.fieldErrors });
  const patient = await getPatient(db, { id: checked.value.patientId, accountId });
  if (!patient) throw notFound("Patient not found");
  const { contentType } = await checkPrescriptionFile(input.fileName, input.bytes);
  await takeUploadPlace(db, accountId, now);
  const fileKey = await storePendingUpload(db, accountId, input.bytes, contentType, now);
  try {
    return await addHealthRecord(db, accountId, { ...input, files: [{ fileKey, fileName: input.fileName }] }, now);
  } catch (e) {
    await discardPendingUpload(db, accountId, fileKey, now);
    throw e;
  }
}
