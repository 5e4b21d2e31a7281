// Radiology slot availability for a city with 50 scan centres (a bench-only seed in its own SQLite file): p50/p99 of
// one centre's week of slots, and of the centre selection's listing — every centre of the city doing the scan, each
// with its distance, earliest free slot and all-in price. Runs on its own (`node bench/radiology-slots.mjs`) or from
// `npm run bench`. Figures, not pass/fail.
import { spawnSync } from "node:child_process";

const r = spawnSync("npx", ["vite-node", "--config", "vitest.config.ts", "bench/radiology-slots.run.ts"], { stdio: "inherit" });
if (r.status !== 0) process.exitCode = r.status ?? 1;
