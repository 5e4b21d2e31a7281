/**
 * The personal facts a page shows about the signed-in person — the header's name and account — kept out of
 * every page a segment shares and sent on their own (root loader for pages rendered for the account,
 * /resources/personal after load for shared ones).
 */
import type { DB } from "./db/client";
import type { SessionUser } from "./session";

export interface PersonalUser {
  accountId: number;
  mobileNumber: string;
  countryCode: string;
  /** The account's own profile's first name ("me"); null until the profile is filled in. */
  firstName: string | null;
}

export async function personalUser(db: DB, user: SessionUser): Promise<PersonalUser> {
  const me = await db
    .selectFrom("patients")
    .select("first_name")
    .where("account_id", "=", user.accountId)
    .where("relation", "=", "me")
    .orderBy("id")
    .executeTakeFirst();
  return { accountId: user.accountId, mobileNumber: user.mobileNumber, countryCode: user.countryCode, firstName: me?.first_name?.trim() || null };
}
