/**
 * Prescriptions a patient uploads (lab tests §5 upload rules, §7 uploadFile / addPatientPrescriptionRecord /
 * getPatientPrescriptions / fetchBlobURLWithPRISMData): the file is checked by its content, kept in file storage
 * under the account's prefix, recorded for one of the account's patients, and turned into a lead — a diagnostic
 * order in NEW_LEAD ('Prescription Uploaded') that the lab's staff make into an order from the operations console.
 *
 * Every read is scoped by account: another account's prescription id answers NOT_FOUND, like one that does not exist.
 */
import { NO_BILL } from "../orders/order-bill";
import type { Kysely, Transaction } from "kysely";
import { fileTypeFromBuffer } from "file-type";
import type { Database } from "../../db/schema";
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { getPatient } from "../accounts/patients";
import { listAddresses } from "../accounts/addresses";
import { DEFAULT_CITY_ID } from "../catalogue/catalogue";
import { insertBookedOrder } from "./lab-orders-store";
import { fileStorage } from "../../providers/file-storage";
import { measureImage } from "../../image-size";
import { log } from "../../log";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { hasUnsafeCharacters } from "~/lib/safe-text";
import {
  INVALID_FILE_NAME_MESSAGE,
  INVALID_FILE_SIZE_MESSAGE,
  INVALID_FILE_TYPE_MESSAGE,
  PRESCRIPTION_CONTENT_TYPES,
  UPLOAD_FAILED_MESSAGE,
  isValidPrescriptionFileName,
  isValidPrescriptionFileSize,
  prescriptionExtensionOf,
  FILE_MAXIMUM_BYTES,
  type PrescriptionFileExtension,
} from "~/lib/prescription-upload";
import { INDIA_TIME_ZONE } from "~/lib/india-date-time";

type Db = Kysely<Database> | Transaction<Database>;

/** getPatientPrescriptions(patientId, limit): how many when no limit is given, and the most one call returns. */
export const PRESCRIPTIONS_DEFAULT_LIMIT = 10;
export const PRESCRIPTIONS_MAX_LIMIT = 50;

/**
 * Uploads one account may make in a day (India's calendar day), through the page and uploadFile alike: far above
 * what a family needs, low enough that a script cannot fill the file store (30 × 3 MB a day).
 */
export const PRESCRIPTIONS_PER_DAY = 30;
export const TOO_MANY_UPLOADS_MESSAGE = "You have uploaded many prescriptions today. Please try again tomorrow.";
export const IMAGE_TOO_LARGE_MESSAGE = "The image is too large. Please upload a photo or scan of at most 40 megapixels.";

const dayInIndia = (now: Date) => format(new TZDate(now, INDIA_TIME_ZONE), "yyyy-MM-dd");

/**
 * Takes one of the day's upload places, or refuses with the limit's message. A conditional increment on the
 * account's counter row: the database lets each place go once, so parallel uploads on any number of instances
 * cannot get past the limit together (a count read first could be passed by all of them).
 */
export async function takeUploadPlace(db: Db, accountId: number, now = new Date()): Promise<void> {
  const day = dayInIndia(now);
  await db.insertInto("upload_quota").values({ account_id: accountId, day, count: 0 }).onConflict((oc) => oc.columns(["account_id", "day"]).doNothing()).execute();
  const taken = await db
    .updateTable("upload_quota")
    .set((eb) => ({ count: eb("count", "+", 1) }))
    .where("account_id", "=", accountId)
    .where("day", "=", day)
    .where("count", "<", PRESCRIPTIONS_PER_DAY)
    .returning("count")
    .executeTakeFirst();
  if (!taken) throw badRequest(TOO_MANY_UPLOADS_MESSAGE);
}

/** Gives a place back when the upload that took it stored nothing. */
export async function returnUploadPlace(db: Db, accountId: number, now: Date): Promise<void> {
  await db
    .updateTable("upload_quota")
    .set((eb) => ({ count: eb("count", "-", 1) }))
    .where("account_id", "=", accountId)
    .where("day", "=", dayInIndia(now))
    .where("count", ">", 0)
    .execute();
}

const CONSULT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DOCTOR_NAME_MAX = 80;

