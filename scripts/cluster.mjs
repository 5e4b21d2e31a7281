// `npm run cluster`: nginx in front of two app instances (the production build, `node server.mjs`) sharing one
// PostgreSQL database (fresh per run) and one Redis (a key prefix per run), plus a content-service instance the
// two renderers read screen configurations from over HTTP (CONTENT_SERVICE_URL). All on loopback. The instances
// reach PostgreSQL and Redis through small TCP proxies, so tests can cut and restore those links to play an
// outage without touching the machine's real servers (other people's tests use them).
//
// As a module: `startCluster(options)` (used by tests/cluster and scripts/loadtest.mjs). As a script: starts the
// cluster, prints its addresses and runs until Ctrl-C.
//   CLUSTER_PORT (8080): nginx; instances on +1 and +2, content service +3, PostgreSQL proxy +4, Redis proxy +5.
//   CLUSTER_POSTGRES_URL (TEST_POSTGRES_URL, or postgres://postgres@127.0.0.1:5432/postgres): the server to use.
//   CLUSTER_REDIS_URL (TEST_REDIS_URL, or redis://127.0.0.1:6379).
//   CLUSTER_KEEP_LOGS=1 keeps the temp directory (instance logs, nginx config and error log) after stopping.
import fs from "node:fs";
import os from "node:os";
import net from "node:net";
import path from "node:path";
import crypto from "node:crypto";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";
export const CLUSTER_EDITOR_TOKEN = "cluster-editor-token";
export const CLUSTER_SESSION_SECRET = "cluster-session-secret-0123456789";
export const CLUSTER_DEV_OTP = "123456";

/**
 * Load over HTTP with autocannon: `{ path, cookie, amount | duration, connections }` against `baseUrl`. Returns a
 * promise of autocannon's result with a `stop()` to end a duration run early.
 * @param {string} baseUrl
 * @param {{ path: string, cookie?: string, amount?: number, duration?: number, connections?: number }} options
 */
export function loadTest(baseUrl, { path: urlPath, cookie, amount, duration = 10, connections = 8 }) {
  const run = autocannon({
    url: `${baseUrl}${urlPath}`,
    connections,
    ...(amount ? { amount } : { duration }),
    headers: cookie ? { cookie } : {},
    // Generous: a shared 2-core machine can be very busy; a request that is never answered still counts.
    timeout: 30,
  });
  const result = new Promise((resolve, reject) => run.then(resolve, reject));
  result.stop = () => run.stop();
  return result;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A TCP proxy (node:net) to `target`. `cut()` stops listening and resets every open connection, as a crashed or
 * restarting server looks to its clients; `restore()` listens again on the same port.
 */
export async function tcpProxy(listenPort, target) {
  const sockets = new Set();
  let server = null;
  const listen = () =>
    new Promise((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once("error", reject);
      server.listen(listenPort, "127.0.0.1", () => resolve());
    });
  await listen();
  return {
    port: listenPort,
    async cut() {
      const closed = new Promise((r) => server.close(() => r()));
      for (const s of sockets) s.resetAndDestroy();
      await closed;
    },
    restore: listen,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => (server.listening ? server.close(() => r()) : r()));
    },
  };
}

