/** The studio audit log: who did what, when, on which screen, view and segment. */
import type { DB } from "../db/client";

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
      actor: e.actor,
      action: e.action,
      screen_name: e.screenName ?? null,
      screen_view: e.screenView ?? null,
      segment_type: e.segment ?? null,
      detail: e.detail ?? null,
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
