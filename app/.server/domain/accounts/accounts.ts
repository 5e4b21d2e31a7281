/**
 * Accounts are keyed by country code and mobile number. A first sign-in creates the account with its
 * primary profile (relation 'me'), still without name, gender or date of birth for the user to fill in.
 */
import type { DB } from "../../db/client";
import { isCircleMember, rolesOf, type Role } from "~/lib/roles";
import { indiaDate } from "~/lib/india-date-time";
import { listPatients, newUhid, type Patient } from "./patients";

export interface Account {
  id: number;
  countryCode: string;
  mobileNumber: string;
}

export async function findOrCreateAccount(db: DB, countryCode: string, mobileNumber: string, now = new Date()): Promise<Account & { created: boolean }> {
  const existing = await findAccount(db, countryCode, mobileNumber);
  if (existing) return { ...existing, created: false };
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("accounts")
      .values({ country_code: countryCode, mobile_number: mobileNumber, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["country_code", "mobile_number"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      // Another instance created it between our read and write.
      const raced = await findAccount(trx, countryCode, mobileNumber);
      return { ...raced!, created: false };
    }
    await trx
      .insertInto("patients")
      .values({
        account_id: inserted.id,
        uhid: newUhid(),
        first_name: "",
        last_name: "",
        gender: null,
        date_of_birth: null,
        relation: "me",
        email_address: null,
        mobile_number: `${countryCode}${mobileNumber}`,
        photo_url: null,
        partner_id: null,
        created_at: now.toISOString(),
      })
      .execute();
    return { id: inserted.id, countryCode, mobileNumber, created: true };
  });
}

async function findAccount(db: DB, countryCode: string, mobileNumber: string): Promise<Account | null> {
  const row = await db
    .selectFrom("accounts")
    .select(["id", "country_code", "mobile_number"])
    .where("country_code", "=", countryCode)
    .where("mobile_number", "=", mobileNumber)
    .executeTakeFirst();
  return row ? { id: row.id, countryCode: row.country_code, mobileNumber: row.mobile_number } : null;
}

export interface Subscription {
  groupName: string;
  name: string;
  planId: string;
  status: string;
  purchaseType: "New" | "Repeat";
  startDate: string;
  endDate: string;
}

export async function getSubscriptions(db: DB, accountId: number): Promise<Subscription[]> {
  const rows = await db.selectFrom("subscriptions").selectAll().where("account_id", "=", accountId).orderBy("id").execute();
  return rows.map((r) => ({
    groupName: r.group_name,
    name: r.name,
    planId: r.plan_id,
    status: r.status,
    // "A first_time purchase type gives New, anything else gives Repeat."
    purchaseType: r.purchase_type === "first_time" ? "New" : "Repeat",
    startDate: r.start_date,
    endDate: r.end_date,
  }));
}

export async function accountIsCircleMember(db: DB, accountId: number): Promise<boolean> {
  return isCircleMember(await getSubscriptions(db, accountId), indiaDate(new Date()));
}

export interface AccountSummary {
  account: Account;
  patients: Patient[];
  subscriptions: Subscription[];
  roles: Role[];
}

/** Everything /my-account shows, for the caller's own account only. */
export async function getAccountSummary(db: DB, accountId: number): Promise<AccountSummary | null> {
  const row = await db.selectFrom("accounts").select(["id", "country_code", "mobile_number"]).where("id", "=", accountId).executeTakeFirst();
  if (!row) return null;
  const [patients, subscriptions] = await Promise.all([listPatients(db, accountId), getSubscriptions(db, accountId)]);
  return {
    account: { id: row.id, countryCode: row.country_code, mobileNumber: row.mobile_number },
    patients,
    subscriptions,
    roles: rolesOf({ signedIn: true, countryCode: row.country_code, subscriptions, patients, today: indiaDate(new Date()) }),
  };
}
