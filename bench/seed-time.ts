// Seeding time of a fresh database (every integration-test file seeds one), total and for the pincode
// directory alone. SQLite in memory always; PostgreSQL too when BENCH_POSTGRES_URL points at an empty database.
// Run: npx vite-node --config vitest.config.ts bench/seed-time.ts
import { createDb, migrateToLatest } from "~/.server/db/client";
import { seedIfEmpty } from "~/.server/db/seed";
import { seedPincodeDirectory } from "~/.server/db/seed-data/seed-directory-and-content";
import { pincodeDirectory } from "~/.server/db/seed-data/pincode-directory";

async function measure(name: string, url: string) {
  const db = await createDb(url);
  try {
    await migrateToLatest(db);
    let t = performance.now();
    await seedIfEmpty(db);
    const total = performance.now() - t;
    await db.deleteFrom("pincode_directory").execute();
    t = performance.now();
    await db.transaction().execute((trx) => seedPincodeDirectory(trx));
    const directory = performance.now() - t;
    console.log(`${name}: full seed ${total.toFixed(0)} ms, of which the pincode directory ${directory.toFixed(0)} ms`);
  } finally {
    await db.destroy();
  }
}

const t = performance.now();
pincodeDirectory();
console.log(`pincode directory rows ready in ${(performance.now() - t).toFixed(0)} ms (cache file, or the packages on the first run)`);
await measure("SQLite", ":memory:");
if (process.env.BENCH_POSTGRES_URL) await measure("PostgreSQL", process.env.BENCH_POSTGRES_URL);
