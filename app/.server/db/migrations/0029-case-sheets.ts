/**
 * After the consult: the doctor's case sheet of an appointment (one per consult order), the e-prescription PDF
 * made from it (its storage key), the patient's feedback on the spec's scale, and the doctor's leave days.
 *
 * - `case_sheets`: symptoms, diagnosis, medicines (JSON: name, dose, frequency, duration), tests advised (JSON:
 *   catalogue item ids with their names as advised), advice and follow-up. Owner-only reads go through the order:
 *   the appointment's patient account (`orders.account_id`) or its doctor (`consult_details.doctor_id`).
 * - `consult_feedback`: one rating (1 Poor · 2 Okay · 3 Good · 4 Great) per consult, with the follow-up answers.
 * - `doctors.leave_dates`: India dates the doctor is away; the scheduling rule treats them as holidays, so those
 *   slots are not offered for booking.
 */
import type { Migration, ColumnDefinitionBuilder } from "kysely";
import type { MigrationDb } from "../migration-db";

const isPostgres = (db: MigrationDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");
const serialKey = (db: MigrationDb) => (isPostgres(db) ? ("serial" as const) : ("integer" as const));
const pk = (db: MigrationDb) => (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());

export const m0029_case_sheets: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("case_sheets")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("order_id", "integer", (c) => c.notNull().unique().references("orders.id"))
      .addColumn("doctor_id", "integer", (c) => c.notNull().references("doctors.id"))
      .addColumn("patient_id", "integer", (c) => c.notNull().references("patients.id"))
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("symptoms", "text", (c) => c.notNull())
      .addColumn("diagnosis", "text", (c) => c.notNull())
      .addColumn("medicines", "text", (c) => c.notNull())
      .addColumn("tests", "text", (c) => c.notNull())
      .addColumn("advice", "text", (c) => c.notNull())
      .addColumn("follow_up", "text", (c) => c.notNull())
      .addColumn("prescription_file_key", "text")
      .addColumn("prescription_bytes", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("case_sheets_patient").on("case_sheets").columns(["patient_id", "created_at"]).execute();
    await db.schema
      .createTable("consult_feedback")
      .addColumn("order_id", "integer", (c) => c.primaryKey().references("orders.id"))
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("rating", "integer", (c) => c.notNull())
      .addColumn("answers", "text", (c) => c.notNull())
      .addColumn("comment", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.alterTable("doctors").addColumn("leave_dates", "text", (c) => c.notNull().defaultTo("[]")).execute();
  },
};
