/**
 * The server-side diagnostics cart of a signed-in account, and what pricing reads: coupons, health credits,
 * home-collection charge bands by city and bill amount, and the diagnostics configuration documents
 * (itemBlockConfig, labTestConfig, …). Money columns are integer paise.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

type AnyDb = MigrationDb;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");

export const m0008_cart: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("diagnostic_carts")
      .addColumn("account_id", "integer", (c) => c.primaryKey().references("accounts.id").onDelete("cascade"))
      .addColumn("cart", "text", (c) => c.notNull())
      // Every write bumps the version and is conditional on the one read: concurrent writes never lose an update.
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("diagnostic_coupons")
      .addColumn("code", "text", (c) => c.primaryKey())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("discount_type", "text", (c) => c.notNull())
      .addColumn("discount_value", "integer", (c) => c.notNull())
      .addColumn("max_discount", "integer")
      .addColumn("min_order_value", "integer", (c) => c.notNull())
      .addColumn("valid_from", "text", (c) => c.notNull())
      .addColumn("valid_to", "text", (c) => c.notNull())
      .addColumn("first_order_only", "integer", (c) => c.notNull())
      .addColumn("circle_only", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("diagnostic_accounts")
      .addColumn("account_id", "integer", (c) => c.primaryKey().references("accounts.id").onDelete("cascade"))
      .addColumn("health_credits", "integer", (c) => c.notNull())
      .addColumn("orders_placed", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("phlebo_charges")
      .addColumn("id", isPostgres(db) ? "serial" : "integer", (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn("city_id", "integer")
      .addColumn("min_bill", "integer", (c) => c.notNull())
      .addColumn("max_bill", "integer")
      .addColumn("charge", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("phlebo_charges_city").on("phlebo_charges").column("city_id").execute();
    await db.schema
      .createTable("diagnostic_configs")
      .addColumn("config_key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();
  },
};
