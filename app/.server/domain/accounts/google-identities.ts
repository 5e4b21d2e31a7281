/**
 * Google identities linked to accounts. An account is found by its mobile number, verified by OTP (or, when the
 * provider itself vouches for a phone number, by that number): a Google identity never creates an account or joins
 * one on an e-mail address alone.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

type Db = Kysely<Database>;

export async function accountOfGoogleIdentity(db: Db, issuer: string, subject: string): Promise<number | null> {
  const row = await db.selectFrom("google_identities").select("account_id").where("issuer", "=", issuer).where("subject", "=", subject).executeTakeFirst();
  return row?.account_id ?? null;
}

/** Links the identity to the account (a second link of the same identity keeps the first). */
export async function linkGoogleIdentity(db: Db, accountId: number, identity: { issuer: string; subject: string; email: string | null }, now = new Date()): Promise<number> {
  await db
    .insertInto("google_identities")
    .values({ issuer: identity.issuer, subject: identity.subject, account_id: accountId, email: identity.email, linked_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["issuer", "subject"]).doNothing())
    .execute();
  return (await accountOfGoogleIdentity(db, identity.issuer, identity.subject))!;
}

/** The account of an E.164 number ("+919000000001"), when one exists: accounts keep the dial code apart. */
export async function accountOfPhone(db: Db, e164: string): Promise<{ id: number; countryCode: string; mobileNumber: string } | null> {
  if (!/^\+\d{6,15}$/.test(e164)) return null;
  const splits = [1, 2, 3, 4].map((n) => ({ code: e164.slice(0, n + 1), number: e164.slice(n + 1) }));
  const row = await db
    .selectFrom("accounts")
    .select(["id", "country_code", "mobile_number"])
    .where((eb) => eb.or(splits.map((x) => eb.and([eb("country_code", "=", x.code), eb("mobile_number", "=", x.number)]))))
    .executeTakeFirst();
  return row ? { id: row.id, countryCode: row.country_code, mobileNumber: row.mobile_number } : null;
}
