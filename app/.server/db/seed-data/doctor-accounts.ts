import type { DB } from "../client";
import { findOrCreateAccount } from "../../domain/accounts/accounts";

/**
 * Demo doctor accounts: they sign in like patients (OTP at /login) and open /doctor. Dr. Ramesh Kumar Reddy (a
 * general physician online round the clock) and Dr. Farah Khan (paediatrics, online 08:00–22:00 every day), so a
 * demo consult can always be booked and held.
 */
export const doctorAccounts = [
  { countryCode: "+91", mobileNumber: "9000000201", doctorSlug: "dr-ramesh-kumar-reddy" },
  { countryCode: "+91", mobileNumber: "9000000202", doctorSlug: "dr-farah-khan" },
] as const;

/** Links each demo doctor to an account with the role "doctor"; a database that has any doctor account is left alone. */
export async function seedDoctorAccounts(db: DB): Promise<void> {
  const linked = await db.selectFrom("doctors").select("id").where("account_id", "is not", null).executeTakeFirst();
  if (linked) return;
  for (const a of doctorAccounts) {
    const doctor = await db.selectFrom("doctors").select(["id", "name"]).where("slug", "=", a.doctorSlug).executeTakeFirst();
    if (!doctor) continue;
    const account = await findOrCreateAccount(db, a.countryCode, a.mobileNumber, new Date("2026-01-01T00:00:00.000Z"));
    await db.insertInto("account_roles").values({ account_id: account.id, role: "doctor", display_name: doctor.name }).execute();
    await db.updateTable("doctors").set({ account_id: account.id }).where("id", "=", doctor.id).execute();
  }
}