export const storagePrefixOf = (accountId: number) => `prescriptions/${accountId}`;
/** fetchBlobURLWithPRISMData: where the owner downloads the file (same origin, owner-checked on every request). */
export const prescriptionFileUrl = (id: number) => `/resources/prescriptions/${id}`;

/**
 * The content type a prescription file really has, or a refusal with the spec's message. The name must follow the
 * spec's characters and end in one of its four extensions, and the bytes must be that kind of file: a renamed
 * executable, a text file called .png or a PDF called .jpg is refused whatever the browser said it was.
 */
export async function checkPrescriptionFile(fileName: string, bytes: Uint8Array): Promise<{ contentType: string; extension: PrescriptionFileExtension }> {
  if (!isValidPrescriptionFileName(fileName)) throw badRequest(INVALID_FILE_NAME_MESSAGE);
  const extension = prescriptionExtensionOf(fileName);
  if (!extension) throw badRequest(INVALID_FILE_TYPE_MESSAGE);
  if (bytes.byteLength > FILE_MAXIMUM_BYTES) throw badRequest(INVALID_FILE_SIZE_MESSAGE);
  if (!isValidPrescriptionFileSize(bytes.byteLength)) throw badRequest(UPLOAD_FAILED_MESSAGE);
  const sniffed = await fileTypeFromBuffer(bytes);
  const contentType = PRESCRIPTION_CONTENT_TYPES[extension];
  if (!sniffed || sniffed.mime !== contentType) throw badRequest(INVALID_FILE_TYPE_MESSAGE);
  if (contentType !== "application/pdf") {
    // Staff open these images in the console: one that unpacks to a huge bitmap is refused like a studio banner.
    const size = await measureImage(bytes);
    if (!size.ok) throw badRequest(size.reason === "too-many-pixels" ? IMAGE_TOO_LARGE_MESSAGE : INVALID_FILE_TYPE_MESSAGE);
  }
  return { contentType, extension };
}

/** How long a file from uploadFile waits for addPatientPrescriptionRecord before it is deleted. */
export const UNATTACHED_UPLOAD_TTL_MS = 60 * 60_000;

/**
 * uploadFile(fileType, base64FileInput) keeps the bytes before any record exists: the content is checked against
 * the declared type (png, jpg, jpeg or pdf), the upload takes one of the day's places, and the file is stored under
 * the caller's prefix and listed as pending until addPatientPrescriptionRecord names it (or the sweep deletes it).
 * Returns the storage key.
 */
export async function uploadFile(db: DB, accountId: number, input: { fileType: string; base64FileInput: string }, now = new Date()): Promise<string> {
  const extension = fileTypeExtension(input.fileType);
  if (!extension) throw badRequest(INVALID_FILE_TYPE_MESSAGE);
  const bytes = decodeBase64(input.base64FileInput);
  const { contentType } = await checkPrescriptionFile(`prescription.${extension}`, bytes);
  await takeUploadPlace(db, accountId, now);
  return storePendingUpload(db, accountId, bytes, contentType, now);
}

/**
 * Stores a checked upload that has taken its place and lists it as pending: a prescription record takes it off the
 * list (in its transaction), the sweep deletes what is still listed after UNATTACHED_UPLOAD_TTL_MS. If it cannot
 * be stored, the place is given back.
 */
export async function storePendingUpload(db: DB, accountId: number, bytes: Uint8Array, contentType: string, now: Date): Promise<string> {
  let key: string | null = null;
  try {
    key = await fileStorage().put(storagePrefixOf(accountId), Buffer.from(bytes), contentType);
    await db.insertInto("pending_uploads").values({ file_key: key, account_id: accountId, created_at: now.toISOString() }).execute();
    return key;
  } catch (e) {
    if (key) await fileStorage().delete(key);
    await returnUploadPlace(db, accountId, now);
    throw e;
  }
}

/**
 * Deletes uploaded files that no prescription names after UNATTACHED_UPLOAD_TTL_MS, from storage and the pending
 * list; two instances sweeping at once delete each file once. Returns how many were deleted.
 */
