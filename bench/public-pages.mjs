// Public pages under load: for each page a patient lands on (the configured screens, an item page, a listing, and
// each area's landing page), signed out and signed in, requests/s next to the same HTML served as a static file in
// the same run. Aim: signed out ≥ 0.9 of the static file. Used by scripts/bench.mjs; BENCH_ONLY=public runs
// only this part.
import http from "node:http";
import autocannon from "autocannon";

/** The public pages the bench follows (load here, first-load JavaScript and Lighthouse in scripts/bench.mjs). */
export const PUBLIC_PAGES = [
  "/",
  "/lab-tests",
  "/lab-tests/thyroid-profile-total-t3-t4-tsh",
  "/test-listing/full-body-checkup",
  "/consult",
  "/radiology",
  "/apollo-prohealth",
  "/doctors/cardiology-in-hyderabad-scity",
  "/specialties",
  "/hospitals-and-clinics",
  "/blog",
  "/circle-landing",
];

function load(url, headers, connections, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

/** The server's CPU seconds so far, from its own /metrics (open to a loopback client). */
async function serverCpuSeconds(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(/^process_cpu_seconds_total (\S+)/m.exec(text)?.[1] ?? NaN);
}

/** One load run, with the server's CPU time per request it answered (µs). */
async function measured(base, url, headers, connections, duration) {
  const before = await serverCpuSeconds(base);
  const r = await load(url, headers, connections, duration);
  const cpu = ((await serverCpuSeconds(base)) - before) * 1e6;
  return { r, cpuPerRequest: r.requests.total ? cpu / r.requests.total : NaN };
}

/** Load runs of one target summed into one: requests/s over all of them, the slowest p50 and p99. */
function combined(runs) {
  const total = runs.reduce((n, r) => n + r.requests.total, 0);
  const seconds = runs.reduce((n, r) => n + r.duration, 0);
  return {
    requests: { average: total / seconds, total },
    latency: { p50: Math.max(...runs.map((r) => r.latency.p50)), p99: Math.max(...runs.map((r) => r.latency.p99)) },
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * `base`: the app's origin; `who`: [label, request headers] pairs (signed out first); the static file is served on
 * `staticPort` with the bytes the app sent signed out (same encoding).
 *
 * The ratio is the signed-out figure's: on this machine one load generator and one server share two cores, and a
 * single 10 s run of the same page moves by ±8 % from one run to the next. So the signed-out page and its static
 * file take turns, ROUNDS short runs each, and the ratio printed is the median of the rounds' ratios: a
 * disturbance hits one round, not the figure. The server's own CPU time per request (from its /metrics) is printed
 * too: the load generator, not the server, is what runs out first on the smallest pages.
 */
export const ROUNDS = 3;

export async function benchPublicPages({ base, staticPort, who, connections = 50, duration = 10, pages = PUBLIC_PAGES }) {
  const results = [];
  const round = Math.max(2, Math.round(duration / 2));
  for (const route of pages) {
    const url = `${base}${route}`;
    const rows = [];
    let wire = null;
    for (const [, headers] of who) for (let i = 0; i < 3; i++) await rawGet(url, headers); // warm data and HTML caches
    wire = await rawGet(url, who[0][1]);
    const stat = http.createServer((_, res) =>
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": wire.headers["content-encoding"] ?? "identity", "content-length": wire.body.length }).end(wire.body),
    );
    await new Promise((r) => stat.listen(staticPort, "127.0.0.1", r));
    // Signed out and the static file in turns.
    const pageRuns = [];
    const staticRuns = [];
    const cpu = [];
    for (let i = 0; i < ROUNDS; i++) {
      const m = await measured(base, url, who[0][1], connections, round);
      pageRuns.push(m.r);
      cpu.push(m.cpuPerRequest);
      staticRuns.push(await load(`http://127.0.0.1:${staticPort}/`, {}, connections, round));
    }
    await new Promise((r) => stat.close(r));
    const st = combined(staticRuns);
    const ratios = pageRuns.map((r, i) => r.requests.average / staticRuns[i].requests.average);
    rows.push({ who: who[0][0], r: combined(pageRuns), cpuPerRequest: median(cpu), ratio: median(ratios), ratios, status: wire.status, cache: wire.headers["x-html-cache-status"] ?? "-" });
    for (const [label, headers] of who.slice(1)) {
      const sample = await rawGet(url, headers);
      const m = await measured(base, url, headers, connections, duration);
      rows.push({ who: label, r: m.r, cpuPerRequest: m.cpuPerRequest, status: sample.status, cache: sample.headers["x-html-cache-status"] ?? "-" });
    }
    results.push({ route, rows, st, bytes: wire.body.length });
  }
  return results;
}

const fmt = (r) => `${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms`;

export function printPublicPages(results, { connections = 50, duration = 10 } = {}) {
  const round = Math.max(2, Math.round(duration / 2));
  console.log(
    `\n== public pages under load (autocannon, ${connections} connections; signed out and the same bytes as a static file in ${ROUNDS} turns of ${round}s, ratio = median of the turns' page / static; signed in ${duration}s; server = the app's CPU time per request; aim signed out ≥ 0.9) ==`,
  );
  for (const { route, rows, st, bytes } of results) {
    console.log(`${route}  (${(bytes / 1024).toFixed(1)} KB on the wire)`);
    for (const { who, r, cpuPerRequest, ratio, ratios, status, cache } of rows) {
      const rest = ratio === undefined ? "" : `  ratio ${ratio.toFixed(2)} (turns ${ratios.map((x) => x.toFixed(2)).join(" ")})${ratio < 0.9 ? "  BELOW AIM" : ""}`;
      console.log(`  ${who.padEnd(12)} ${fmt(r)}  server ${cpuPerRequest.toFixed(0).padStart(3)} µs/req  [${status} ${cache}; ${r.non2xx} non-2xx, ${r.errors} errors]${rest}`);
    }
    console.log(`  ${"static file".padEnd(12)} ${fmt(st)}`);
  }
}
