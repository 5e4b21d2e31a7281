/**
 * Step 4 of serving a configured screen: a section's data. JSON is inline; API is REST (server-side fetch
 * from an allow-list of hosts only) or GraphQL (executed in-process with variables). Results are cached
 * by resolved URI for 15 minutes; data that depends on the user is cached per user.
 */
import { graphql } from "graphql";
import type { Section } from "#schemas/generated/section";
import type { GraphqlDataSource, RestDataSource } from "#schemas/generated/data-source";
import type { AppServices } from "~/.server/app-context";
import { env } from "~/.server/env";
import { CacheTTL } from "~/.server/cache/cache";
import { getSchema } from "~/.server/graphql/schema";
import { logServerEvent } from "~/.server/providers/analytics";
import { fillUri, fillValues, usesUserPlaceholders, type PlaceholderState } from "./placeholders";
import { getPath } from "./props";
import { CircuitBreaker } from "./circuit-breaker";
import { currentRequestId, log } from "~/.server/log";
import { dataSourceDuration } from "~/.server/operability/metrics";

/** The request id travels with a data-source call so the callee's logs can be joined to this request's. */
const requestIdHeader = (): Record<string, string> => {
  const id = currentRequestId();
  return id ? { "x-request-id": id } : {};
};

/** A data-source call, measured (only calls that run: cache hits and open circuits are not data-source latency). */
const timed = <T>(type: string, load: () => Promise<T>) => async (): Promise<T> => {
  const stop = dataSourceDuration.startTimer({ type });
  try {
    const v = await load();
    stop({ outcome: "ok" });
    return v;
  } catch (e) {
    stop({ outcome: "error" });
    throw e;
  }
};

export interface DataContext {
  services: AppServices;
  state: PlaceholderState;
  /** The signed-in account; null for a visitor. */
  accountId: number | null;
  origin: string;
  request: Request;
}

const REST_TIMEOUT_MS = 3000;

export class DataSourceError extends Error {}

/**
 * One breaker for every section data source of this instance, keyed by the source (REST: method, host and
 * path; GraphQL: the query), not by the filled-in values: a dead host is dead for every city. GraphQL runs
 * in-process and cannot be aborted, so the breaker's timeout is what bounds it.
 */
export const dataSourceBreaker = new CircuitBreaker({
  failuresToOpen: 5,
  openForMs: 30_000,
  timeoutMs: REST_TIMEOUT_MS,
  onOpen: (source, failures) => log.warn({ event: "SDUI_DATA_SOURCE_CIRCUIT_OPEN", source, failures, openForMs: 30_000 }),
});

/** REST URIs may only point at the app itself or an allow-listed host (no SSRF). */
export function resolveRestUri(uri: string, origin: string, allowedHosts: readonly string[]): URL {
  const url = new URL(uri, origin);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new DataSourceError(`protocol not allowed: ${url.protocol}`);
  if (url.username || url.password) throw new DataSourceError("credentials in URI not allowed");
  const own = new URL(origin);
  const host = url.hostname.toLowerCase();
  const allowed = url.host === own.host || allowedHosts.some((h) => host === h || host.endsWith(`.${h}`));
  if (!allowed) throw new DataSourceError(`host not allowed: ${url.hostname}`);
  return url;
}

interface PreparedCall {
  key: string;
  /** What the circuit breaker counts failures of. */
  source: string;
  load: () => Promise<unknown>;
}

async function fetchRest(ds: RestDataSource, ctx: DataContext): Promise<PreparedCall> {
  const url = resolveRestUri(fillUri(ds.uri, ctx.state), ctx.origin, env().ALLOWED_DATA_HOSTS);
  const body = ds.method === "POST" ? JSON.stringify(fillValues(ds.payload ?? {}, ctx.state)) : undefined;
  // REST calls never carry the user's credentials, so the response depends only on the resolved request.
  const key = `sdui:data:rest:${ds.method}:${url.toString()}:${body ?? ""}`;
  return {
    key,
    source: `REST ${ds.method} ${url.origin}${url.pathname}`,
    load: async () => {
      const res = await fetch(url, {
        method: ds.method,
        body,
        headers: { accept: "application/json", ...(body ? { "content-type": "application/json" } : {}), "x-app-os": "web", ...requestIdHeader() },
        redirect: "error",
        signal: AbortSignal.timeout(REST_TIMEOUT_MS),
      });
      if (!res.ok) throw new DataSourceError(`HTTP ${res.status} from ${url.host}`);
      return getPath(await res.json(), ds.result_path);
    },
  };
}

function runGraphql(ds: GraphqlDataSource, ctx: DataContext): PreparedCall {
  const variables = fillValues(ds.variables ?? {}, ctx.state);
  const userScoped = ctx.accountId != null || usesUserPlaceholders(JSON.stringify(ds.variables ?? {}));
  const key = `sdui:data:gql:${userScoped ? `u${ctx.accountId ?? "anon"}:` : ""}${ds.query}:${JSON.stringify(variables)}`;
  return {
    key,
    source: `GRAPHQL ${ds.query}`,
    load: async () => {
      const result = await graphql({
        schema: getSchema(),
        source: ds.query,
        variableValues: variables,
        contextValue: { ...ctx.services, request: ctx.request, accountId: ctx.accountId, bearerToken: null },
      });
      if (result.errors?.length) throw new DataSourceError(result.errors.map((e) => e.message).join("; "));
      return getPath(result.data, ds.result_path);
    },
  };
}

/** Resolves a section's data (cached). Throws DataSourceError / other errors on failure. */
export async function resolveSectionData(section: Section, ctx: DataContext): Promise<unknown> {
  const ds = section.data_source;
  if (ds.type === "JSON") return ds.data;
  const { key, source, load } = ds.api_type === "REST" ? await fetchRest(ds, ctx) : runGraphql(ds, ctx);
  const cached = await ctx.services.cache.get<{ v: unknown }>(key);
  if (cached) return cached.v;
  try {
    const v = await dataSourceBreaker.run(source, timed(ds.api_type, load));
    await ctx.services.cache.set(key, { v }, CacheTTL.sectionData);
    return v;
  } catch (e) {
    logServerEvent("SSR_API_FAILED_ERROR", { section: section.name, type: ds.api_type, message: (e as Error).message });
    throw e;
  }
}