export async function deleteUnattachedUploads(db: DB, now = new Date(), limit = 500): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS).toISOString();
  const stale = await db.selectFrom("pending_uploads").select("file_key").where("created_at", "<", before).orderBy("created_at").limit(limit).execute();
  let deleted = 0;
  for (const { file_key } of stale) {
    // Claimed by deleting its row: a record attaching it at the same moment needs that row too, so only one wins.
    const claimed = await db.deleteFrom("pending_uploads").where("file_key", "=", file_key).where("created_at", "<", before).executeTakeFirst();
    if (!Number(claimed.numDeletedRows)) continue;
    await fileStorage().delete(file_key);
    deleted++;
  }
  if (deleted) log.info({ event: "UNATTACHED_UPLOADS_DELETED", deleted });
  return deleted;
}

/** How often every instance looks for unattached uploads (as often as the payment-link sweep). */
export const UNATTACHED_UPLOAD_SWEEP_MS = 60_000;
let sweepTimer: ReturnType<typeof setInterval> | null = null;

/** Sweeps now (uploads may have gone stale while no instance was up) and then every UNATTACHED_UPLOAD_SWEEP_MS. */
export function startUnattachedUploadSweep(db: DB, everyMs = UNATTACHED_UPLOAD_SWEEP_MS) {
  if (sweepTimer) return;
  const tick = () => void deleteUnattachedUploads(db).catch((e) => log.error({ event: "UNATTACHED_UPLOAD_SWEEP_FAILED", reason: (e as Error).message }));
  tick();
  sweepTimer = setInterval(tick, everyMs);
  sweepTimer.unref?.();
}

/** uploadFile's fileType: an extension (png, jpg, jpeg, pdf) or the MIME type the spec lists beside it. */
export function fileTypeExtension(fileType: string): PrescriptionFileExtension | null {
  const t = fileType.trim().toLowerCase();
  const byMime: Record<string, PrescriptionFileExtension> = { "image/png": "png", "image/jpeg": "jpeg", "image/jpg": "jpg", "application/pdf": "pdf" };
  return byMime[t] ?? prescriptionExtensionOf(`file.${t}`);
}

/** Strict base64 (no whitespace games, no silently dropped characters); an empty or broken input is a failed upload. */
export function decodeBase64(input: string): Buffer {
  const s = input.replace(/^data:[a-z/+.-]+;base64,/i, "");
  if (!s || s.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(s)) throw badRequest(UPLOAD_FAILED_MESSAGE);
  // The base64 of a file over the maximum is refused before it is decoded.
  if ((s.length / 4) * 3 - (s.match(/=+$/)?.[0].length ?? 0) > FILE_MAXIMUM_BYTES) throw badRequest(INVALID_FILE_SIZE_MESSAGE);
  return Buffer.from(s, "base64");
}

export interface PrescriptionRecordInput {
  patientId: number;
  /** The key uploadFile returned (or the one the multipart upload stored). */
  fileKey: string;
  fileName: string;
  consultId?: string | null;
  doctorName?: string | null;
}

export interface PrescriptionRecord {
  id: number;
  patientId: number;
  patientName: string;
  fileName: string;
  contentType: string;
  bytes: number;
  doctorName: string | null;
  consultId: string | null;
  createdAt: string;
  fileUrl: string;
  leadOrderId: number | null;
  leadOrderStatus: string | null;
}

function cleanOptional(value: string | null | undefined, max: number, rule?: RegExp): string | null {
  const v = (value ?? "").trim();
  if (!v) return null;
  if (v.length > max || (rule && !rule.test(v)) || hasUnsafeCharacters(v) || /[<>]/.test(v)) throw badRequest(UPLOAD_FAILED_MESSAGE);
  return v;
}

/**
 * addPatientPrescriptionRecord: records an uploaded file for one of the account's patients and creates its lead,
 * in one transaction. The key must be one this account uploaded (its prefix), and the name must match the stored
 * content's type.
 */
