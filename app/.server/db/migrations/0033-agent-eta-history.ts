/**
 * The phlebotomist's way to the patient (spec: phleboTrackLink): every position the agent's phone shares while on
 * the way, with the distance and ETA computed then (~/lib/agent-eta). The last row is the live position the
 * patient's order page shows; the rows together are the order's ETA history.
 */
import type { ColumnDefinitionBuilder, Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

const isPostgres = (db: MigrationDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");
const serialKey = (db: MigrationDb) => (isPostgres(db) ? ("serial" as const) : ("integer" as const));
const pk = (db: MigrationDb) => (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());

export const m0033_agent_eta_history: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("diagnostic_order_eta_history")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
      .addColumn("phlebotomist_id", "integer", (c) => c.notNull().references("phlebotomists.id"))
      .addColumn("latitude", "double precision", (c) => c.notNull())
      .addColumn("longitude", "double precision", (c) => c.notNull())
      .addColumn("accuracy_m", "integer")
      .addColumn("distance_m", "integer", (c) => c.notNull())
      .addColumn("eta_minutes", "integer", (c) => c.notNull())
      .addColumn("recorded_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("diagnostic_order_eta_history_order").on("diagnostic_order_eta_history").columns(["order_id", "id"]).execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable("diagnostic_order_eta_history").execute();
  },
};
