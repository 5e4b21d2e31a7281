/**
 * Prometheus metrics (prom-client), served at /metrics (see operability/http.ts for who may read them): request rate and
 * latency per route, rendered-HTML cache hits and misses, which configuration source served a screen, section
 * errors and drops, section data-source latency, and the PostgreSQL pool.
 */
import client from "prom-client";
import { appRoutes, type RoutePattern } from "../content/app-routes";

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const httpRequests = new client.Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by route pattern, method and status code",
  labelNames: ["route", "method", "status"] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Time from request to the end of the response, by route pattern",
  labelNames: ["route", "method"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const htmlCacheRequests = new client.Counter({
  name: "html_cache_requests_total",
  help: "Cacheable configured-screen requests by result (hit or miss); hit ratio = hit / (hit + miss)",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const configSourceUsed = new client.Counter({
  name: "sdui_config_source_total",
  help: "Screen configurations served, by the source they came from (cache, content, stale, cdn, bundled)",
  labelNames: ["source"] as const,
  registers: [registry],
});

export const sectionErrors = new client.Counter({
  name: "sdui_section_errors_total",
  help: "Sections shown in their error state because their data failed",
  registers: [registry],
});

export const sectionDrops = new client.Counter({
  name: "sdui_section_drops_total",
  help: "Sections dropped from a screen by validation",
  registers: [registry],
});

export const dataSourceDuration = new client.Histogram({
  name: "sdui_data_source_duration_seconds",
  help: "Section data-source calls that missed the cache, by API type and outcome",
  labelNames: ["type", "outcome"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5],
  registers: [registry],
});

export const contentServiceDuration = new client.Histogram({
  name: "content_service_request_duration_seconds",
  help: "Calls to the remote content service (CONTENT_SERVICE_URL), by outcome",
  labelNames: ["outcome"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
  registers: [registry],
});

// Every known series exists from the start (at 0), so rates and ratios are defined before the first event.
for (const result of ["hit", "miss"]) htmlCacheRequests.labels(result).inc(0);
for (const source of ["cache", "content", "stale", "cdn", "bundled"]) configSourceUsed.labels(source).inc(0);
for (const type of ["REST", "GRAPHQL"]) for (const outcome of ["ok", "error"]) dataSourceDuration.zero({ type, outcome });
sectionErrors.inc(0);
sectionDrops.inc(0);

/** What a pg.Pool reports about itself. */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
let pool: PoolStats | null = null;
/** The database client registers its pool here (PostgreSQL only; SQLite has no pool). */
export function observeDbPool(p: PoolStats) {
  pool = p;
}
new client.Gauge({
  name: "db_pool_connections",
  help: "PostgreSQL pool connections by state (total, idle, waiting requests)",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    if (!pool) return;
    this.set({ state: "total" }, pool.totalCount);
    this.set({ state: "idle" }, pool.idleCount);
    this.set({ state: "waiting" }, pool.waitingCount);
  },
});

let patterns: RoutePattern[] | null = null;
/** Labels of recent paths: the cached-page path answers thousands of requests a second; matching costs each one. */
const labels = new Map<string, string>();
const MAX_LABELS = 2000;

/**
 * The route pattern a path belongs to ("/lab-tests/:slug"), so the label's values are bounded by the app's
 * routes rather than by what clients send. Static segments beat parameters; unknown paths are "other".
 */
export function routeLabel(pathname: string): string {
  let label = labels.get(pathname);
  if (label === undefined) {
    label = matchRouteLabel(pathname);
    if (labels.size >= MAX_LABELS) labels.clear();
    labels.set(pathname, label);
  }
  return label;
}

function matchRouteLabel(pathname: string): string {
  if (pathname.startsWith("/assets/")) return "/assets/*";
  if (/\.[a-z0-9]{2,5}$/i.test(pathname)) return "static";
  patterns ??= appRoutes();
  const parts = pathname.split("/").filter(Boolean);
  let best: { pattern: RoutePattern; score: number } | null = null;
  for (const pattern of patterns) {
    let score = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      if (pattern[i] === "*") break;
      if (i >= parts.length) {
        ok = false;
        break;
      }
      if (pattern[i].startsWith(":")) continue;
      if (pattern[i] !== parts[i]) {
        ok = false;
        break;
      }
      score++;
    }
    if (!ok || (!pattern.includes("*") && pattern.length !== parts.length)) continue;
    if (!best || score > best.score || (score === best.score && pattern.length > best.pattern.length)) best = { pattern, score };
  }
  return best ? `/${best.pattern.join("/")}` : "other";
}

/** Test-only: forget the route table (tests point appRoutes at fixtures). */
export function resetRouteLabelsForTesting() {
  patterns = null;
  labels.clear();
}
