/**
 * Two app instances behind nginx, sharing PostgreSQL and Redis, with a separate content-service instance — the
 * scale-out design under faults (issue 11). Started by scripts/cluster.mjs on loopback; PostgreSQL and Redis are
 * reached through TCP proxies that these tests cut and restore (the machine's real servers are never touched).
 * Run by `npm test` (its cluster step) when TEST_POSTGRES_URL is set; serially, one cluster for the whole file.
 */
import fs from "node:fs";
import pg from "pg";
import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from "vitest";
import { loadTest, startCluster, CLUSTER_DEV_OTP, CLUSTER_EDITOR_TOKEN } from "../../scripts/cluster.mjs";

interface Instance {
  name: string;
  url: string;
  pid: number | null;
  logFile: string;
  start(): Promise<void>;
  stop(signal?: string): Promise<number | null>;
  restart(): Promise<void>;
  log(): string;
}
interface Proxy {
  cut(): Promise<void>;
  restore(): Promise<void>;
}
interface Cluster {
  url: string;
  apps: Instance[];
  content: Instance;
  pgProxy: Proxy;
  redisProxy: Proxy;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  stop(): Promise<void>;
}

const BASE_PORT = Number(process.env.CLUSTER_TEST_PORT || 3131);
const GENERIC_ERROR = "Something went wrong!!";
let cluster: Cluster;
let signedInCookie = "";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let counter = Date.now() % 100_000;
/** A fresh Indian mobile number in its own block of 1,000 (so per-prefix limits never meet across tests). */
const freshMobile = () => `9${String(100_000 + (counter++ % 900_000)).padStart(6, "0")}${String(counter % 1000).padStart(3, "0")}`;

async function login(base: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, html: res.status === 200 || res.status >= 400 ? await res.text() : "", cookie: res.headers.get("set-cookie") ?? "" };
}

const sendOtp = (base: string, mobileNumber: string, headers: Record<string, string> = {}) => login(base, { intent: "send-otp", mobileNumber }, headers);
const verifyOtp = (base: string, mobileNumber: string, otp: string) => login(base, { intent: "verify-otp", mobileNumber, otp });

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(15_000) });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** Polls until `check` passes or `ms` have gone by; returns the time it took, or throws with the last failure. */
async function within(ms: number, check: () => Promise<void>): Promise<number> {
  const started = Date.now();
  let last: unknown;
  while (Date.now() - started <= ms) {
    try {
      await check();
      return Date.now() - started;
    } catch (e) {
      last = e;
      await sleep(25);
    }
  }
  throw last;
}

