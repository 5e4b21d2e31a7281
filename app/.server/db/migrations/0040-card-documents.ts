/**
 * Documents for a credit-card application the bank referred (income, identity or address proof): the file is in
 * file storage under the account's prefix, the row says whose it is, what it is, and when the bank received it.
 */
import type { ColumnDefinitionBuilder, Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

const isPostgres = (db: MigrationDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");
const serialKey = (db: MigrationDb) => (isPostgres(db) ? ("serial" as const) : ("integer" as const));
const pk = (db: MigrationDb) => (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());

export const m0040_card_documents: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("card_application_documents")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("application_id", "integer", (c) => c.notNull().references("card_applications.id").onDelete("cascade"))
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull()) // INCOME_PROOF | IDENTITY_PROOF | ADDRESS_PROOF
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("file_key", "text", (c) => c.notNull())
      .addColumn("sent_at", "text") // when the bank said it has it; null until then
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("card_application_documents_application").on("card_application_documents").column("application_id").execute();
  },
};
