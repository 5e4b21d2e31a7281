/**
 * Who is a doctor here: an account with the role "doctor" that a row of `doctors` names (`doctors.account_id`).
 * The doctor's console, the consult room and case sheets ask through this one module; every other account,
 * patients included, is refused the doctor's pages and actions.
 */
import { json, redirect } from "@remix-run/node";
import type { DB } from "../db/client";
import { getServices } from "../app-context";
import { getSessionUser } from "../session";

export interface DoctorUser {
  accountId: number;
  doctorId: number;
  doctorName: string;
  doctorSlug: string;
}

/** The doctor an account signs in as, or null for anyone who is not a doctor. */
export async function doctorOfAccount(db: DB, accountId: number): Promise<DoctorUser | null> {
  const row = await db
    .selectFrom("doctors")
    .innerJoin("account_roles", (j) => j.onRef("account_roles.account_id", "=", "doctors.account_id").on("account_roles.role", "=", "doctor"))
    .select(["doctors.id", "doctors.name", "doctors.slug"])
    .where("doctors.account_id", "=", accountId)
    .executeTakeFirst();
  return row ? { accountId, doctorId: row.id, doctorName: row.name, doctorSlug: row.slug } : null;
}

/** The signed-in doctor; a visitor is sent to sign in, anyone else gets 403. */
export async function requireDoctorUser(request: Request): Promise<DoctorUser> {
  const user = await getSessionUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?continue=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const { db } = await getServices();
  const doctor = await doctorOfAccount(db, user.accountId);
  if (!doctor) throw json({ message: "These pages are for doctors." }, { status: 403 });
  return doctor;
}
