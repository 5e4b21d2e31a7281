/**
 * Content studio: studio roles of accounts, drafts with a revision for conflict checks, scheduled publishes
 * claimed once across instances, the audit log, section failure counts and the kill switch.
 */
import type { Migration, ColumnDefinitionBuilder } from "kysely";
import type { MigrationDb } from "../migration-db";

type AnyDb = MigrationDb;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith("Postgres");
}
function serialKey(db: AnyDb) {
  return isPostgres(db) ? ("serial" as const) : ("integer" as const);
}
function pk(db: AnyDb) {
  return (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());
}

export const m0009_studio: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("account_roles")
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("role", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("account_roles_pk", ["account_id", "role"])
      .execute();
    await db.schema
      .createTable("studio_drafts")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("screen_name", "text", (c) => c.notNull())
      .addColumn("screen_view", "text", (c) => c.notNull())
      .addColumn("segment_type", "text", (c) => c.notNull())
      .addColumn("config", "text", (c) => c.notNull())
      .addColumn("revision", "integer", (c) => c.notNull())
      .addColumn("base_version", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("review_note", "text")
      .addColumn("updated_by", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("studio_drafts_screen")
      .on("studio_drafts")
      .columns(["screen_name", "screen_view", "segment_type"])
      .unique()
      .execute();
    await db.schema
      .createTable("studio_schedules")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("screen_name", "text", (c) => c.notNull())
      .addColumn("screen_view", "text", (c) => c.notNull())
      .addColumn("segment_type", "text", (c) => c.notNull())
      .addColumn("config", "text", (c) => c.notNull())
      .addColumn("run_at", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("version", "integer")
      .addColumn("error", "text")
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("studio_schedules_due").on("studio_schedules").columns(["status", "run_at"]).execute();
    await db.schema
      .createTable("studio_audit")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("account_id", "integer")
      .addColumn("actor", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("screen_name", "text")
      .addColumn("screen_view", "text")
      .addColumn("segment_type", "text")
      .addColumn("detail", "text")
      .execute();
    await db.schema
      .createTable("section_failures")
      .addColumn("screen_name", "text", (c) => c.notNull())
      .addColumn("section_name", "text", (c) => c.notNull())
      .addColumn("failures", "integer", (c) => c.notNull())
      .addColumn("last_failed_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("section_failures_pk", ["screen_name", "section_name"])
      .execute();
    await db.schema
      .createTable("killed_sections")
      .addColumn("screen_name", "text", (c) => c.notNull())
      .addColumn("section_name", "text", (c) => c.notNull())
      .addColumn("killed_by", "text", (c) => c.notNull())
      .addColumn("killed_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("killed_sections_pk", ["screen_name", "section_name"])
      .execute();
  },
};