function nginxConfig({ dir, port, upstreams }) {
  const asRoot = process.getuid?.() === 0;
  return `${asRoot ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # WebSocket upgrades (the consult room's Socket.IO) pass through; other requests keep the upstream keep-alive.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    "" "";
  }
  upstream app {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;
    # Metrics are for the scraper on each instance's own port, never through the public entry.
    location = /metrics { return 404; }
    # The consult room's sockets: WebSocket only (no long-polling, so no sticky sessions are needed), kept open
    # past the usual read timeout (Socket.IO pings every 25 s).
    location /socket.io/ {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 1s;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # An instance that is restarting refuses connections (or, draining, closes an idle keep-alive connection
      # just as a request is sent on it): the request goes to the other one. max_fails=0 above keeps nginx from
      # benching an instance for a refused connect, so the first instance back is used at once.
      proxy_next_upstream error timeout http_502 http_504;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

async function waitFor(url, { timeoutMs = 120_000, child } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode != null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** One `node server.mjs` process that can be stopped (SIGTERM: a graceful drain) and started again. */
function appInstance({ name, port, env, dir }) {
  let child = null;
  const logFile = path.join(dir, `${name}.log`);
  const instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    logFile,
    get pid() {
      return child?.pid ?? null;
    },
    async start() {
      const out = fs.openSync(logFile, "a");
      child = spawn(process.execPath, ["server.mjs"], { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", out, out] });
      fs.closeSync(out);
      await waitFor(`${instance.url}/healthz`, { child });
    },
    /** Sends `signal` and resolves with the exit code once the process has exited. */
    async stop(signal = "SIGTERM") {
      if (!child || child.exitCode != null) return child?.exitCode ?? null;
      const c = child;
      const exited = new Promise((r) => c.once("exit", (code) => r(code)));
      c.kill(signal);
      return exited;
    },
    async restart() {
      await instance.stop();
      await instance.start();
    },
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : ""),
  };
  return instance;
}

/**
 * Starts the whole cluster. Options: basePort, instances (1 or 2 renderers), contentService (true: renderers read
 * configurations from a separate content instance over HTTP), env (extra environment for every instance).
 */
export async function startCluster({ basePort = Number(process.env.CLUSTER_PORT || 8080), instances = 2, contentService = true, env: extraEnv = {} } = {}) {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) throw new Error("No production build: run `npm run build` first");
  const pgAdminUrl = process.env.CLUSTER_POSTGRES_URL || process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const redisUrl = new URL(process.env.CLUSTER_REDIS_URL || process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "h247-cluster-"));
  const run = `cluster_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${run}`);
  await admin.end();

  const pgTarget = new URL(pgAdminUrl);
  const ports = { nginx: basePort, apps: [basePort + 1, basePort + 2].slice(0, instances), content: basePort + 3, pg: basePort + 4, redis: basePort + 5 };
  const pgProxy = await tcpProxy(ports.pg, { host: pgTarget.hostname, port: Number(pgTarget.port || 5432) });
  const redisProxy = await tcpProxy(ports.redis, { host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  const dbUrl = new URL(pgAdminUrl);
  dbUrl.host = `127.0.0.1:${ports.pg}`;
  dbUrl.pathname = `/${run}`;
  const proxiedRedis = new URL(redisUrl);
  proxiedRedis.host = `127.0.0.1:${ports.redis}`;
  const directDbUrl = new URL(pgAdminUrl);
  directDbUrl.pathname = `/${run}`;

  const url = `http://127.0.0.1:${ports.nginx}`;
  const sharedEnv = {
    NODE_ENV: "",
    VITEST: "",
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: proxiedRedis.toString(),
    REDIS_KEY_PREFIX: `${run}:`,
    SESSION_SECRET: CLUSTER_SESSION_SECRET,
    CONTENT_EDITOR_TOKEN: CLUSTER_EDITOR_TOKEN,
    // The cluster measures how a publish reaches every instance; the studio's review rule is tested on its own.
    STUDIO_REVIEW_RULE: "none",
    DEV_OTP: CLUSTER_DEV_OTP,
    APP_ORIGIN: url,
    ALLOWED_HOSTS: `localhost:${ports.nginx}`,
    TRUST_PROXY: "1",
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL || "warn",
    SHUTDOWN_TIMEOUT_MS: "15000",
    ...extraEnv,
  };
  const content = contentService ? appInstance({ name: "content", port: ports.content, env: sharedEnv, dir }) : null;
  const renderEnv = { ...sharedEnv, ...(content ? { CONTENT_SERVICE_URL: content.url } : {}) };
  const apps = ports.apps.map((port, i) => appInstance({ name: `app${i + 1}`, port, env: renderEnv, dir }));

  let nginx = null;
  const cluster = {
    url,
    dir,
    database: run,
    /** The run's database, directly (not through the proxy): for tests to look at or change data. */
    databaseUrl: directDbUrl.toString(),
    redisUrl: redisUrl.toString(),
    redisPrefix: `${run}:`,
    apps,
    content,
    pgProxy,
    redisProxy,
    async stop() {
      nginx?.kill("SIGQUIT");
      await Promise.all([...apps, ...(content ? [content] : [])].map((a) => a.stop("SIGTERM").catch(() => {})));
      await Promise.all([pgProxy.close(), redisProxy.close()]);
      const c = new pg.Client({ connectionString: pgAdminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${run} WITH (FORCE)`);
      await c.end();
      const { Redis } = await import("ioredis");
      const r = new Redis(redisUrl.toString());
      let cursor = "0";
      do {
        const [next, keys] = await r.scan(cursor, "MATCH", `${run}:*`, "COUNT", 500);
        if (keys.length) await r.del(...keys);
        cursor = next;
      } while (cursor !== "0");
      r.disconnect();
      if (process.env.CLUSTER_KEEP_LOGS !== "1") fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    // The first instance migrates and seeds the fresh database; the others start once it is there.
    const first = content ?? apps[0];
    await first.start();
    await Promise.all(apps.filter((a) => a !== first).map((a) => a.start()));
    const conf = path.join(dir, "nginx.conf");
    fs.writeFileSync(conf, nginxConfig({ dir, port: ports.nginx, upstreams: ports.apps }));
    nginx = spawn(NGINX, ["-p", dir, "-c", conf, "-e", path.join(dir, "nginx-error.log")], { stdio: ["ignore", "inherit", "inherit"] });
    cluster.nginx = nginx;
    await waitFor(`${url}/healthz`, { child: nginx, timeoutMs: 10_000 });
  } catch (e) {
    await cluster.stop().catch(() => {});
    throw e;
  }
  return cluster;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cluster = await startCluster();
  console.log(`nginx:      ${cluster.url}`);
  for (const a of cluster.apps) console.log(`${a.name}:       ${a.url}  (log: ${a.logFile})`);
  if (cluster.content) console.log(`content:    ${cluster.content.url}  (log: ${cluster.content.logFile})`);
  console.log(`database:   ${cluster.databaseUrl}\nredis keys: ${cluster.redisPrefix}*\nCtrl-C stops everything and drops the database.`);
  const stop = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