interface LoadResult {
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
/** Load through nginx; resolves with autocannon's result. */
const load = (opts: { path: string; cookie?: string; amount?: number; duration?: number; connections?: number }) =>
  loadTest(cluster.url, opts) as Promise<LoadResult> & { stop(): void };

const failures = (r: LoadResult) => ({ non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts });

beforeAll(async () => {
  cluster = (await startCluster({ basePort: BASE_PORT })) as Cluster;
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

// A failure shows what the instances logged (the cluster's temp directory goes with it).
beforeEach(() => {
  onTestFailed(() => {
    for (const instance of [...cluster.apps, cluster.content]) {
      console.log(`--- ${instance.name} (last lines of its log)\n${instance.log().split("\n").slice(-30).join("\n")}`);
    }
  });
});

describe("two instances behind nginx", () => {
  it("a session made on one instance works on the other", async () => {
    const [a, b] = cluster.apps;
    const mobile = freshMobile();
    expect((await sendOtp(a.url, mobile)).html).toContain(`OTP sent to +91 ${mobile}`);
    const signedIn = await verifyOtp(b.url, mobile, CLUSTER_DEV_OTP);
    expect(signedIn.status).toBe(302);
    signedInCookie = signedIn.cookie.split(";")[0];
    expect(signedInCookie).toMatch(/^__session=/);
    for (const instance of [a, b]) {
      const page = await get(`${instance.url}/my-account`, { cookie: signedInCookie });
      expect(page.status).toBe(200);
      expect(page.body).toContain("My account");
    }
    // Without the cookie the same page sends a visitor to sign in.
    expect((await get(`${b.url}/my-account`)).status).toBe(302);
  });

  it("a publish reaches every instance within 1 s, rendered pages included", async () => {
    const [a, b] = cluster.apps;
    for (const instance of [a, b]) {
      await get(`${instance.url}/lab-tests`);
      expect((await get(`${instance.url}/lab-tests`)).headers.get("x-html-cache-status")).toBe("HIT");
    }
    const config = JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));
    const marker = `Popular picks ${Date.now()}`;
    config.containers[0].sections.find((s: { name: string }) => s.name === "popular_categories").title = marker;
    const res = await fetch(`${cluster.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${CLUSTER_EDITOR_TOKEN}` },
      body: JSON.stringify({
        query: `mutation($c: JSON!) { publishScreenConfiguration(screenName: "diag_home", screenView: "web", configuration: $c) { success version } }`,
        variables: { c: config },
      }),
    });
    expect((await res.json()).data.publishScreenConfiguration.success).toBe(true);
    const published = Date.now();
    // Both instances polled at once. An instance has the publish when a request sent to it gets the new version;
    // the time that counts is when that request was sent (rendering the new page afresh is not delivery).
    const reachedAfter = await Promise.all(
      [a, b].map(async (instance) => {
        let sentAt = 0;
        await within(5000, async () => {
          sentAt = Date.now();
          expect((await get(`${instance.url}/lab-tests`)).body).toContain(marker);
        });
        return sentAt - published;
      }),
    );
    for (const ms of reachedAfter) expect(ms).toBeLessThanOrEqual(1000);
  });

