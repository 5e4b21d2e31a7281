/**
 * Health records a family keeps (platform §2 /health-records, §3 record types): records a patient uploads, with
 * their files, and links that share one record with a doctor.
 *
 * Lab reports of orders are not copied here: they are read from the orders and their results, so a report the
 * lab corrects is corrected in the records too. `health_record_shares.record_ref` names either kind
 * ("upload:<id>" or "order:<id>"); every view through a link is logged in `health_record_share_views`.
 */
import type { Migration, ColumnDefinitionBuilder } from "kysely";
import type { MigrationDb } from "../migration-db";

const isPostgres = (db: MigrationDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");
const serialKey = (db: MigrationDb) => (isPostgres(db) ? ("serial" as const) : ("integer" as const));
const pk = (db: MigrationDb) => (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());

export const m0024_health_records: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("health_records")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("patient_id", "integer", (c) => c.notNull().references("patients.id"))
      .addColumn("record_type", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("record_date", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("doctor_name", "text")
      .addColumn("hospital_name", "text")
      .addColumn("fields", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("health_records_account_patient").on("health_records").columns(["account_id", "patient_id", "record_date"]).execute();
    await db.schema
      .createTable("health_record_files")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("record_id", "integer", (c) => c.notNull().references("health_records.id"))
      .addColumn("file_key", "text", (c) => c.notNull().unique())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("health_record_files_record").on("health_record_files").column("record_id").execute();
    await db.schema
      .createTable("health_record_shares")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("record_ref", "text", (c) => c.notNull())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("shared_with", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("revoked_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("health_record_shares_account").on("health_record_shares").columns(["account_id", "record_ref"]).execute();
    await db.schema
      .createTable("health_record_share_views")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("share_id", "integer", (c) => c.notNull().references("health_record_shares.id"))
      .addColumn("viewed_at", "text", (c) => c.notNull())
      .addColumn("what", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("health_record_share_views_share").on("health_record_share_views").column("share_id").execute();
  },
};
