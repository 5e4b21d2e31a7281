// Consult room fan-out: 500 concurrent chat sockets on one instance (250 rooms, a patient and a doctor in each, on a
// fresh SQLite file, in-memory adapter), every room's patient sending 10 messages at once; prints connect-and-join
// time, messages/s and the send-to-arrival p50/p99 at the other side. The server and the clients share one process.
// BENCH_ROOM_SOCKETS and BENCH_ROOM_MESSAGES change the figures. Runs on its own (`node bench/consult-room.mjs`) or
// from `npm run bench`. Figures, not pass/fail.
import { spawnSync } from "node:child_process";

console.log("== consult room: chat fan-out ==");
const r = spawnSync("npx", ["vite-node", "--config", "vitest.config.ts", "bench/consult-room.run.ts"], { stdio: "inherit", env: { ...process.env, LOG_LEVEL: "warn" } });
if (r.status !== 0) process.exitCode = r.status ?? 1;
