/**
 * The add-record form (/add-record/{x}) and addHealthRecord's input: whose record, its title and date, the doctor
 * and hospital, and the type's own fields. One schema for the page and the server.
 */
import { z } from "zod";
import { RECORD_TEXT_MAX, RECORD_TYPES, RECORD_TYPE_FIELDS, type RecordType } from "./health-records";
import { hasUnsafeCharacters } from "./safe-text";
import { indiaDate } from "./india-date-time";

export const TITLE_REQUIRED_MESSAGE = "Please enter a title for the record";
export const DATE_REQUIRED_MESSAGE = "Please enter the date on the record";
export const DATE_IN_FUTURE_MESSAGE = "The record's date cannot be in the future";
export const PATIENT_REQUIRED_MESSAGE = "Please choose whose record this is";
export const TEXT_INVALID_MESSAGE = `Please use at most ${RECORD_TEXT_MAX} letters, digits and punctuation`;
export const AMOUNT_INVALID_MESSAGE = "Please enter an amount in rupees, such as 1500 or 1500.50";

const text = z
  .string()
  .trim()
  .max(RECORD_TEXT_MAX, TEXT_INVALID_MESSAGE)
  .refine((v) => !hasUnsafeCharacters(v) && !/[<>]/.test(v), TEXT_INVALID_MESSAGE);
const optionalText = text.optional().transform((v) => v || null);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string) => isoDate.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The form's schema for one record type: the common fields plus that type's own. `today` is India's date. */
export function healthRecordSchema(recordType: RecordType, today: string) {
  const own: Record<string, z.ZodType<string | null | undefined>> = {};
  for (const f of RECORD_TYPE_FIELDS[recordType]) {
    own[f.name] =
      f.kind === "amount"
        ? z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, AMOUNT_INVALID_MESSAGE).optional()
        : f.kind === "date"
          ? z.string().refine(validDate, DATE_REQUIRED_MESSAGE).optional()
          : optionalText;
  }
  return z.object({
    recordType: z.enum(RECORD_TYPES),
    patientId: z.coerce.number({ error: PATIENT_REQUIRED_MESSAGE }).int().positive(PATIENT_REQUIRED_MESSAGE),
    // An empty field reaches the schema as no value at all (conform): that is a missing title too.
    title: z.string({ error: TITLE_REQUIRED_MESSAGE }).pipe(text).pipe(z.string().min(1, TITLE_REQUIRED_MESSAGE)),
    recordDate: z.string({ error: DATE_REQUIRED_MESSAGE }).refine(validDate, DATE_REQUIRED_MESSAGE).refine((v) => v <= today, DATE_IN_FUTURE_MESSAGE),
    doctorName: optionalText,
    hospitalName: optionalText,
    ...own,
  });
}

export interface HealthRecordInput {
  recordType: string;
  patientId: number;
  title: string;
  recordDate: string;
  doctorName?: string | null;
  hospitalName?: string | null;
  /** The type's own fields by name (RECORD_TYPE_FIELDS). */
  fields?: Record<string, string | null | undefined> | null;
}

export interface CheckedRecordInput {
  recordType: RecordType;
  patientId: number;
  title: string;
  recordDate: string;
  doctorName: string | null;
  hospitalName: string | null;
  fields: Record<string, string>;
}

/** Checks an input against the form's schema (the server's answer): the value to store, or a message per field. */
export function validateRecordInput(input: HealthRecordInput, now = new Date()): { ok: true; value: CheckedRecordInput } | { ok: false; fieldErrors: Record<string, string> } {
  const type = (RECORD_TYPES as readonly string[]).includes(input.recordType) ? (input.recordType as RecordType) : null;
  if (!type) return { ok: false, fieldErrors: { recordType: "Please choose a record type" } };
  const parsed = healthRecordSchema(type, indiaDate(now)).safeParse({
    ...Object.fromEntries(Object.entries(input.fields ?? {}).filter(([, v]) => v != null && v !== "")),
    recordType: type,
    patientId: input.patientId,
    title: input.title ?? "",
    recordDate: input.recordDate,
    doctorName: input.doctorName ?? undefined,
    hospitalName: input.hospitalName ?? undefined,
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const v = parsed.data as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const f of RECORD_TYPE_FIELDS[type]) if (typeof v[f.name] === "string" && v[f.name]) fields[f.name] = v[f.name] as string;
  return {
    ok: true,
    value: {
      recordType: type,
      patientId: v.patientId as number,
      title: v.title as string,
      recordDate: v.recordDate as string,
      doctorName: (v.doctorName as string | null) ?? null,
      hospitalName: (v.hospitalName as string | null) ?? null,
      fields,
    },
  };
}

export const SHARE_WITH_MESSAGE = "Please enter the doctor's name";
/** How long a shared link works, in days (a day by default). */
export const SHARE_DAYS = [1, 7, 30] as const;

/** The record page's two forms: share the record with a doctor, or revoke one of its links. */
export const shareFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("share"),
    sharedWith: z.string({ error: SHARE_WITH_MESSAGE }).trim().min(1, SHARE_WITH_MESSAGE).max(RECORD_TEXT_MAX, TEXT_INVALID_MESSAGE),
    days: z.coerce.number().refine((d) => (SHARE_DAYS as readonly number[]).includes(d), "Please choose how long the link works"),
  }),
  z.object({ intent: z.literal("revoke"), shareId: z.coerce.number().int().positive() }),
]);
