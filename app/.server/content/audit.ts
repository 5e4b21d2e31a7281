/** The studio audit log: who did what, when, on which screen, view and segment. */
import type { DB } from "../db/client";
import { stripUnsafeCharacters } from "~/lib/safe-text";

// Entries quote what people typed (names, titles): control and bidirectional-override characters are dropped so
// an entry cannot display as something other than what was done.
const clean = (s: string | undefined) => (s === undefined ? null : stripUnsafeCharacters(s));

export interface AuditEntry {
  accountId: number | null;
  actor: string;
  action: string;
  screenName?: string;
  screenView?: string;
  segment?: string;
  detail?: string;
}

export async function recordAudit(db: DB, e: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto("studio_audit")
    .values({
      at: now.toISOString(),
      account_id: e.accountId,
      actor: clean(e.actor)!,
      action: clean(e.action)!,
      screen_name: clean(e.screenName),
      screen_view: clean(e.screenView),
      segment_type: clean(e.segment),
      detail: clean(e.detail),
    })
    .execute();
}

export async function listAudit(db: DB, filter: { screenName?: string; screenView?: string; segment?: string } = {}, limit = 50) {
  let q = db.selectFrom("studio_audit").selectAll().orderBy("id", "desc").limit(limit);
  if (filter.screenName) q = q.where("screen_name", "=", filter.screenName);
  if (filter.screenView) q = q.where("screen_view", "=", filter.screenView);
  if (filter.segment) q = q.where("segment_type", "=", filter.segment);
  return q.execute();
}