  it("OTP resend waits, wrong-code blocks and per-client limits hold across instances", async () => {
    const [a, b] = cluster.apps;
    // One code per 30 s per number, whichever instance is asked.
    const mobile = freshMobile();
    expect((await sendOtp(a.url, mobile)).html).toContain(`OTP sent to +91 ${mobile}`);
    expect((await sendOtp(b.url, mobile)).html).toMatch(/Please wait \d+ seconds before requesting another OTP\./);
    // Three wrong codes, spread over both instances, block the number on both.
    expect((await verifyOtp(a.url, mobile, "000001")).status).toBe(400);
    expect((await verifyOtp(b.url, mobile, "000002")).status).toBe(400);
    const third = await verifyOtp(a.url, mobile, "000003");
    expect(third.html).toContain("You entered an incorrect OTP 3 times. Please try again after some time");
    const rightCodeTooLate = await verifyOtp(b.url, mobile, CLUSTER_DEV_OTP);
    expect(rightCodeTooLate.status).toBe(429);
    expect(rightCodeTooLate.cookie).toBe("");
    // Ten codes per client address per 15 minutes, counted in Redis: the eleventh is refused by either instance.
    const client = { "x-forwarded-for": `203.0.113.${counter % 250}` };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await sendOtp(cluster.apps[i % 2].url, freshMobile(), client)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it("the search index follows a catalogue change on every instance", async () => {
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const name = `Quartzite Marker Panel ${Date.now() % 10_000}`;
    try {
      const { rows } = await db.query("select item_id from diagnostic_items order by item_id limit 1");
      await db.query("update diagnostic_items set item_name = $1 where item_id = $2", [name, rows[0].item_id]);
      await db.query(
        "insert into catalogue_meta (key, value) values ('catalogue_version', 1) on conflict (key) do update set value = catalogue_meta.value + 1",
      );
    } finally {
      await db.end();
    }
    for (const instance of cluster.apps) {
      await within(10_000, async () => {
        const found = await get(`${instance.url}/resources/search?keyword=quartzite`);
        expect(found.body).toContain(name);
      });
    }
  });

  // Issue 24: "Invalidation: a catalogue, price or content change drops exactly the pages it touches, on every
  // instance, within 1 s".
  it("a price change written to the shared database drops that item's page on every instance, and no other page", async () => {
    const item = "/test-details/1148";
    const other = "/test-details/1001";
    const setPrice = async (price: number) => {
      const db = new pg.Client({ connectionString: cluster.databaseUrl });
      await db.connect();
      try {
        // No version bump: the database itself names the changed item (migration 0048's triggers).
        await db.query("update diagnostic_pricing set price = $1 where item_id = 1148 and city_id = 9", [price]);
      } finally {
        await db.end();
      }
    };
    // A change made by an earlier test may still reach an instance's next poll and clear its pages: wait out one
    // poll first, then warm both pages on both instances until the second request is a hit.
    await sleep(2500);
    for (const instance of cluster.apps) {
      for (const path of [item, other]) {
        await within(10_000, async () => {
          await get(`${instance.url}${path}`);
          expect((await get(`${instance.url}${path}`)).headers.get("x-html-cache-status"), `${instance.name} ${path}`).toBe("HIT");
        });
      }
      expect((await get(`${instance.url}${item}`)).body).not.toContain("₹1,777");
    }
    try {
      await setPrice(1777);
      for (const instance of cluster.apps) {
        await within(10_000, async () => {
          expect((await get(`${instance.url}${item}`)).body).toContain("₹1,777");
        });
        // The unrelated item's page was kept through the change.
        expect((await get(`${instance.url}${other}`)).headers.get("x-html-cache-status"), instance.name).toBe("HIT");
      }
    } finally {
      await setPrice(1899);
    }
  });
});

describe("operability", () => {
  it("/healthz and /readyz answer on every instance; /metrics only to a local scraper", async () => {
    for (const instance of cluster.apps) {
      expect((await get(`${instance.url}/healthz`)).status).toBe(200);
      const ready = await get(`${instance.url}/readyz`);
      expect(JSON.parse(ready.body)).toEqual({ status: "ready", checks: { database: "ok", redis: "ok", contentService: "ok" } });
      const metrics = (await get(`${instance.url}/metrics`)).body;
      for (const name of ["http_requests_total{", "http_request_duration_seconds_bucket{", "html_cache_requests_total{", "sdui_config_source_total{", "db_pool_connections{", "sdui_data_source_duration_seconds_bucket{"]) {
        expect(metrics).toContain(name);
      }
      expect(metrics).toMatch(/http_requests_total\{route="\/lab-tests",method="GET",status="200"\} \d+/);
      // Relayed by a proxy: not a local scraper.
      expect((await get(`${instance.url}/metrics`, { "x-forwarded-for": "203.0.113.9" })).status).toBe(404);
    }
    expect((await get(`${cluster.url}/metrics`)).status).toBe(404);
  });
});

describe("faults", () => {
  it("with the content service down, every request is answered 200 from the fallbacks", async () => {
    // Each instance has served the screen signed in before (so a last good copy exists).
    for (const instance of cluster.apps) expect((await get(`${instance.url}/lab-tests`, { cookie: signedInCookie })).status).toBe(200);
    expect(await cluster.content.stop()).toBe(0);
    try {
      // Drop the fresh copies so every render has to ask the (stopped) content service and fall back.
      const redis = new Redis(cluster.redisUrl);
      const keys = await redis.keys(`${cluster.redisPrefix}sdui:config:*`);
      if (keys.length) await redis.del(...keys);
      const signedIn = await load({ path: "/lab-tests", cookie: signedInCookie, amount: 100 });
      expect(failures(signedIn)).toEqual({ non2xx: 0, errors: 0, timeouts: 0 });
      // The segment page cache serves signed-in pages without loading the configuration, so which fallback served
      // is not asserted here (tests/integration/remote-content.test.ts covers the chain against a stopped service).
      // Without a stale copy either, the CDN copy serves.
      const stale = await redis.keys(`${cluster.redisPrefix}sdui:config-stale:*`);
      if (stale.length) await redis.del(...stale);
      redis.disconnect();
      const home = await load({ path: "/", cookie: signedInCookie, amount: 40 });
      expect(failures(home)).toEqual({ non2xx: 0, errors: 0, timeouts: 0 });
      const ready = await get(`${cluster.apps[0].url}/readyz`);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body).checks.contentService).toMatch(/^failed/);
    } finally {
      await cluster.content.start();
    }
  });

