/**
 * Process-wide services, created once: database (migrated and seeded on first use), cache, and
 * the publish-invalidation wiring. Everything else receives these as arguments.
 */
import { env } from "./env";
import { createDb, migrateToLatest, type DB } from "./db/client";
import { registerSpineKinds } from "./domain/kinds";
import { seedIfEmpty } from "./db/seed";
import { createCache, type Cache } from "./cache/cache";

export interface AppServices {
  db: DB;
  cache: Cache;
}

/** The kinds booked on the spine (lab tests today), registered before any service runs. */
export const spineKinds = registerSpineKinds();

let services: Promise<AppServices> | null = null;

export function getServices(): Promise<AppServices> {
  if (!services) {
    services = (async () => {
      const e = env();
      const db = await createDb(e.DATABASE_URL);
      await migrateToLatest(db);
      await seedIfEmpty(db);
      const cache = await createCache(e.REDIS_URL, e.REDIS_KEY_PREFIX);
      return { db, cache };
    })();
    services.catch(() => {
      services = null;
    });
  }
  return services;
}

/** Tests run the same code against services they built (SQLite or PostgreSQL, memory or Redis). */
export function useServicesForTesting(next: AppServices | null) {
  services = next ? Promise.resolve(next) : null;
}

/** Builds services for a given database and cache, migrated and seeded (used by tests and tools). */
export async function createServices(databaseUrl: string, redisUrl: string | null = null, cachePrefix?: string): Promise<AppServices> {
  const db = await createDb(databaseUrl);
  await migrateToLatest(db);
  await seedIfEmpty(db);
  return { db, cache: await createCache(redisUrl, cachePrefix) };
}
