/**
 * Passport details of an international account's patients (updatePassportDetails). Written only for a patient of
 * the account (another account's is NOT_FOUND) and only when the account signed in with a number outside India.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { badRequest, notFound } from "../errors";
import { getPatient } from "./patients";
import { isInternationalUser } from "~/lib/roles";
import { indiaDate } from "~/lib/india-date-time";
import { PASSPORT_FOR_INTERNATIONAL_MESSAGE, passportSchema, type PassportDetails } from "~/lib/passport";

type Db = Kysely<Database>;

export async function passportOf(db: Db, accountId: number, patientId: number): Promise<PassportDetails | null> {
  const row = await db.selectFrom("patient_passports").select(["passport_number", "nationality", "expiry_date"]).where("patient_id", "=", patientId).where("account_id", "=", accountId).executeTakeFirst();
  return row ? { passportNumber: row.passport_number, nationality: row.nationality, expiryDate: row.expiry_date } : null;
}

export async function updatePassportDetails(db: Db, accountId: number, patientId: number, input: Record<string, unknown>, now = new Date()): Promise<PassportDetails> {
  const patient = await getPatient(db, { id: patientId, accountId });
  if (!patient) throw notFound("Patient not found");
  const account = await db.selectFrom("accounts").select("country_code").where("id", "=", accountId).executeTakeFirstOrThrow();
  if (!isInternationalUser(account.country_code)) throw badRequest(PASSPORT_FOR_INTERNATIONAL_MESSAGE);
  const parsed = passportSchema(indiaDate(now)).safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    throw badRequest(Object.values(fieldErrors)[0]!, { fieldErrors });
  }
  const v = parsed.data;
  const row = { passport_number: v.passportNumber, nationality: v.nationality, expiry_date: v.expiryDate, updated_at: now.toISOString() };
  await db
    .insertInto("patient_passports")
    .values({ patient_id: patient.id, account_id: accountId, ...row })
    .onConflict((oc) => oc.column("patient_id").doUpdateSet(row))
    .execute();
  return v;
}
