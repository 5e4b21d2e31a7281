/**
 * Who may use the studio. An account has the role "editor" (drafts, send for review) or "publisher"
 * (everything an editor does, plus publish, schedule, roll back, approve and the kill switch). Everyone
 * else, patients included, is refused every studio page and every studio mutation.
 */
import { json, redirect } from "@remix-run/node";
import type { DB } from "../db/client";
import { getServices } from "../app-context";
import { getSessionUser } from "../session";

export type StudioRole = "editor" | "publisher";

export interface StudioUser {
  accountId: number;
  mobileNumber: string;
  role: StudioRole;
}

/** A publisher can do everything an editor can. */
export function can(role: StudioRole, need: StudioRole): boolean {
  return need === "editor" || role === "publisher";
}

export async function studioRoleOf(db: DB, accountId: number): Promise<StudioRole | null> {
  const rows = await db.selectFrom("account_roles").select("role").where("account_id", "=", accountId).execute();
  const roles = rows.map((r) => r.role);
  if (roles.includes("publisher")) return "publisher";
  if (roles.includes("editor")) return "editor";
  return null;
}

/**
 * The signed-in studio user with at least `need`; a visitor is sent to sign in, anyone else gets 403.
 * Used by every studio loader and action.
 */
export async function requireStudioUser(request: Request, need: StudioRole = "editor"): Promise<StudioUser> {
  const user = await getSessionUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?continue=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const { db } = await getServices();
  const role = await studioRoleOf(db, user.accountId);
  if (!role || !can(role, need)) {
    throw json({ message: need === "publisher" ? "Only a publisher can do this." : "The studio is for content editors." }, { status: 403 });
  }
  return { accountId: user.accountId, mobileNumber: user.mobileNumber, role };
}
