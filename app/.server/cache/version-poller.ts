/**
 * A version every instance reads from the shared database to learn that something it keeps (the search index,
 * pages showing prices or free slots) is stale. Polling rather than a message: a missed message would leave an
 * instance stale for good, a poll cannot be missed. Each version is one cheap query, read at most once a second.
 *
 * A version is a string made of a counter in `catalogue_meta` (bumped by whoever makes a change the data alone
 * does not show) and whatever the version's own query reads from the data.
 */
import { sql } from "kysely";
import type { DB } from "../db/client";

/** The counter under `key` (0 when never bumped). */
export async function readVersionCounter(db: DB, key: string): Promise<number> {
  const row = await db.selectFrom("catalogue_meta").select("value").where("key", "=", key).executeTakeFirst();
  return Number(row?.value ?? 0);
}

/** Moves the counter under `key` on: every instance watching a version built on it sees a change. */
export async function bumpVersionCounter(db: DB, key: string): Promise<void> {
  await db
    .insertInto("catalogue_meta")
    .values({ key, value: 1 })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: sql<number>`catalogue_meta.value + 1` }))
    .execute();
}

/**
 * Calls `onChange` within about `everyMs` of any change of the version `read` returns. The first read only sets
 * the baseline. A failed read is skipped, not fatal: the database is briefly away, the last version is kept and the
 * next tick tries again (what is cached still ages out). Returns the stop function.
 */
export function watchVersion(read: () => Promise<string>, onChange: () => void, everyMs = 1000): () => void {
  let last: string | null = null;
  return pollEvery(everyMs, async () => {
    const now = await read();
    if (last !== null && now !== last) onChange();
    last = now;
  });
}

/**
 * Runs `step` now and then every `everyMs`, never two at once (a slow read is not stacked on). A failed step is
 * skipped, not fatal: the database is briefly away and the next tick tries again. Returns the stop function.
 */
export function pollEvery(everyMs: number, step: () => Promise<void>): () => void {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await step();
    } catch {
      // the next tick tries again
    } finally {
      busy = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
