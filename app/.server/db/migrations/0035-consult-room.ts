/**
 * The consult room's conversation: every message the patient and the doctor send, text or a file, stored before
 * it is emitted, so a reload or another device shows the whole conversation. A file's bytes live in file storage;
 * the row keeps its key, name, type and size. `client_id` is the sender's own id for the message: a resend after a
 * reconnect finds the stored row instead of making a second one. Delivered and read marks are the other side's.
 */
import type { ColumnDefinitionBuilder, Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

const isPostgres = (db: MigrationDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");
const serialKey = (db: MigrationDb) => (isPostgres(db) ? ("serial" as const) : ("integer" as const));
const pk = (db: MigrationDb) => (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());

export const m0035_consult_room: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("consult_messages")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
      .addColumn("sender_role", "text", (c) => c.notNull()) // PATIENT | DOCTOR
      .addColumn("sender_account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("client_id", "text", (c) => c.notNull())
      .addColumn("body", "text")
      .addColumn("file_key", "text")
      .addColumn("file_name", "text")
      .addColumn("file_type", "text")
      .addColumn("file_size", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("delivered_at", "text")
      .addColumn("read_at", "text")
      .execute();
    await db.schema.createIndex("consult_messages_client").unique().on("consult_messages").columns(["order_id", "client_id"]).execute();
    await db.schema.createIndex("consult_messages_order").on("consult_messages").columns(["order_id", "id"]).execute();
  },
};
