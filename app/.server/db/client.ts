/**
 * The Kysely instance: an embedded SQLite file by default, PostgreSQL when DATABASE_URL says so.
 * Drivers are imported lazily so that the SQLite-only default never loads `pg` and vice versa.
 */
import fs from "node:fs";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import type { Database } from "./schema";
import { migrationProvider } from "./migrations";
import { log } from "../log";
import { observeDbPool } from "../operability/metrics";
import { withStatementCache } from "./statement-cache";

export type DB = Kysely<Database>;

export async function createDb(databaseUrl: string): Promise<DB> {
  if (databaseUrl.startsWith("postgres")) {
    const pg = (await import("pg")).default;
    // Return numeric columns as JS numbers (prices are double precision; counts are int8).
    pg.types.setTypeParser(20, (v: string) => Number(v));
    // While the database is unreachable a request fails within seconds (the generic error page) instead of
    // waiting on a connection; the pool connects again by itself once the database is back.
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: Number(process.env.DB_CONNECT_TIMEOUT_MS || 3000),
      query_timeout: Number(process.env.DB_QUERY_TIMEOUT_MS || 10_000),
    });
    observeDbPool(pool);
    // An idle connection the server drops (restart, failover, admin terminate) must not crash the
    // process: the pool replaces it on the next query, so log and go on.
    pool.on("error", (e) => log.warn({ event: "DB_IDLE_CONNECTION_ERROR", message: e.message }));
    // The pool listens for errors only on idle connections. A connection in use when the server goes away (a
    // query being written during a restart) emits its error on the client itself: the query fails on its own,
    // and without a listener here the process would crash on the unhandled event.
    pool.on("connect", (client) => client.on("error", (e) => log.warn({ event: "DB_CONNECTION_ERROR", message: e.message })));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = databaseUrl.replace(/^file:/, "");
  const BetterSqlite = (await import("better-sqlite3")).default;
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new BetterSqlite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // Each SQL text is prepared once and its statement reused by later requests (statement-cache.ts).
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") log.error({ event: "MIGRATION_FAILED", migration: r.migrationName });
  }
  if (error) throw error;
}

export function isPostgresUrl(url: string) {
  return url.startsWith("postgres");
}
