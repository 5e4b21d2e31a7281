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

/**
 * `base`: the app's origin; `who`: [label, request headers] pairs (signed out first); the static file is served on
 * `staticPort` with the bytes the app sent signed out (same encoding).
 */
export async function benchPublicPages({ base, staticPort, who, connections = 50, duration = 10, pages = PUBLIC_PAGES }) {
  const results = [];
  for (const route of pages) {
    const url = `${base}${route}`;
    const rows = [];
    let wire = null;
    for (const [label, headers] of who) {
      for (let i = 0; i < 3; i++) await rawGet(url, headers); // warm data and HTML caches
      const sample = await rawGet(url, headers);
      wire ??= sample;
      rows.push({ who: label, r: await load(url, headers, connections, duration), status: sample.status, cache: sample.headers["x-html-cache-status"] ?? "-" });
    }
    const stat = http.createServer((_, res) =>
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": wire.headers["content-encoding"] ?? "identity", "content-length": wire.body.length }).end(wire.body),
    );
    await new Promise((r) => stat.listen(staticPort, "127.0.0.1", r));
    const st = await load(`http://127.0.0.1:${staticPort}/`, {}, connections, duration);
    await new Promise((r) => stat.close(r));
    results.push({ route, rows, st, bytes: wire.body.length });
  }
  return results;
}

const fmt = (r) => `${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms`;

export function printPublicPages(results, { connections = 50, duration = 10 } = {}) {
  console.log(`\n== public pages under load (autocannon, ${connections} connections, ${duration}s each; ratio = page / same bytes as a static file; aim signed out ≥ 0.9) ==`);
  for (const { route, rows, st, bytes } of results) {
    console.log(`${route}  (${(bytes / 1024).toFixed(1)} KB on the wire)`);
    for (const { who, r, status, cache } of rows) {
      const ratio = r.requests.average / st.requests.average;
      console.log(`  ${who.padEnd(12)} ${fmt(r)}  [${status} ${cache}; ${r.non2xx} non-2xx, ${r.errors} errors]  ratio ${ratio.toFixed(2)}${who === "signed out" && ratio < 0.9 ? "  BELOW AIM" : ""}`);
    }
    console.log(`  ${"static file".padEnd(12)} ${fmt(st)}`);
  }
}
