// `npm run loadtest`: autocannon over nginx against one app instance, then two (scripts/cluster.mjs: PostgreSQL,
// Redis, a fresh database per run), for the pages people load most. Figures, not pass/fail; README keeps the
// latest. Needs the production build (`npm run build`) and nginx.
//   LOADTEST_DURATION (10) seconds per scenario, LOADTEST_CONNECTIONS (50), LOADTEST_PORT (8080: nginx; the
//   cluster takes the next five ports too).
import os from "node:os";
import { startCluster, loadTest, CLUSTER_DEV_OTP } from "./cluster.mjs";

const duration = Number(process.env.LOADTEST_DURATION || 10);
const connections = Number(process.env.LOADTEST_CONNECTIONS || 50);
const basePort = Number(process.env.LOADTEST_PORT || 8080);

async function signIn(base) {
  const mobile = "9000000001";
  const post = (fields) =>
    fetch(`${base}/login`, { method: "POST", body: new URLSearchParams({ mobileNumber: mobile, ...fields }), redirect: "manual" });
  await post({ intent: "send-otp" });
  const res = await post({ intent: "verify-otp", otp: CLUSTER_DEV_OTP });
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  if (res.status !== 302 || !cookie) throw new Error(`sign-in failed: HTTP ${res.status}`);
  return cookie;
}

const scenarios = (cookie) => [
  { name: "/lab-tests signed out (HTML cache)", path: "/lab-tests" },
  { name: "/lab-tests signed in", path: "/lab-tests", cookie },
  { name: "item page", path: "/lab-tests/thyroid-profile-total-t3-t4-tsh" },
];

const rows = [];
for (const instances of [1, 2]) {
  const cluster = await startCluster({ basePort, instances, contentService: false });
  try {
    const cookie = await signIn(cluster.url);
    for (const s of scenarios(cookie)) {
      await loadTest(cluster.url, { path: s.path, cookie: s.cookie, amount: 200, connections: 10 }); // warm up
      const r = await loadTest(cluster.url, { path: s.path, cookie: s.cookie, duration, connections });
      rows.push({ instances, scenario: s.name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts });
      console.log(`${instances} instance(s) | ${s.name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`);
    }
  } finally {
    await cluster.stop();
  }
}

// The machine's load says how far the figures can be trusted (other work shares the cores).
const load = os.loadavg().map((l) => l.toFixed(1)).join(", ");
console.log(`\nautocannon over nginx, ${connections} connections, ${duration} s per row; ${os.cpus().length} cores, load average ${load} (${new Date().toISOString().slice(0, 10)})\n`);
console.log("| scenario | instances | req/s | p50 ms | p99 ms | failed |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const scenario of [...new Set(rows.map((r) => r.scenario))]) {
  for (const r of rows.filter((x) => x.scenario === scenario)) {
    console.log(`| ${r.scenario} | ${r.instances} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.failed} |`);
  }
}
process.exit(0);
