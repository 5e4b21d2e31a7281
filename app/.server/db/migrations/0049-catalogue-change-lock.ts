/**
 * PostgreSQL: the catalogue change triggers of 0048 took their advisory lock in the row trigger, after the changed
 * row's own lock. Two transactions editing catalogue rows in opposite order could then each hold a row the other
 * waits for, one of them waiting for the advisory lock too: a deadlock, and one of them rolled back. Here each
 * statement on a catalogue table takes the lock before it touches a row (a BEFORE STATEMENT trigger), so the second
 * transaction waits before it holds any catalogue row. The row triggers take it again, which costs nothing once held.
 * SQLite has one writer at a time and needs nothing.
 */
import { sql, type Migration } from "kysely";
import type { MigrationDb } from "../migration-db";
import { CATALOGUE_CHANGES_LOCK, CATALOGUE_TABLES } from "./0048-catalogue-changes";

const isPostgres = (db: MigrationDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");

export const m0049_catalogue_change_lock: Migration = {
  async up(db: MigrationDb) {
    if (!isPostgres(db)) return;
    await sql
      .raw(
        `CREATE FUNCTION catalogue_change_lock() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_advisory_xact_lock(${CATALOGUE_CHANGES_LOCK}); RETURN NULL; END $$`,
      )
      .execute(db);
    for (const table of CATALOGUE_TABLES) {
      await sql
        .raw(`CREATE TRIGGER catalogue_change_lock_${table} BEFORE INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION catalogue_change_lock()`)
        .execute(db);
    }
  },
};
