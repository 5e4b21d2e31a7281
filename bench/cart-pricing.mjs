// Cart pricing latency: a 6-patient cart over a catalogue grown to 5,000 items (a bench-only seed in its own
// SQLite file). Prints p50/p99 of the pure pricing function and of getDiagnosticCartDetailsV1 with the database.
// Runs on its own (`node bench/cart-pricing.mjs`) or from `npm run bench`. Figures, not pass/fail; aim p99 < 5 ms.
import { spawnSync } from "node:child_process";

const r = spawnSync("npx", ["vite-node", "--config", "vitest.config.ts", "bench/cart-pricing.run.ts"], { stdio: "inherit" });
if (r.status !== 0) process.exitCode = r.status ?? 1;
