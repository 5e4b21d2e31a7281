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
