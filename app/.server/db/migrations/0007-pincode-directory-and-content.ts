/**
 * The India Post pincode directory (every Indian pincode with its office, district, state and coordinates),
 * and the help content: FAQ entries of the query pages and the health-topic articles.
 * Serviceability stays in `pincodes`; this directory only identifies a place.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

type AnyDb = MigrationDb;

export const m0007_pincode_directory_and_content: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("pincode_directory")
      .addColumn("pincode", "text", (c) => c.primaryKey())
      .addColumn("office_name", "text", (c) => c.notNull())
      .addColumn("district", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("latitude", "double precision")
      .addColumn("longitude", "double precision")
      .execute();
    await db.schema
      .createTable("faq_entries")
      .addColumn("section", "text", (c) => c.notNull())
      .addColumn("topic", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addColumn("question", "text", (c) => c.notNull())
      .addColumn("answer", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("faq_entries_pk", ["section", "topic", "sort_order"])
      .execute();
    await db.schema
      .createTable("health_topics")
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("summary", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("related_tests", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("health_topics_pk", ["category", "slug"])
      .execute();
  },
};
