/**
 * Symptom checks (platform §2 the good-doctor flow, §4 the symptom checker): one row per check a patient runs,
 * with the answers given so far, and once it ends its result — the red flag that stopped it, or the triage level
 * and specialty of the outcome with the conditions shown — and the consult booked from it.
 *
 * `revision` grows by one with every answer, so that two tabs answering the same check cannot both write.
 */
import type { Migration, ColumnDefinitionBuilder } from "kysely";
import type { MigrationDb } from "../migration-db";

const isPostgres = (db: MigrationDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");
const serialKey = (db: MigrationDb) => (isPostgres(db) ? ("serial" as const) : ("integer" as const));
const pk = (db: MigrationDb) => (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());

export const m0030_symptom_assessments: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("symptom_assessments")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("patient_id", "integer", (c) => c.notNull().references("patients.id"))
      .addColumn("answers", "text", (c) => c.notNull())
      .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("red_flag", "text")
      .addColumn("triage", "text")
      .addColumn("specialty_slug", "text")
      .addColumn("outcome", "text")
      .addColumn("appointment_order_id", "integer", (c) => c.references("orders.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("symptom_assessments_account").on("symptom_assessments").columns(["account_id", "created_at"]).execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable("symptom_assessments").execute();
  },
};
