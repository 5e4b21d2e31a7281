/**
 * Every change of an item, its prices, texts or FAQs names the item in `catalogue_changes`, written by triggers in
 * the database itself, so a change made outside the app (a bulk import, a manual fix in a SQL console) is seen as
 * surely as one made through it. Each instance reads the rows past the last sequence number it saw, once a second,
 * and drops the cached pages showing those items (docs/decisions/2026-11-28-exact-page-invalidation.md).
 *
 * A row: the item (null when the change names none: a category's name, a search synonym, which every page may show),
 * the item's category (its listing drops too: an item joining or leaving a category changes the listing), and
 * `kind`: "price" when only a price of an existing row changed (nothing joins or leaves a list), else "item".
 *
 * PostgreSQL: the triggers take one transaction-scoped advisory lock before taking a sequence number, so numbers are
 * handed out in commit order; a reader that sees number n has seen every committed number below it, and a missing
 * number is a rolled-back one (or one pruned), never one still to come.
 */
import { sql, type Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

const isPostgres = (db: MigrationDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");

/** Tables whose rows belong to one item (an `item_id` column), other than the items and prices themselves. */
const ITEM_TEXT_TABLES = ["diagnostic_item_translations", "diagnostic_item_faqs", "diagnostic_item_faq_translations"];
/** Tables whose changes name no item: any page may show them (category names, synonyms, the content lists of items). */
const UNATTRIBUTED_TABLES = ["categories", "diagnostic_search_synonyms", "content_widgets"];
/** Every table with change triggers (migration 0049 takes the lock before each statement on them). */
export const CATALOGUE_TABLES = ["diagnostic_items", "diagnostic_pricing", ...ITEM_TEXT_TABLES, ...UNATTRIBUTED_TABLES];
const OPS = ["INSERT", "UPDATE", "DELETE"] as const;
/** The advisory lock that orders sequence numbers by commit (any constant; only these triggers take it). */
export const CATALOGUE_CHANGES_LOCK = 240048;

/** A pricing update that leaves the row's item, city, status and dates is a price change only. */
const PRICE_ONLY = "OLD.item_id = NEW.item_id AND OLD.city_id = NEW.city_id AND OLD.status = NEW.status AND OLD.start_date = NEW.start_date AND OLD.end_date = NEW.end_date";

export const m0048_catalogue_changes: Migration = {
  async up(db: MigrationDb) {
    const pg = isPostgres(db);
    await db.schema
      .createTable("catalogue_changes")
      .addColumn("seq", pg ? "bigserial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn("item_id", "integer")
      .addColumn("category", "text")
      .addColumn("kind", "text", (c) => c.notNull())
      .execute();
    if (pg) await postgresTriggers(db);
    else await sqliteTriggers(db);
  },
};

async function sqliteTriggers(db: MigrationDb) {
  const row = (ref: "OLD" | "NEW", category: string, kind: string) =>
    `INSERT INTO catalogue_changes (item_id, category, kind) VALUES (${ref}.item_id, ${category}, ${kind});`;
  const categoryOf = (ref: "OLD" | "NEW") => `(SELECT category FROM diagnostic_items WHERE item_id = ${ref}.item_id)`;
  const trigger = (name: string, table: string, op: string, body: string[]) =>
    sql.raw(`CREATE TRIGGER ${name} AFTER ${op} ON ${table} FOR EACH ROW BEGIN ${body.join(" ")} END`).execute(db);

  for (const op of OPS) {
    const refs = op === "INSERT" ? (["NEW"] as const) : op === "DELETE" ? (["OLD"] as const) : (["OLD", "NEW"] as const);
    const suffix = op.toLowerCase();
    // An item: its own category, before and after (a move leaves one listing and joins another).
    await trigger(`catalogue_changes_items_${suffix}`, "diagnostic_items", op, refs.map((r) => row(r, `${r}.category`, "'item'")));
    const pricingKind = op === "UPDATE" ? `CASE WHEN ${PRICE_ONLY} THEN 'price' ELSE 'item' END` : "'item'";
    await trigger(`catalogue_changes_pricing_${suffix}`, "diagnostic_pricing", op, refs.map((r) => row(r, categoryOf(r), pricingKind)));
    for (const table of ITEM_TEXT_TABLES) {
      await trigger(`catalogue_changes_${table}_${suffix}`, table, op, refs.map((r) => row(r, categoryOf(r), "'item'")));
    }
    for (const table of UNATTRIBUTED_TABLES) {
      await trigger(`catalogue_changes_${table}_${suffix}`, table, op, ["INSERT INTO catalogue_changes (item_id, category, kind) VALUES (NULL, NULL, 'item');"]);
    }
  }
}

async function postgresTriggers(db: MigrationDb) {
  const lock = `PERFORM pg_advisory_xact_lock(${CATALOGUE_CHANGES_LOCK});`;
  const fn = (name: string, body: string) =>
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${lock} ${body} RETURN NULL; END $$`).execute(db);
  const both = (insertOf: (ref: "OLD" | "NEW") => string) =>
    `IF TG_OP <> 'INSERT' THEN ${insertOf("OLD")} END IF; IF TG_OP <> 'DELETE' THEN ${insertOf("NEW")} END IF;`;
  const row = (ref: string, category: string, kind: string) => `INSERT INTO catalogue_changes (item_id, category, kind) VALUES (${ref}.item_id, ${category}, ${kind});`;
  const categoryOf = (ref: string) => `(SELECT category FROM diagnostic_items WHERE item_id = ${ref}.item_id)`;

  await fn("catalogue_change_of_item", both((r) => row(r, `${r}.category`, "'item'")));
  await fn(
    "catalogue_change_of_price",
    `IF TG_OP = 'UPDATE' AND ${PRICE_ONLY} THEN ${row("NEW", categoryOf("NEW"), "'price'")} ELSE ${both((r) => row(r, categoryOf(r), "'item'"))} END IF;`,
  );
  await fn("catalogue_change_of_item_text", both((r) => row(r, categoryOf(r), "'item'")));
  await fn("catalogue_change_unattributed", "INSERT INTO catalogue_changes (item_id, category, kind) VALUES (NULL, NULL, 'item');");

  const trigger = (table: string, fnName: string) =>
    sql.raw(`CREATE TRIGGER catalogue_changes_${table} AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${fnName}()`).execute(db);
  await trigger("diagnostic_items", "catalogue_change_of_item");
  await trigger("diagnostic_pricing", "catalogue_change_of_price");
  for (const table of ITEM_TEXT_TABLES) await trigger(table, "catalogue_change_of_item_text");
  // Statement-level: a bulk change of names or synonyms is one row, not one per row.
  for (const table of UNATTRIBUTED_TABLES) {
    await sql.raw(`CREATE TRIGGER catalogue_changes_${table} AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION catalogue_change_unattributed()`).execute(db);
  }
}
