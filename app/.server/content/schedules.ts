/**
 * Scheduled publishes. A schedule is a row (it survives a restart); a timer on every instance polls for due
 * rows, and on start-up. Each due row is claimed with a conditional UPDATE (… WHERE status = 'scheduled'):
 * only the instance whose update changed the row publishes it, so a schedule runs once even with two instances.
 */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { AppServices } from "../app-context";
import type { DB } from "../db/client";
import type { ScreenKey } from "./drafts";
import { publishVersion } from "./studio";
import { log } from "../log";

export const SCHEDULE_POLL_MS = 5_000;

export async function schedulePublish(db: DB, k: ScreenKey, config: ScreenConfiguration, runAt: Date, actor: string, now = new Date()) {
  await db
    .insertInto("studio_schedules")
    .values({
      screen_name: k.screenName,
      screen_view: k.screenView,
      segment_type: k.segment,
      config: JSON.stringify(config),
      run_at: runAt.toISOString(),
      status: "scheduled",
      version: null,
      error: null,
      created_by: actor,
      created_at: now.toISOString(),
    })
    .execute();
}

export async function listSchedules(db: DB, k: ScreenKey) {
  const rows = await db
    .selectFrom("studio_schedules")
    .select(["id", "run_at", "status", "version", "error", "created_by"])
    .where("screen_name", "=", k.screenName)
    .where("screen_view", "=", k.screenView)
    .where("segment_type", "=", k.segment)
    .orderBy("id", "desc")
    .limit(20)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), runAt: r.run_at, status: r.status, version: r.version === null ? null : Number(r.version), error: r.error, createdBy: r.created_by }));
}

export async function cancelSchedule(db: DB, id: number) {
  await db.updateTable("studio_schedules").set({ status: "cancelled" }).where("id", "=", id).where("status", "=", "scheduled").execute();
}

/** Publishes every due schedule this instance manages to claim; returns the ids it published. */
export async function runDueSchedules(services: AppServices, now = new Date()): Promise<number[]> {
  const due = await services.db
    .selectFrom("studio_schedules")
    .selectAll()
    .where("status", "=", "scheduled")
    .where("run_at", "<=", now.toISOString())
    .orderBy("run_at", "asc")
    .execute();
  const published: number[] = [];
  for (const row of due) {
    const claim = await services.db
      .updateTable("studio_schedules")
      .set({ status: "running" })
      .where("id", "=", row.id)
      .where("status", "=", "scheduled")
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue; // another instance has it
    const k = { screenName: row.screen_name, screenView: row.screen_view, segment: row.segment_type };
    try {
      // Reviewed when it was scheduled; its audit entry is written by the publish path.
      const actor = { key: "schedule", name: row.created_by, accountId: null };
      const outcome = await publishVersion(services, k, { kind: "scheduled_publish", config: JSON.parse(row.config), actor, note: `scheduled #${row.id}` });
      if (outcome.ok) {
        await services.db.updateTable("studio_schedules").set({ status: "published", version: outcome.version }).where("id", "=", row.id).execute();
        published.push(Number(row.id));
      } else {
        const error = outcome.report.errors.map((e) => `${e.path} ${e.message}`).join("; ") || outcome.message;
        await services.db.updateTable("studio_schedules").set({ status: "failed", error }).where("id", "=", row.id).execute();
      }
    } catch (e) {
      await services.db.updateTable("studio_schedules").set({ status: "failed", error: (e as Error).message }).where("id", "=", row.id).execute();
    }
  }
  return published;
}

let timer: ReturnType<typeof setInterval> | null = null;

/** Runs due schedules now (they may have come due while no instance was up) and then every poll interval. */
export function startScheduler(services: AppServices, pollMs = SCHEDULE_POLL_MS) {
  if (timer) return;
  const tick = () => void runDueSchedules(services).catch((e) => log.error({ event: "STUDIO_SCHEDULE_FAILED", reason: (e as Error).message }));
  tick();
  timer = setInterval(tick, pollMs);
  timer.unref?.();
}