export async function addPatientPrescriptionRecord(db: DB, accountId: number, input: PrescriptionRecordInput, now = new Date()): Promise<PrescriptionRecord> {
  const patient = await getPatient(db, { id: input.patientId, accountId });
  if (!patient) throw notFound("Patient not found");
  if (!input.fileKey.startsWith(`${storagePrefixOf(accountId)}/`)) throw notFound("File not found");
  const stored = await fileStorage().get(input.fileKey);
  if (!stored) throw notFound("File not found");
  if (!isValidPrescriptionFileName(input.fileName)) throw badRequest(INVALID_FILE_NAME_MESSAGE);
  const extension = prescriptionExtensionOf(input.fileName);
  if (!extension || PRESCRIPTION_CONTENT_TYPES[extension] !== stored.contentType) throw badRequest(INVALID_FILE_TYPE_MESSAGE);
  const consultId = cleanOptional(input.consultId, 64, CONSULT_ID);
  const doctorName = cleanOptional(input.doctorName, DOCTOR_NAME_MAX);
  // The day's limit was counted when the file was uploaded (uploadFile or the page), not again here.

  const id = await db.transaction().execute(async (trx) => {
    // A key recorded once stays with its first record.
    const taken = await trx.selectFrom("patient_prescriptions").select("id").where("file_key", "=", input.fileKey).executeTakeFirst();
    if (taken) throw badRequest(UPLOAD_FAILED_MESSAGE);
    // Only a pending upload can be attached: one the sweep has claimed is gone (or going) from storage.
    const pending = await trx.deleteFrom("pending_uploads").where("file_key", "=", input.fileKey).where("account_id", "=", accountId).executeTakeFirst();
    if (!Number(pending.numDeletedRows)) throw notFound("File not found");
    const row = await trx
      .insertInto("patient_prescriptions")
      .values({
        account_id: accountId,
        patient_id: patient.id,
        file_key: input.fileKey,
        file_name: input.fileName,
        content_type: stored.contentType,
        bytes: stored.bytes.byteLength,
        doctor_name: doctorName,
        consult_id: consultId,
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await createLeadForPrescription(trx, row.id, now);
    return row.id;
  });
  return prescriptionOfAccount(db, accountId, id);
}

/**
 * The multipart upload (page and /resources/prescriptions/upload): check, store, record. A file stored for a
 * record that then fails is removed again, so refused uploads leave nothing behind.
 */
export async function uploadPatientPrescription(
  db: DB,
  accountId: number,
  input: { patientId: number; fileName: string; bytes: Uint8Array; consultId?: string | null },
  now = new Date(),
): Promise<PrescriptionRecord> {
  const patient = await getPatient(db, { id: input.patientId, accountId });
  if (!patient) throw notFound("Patient not found");
  const { contentType } = await checkPrescriptionFile(input.fileName, input.bytes);
  // Taken before storing, so an upload over the limit never touches the file store.
  await takeUploadPlace(db, accountId, now);
  const fileKey = await storePendingUpload(db, accountId, input.bytes, contentType, now);
  try {
    return await addPatientPrescriptionRecord(db, accountId, { patientId: patient.id, fileKey, fileName: input.fileName, consultId: input.consultId }, now);
  } catch (e) {
    await discardPendingUpload(db, accountId, fileKey, now);
    throw e;
  }
}

/** Undoes storePendingUpload for a record that then failed: the refused upload leaves nothing behind. */
export async function discardPendingUpload(db: DB, accountId: number, fileKey: string, now: Date): Promise<void> {
  await db.deleteFrom("pending_uploads").where("file_key", "=", fileKey).execute();
  await fileStorage().delete(fileKey);
  await returnUploadPlace(db, accountId, now);
}

/**
 * The lead of a prescription: one diagnostic order in NEW_LEAD, payment type NONE, no line items, for the
 * prescription's patient, at the account's default address. Once per prescription: a second call returns the
 * first lead (and the idempotency key's unique index stops two concurrent calls from both writing).
 */
export async function createLeadForPrescription(db: Db, prescriptionId: number, now = new Date()): Promise<number> {
  const existing = await db.selectFrom("diagnostic_orders").select("id").where("lead_prescription_id", "=", prescriptionId).executeTakeFirst();
  if (existing) return existing.id;
  const p = await db.selectFrom("patient_prescriptions").selectAll().where("id", "=", prescriptionId).executeTakeFirstOrThrow();
  const address = (await listAddresses(db as DB, p.account_id))[0] ?? null;
  const inserted = await insertBookedOrder(db, {
    accountId: p.account_id,
    idempotencyKey: `prescription-lead:${p.id}`,
    status: S.NEW_LEAD,
    paymentType: "NONE",
    totalPrice: 0,
    totalMrp: 0,
    collectionCharges: 0,
    bookingFees: 0,
    circleCharges: 0,
    slotCharges: 0,
    couponCode: null,
    couponDiscAmount: 0,
    healthCreditsUsed: 0,
    toPay: 0,
    cityId: address?.cityId ?? DEFAULT_CITY_ID,
    addressId: address?.id ?? null,
    address: address ?? {},
    slot: null,
    isCorporateFlow: false,
    billing: {},
    bill: NO_BILL,
    patients: [{ patientId: p.patient_id, totalPrice: 0, collectionCharges: 0, couponDiscAmount: 0, bill: NO_BILL, lineItems: [] }],
    statusMessage: "Prescription Uploaded",
    actor: `patient:${p.account_id}`,
    leadPrescriptionId: p.id,
    now,
  });
  return inserted.orders[0].id;
}

function selectRecords(db: Db) {
  return db
    .selectFrom("patient_prescriptions as p")
    .innerJoin("patients as pt", "pt.id", "p.patient_id")
    .leftJoin("diagnostic_orders as o", "o.lead_prescription_id", "p.id")
    .leftJoin("orders as h", "h.id", "o.id")
    .select([
      "p.id", "p.patient_id", "p.file_name", "p.content_type", "p.bytes", "p.doctor_name", "p.consult_id", "p.created_at",
      "pt.first_name", "pt.last_name", "o.id as lead_order_id", "h.status as lead_order_status",
    ]);
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>["executeTakeFirstOrThrow"]>>;
const toRecord = (r: RecordRow): PrescriptionRecord => ({
  id: r.id,
  patientId: r.patient_id,
  patientName: `${r.first_name} ${r.last_name}`.trim(),
  fileName: r.file_name,
  contentType: r.content_type,
  bytes: r.bytes,
  doctorName: r.doctor_name,
  consultId: r.consult_id,
  createdAt: r.created_at,
  fileUrl: prescriptionFileUrl(r.id),
  leadOrderId: r.lead_order_id ?? null,
  leadOrderStatus: r.lead_order_status ?? null,
});

export async function prescriptionOfAccount(db: Db, accountId: number, id: number): Promise<PrescriptionRecord> {
  const row = await selectRecords(db).where("p.id", "=", id).where("p.account_id", "=", accountId).executeTakeFirst();
  if (!row) throw notFound("Prescription not found");
  return toRecord(row);
}

/** getPatientPrescriptions(patientId, limit): newest first, for a patient of this account only. */
export async function getPatientPrescriptions(db: DB, accountId: number, patientId: number, limit?: number | null): Promise<PrescriptionRecord[]> {
  const patient = await getPatient(db, { id: patientId, accountId });
  if (!patient) throw notFound("Patient not found");
  const n = Math.min(Math.max(Math.trunc(limit ?? PRESCRIPTIONS_DEFAULT_LIMIT), 1), PRESCRIPTIONS_MAX_LIMIT);
  const rows = await selectRecords(db).where("p.account_id", "=", accountId).where("p.patient_id", "=", patient.id).orderBy("p.id", "desc").limit(n).execute();
  return rows.map(toRecord);
}

/** Every prescription of the account (all its patients), newest first: the upload page's list. */
export async function listAccountPrescriptions(db: DB, accountId: number, limit = PRESCRIPTIONS_MAX_LIMIT): Promise<PrescriptionRecord[]> {
  const rows = await selectRecords(db).where("p.account_id", "=", accountId).orderBy("p.id", "desc").limit(limit).execute();
  return rows.map(toRecord);
}

/**
 * A prescription's file for download. `accountId` null means the lab's staff (the caller has checked the ops
 * role); otherwise only the owner gets it.
 */
export async function prescriptionFile(db: DB, accountId: number | null, id: number) {
  let q = db
    .selectFrom("patient_prescriptions as p")
    .leftJoin("diagnostic_orders as o", "o.lead_prescription_id", "p.id")
    .select(["p.file_key", "p.file_name", "p.content_type", "o.id as lead_order_id"])
    .where("p.id", "=", id);
  if (accountId !== null) q = q.where("p.account_id", "=", accountId);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound("Prescription not found");
  const stored = await fileStorage().get(row.file_key);
  if (!stored) throw notFound("Prescription not found");
  return { bytes: stored.bytes, contentType: row.content_type, fileName: row.file_name, leadOrderId: row.lead_order_id ?? null };
}
