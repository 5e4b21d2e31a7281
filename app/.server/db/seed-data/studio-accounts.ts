import type { DB } from "../client";
import { findOrCreateAccount } from "../../domain/accounts/accounts";

/**
 * Demo studio accounts: they sign in like patients (OTP at /login) and open /studio.
 * 9000000101 edits drafts and sends them for review; 9000000102 also publishes, schedules and rolls back.
 */
export const studioAccounts = [
  { countryCode: "+91", mobileNumber: "9000000101", role: "editor", displayName: "Priya Sharma" },
  { countryCode: "+91", mobileNumber: "9000000102", role: "publisher", displayName: "Arjun Mehta" },
] as const;

/** Creates the accounts (with their primary profile, as a first sign-in would) and gives them their roles. */
export async function seedStudioAccounts(db: DB): Promise<void> {
  for (const a of studioAccounts) {
    const account = await findOrCreateAccount(db, a.countryCode, a.mobileNumber, new Date("2026-01-01T00:00:00.000Z"));
    await db.insertInto("account_roles").values({ account_id: account.id, role: a.role, display_name: a.displayName }).execute();
  }
}
