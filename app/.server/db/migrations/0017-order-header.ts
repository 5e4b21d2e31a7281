/**
 * The booking spine's order header: one row per order of every kind that books on the spine (kind, account,
 * patient, display id, status, paise amounts, payment, times), with one status history for all of them. Each kind
 * keeps its own detail tables keyed by the header's id. Lab tests keep their own order tables for now (their rows
 * are what the lab's console, documents and results work on); they move onto the header in a later migration.
 *
 * Refunds belong to a payment, whatever the kind: the refunds table is rebuilt without its reference to the lab's
 * orders and says which kind's order a refund is for (`order_kind` + `order_id`). Existing refunds are lab refunds.
 */
import { sql, type ColumnDefinitionBuilder, type Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

type AnyDb = MigrationDb;
const isPostgres = (db: AnyDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");
const serialKey = (db: AnyDb) => (isPostgres(db) ? ("serial" as const) : ("integer" as const));
const pk = (db: AnyDb) => (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());

export const m0017_order_header: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("orders")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("kind", "text", (c) => c.notNull()) // a registered order kind: RADIOLOGY, CONSULT, …
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("patient_id", "integer", (c) => c.references("patients.id")) // null for an account's own (a membership)
      .addColumn("display_id", "text", (c) => c.notNull().unique())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("total_amount", "integer", (c) => c.notNull()) // paise, after discounts
      .addColumn("to_pay", "integer", (c) => c.notNull()) // paise, after health credits
      .addColumn("health_credits_used", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("payment_type", "text", (c) => c.notNull()) // COD | ONLINE | NONE
      .addColumn("payment_order_id", "text")
      .addColumn("idempotency_key", "text")
      .addColumn("bill", "text") // JSON OrderBill, when the kind has one
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("orders_account").on("orders").columns(["account_id", "created_at"]).execute();
    // One submit is one order, however often it is retried (NULL keys never collide).
    await db.schema.createIndex("orders_idempotency").on("orders").columns(["account_id", "kind", "idempotency_key"]).unique().execute();

    await db.schema
      .createTable("order_status_history")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("status_date", "text", (c) => c.notNull())
      .addColumn("status_message", "text")
      .addColumn("actor", "text", (c) => c.notNull()) // patient:<accountId> | ops:<accountId> | payment | system
      .execute();
    await db.schema.createIndex("order_status_history_order").on("order_status_history").column("order_id").execute();

    await db.schema
      .createTable("refunds_by_kind")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("order_kind", "text", (c) => c.notNull())
      .addColumn("order_id", "integer", (c) => c.notNull())
      .addColumn("payment_order_id", "text")
      .addColumn("amount_refunded", "integer", (c) => c.notNull())
      .addColumn("item_ids", "text", (c) => c.notNull())
      .addColumn("refund_type", "text", (c) => c.notNull())
      .addColumn("refund_mode", "text", (c) => c.notNull())
      .addColumn("destination", "text")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("gateway_refund_id", "text") // the gateway's id of a refund to source, when it made one
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    // Fresh ids in the old order, so PostgreSQL's sequence stays ahead of them.
    await sql`
      INSERT INTO refunds_by_kind (order_kind, order_id, payment_order_id, amount_refunded, item_ids, refund_type, refund_mode, destination, status, created_at)
      SELECT 'DIAGNOSTIC', order_id, payment_order_id, amount_refunded, item_ids, refund_type, refund_mode, destination, status, created_at
      FROM refunds ORDER BY id`.execute(db);
    await db.schema.dropTable("refunds").execute();
    await db.schema.alterTable("refunds_by_kind").renameTo("refunds").execute();
    if (isPostgres(db)) await sql`ALTER SEQUENCE refunds_by_kind_id_seq RENAME TO refunds_id_seq`.execute(db);
    await db.schema.createIndex("refunds_order").on("refunds").columns(["order_kind", "order_id"]).execute();
    await db.schema.createIndex("refunds_payment").on("refunds").column("payment_order_id").execute();
  },
};
