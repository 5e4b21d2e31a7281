// The cost of a page-cache miss on SQLite with and without prepared statements kept across requests: the item
// page's and a listing's loaders (what a miss runs before rendering), alternating rounds of each so neither
// side gets the warmer JIT. Run: npx vite-node --config vitest.config.ts bench/statement-cache.ts
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { createServices, useServicesForTesting as setServices } from "~/.server/app-context";
import type { Database as Schema } from "~/.server/db/schema";
import { loadItemBySlug } from "~/features/lab-tests/item-route.server";
import { loadListingBySlug } from "~/features/lab-tests/listing-route.server";

const RUNS = Number(process.env.BENCH_STMT_RUNS ?? 200);
const dir = path.resolve("var/bench-stmt");
fs.rmSync(dir, { recursive: true, force: true });
const file = path.join(dir, "data.sqlite");
const kept = await createServices(`file:${file}`);
const plainSqlite = new Database(file);
plainSqlite.pragma("journal_mode = WAL");
const plain = { ...kept, db: new Kysely<Schema>({ dialect: new SqliteDialect({ database: plainSqlite }) }) };

const pages = {
  "item /lab-tests/thyroid-profile-total-t3-t4-tsh": () => loadItemBySlug(new Request("http://localhost/lab-tests/thyroid-profile-total-t3-t4-tsh"), "thyroid-profile-total-t3-t4-tsh", "en"),
  "listing /test-listing/full-body-checkup": () => loadListingBySlug(new Request("http://localhost/test-listing/full-body-checkup"), "full-body-checkup", "/test-listing/full-body-checkup"),
};
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

console.log(`\n== a page-cache miss's loader on SQLite: statements prepared per query vs kept (${RUNS} runs each, alternating) ==`);
for (const [name, run] of Object.entries(pages)) {
  const times = { "prepared per query": [] as number[], kept: [] as number[] };
  for (let round = 0; round < RUNS; round++) {
    for (const [side, services] of [["prepared per query", plain], ["kept", kept]] as const) {
      setServices(services);
      const t = performance.now();
      await run();
      if (round >= 10) times[side].push(performance.now() - t); // the first rounds warm the JIT and data caches
    }
  }
  for (const [side, xs] of Object.entries(times)) console.log(`${name.padEnd(50)} ${side.padEnd(20)} p50 ${pct(xs, 50).toFixed(2)} ms  p99 ${pct(xs, 99).toFixed(2)} ms`);
}
setServices(null);
await plain.db.destroy();
await kept.db.destroy();
await kept.cache.close();
process.exit(0);
