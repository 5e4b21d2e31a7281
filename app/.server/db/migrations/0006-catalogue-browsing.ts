/**
 * Catalogue browsing: the catalogue version (search indexes rebuild when it changes), item translations for the
 * language-prefixed item pages, search synonym groups and item FAQs. Composite keys only, so nothing here
 * differs between SQLite and PostgreSQL.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

export const m0006_catalogue_browsing: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("catalogue_meta")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("diagnostic_item_translations")
      .addColumn("item_id", "integer", (c) => c.notNull().references("diagnostic_items.item_id"))
      .addColumn("lang", "text", (c) => c.notNull())
      .addColumn("item_name", "text")
      .addColumn("test_description", "text")
      .addColumn("test_preparation_data", "text")
      .addPrimaryKeyConstraint("diagnostic_item_translations_pk", ["item_id", "lang"])
      .execute();
    await db.schema
      .createTable("diagnostic_search_synonyms")
      .addColumn("group_name", "text", (c) => c.primaryKey())
      .addColumn("terms", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("diagnostic_item_faqs")
      .addColumn("item_id", "integer", (c) => c.notNull().references("diagnostic_items.item_id"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("question", "text", (c) => c.notNull())
      .addColumn("answer", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("diagnostic_item_faqs_pk", ["item_id", "position"])
      .execute();
  },
};
