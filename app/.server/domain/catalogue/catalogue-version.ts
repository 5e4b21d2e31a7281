/**
 * The catalogue version: what an instance compares to decide whether its search index is stale. It combines a
 * counter that whoever changes the catalogue bumps with the item count and highest item id, so even an insert
 * made without a bump (a bulk load, a manual fix) is noticed. Watched through cache/version-poller.ts.
 */
import type { DB } from "../../db/client";
import { bumpVersionCounter, readVersionCounter, watchVersion } from "../../cache/version-poller";

export const CATALOGUE_VERSION_KEY = "catalogue_version";

export async function getCatalogueVersion(db: DB): Promise<string> {
  const [counter, items] = await Promise.all([
    readVersionCounter(db, CATALOGUE_VERSION_KEY),
    db.selectFrom("diagnostic_items").select([db.fn.countAll<number>().as("n"), db.fn.max("item_id").as("maxId")]).executeTakeFirst(),
  ]);
  return `${counter}:${Number(items?.n ?? 0)}:${Number(items?.maxId ?? 0)}`;
}

/** Call after any change to items, their names, inclusions or synonyms: every instance rebuilds its index. */
export const bumpCatalogueVersion = (db: DB): Promise<void> => bumpVersionCounter(db, CATALOGUE_VERSION_KEY);

/**
 * Calls `onChange` within about `everyMs` of any catalogue change, on every instance. Pages that show prices (the
 * page cache) drop then, and the search index is rebuilt. Returns the stop function.
 */
export const watchCatalogueVersion = (db: DB, onChange: () => void, everyMs = 1000): (() => void) => watchVersion(() => getCatalogueVersion(db), onChange, everyMs);