  it("with Redis down, instances serve from their local caches, and use Redis again once it is back", async () => {
    await cluster.redisProxy.cut();
    try {
      const signedIn = await load({ path: "/lab-tests", cookie: signedInCookie, amount: 80 });
      const visitor = await load({ path: "/", amount: 150 });
      expect(failures(signedIn)).toEqual({ non2xx: 0, errors: 0, timeouts: 0 });
      expect(failures(visitor)).toEqual({ non2xx: 0, errors: 0, timeouts: 0 });
      const ready = await get(`${cluster.apps[1].url}/readyz`);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body).checks).toMatchObject({ redis: expect.stringMatching(/^failed/), database: "ok" });
      // Sign-in still works: limits are counted in each instance's memory meanwhile.
      expect((await sendOtp(cluster.apps[1].url, freshMobile(), { "x-forwarded-for": "198.51.100.77" })).status).toBe(200);
    } finally {
      await cluster.redisProxy.restore();
    }
    for (const instance of cluster.apps) {
      await within(15_000, async () => expect((await get(`${instance.url}/readyz`)).status).toBe(200));
    }
  });

  it("with PostgreSQL restarting, requests fail fast with the generic message and recover without a restart", async () => {
    const pids = cluster.apps.map((a) => a.pid);
    const page = "/lab-tests/thyroid-profile-total-t3-t4-tsh";
    await cluster.pgProxy.cut();
    try {
      for (const instance of cluster.apps) {
        const requestId = `pg-outage-${instance.name}-${Date.now()}`;
        // A hung request would hit the 15 s abort of `get` and fail the test.
        const failed = await get(`${instance.url}${page}`, { "x-request-id": requestId });
        expect(failed.status).toBe(500);
        expect(failed.body).toContain(GENERIC_ERROR);
        expect(failed.headers.get("x-request-id")).toBe(requestId);
        // The failure is logged as JSON with the request's id.
        await within(2000, async () => expect(instance.log()).toContain(`"reqId":"${requestId}"`));
      }
    } finally {
      await cluster.pgProxy.restore();
    }
    for (const instance of cluster.apps) {
      await within(10_000, async () => expect((await get(`${instance.url}${page}`)).status).toBe(200));
    }
    expect(cluster.apps.map((a) => a.pid)).toEqual(pids);
  });

  it("a rolling restart under load fails no request (SIGTERM drains in-flight requests)", async () => {
    // Eight clients request through nginx without pause, signed in (rendered per request) and signed out (cached),
    // while each instance in turn is stopped with SIGTERM and started again. Every answer is recorded.
    let running = true;
    const answers: string[] = [];
    const client = async (i: number) => {
      while (running) {
        try {
          const res = await fetch(`${cluster.url}/lab-tests`, { headers: i % 2 ? { cookie: signedInCookie } : {}, signal: AbortSignal.timeout(15_000) });
          await res.arrayBuffer();
          answers.push(String(res.status));
        } catch (e) {
          answers.push(`error: ${(e as Error).message}`);
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, i) => client(i));
    await sleep(1000);
    for (const instance of cluster.apps) {
      const pid = instance.pid;
      expect(await instance.stop("SIGTERM")).toBe(0);
      await instance.start();
      expect(instance.pid).not.toBe(pid);
      await sleep(500);
    }
    running = false;
    await Promise.all(clients);
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((a) => a !== "200")).toEqual([]);
  });
});
