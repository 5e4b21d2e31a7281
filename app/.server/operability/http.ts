/**
 * Operability of the production HTTP server, as hooks server.mjs calls: a request id and metrics for every
 * request, /healthz, /readyz and /metrics, and a graceful shutdown on SIGTERM.
 */
import crypto from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { sql } from "kysely";
import { getServices } from "../app-context";
import { env } from "../env";
import { log, runWithRequestId } from "../log";
import { pingContentService } from "../content/remote";
import { RedisCache } from "../cache/cache";
import { htmlCacheRequests, httpDuration, httpRequests, registry, routeLabel } from "./metrics";
import { disconnectConsultRoomSockets } from "../realtime/consult-room-socket";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const CHECK_TIMEOUT_MS = 1000;
let draining = false;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
};

function withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/** Readiness: every dependency answers now. 503 names the ones that failed. */
export async function readiness(): Promise<{ ready: boolean; checks: Record<string, string> }> {
  const checks: Record<string, string> = {};
  const check = async (name: string, run: () => Promise<string>) => {
    try {
      checks[name] = await withTimeout(run(), name);
    } catch (e) {
      checks[name] = `failed: ${(e as Error).message}`;
    }
  };
  const services = await withTimeout(getServices(), "database").catch(() => null);
  await Promise.all([
    check("database", async () => {
      if (!services) throw new Error("not connected");
      await sql`select 1`.execute(services.db);
      return "ok";
    }),
    check("redis", async () => {
      if (!services || !(services.cache instanceof RedisCache)) return env().REDIS_URL ? "failed: not connected" : "not configured";
      await services.cache.ping();
      return "ok";
    }),
    check("contentService", pingContentService),
  ]);
  if (draining) checks.server = "failed: shutting down";
  return { ready: !Object.values(checks).some((v) => v.startsWith("failed")), checks };
}

const isLoopback = (address: string | undefined) => address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";

/**
 * /metrics is not public: a bearer METRICS_TOKEN opens it; without one, only a direct loopback client (a scraper
 * on the same host) gets it — a request relayed by a proxy (X-Forwarded-For or X-Real-IP present) does not.
 */
export function mayReadMetrics(req: IncomingMessage): boolean {
  const token = env().METRICS_TOKEN;
  const auth = req.headers.authorization ?? "";
  if (token) {
    const given = Buffer.from(auth.replace(/^Bearer /, ""));
    const expected = Buffer.from(token);
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) return true;
  }
  const relayed = req.headers["x-forwarded-for"] != null || req.headers["x-real-ip"] != null;
  return !relayed && isLoopback(req.socket.remoteAddress);
}

async function serveOps(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (path === "/healthz") return json(res, 200, { status: "ok" });
  if (path === "/readyz") {
    const { ready, checks } = await readiness();
    return json(res, ready ? 200 : 503, { status: ready ? "ready" : "not ready", checks });
  }
  if (!mayReadMetrics(req)) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    return void res.end("Not found");
  }
  res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
  res.end(await registry.metrics());
}

const OPS_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

function observe(req: IncomingMessage, res: ServerResponse, path: string) {
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const route = routeLabel(path);
    const method = req.method ?? "GET";
    httpRequests.inc({ route, method, status: String(res.statusCode) });
    httpDuration.observe({ route, method }, Number(process.hrtime.bigint() - started) / 1e9);
    const cacheStatus = res.getHeader("x-html-cache-status");
    if (cacheStatus === "HIT") htmlCacheRequests.inc({ result: "hit" });
    else if (cacheStatus === "MISS") htmlCacheRequests.inc({ result: "miss" });
    if (res.statusCode >= 500) log.warn({ event: "HTTP_SERVER_ERROR", method, route, status: res.statusCode });
  });
}

/**
 * Wraps the server's request handler: ops endpoints first (before host checks, for probes on any address),
 * then every other request runs with its request id (X-Request-Id if the client sent a sane one) and is measured.
 */
export function withOps(handler: Handler): Handler {
  return (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (OPS_PATHS.has(path)) {
      void serveOps(path, req, res).catch((e) => {
        log.error({ event: "OPS_ENDPOINT_FAILED", path, message: (e as Error).message });
        if (!res.headersSent) json(res, 500, { status: "error" });
        else res.end();
      });
      return;
    }
    const given = req.headers["x-request-id"];
    const requestId = typeof given === "string" && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    res.setHeader("x-request-id", requestId);
    // While draining, each answer closes its connection so keep-alive clients reconnect to another instance.
    if (draining) res.setHeader("connection", "close");
    observe(req, res, path);
    runWithRequestId(requestId, () => handler(req, res));
  };
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (idle keep-alive connections are
 * closed at once, busy ones after their response), close the database and Redis, exit. A request that outlives
 * SHUTDOWN_TIMEOUT_MS does not keep the process up.
 */
export function installGracefulShutdown(server: Server) {
  const shutdown = (signal: string) => {
    if (draining) return;
    draining = true;
    log.info({ event: "SHUTDOWN_STARTED", signal });
    const force = setTimeout(() => {
      log.warn({ event: "SHUTDOWN_FORCED", afterMs: env().SHUTDOWN_TIMEOUT_MS });
      process.exit(1);
    }, env().SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      try {
        const services = await getServices();
        await Promise.allSettled([services.db.destroy(), services.cache.close()]);
      } finally {
        log.info({ event: "SHUTDOWN_COMPLETE" });
        process.exit(0);
      }
    });
    server.closeIdleConnections();
    disconnectConsultRoomSockets();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
