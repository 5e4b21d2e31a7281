// `npm run bench`: figures, not pass/fail. Prints config-validation time, then requests/s and p50/p99 of
// `/` and `/lab-tests` (signed out and signed in, warm caches, a browser's Accept-Encoding) under autocannon next
// to the same bytes as a static file and to DivKit's server renderer drawing as many item cards, the page's
// compressed sizes, then for every public page (bench/public-pages.mjs) the gzip size of the JavaScript a first
// visit downloads and Lighthouse mobile figures (performance, LCP, TBT, JavaScript transferred; median of
// BENCH_LH_RUNS runs, 3 unless told; BENCH_LH_SIGNED_IN=0 skips the signed-in runs), signed out and signed in.
// BENCH_SKIP_LOAD=1 skips the autocannon part (first-load and Lighthouse figures only); BENCH_ONLY=screens stops
// after the screens' figures; BENCH_ONLY=public runs only the public pages' figures (bench/public-pages.mjs);
// BENCH_ONLY=first-load prints only the first visit's JavaScript per public page.
// BENCH_PAGES=/a,/b: the public pages' load figures for those pages only (any public page).
// BENCH_ONLY=studio prints only the studio's figures at 200 sections (typing p95, longest editor task).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { FIRST_LOAD_BUDGET_GZIP, firstLoadJs } from "../bench/first-load-js.mjs";
import { lighthouseScores } from "../bench/lighthouse.mjs";
import { sessionCookie } from "../bench/session-cookie.mjs";
import { BENCH_SESSION_SECRET, productionBenchEnv } from "../bench/production-env.mjs";
import { PUBLIC_PAGES, benchPublicPages, printPublicPages } from "../bench/public-pages.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const STATIC_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

if (process.env.BENCH_ONLY !== "first-load" && process.env.BENCH_ONLY !== "studio") {
  console.log("== screen configuration validation ==");
  spawnSync("npx", ["vite-node", "--config", "vitest.config.ts", "bench/validate-config.ts"], { stdio: "inherit" });
}

if (!fs.existsSync("build/server/index.js") || process.env.FORCE_BUILD === "1") {
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}
if (process.env.BENCH_ONLY === "studio") {
  const { studioBench, printStudio } = await import("../bench/studio.mjs");
  printStudio(await studioBench(PORT + 10));
  process.exit(0);
}
fs.rmSync("var/bench", { recursive: true, force: true });
const SESSION_SECRET = BENCH_SESSION_SECRET;
const server = spawn("node", ["server.mjs"], {
  env: productionBenchEnv({ port: PORT, databaseUrl: "file:var/bench/data.sqlite" }),
  stdio: ["ignore", "ignore", "inherit"],
});
let divkit = null;
const stop = () => {
  server.kill("SIGTERM");
  divkit?.kill("SIGTERM");
};
process.on("exit", stop);

