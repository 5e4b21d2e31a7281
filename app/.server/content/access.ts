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
  /** The person's name as the studio shows it (audit log, review); never their phone number. */
  name: string;
}

/** An actor of the draft model: a studio account, or the content API's token. */
export interface Actor {
  /** Stable identity: "account:<id>" or "api". */
  key: string;
  name: string;
  accountId: number | null;
}

export const API_ACTOR: Actor = { key: "api", name: "Content API (editor token)", accountId: null };

export const actorOf = (u: StudioUser): Actor => ({ key: `account:${u.accountId}`, name: u.name, accountId: u.accountId });

/** Display names of the studio accounts, by actor key ("account:<id>"). */
export async function studioNames(db: DB): Promise<Record<string, string>> {
  const rows = await db.selectFrom("account_roles").select(["account_id", "display_name"]).execute();
  const out: Record<string, string> = { [API_ACTOR.key]: API_ACTOR.name };
  for (const r of rows) out[`account:${r.account_id}`] = r.display_name ?? `Studio user ${r.account_id}`;
  return out;
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
  const named = await db.selectFrom("account_roles").select("display_name").where("account_id", "=", user.accountId).where("display_name", "is not", null).executeTakeFirst();
  return { accountId: user.accountId, mobileNumber: user.mobileNumber, role, name: named?.display_name ?? `Studio user ${user.accountId}` };
}
