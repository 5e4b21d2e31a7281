// Listing one specialty in one city with 500 doctors (issue 18's bench): p50/p99 of listDoctors for each of the
// spec's sorts, on a fresh SQLite file seeded with the demo data plus copies of its general physicians. The 500
// doctors exist only in this bench's own file. Runs on its own (`node bench/doctor-listing.mjs`) or from
// `npm run bench`. Figures, not pass/fail.
import { spawnSync } from "node:child_process";

const r = spawnSync("npx", ["vite-node", "--config", "vitest.config.ts", "bench/doctor-listing.run.ts"], { stdio: "inherit" });
if (r.status !== 0) process.exitCode = r.status ?? 1;