async function waitFor(url) {
  // A fresh database is migrated and seeded first (the pincode directory alone is 19,159 rows): up to 2 minutes.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${url}`);
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

/** One response as it goes on the wire (not decompressed), with its headers. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

const fmt = (r) => `${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  (${r.non2xx} non-2xx, ${r.errors} errors)`;

await waitFor(`http://127.0.0.1:${PORT}/`);
const ROUTES = ["/", "/lab-tests"];
// A browser's request: what a cached page is compressed for.
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const { cookie: SIGNED_IN_COOKIE } = await sessionCookie({ databaseFile: "var/bench/data.sqlite", secret: SESSION_SECRET, mobileNumber: "9000000001" });
const WHO = [
  ["signed out", BROWSER],
  ["signed in", { ...BROWSER, cookie: SIGNED_IN_COOKIE }],
];
const DIVKIT_PORT = PORT + 2;
const results = [];
const SKIP_LOAD = process.env.BENCH_SKIP_LOAD === "1" || process.env.BENCH_ONLY === "first-load";
for (const route of SKIP_LOAD || process.env.BENCH_ONLY === "public" ? [] : ROUTES) {
  const url = `http://127.0.0.1:${PORT}${route}`;
  const rows = [];
  let page = null;
  for (const [who, headers] of WHO) {
    for (let i = 0; i < 3; i++) await rawGet(url, headers); // warm config, data and HTML caches
    const wire = await rawGet(url, headers);
    const sizes = {};
    for (const enc of ["identity", "gzip", "br"]) sizes[enc] = (await rawGet(url, { ...headers, "accept-encoding": enc })).body.length;
    page ??= { wire, plain: (await rawGet(url, { ...headers, "accept-encoding": "identity" })).body };
    rows.push({ who, r: await load(url, headers), sizes, cache: wire.headers["x-html-cache-status"] });
  }
  // The same bytes (brotli, as the app sent them) served as a static file by Node on the same machine.
  const body = page.wire.body;
  fs.writeFileSync(path.resolve("var/bench", `${route === "/" ? "index" : route.slice(1)}.html`), page.plain);
  const stat = http.createServer((_, res) =>
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": page.wire.headers["content-encoding"] ?? "identity", "content-length": body.length }).end(body),
  );
  await new Promise((r) => stat.listen(STATIC_PORT, "127.0.0.1", r));
  const st = await load(`http://127.0.0.1:${STATIC_PORT}/`, BROWSER);
  stat.close();
  // DivKit's server renderer drawing as many item cards as the page has.
  const cards = (page.plain.toString().match(/data-item-id="/g) ?? []).length;
  divkit = spawn("node", ["bench/divkit-server.mjs"], { env: { ...process.env, PORT: String(DIVKIT_PORT), CARDS: String(cards) }, stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(`http://127.0.0.1:${DIVKIT_PORT}/`);
  const dk = await load(`http://127.0.0.1:${DIVKIT_PORT}/`, BROWSER);
  divkit.kill("SIGTERM");
  divkit = null;
  results.push({ route, rows, st, dk, cards });
}

// Every public page, signed out and signed in, against its own HTML as a static file (bench/public-pages.mjs).
if (!SKIP_LOAD) {
  // BENCH_PAGES=/a,/b: only those pages (any public page, not only the ones followed by default).
  const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",") : PUBLIC_PAGES;
  printPublicPages(await benchPublicPages({ base: `http://127.0.0.1:${PORT}`, staticPort: STATIC_PORT, who: WHO, connections: CONNECTIONS, duration: DURATION, pages }), { connections: CONNECTIONS, duration: DURATION });
}
if (process.env.BENCH_ONLY === "public") {
  stop();
  process.exit(0);
}

if (results.length) console.log(`\n== configured screens under load (autocannon, ${CONNECTIONS} connections, ${DURATION}s each, Accept-Encoding: ${BROWSER["accept-encoding"]}) ==`);
for (const { route, rows, st, dk, cards } of results) {
  for (const { who, r, sizes, cache } of rows) {
    console.log(`${route.padEnd(11)} ${who.padEnd(24)} ${fmt(r)}  [${cache}; ${(sizes.identity / 1024).toFixed(1)} KB, gzip ${(sizes.gzip / 1024).toFixed(1)} KB, br ${(sizes.br / 1024).toFixed(1)} KB]`);
  }
  console.log(`${"".padEnd(11)} ${"static file (same bytes)".padEnd(24)} ${fmt(st)}`);
  console.log(`${"".padEnd(11)} ${`DivKit render (${cards} cards)`.padEnd(24)} ${fmt(dk)}`);
  const [out, signedIn] = rows.map((x) => x.r.requests.average);
  console.log(`${"".padEnd(11)} signed out / static ${(out / st.requests.average).toFixed(2)} (aim ≥ 0.9); signed in / DivKit ${(signedIn / dk.requests.average).toFixed(1)}× (aim ≥ 5×, p99 < 100 ms)`);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`\n== JavaScript of a first visit (Chromium, 360 px phone, every script response gzip -9) ==`);
const W = Math.max(...PUBLIC_PAGES.map((p) => p.length)) + 1;
for (const r of await firstLoadJs(`http://127.0.0.1:${PORT}`, PUBLIC_PAGES)) {
  console.log(`${r.route.padEnd(W)} ${String(r.count).padStart(2)} scripts  ${kb(r.raw).padStart(9)} raw  ${kb(r.gzip).padStart(8)} gzip  ratio to the ${FIRST_LOAD_BUDGET_GZIP / 1024} KB budget: ${(r.gzip / FIRST_LOAD_BUDGET_GZIP).toFixed(2)}`);
  console.log(`${"".padEnd(W)} swiper / framer-motion chunks: ${r.heavy.length ? r.heavy.join(", ") : "none"}`);
  console.log(`${"".padEnd(W)} largest: ${r.scripts.slice(0, 4).map((s) => `${s.url.split("/").pop()} ${kb(s.gzip)}`).join(", ")}`);
}
if (process.env.BENCH_ONLY === "first-load") {
  stop();
  process.exit(0);
}

const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
console.log(`\n== Lighthouse, median of ${LH_RUNS} run(s) per figure, mobile defaults (aim: performance ≥ 98, LCP ≤ 1.8 s, TBT ≤ 150 ms, JS ≤ 120 KB) ==`);
for (const [who, headers] of [["signed out", {}], ["signed in", { cookie: SIGNED_IN_COOKIE }]]) {
  if (who === "signed in" && process.env.BENCH_LH_SIGNED_IN === "0") continue;
  for (const route of PUBLIC_PAGES) {
    const runs = [];
    for (let i = 0; i < LH_RUNS; i++) runs.push(await lighthouseScores(`http://127.0.0.1:${PORT}${route}`, headers));
    const median = (get) => runs.map(get).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    const last = runs.at(-1);
    console.log(
      `${route.padEnd(W)} ${who.padEnd(11)} performance ${String(median((r) => r.performance)).padStart(3)}  LCP ${String(Math.round(median((r) => r.metrics.lcp))).padStart(5)} ms  TBT ${String(Math.round(median((r) => r.metrics.tbt))).padStart(4)} ms  JS ${kb(median((r) => r.jsTransferred)).padStart(8)}  (FCP ${Math.round(median((r) => r.metrics.fcp))} ms, CLS ${median((r) => r.metrics.cls).toFixed(3)}, accessibility ${median((r) => r.accessibility)})`,
    );
    if (last.lcpElement) console.log(`${"".padEnd(W + 12)} largest paint: ${last.lcpElement}${last.lcpPhases ? ` (${last.lcpPhases} ms)` : ""}`);
    for (const [cat, list] of Object.entries(last.toImprove)) if (list.length) console.log(`${"".padEnd(W + 12)} ${cat} audits below full marks: ${list.slice(0, 6).join("; ")}`);
  }
}
// BENCH_ONLY=screens stops here: the configured screens' figures only.
if (process.env.BENCH_ONLY === "screens") {
  stop();
  process.exit(0);
}
for (const b of ["bench/search.mjs", "bench/item-page.mjs"]) spawnSync("node", [b], { stdio: "inherit", env: { ...process.env, BENCH_URL: `http://127.0.0.1:${PORT}` } });
spawnSync("node", ["bench/cart-pricing.mjs"], { stdio: "inherit" });
spawnSync("node", ["bench/booking.mjs"], { stdio: "inherit" });
spawnSync("node", ["bench/prohealth-slots.mjs"], { stdio: "inherit" });
spawnSync("node", ["bench/radiology-slots.mjs"], { stdio: "inherit" });
spawnSync("node", ["bench/doctor-listing.mjs"], { stdio: "inherit" });
spawnSync("node", ["bench/consult-room.mjs"], { stdio: "inherit" });
spawnSync("npx", ["vite-node", "--config", "vitest.config.ts", "bench/orders-page.ts"], { stdio: "inherit" }); // orders pages, 200 orders
console.log("\n== Seeding a fresh database (SQLite; PostgreSQL too with BENCH_POSTGRES_URL) =="); spawnSync("npx", ["vite-node", "--config", "vitest.config.ts", "bench/seed-time.ts"], { stdio: "inherit" });
const { studioBench, printStudio } = await import("../bench/studio.mjs"); printStudio(await studioBench(PORT + 10));
stop();
process.exit(0);
