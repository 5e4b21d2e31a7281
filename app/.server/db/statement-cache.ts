/**
 * Prepared statements reused across requests on SQLite. Kysely's SQLite dialect calls `prepare` for every query it
 * runs, and preparing (parsing and planning the SQL) is most of what a short query costs on better-sqlite3: the
 * larger part of a page-cache miss. The queries an app makes are a small set of SQL texts with different
 * parameters, so each text is prepared once and its statement kept, least recently used out first.
 *
 * Safe to share: Kysely's SQLite driver runs one query at a time on its single connection, and better-sqlite3
 * runs a statement to completion synchronously (`all`, `run`). A statement still open in a streamed read (`busy`)
 * is never handed out again until it is done; that caller gets a fresh one. SQLite re-prepares a kept statement
 * by itself after a schema change.
 */
import type { Database as BetterSqliteDatabase, Statement } from "better-sqlite3";
import type { SqliteDatabase } from "kysely";
import { LRUCache } from "lru-cache";

/** Distinct SQL texts kept: the app has a few hundred; `IN (?, ?, …)` lists of many lengths are the long tail. */
export const STATEMENT_CACHE_MAX = 1000;

export interface StatementCachingDatabase extends SqliteDatabase {
  /** How many `prepare` calls reused a kept statement, and how many prepared anew. */
  readonly stats: { reused: number; prepared: number };
}

export function withStatementCache(db: BetterSqliteDatabase, max = STATEMENT_CACHE_MAX): StatementCachingDatabase {
  const kept = new LRUCache<string, Statement>({ max });
  const stats = { reused: 0, prepared: 0 };
  return {
    stats,
    close() {
      kept.clear();
      db.close();
    },
    prepare(sql: string) {
      const found = kept.get(sql);
      if (found && !found.busy) {
        stats.reused++;
        return found;
      }
      stats.prepared++;
      const stmt = db.prepare(sql);
      if (!found) kept.set(sql, stmt);
      return stmt;
    },
  };
}
