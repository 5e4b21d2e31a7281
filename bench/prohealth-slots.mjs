// Health-check slot availability for a city with 50 clinics (a bench-only seed in its own SQLite file): p50/p99 of
// one clinic's week of slots, and of the city's listing with every clinic's free dates (what one page of the
// booking flow needs). Runs on its own (`node bench/prohealth-slots.mjs`) or from `npm run bench`. Figures, not pass/fail.
import { spawnSync } from "node:child_process";

const r = spawnSync("npx", ["vite-node", "--config", "vitest.config.ts", "bench/prohealth-slots.run.ts"], { stdio: "inherit" });
if (r.status !== 0) process.exitCode = r.status ?? 1;
