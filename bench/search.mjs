// `node bench/search.mjs`: search latency p50/p99 over a 5,000-item catalogue (BENCH_CATALOGUE_ITEMS to change it).
// The measuring runs in vite-node so it uses the app's own TypeScript modules.
import { spawnSync } from "node:child_process";

console.log(`\n== catalogue search (${process.env.BENCH_CATALOGUE_ITEMS ?? 5000} items) ==`);
const r = spawnSync("npx", ["vite-node", "--config", "vitest.config.ts", "bench/search-latency.ts"], { stdio: "inherit" });
if (r.status !== 0) process.exitCode = r.status ?? 1;
