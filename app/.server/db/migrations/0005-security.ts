/**
 * Server-side sessions (sign-out and "sign out everywhere" revoke them; inactivity ends them) and the
 * country code on credit-card status rows (a status belongs to +91 9000000001, not to any 9000000001).
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

type AnyDb = MigrationDb;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");

export const m0005_security: Migration = {
  async up(db: AnyDb) {
    // Millisecond timestamps exceed a 32-bit integer: bigint on PostgreSQL, integer (64-bit) on SQLite.
    const ms = isPostgres(db) ? ("bigint" as const) : ("integer" as const);
    await db.schema
      .createTable("sessions")
      // SHA-256 of the random token the cookie carries: a leaked table does not yield usable cookies.
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("created_at", ms, (c) => c.notNull())
      .addColumn("last_seen_at", ms, (c) => c.notNull())
      .addColumn("revoked_at", ms)
      .execute();
    await db.schema.createIndex("sessions_account").on("sessions").column("account_id").execute();
    await db.schema
      .alterTable("credit_card_status")
      .addColumn("country_code", "text", (c) => c.notNull().defaultTo("+91"))
      .execute();
  },
};
