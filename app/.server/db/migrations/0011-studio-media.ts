/**
 * Studio media: every image an editor uploads, with the storage keys of its original and its responsive variants
 * (WebP and AVIF at the widths the widgets render), so a public media URL resolves without listing storage.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

type AnyDb = MigrationDb;

export const m0011_studio_media: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("studio_media")
      // A random id (not a serial) so media URLs cannot be enumerated.
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("original_name", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("original_key", "text", (c) => c.notNull())
      // JSON: { "<width>.<format>": "<storage key>" }
      .addColumn("variant_keys", "text", (c) => c.notNull())
      .addColumn("uploaded_by", "text", (c) => c.notNull())
      .addColumn("uploaded_at", "text", (c) => c.notNull())
      .execute();
  },
};
