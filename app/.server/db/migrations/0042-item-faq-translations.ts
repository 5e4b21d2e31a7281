/**
 * Item FAQs in other languages, like the item translations of 0006: one row per FAQ (item, position) and language.
 * A FAQ without a row here is shown in English, marked as English, on a translated page.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

export const m0042_item_faq_translations: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("diagnostic_item_faq_translations")
      .addColumn("item_id", "integer", (c) => c.notNull().references("diagnostic_items.item_id"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("lang", "text", (c) => c.notNull())
      .addColumn("question", "text", (c) => c.notNull())
      .addColumn("answer", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("diagnostic_item_faq_translations_pk", ["item_id", "position", "lang"])
      .execute();
  },
};
