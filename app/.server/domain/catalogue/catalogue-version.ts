/**
 * The catalogue version: what an instance compares to decide whether its search index is stale. It is the same
 * stream the page cache reads (catalogue-changes.ts): the newest change number, which the database's triggers take
 * for every change of an item, its texts, prices, synonyms or categories (a bulk load, a manual fix included), and
 * the counter bumped for a change the rows cannot name. The index rebuilds exactly when a change is read.
 */
import type { DB } from "../../db/client";
import { bumpVersionCounter, readVersionCounter } from "../../cache/version-poller";

export const CATALOGUE_VERSION_KEY = "catalogue_version";

/** The newest number in `catalogue_changes` (0 when none). */
export async function latestCatalogueChange(db: DB): Promise<number> {
  const row = await db.selectFrom("catalogue_changes").select(db.fn.max("seq").as("seq")).executeTakeFirst();
  return Number(row?.seq ?? 0);
}

export async function getCatalogueVersion(db: DB): Promise<string> {
  const [counter, seq] = await Promise.all([readVersionCounter(db, CATALOGUE_VERSION_KEY), latestCatalogueChange(db)]);
  return `${counter}:${seq}`;
}

/**
 * Call after a change the catalogue's rows cannot name (every instance rebuilds its search index and drops every
 * cached page; catalogue-changes.ts). Changes of items, prices and their texts are named by the database itself.
 */
export const bumpCatalogueVersion = (db: DB): Promise<void> => bumpVersionCounter(db, CATALOGUE_VERSION_KEY);
