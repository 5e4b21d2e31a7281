// `npm run bench`: figures, not pass/fail. Prints config-validation time, then requests/s and p50/p99 of
// `/` and `/lab-tests` (signed out, warm caches) under autocannon next to the same HTML as a static file, then
// the gzip size of the JavaScript a first visit downloads and Lighthouse mobile scores of both pages.
// BENCH_SKIP_LOAD=1 skips the autocannon part (first-load and Lighthouse figures only).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { FIRST_LOAD_BUDGET_GZIP, firstLoadJs } from "../bench/first-load-js.mjs";
import { lighthouseScores } from "../bench/lighthouse.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const STATIC_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

console.log("== screen configuration validation ==");
spawnSync("npx", ["vite-node", "--config", "vitest.config.ts", "bench/validate-config.ts"], { stdio: "inherit" });

if (!fs.existsSync("build/server/index.js") || process.env.FORCE_BUILD === "1") {
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}
fs.rmSync("var/bench", { recursive: true, force: true });
const server = spawn("node", ["server.mjs"], {
  env: { ...process.env, PORT: String(PORT), NODE_ENV: "production", SESSION_SECRET: "bench-secret-0123456789", DATABASE_URL: "file:var/bench/data.sqlite", REDIS_URL: "", SDUI_FAULTS: "" },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${url}`);
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

const fmt = (r) => `${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  (${r.non2xx} non-2xx, ${r.errors} errors)`;

await waitFor(`http://127.0.0.1:${PORT}/`);
const ROUTES = ["/", "/lab-tests"];
const results = [];
for (const route of process.env.BENCH_SKIP_LOAD === "1" ? [] : ROUTES) {
  const url = `http://127.0.0.1:${PORT}${route}`;
  for (let i = 0; i < 3; i++) await fetch(url).then((r) => r.text()); // warm config, data and HTML caches
  const html = await fetch(url).then((r) => r.text());
  const file = path.resolve("var/bench", `${route === "/" ? "index" : route.slice(1)}.html`);
  fs.writeFileSync(file, html);

  // The same bytes served as a static file by Node on the same machine.
  const body = fs.readFileSync(file);
  const stat = http.createServer((_, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length }).end(body));
  await new Promise((r) => stat.listen(STATIC_PORT, "127.0.0.1", r));
  const app = await load(url);
  const st = await load(`http://127.0.0.1:${STATIC_PORT}/`);
  stat.close();
  results.push({ route, bytes: body.length, app, st });
}

if (results.length) console.log(`\n== signed-out screens under load (autocannon, ${CONNECTIONS} connections, ${DURATION}s each) ==`);
for (const { route, bytes, app, st } of results) {
  console.log(`${route.padEnd(11)} app    ${fmt(app)}  [${(bytes / 1024).toFixed(1)} KB]`);
  console.log(`${"".padEnd(11)} static ${fmt(st)}`);
  console.log(`${"".padEnd(11)} ratio app/static throughput: ${(app.requests.average / st.requests.average).toFixed(2)}`);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`\n== JavaScript of a first visit (Chromium, 360 px phone, every script response gzip -9) ==`);
for (const r of await firstLoadJs(`http://127.0.0.1:${PORT}`, ROUTES)) {
  console.log(`${r.route.padEnd(11)} ${String(r.count).padStart(2)} scripts  ${kb(r.raw).padStart(9)} raw  ${kb(r.gzip).padStart(8)} gzip  ratio to the 150 KB budget: ${(r.gzip / FIRST_LOAD_BUDGET_GZIP).toFixed(2)}`);
  console.log(`${"".padEnd(11)} swiper / framer-motion chunks: ${r.heavy.length ? r.heavy.join(", ") : "none"}`);
  console.log(`${"".padEnd(11)} largest: ${r.scripts.slice(0, 4).map((s) => `${s.url.split("/").pop()} ${kb(s.gzip)}`).join(", ")}`);
}

console.log(`\n== Lighthouse ${process.env.BENCH_LH_RUNS ?? 1} run(s), mobile defaults (performance / accessibility, target 95) ==`);
for (const route of ROUTES) {
  const runs = [];
  for (let i = 0; i < Number(process.env.BENCH_LH_RUNS ?? 1); i++) runs.push(await lighthouseScores(`http://127.0.0.1:${PORT}${route}`));
  const median = (k) => runs.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const last = runs.at(-1);
  const m = last.metrics;
  console.log(`${route.padEnd(11)} performance ${median("performance")}  accessibility ${median("accessibility")}  (FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)})`);
  for (const [cat, list] of Object.entries(last.toImprove)) if (list.length) console.log(`${"".padEnd(11)} ${cat} audits below full marks: ${list.slice(0, 6).join("; ")}`);
}
for (const b of ["bench/search.mjs", "bench/item-page.mjs"]) spawnSync("node", [b], { stdio: "inherit", env: { ...process.env, BENCH_URL: `http://127.0.0.1:${PORT}` } });
spawnSync("node", ["bench/cart-pricing.mjs"], { stdio: "inherit" });
console.log("\n== Seeding a fresh database (SQLite; PostgreSQL too with BENCH_POSTGRES_URL) =="); spawnSync("npx", ["vite-node", "--config", "vitest.config.ts", "bench/seed-time.ts"], { stdio: "inherit" });
const { studioBench, printStudio } = await import("../bench/studio.mjs"); printStudio(await studioBench(PORT + 10));
stop();
process.exit(0);
