/**
 * Who may use the operations console: accounts with the role "ops" (the lab's staff). Everyone else, patients
 * included, is refused every console page and every console action.
 */
import { json, redirect } from "@remix-run/node";
import type { DB } from "../db/client";
import { getServices } from "../app-context";
import { getSessionUser } from "../session";

export interface OpsUser {
  accountId: number;
  mobileNumber: string;
}

export async function isOpsAccount(db: DB, accountId: number): Promise<boolean> {
  const row = await db.selectFrom("account_roles").select("role").where("account_id", "=", accountId).where("role", "=", "ops").executeTakeFirst();
  return Boolean(row);
}

/** The signed-in ops user; a visitor is sent to sign in, anyone else gets 403. Used by every console loader and action. */
export async function requireOpsUser(request: Request): Promise<OpsUser> {
  const user = await getSessionUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?continue=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const { db } = await getServices();
  if (!(await isOpsAccount(db, user.accountId))) throw json({ message: "The operations console is for lab staff." }, { status: 403 });
  return { accountId: user.accountId, mobileNumber: user.mobileNumber };
}
