/**
 * The catalogue version: what an instance compares to decide whether its search index is stale. It combines a
 * counter that whoever changes the catalogue bumps with the item count and highest item id, so even an insert
 * made without a bump (a bulk load, a manual fix) is noticed. The page cache watches the counter too
 * (catalogue-changes.ts).
 */
import type { DB } from "../../db/client";
import { bumpVersionCounter, readVersionCounter } from "../../cache/version-poller";

export const CATALOGUE_VERSION_KEY = "catalogue_version";

export async function getCatalogueVersion(db: DB): Promise<string> {
  const [counter, items] = await Promise.all([
    readVersionCounter(db, CATALOGUE_VERSION_KEY),
    db.selectFrom("diagnostic_items").select([db.fn.countAll<number>().as("n"), db.fn.max("item_id").as("maxId")]).executeTakeFirst(),
  ]);
  return `${counter}:${Number(items?.n ?? 0)}:${Number(items?.maxId ?? 0)}`;
}

/**
 * Call after a change the catalogue's rows cannot name (every instance rebuilds its search index and drops every
 * cached page; catalogue-changes.ts). Changes of items, prices and their texts are named by the database itself.
 */
export const bumpCatalogueVersion = (db: DB): Promise<void> => bumpVersionCounter(db, CATALOGUE_VERSION_KEY);
