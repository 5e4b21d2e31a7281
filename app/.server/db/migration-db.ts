import type { Kysely } from "kysely";

/**
 * What a migration sees: any table, any column. A migration runs against the schema as it was at its own time,
 * not the current `Database` type, so it may not be typed by the latter.
 */
export type MigrationDb = Kysely<Record<string, Record<string, unknown>>>;

