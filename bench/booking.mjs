// Booking throughput and latency: rounds of 50 simultaneous saveDiagnosticBookHCOrderv2 calls (cash on delivery,
// two patients each) on a fresh SQLite file, and on PostgreSQL too when BENCH_POSTGRES_URL is set. Prints
// bookings/s, p50/p99 per booking, and a contended round (50 bookings for one slot of 5 places).
// Runs on its own (`node bench/booking.mjs`) or from `npm run bench`. Figures, not pass/fail.
import { spawnSync } from "node:child_process";

const r = spawnSync("npx", ["vite-node", "--config", "vitest.config.ts", "bench/booking.run.ts"], { stdio: "inherit" });
if (r.status !== 0) process.exitCode = r.status ?? 1;
