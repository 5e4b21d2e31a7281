/**
 * The catalogue version: what an instance compares to decide whether its search index is stale. It combines a
 * counter that whoever changes the catalogue bumps with the item count and highest item id, so even an insert
 * made without a bump (a bulk load, a manual fix) is noticed. One cheap query, run at most once a second.
 */
import { sql } from "kysely";
import type { DB } from "../../db/client";

export const CATALOGUE_VERSION_KEY = "catalogue_version";

export async function getCatalogueVersion(db: DB): Promise<string> {
  const [meta, items] = await Promise.all([
    db.selectFrom("catalogue_meta").select("value").where("key", "=", CATALOGUE_VERSION_KEY).executeTakeFirst(),
    db.selectFrom("diagnostic_items").select([db.fn.countAll<number>().as("n"), db.fn.max("item_id").as("maxId")]).executeTakeFirst(),
  ]);
  return `${meta?.value ?? 0}:${Number(items?.n ?? 0)}:${Number(items?.maxId ?? 0)}`;
}

/** Call after any change to items, their names, inclusions or synonyms: every instance rebuilds its index. */
export async function bumpCatalogueVersion(db: DB): Promise<void> {
  await db
    .insertInto("catalogue_meta")
    .values({ key: CATALOGUE_VERSION_KEY, value: 1 })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: sql<number>`catalogue_meta.value + 1` }))
    .execute();
}

/**
 * Calls `onChange` within about `everyMs` of any catalogue change, on every instance: each polls the shared database
 * (one cheap query a second), so no message can be missed. Pages that show prices (the page cache) drop then.
 * Returns the stop function. A failed read is skipped, not fatal: the next tick tries again.
 */
export function watchCatalogueVersion(db: DB, onChange: () => void, everyMs = 1000): () => void {
  let last: string | null = null;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const now = await getCatalogueVersion(db);
      if (last !== null && now !== last) onChange();
      last = now;
    } catch {
      // the database is briefly away: keep the last version and try again next tick
    } finally {
      busy = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
