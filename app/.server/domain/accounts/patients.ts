/**
 * Patient profiles of an account. Every read and write is scoped by account in the query itself: another
 * account's profile is simply not found.
 */
import crypto from "node:crypto";
import type { DB } from "../../db/client";
import type { PatientTable } from "../../db/schema";
import type { Selectable } from "kysely";
import { badRequest, notFound } from "../errors";
import {
  isProfileIncomplete, MAX_PROFILES_MESSAGE, MAX_PROFILES_PER_ACCOUNT, validatePatientInput, type PatientInput,
} from "~/lib/patient";

export function newUhid(): string {
  return `APJ1.${crypto.randomBytes(5).toString("hex").toUpperCase()}`;
}

export interface Patient {
  id: number;
  uhid: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  dateOfBirth: string | null;
  mobileNumber: string;
  emailAddress: string | null;
  photoUrl: string | null;
  relation: string;
  isConsulted: boolean;
  partnerId: string | null;
  /** Missing gender or date of birth: the profile cannot be used to order. */
  isIncomplete: boolean;
}

function toPatient(r: Selectable<PatientTable>): Patient {
  return {
    id: r.id,
    uhid: r.uhid,
    firstName: r.first_name,
    lastName: r.last_name,
    gender: r.gender,
    dateOfBirth: r.date_of_birth,
    mobileNumber: r.mobile_number,
    emailAddress: r.email_address,
    photoUrl: r.photo_url,
    relation: r.relation,
    isConsulted: r.is_consulted === 1,
    partnerId: r.partner_id,
    isIncomplete: isProfileIncomplete({ gender: r.gender, dateOfBirth: r.date_of_birth }),
  };
}

/** The primary profile first, then family profiles in the order they were added. */
export async function listPatients(db: DB, accountId: number): Promise<Patient[]> {
  const rows = await db.selectFrom("patients").selectAll().where("account_id", "=", accountId).orderBy("id").execute();
  const all = rows.map(toPatient);
  return [...all.filter((p) => p.relation === "me"), ...all.filter((p) => p.relation !== "me")];
}

export async function getPatient(db: DB, { id, accountId }: { id: number; accountId: number }): Promise<Patient | null> {
  const row = await db.selectFrom("patients").selectAll().where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
  return row ? toPatient(row) : null;
}

function clean(input: PatientInput) {
  return {
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    gender: input.gender,
    date_of_birth: input.dateOfBirth.trim(),
    relation: input.relation,
    email_address: input.emailAddress.trim() || null,
  };
}

function check(input: PatientInput, today: Date) {
  const errors = validatePatientInput(input, today);
  if (Object.keys(errors).length) throw badRequest("Please correct the highlighted fields", { fieldErrors: errors });
}

export async function addPatient(db: DB, accountId: number, input: PatientInput, today = new Date()): Promise<Patient> {
  check(input, today);
  if (input.relation === "me") throw badRequest("Please correct the highlighted fields", { fieldErrors: { relation: "An account has one primary profile ('me'); please choose another relation" } });
  return db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom("accounts").select(["id", "country_code", "mobile_number"]).where("id", "=", accountId).executeTakeFirst();
    if (!account) throw notFound("Account not found");
    const count = await trx.selectFrom("patients").select(trx.fn.countAll<number>().as("n")).where("account_id", "=", accountId).executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_PROFILES_PER_ACCOUNT) throw badRequest(MAX_PROFILES_MESSAGE);
    const row = await trx
      .insertInto("patients")
      .values({
        account_id: accountId,
        uhid: newUhid(),
        ...clean(input),
        mobile_number: `${account.country_code}${account.mobile_number}`,
        photo_url: null,
        partner_id: null,
        created_at: today.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPatient(row);
  });
}

export async function updatePatient(db: DB, { id, accountId }: { id: number; accountId: number }, input: PatientInput, today = new Date()): Promise<Patient> {
  const current = await getPatient(db, { id, accountId });
  if (!current) throw notFound("Patient not found");
  check(input, today);
  // The primary profile stays 'me', and no family profile can become a second 'me'.
  if ((current.relation === "me") !== (input.relation === "me")) {
    throw badRequest("Please correct the highlighted fields", { fieldErrors: { relation: current.relation === "me" ? "The primary profile's relation is always 'me'" : "An account has one primary profile ('me'); please choose another relation" } });
  }
  const row = await db
    .updateTable("patients")
    .set(clean(input))
    .where("id", "=", id)
    .where("account_id", "=", accountId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound("Patient not found");
  return toPatient(row);
}
