// `node bench/item-page.mjs`: HTML size and server render time of item pages (sequential requests to the production
// build, so the time is one render, not a queue). BENCH_URL uses a running server; otherwise one is started.
import fs from "node:fs";
import zlib from "node:zlib";
import { spawn, spawnSync } from "node:child_process";
import { productionBenchEnv } from "./production-env.mjs";

const PAGES = [
  "/lab-tests/full-body-checkup-comprehensive", "/lab-tests/thyroid-profile-total-t3-t4-tsh", "/hi/lab-tests/complete-blood-count-cbc", "/test-listing/full-body-checkup",
  // Issue 18's "the page at cache speed": a specialty in a city, a specialty, a doctor's profile (public, HTML-cached).
  "/doctors/general-physician-in-hyderabad-scity", "/specialties/paediatrics", "/doctors/dr-farah-khan",
];
const RUNS = Number(process.env.BENCH_ITEM_RUNS ?? 60);

let base = process.env.BENCH_URL;
let server = null;
if (!base) {
  if (!fs.existsSync("build/server/index.js") && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
  const port = Number(process.env.BENCH_ITEM_PORT ?? 3310);
  fs.rmSync("var/bench-item", { recursive: true, force: true });
  server = spawn("node", ["server.mjs"], {
    env: productionBenchEnv({ port, databaseUrl: "file:var/bench-item/data.sqlite" }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  process.on("exit", () => server.kill("SIGTERM"));
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
console.log(`\n== item and listing pages: HTML size and server render time (${RUNS} sequential requests each) ==`);
for (const page of PAGES) {
  const url = `${base}${page}`;
  for (let i = 0; i < 5; i++) await fetch(url).then((r) => r.text()); // warm caches and the JIT
  const times = [];
  let html = "";
  const cacheStatus = new Set();
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await fetch(url);
    html = await res.text();
    times.push(performance.now() - t);
    if (!res.ok) throw new Error(`${page}: HTTP ${res.status}`);
    cacheStatus.add(res.headers.get("x-html-cache-status") ?? "-");
  }
  const gzip = zlib.gzipSync(html, { level: 9 }).length;
  console.log(`${page.padEnd(46)} ${(html.length / 1024).toFixed(1).padStart(6)} KB (${(gzip / 1024).toFixed(1)} KB gzip)  render p50 ${pct(times, 50).toFixed(1).padStart(5)} ms  p99 ${pct(times, 99).toFixed(1).padStart(5)} ms  cache ${[...cacheStatus].join("/")}`);
}
server?.kill("SIGTERM");
process.exit(0);
