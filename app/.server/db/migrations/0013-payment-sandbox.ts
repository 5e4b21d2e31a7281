/**
 * The payment sandbox's own ledger. The sandbox stands in for a payment gateway, so it keeps its record of each
 * checkout apart from the app's `payments` rows: the app learns an outcome only from the sandbox's signed
 * callback or from its status query, exactly as it would from a real gateway. Kept in the database so that every
 * app instance serves the same hosted checkout.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

export const m0013_payment_sandbox: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("payment_sandbox_transactions")
      .addColumn("payment_order_id", "text", (c) => c.primaryKey())
      .addColumn("amount", "integer", (c) => c.notNull()) // paise
      .addColumn("status", "text", (c) => c.notNull()) // CREATED | PENDING | SUCCESS | FAILED | ABORTED
      .addColumn("payment_method", "text")
      .addColumn("bank_reference", "text")
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("return_path", "text", (c) => c.notNull())
      .addColumn("events_sent", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
};
