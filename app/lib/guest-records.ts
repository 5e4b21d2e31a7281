/**
 * Guest health records (platform §6 "Guests: may use guest health records"; §2 /guest-health-records): a visitor
 * keeps records in this browser only, checked by the same rules as a signed-in upload (the record form's fields
 * and the spec's file rules), and moves them into the account after signing in, where the server checks them again.
 */
import { healthRecordSchema } from "./health-record-form";
import type { RecordType } from "./health-records";

/** The browser database and its store: one entry per record, the file kept as a Blob (never sent until claimed). */
export const GUEST_RECORDS_DB = "a247-guest-health-records";
export const GUEST_RECORDS_STORE = "records";

/** A device is not a records vault: enough for a few papers until the visitor signs in. */
export const GUEST_RECORDS_MAX = 20;
export const GUEST_RECORDS_FULL_MESSAGE = `This device keeps at most ${GUEST_RECORDS_MAX} records. Sign in to keep more in your account.`;

export interface GuestRecord {
  id: string;
  recordType: RecordType;
  title: string;
  recordDate: string;
  doctorName: string | null;
  hospitalName: string | null;
  fileName: string;
  file: Blob;
  /** When it was kept on this device (ISO instant): the list is newest first. */
  savedAt: string;
}

/** The guest form: the record form without the family member, who is chosen when the records are claimed. */
export const guestRecordSchema = (recordType: RecordType, today: string) => healthRecordSchema(recordType, today).omit({ patientId: true });

/** The form the claim sends for one guest record, as /add-record/{x} would send it. */
export function claimFormOf(record: GuestRecord, patientId: number): FormData {
  const form = new FormData();
  form.set("recordType", record.recordType);
  form.set("patientId", String(patientId));
  form.set("title", record.title);
  form.set("recordDate", record.recordDate);
  if (record.doctorName) form.set("doctorName", record.doctorName);
  if (record.hospitalName) form.set("hospitalName", record.hospitalName);
  form.set("file", record.file, record.fileName);
  return form;
}
