/**
 * Step 4 of serving a configured screen: a section's data. JSON is inline; API is REST (server-side fetch
 * from allow-listed hosts and ports only, see ./data-hosts) or GraphQL (read-only operations only, see
 * ./read-only-operations; executed in-process with variables). Results are cached by resolved URI for
 * 15 minutes; data that depends on the user is cached per user.
 *
 * A failure never carries what the source answered: its body may be anything the server could reach. The
 * error says what went wrong in our words (with the HTTP status); the log gets a bounded, sanitised reason.
 */
import { execute, validate } from "graphql";
import type { Section } from "#schemas/generated/section";
import type { GraphqlDataSource, RestDataSource } from "#schemas/generated/data-source";
import type { AppServices } from "~/.server/app-context";
import { env } from "~/.server/env";
import { CacheTTL } from "~/.server/cache/cache";
import { catalogueSeen } from "~/.server/domain/catalogue/catalogue-changes";
import { getSchema } from "~/.server/graphql/schema";
import { logServerEvent } from "~/.server/providers/analytics";
import { fillUri, fillValues, usesUserPlaceholders, type PlaceholderState } from "./placeholders";
import { getPath } from "./props";
import { CircuitBreaker, CircuitOpenError, DataSourceTimeoutError } from "./circuit-breaker";
import { currentRequestId, log } from "~/.server/log";
import { dataSourceDuration } from "~/.server/operability/metrics";
import { dataUriProblem } from "./data-hosts";
import { checkReadOnly } from "./read-only-operations";
import { personalGeneration } from "~/.server/cache/personal-data";

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

/** A data source failed. The message is ours (safe to show an editor), never the source's answer. */
export class DataSourceError extends Error {
  constructor(
    message: string,
    /** The HTTP status the source answered with, when it answered. */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** What an editor is told about a failed source: our own words, never anything the source sent. */
export function dataSourceFailureMessage(e: unknown): string {
  if (e instanceof DataSourceError || e instanceof CircuitOpenError || e instanceof DataSourceTimeoutError) return e.message;
  return "The source could not be loaded.";
}

/** A reason for the log: one line, printable characters only, bounded. */
export function logSafe(text: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

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

/** REST URIs may only point at the app's content API or an allow-listed host and port (no SSRF). */
export function resolveRestUri(uri: string, origin: string, allowedHosts: readonly string[]): URL {
  const problem = dataUriProblem(uri, origin, allowedHosts);
  if (problem) throw new DataSourceError(problem);
  return new URL(uri, origin);
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
  const key = `sdui:data:c${catalogueSeen()}:rest:${ds.method}:${url.toString()}:${body ?? ""}`;
  return {
    key,
    source: `REST ${ds.method} ${url.origin}${url.pathname}`,
    load: async () => {
      let res: Response;
      try {
        res = await fetch(url, {
          method: ds.method,
          body,
          headers: { accept: "application/json", ...(body ? { "content-type": "application/json" } : {}), "x-app-os": "web", ...requestIdHeader() },
          redirect: "error",
          signal: AbortSignal.timeout(REST_TIMEOUT_MS),
        });
      } catch (e) {
        log.warn({ event: "SDUI_DATA_SOURCE_NO_RESPONSE", host: url.host, reason: logSafe(String((e as Error).cause ?? (e as Error).message)) });
        throw new DataSourceError(`no response from ${url.host}`);
      }
      if (!res.ok) {
        void res.body?.cancel();
        throw new DataSourceError(`HTTP ${res.status} from ${url.host}`, res.status);
      }
      let parsed: unknown;
      try {
        parsed = await res.json();
      } catch {
        // The parser's message quotes the start of the body: it stays out of every message and log.
        log.warn({ event: "SDUI_DATA_SOURCE_NOT_JSON", host: url.host, status: res.status, contentType: logSafe(res.headers.get("content-type") ?? "", 80) });
        throw new DataSourceError(`HTTP ${res.status} from ${url.host}: the answer is not JSON`, res.status);
      }
      return getPath(parsed, ds.result_path);
    },
  };
}

async function runGraphql(ds: GraphqlDataSource, ctx: DataContext): Promise<PreparedCall> {
  // Checked again here, whatever validated the configuration: a stored, bundled or cached copy may be older
  // than the rule, and nothing that changes data may run in a viewer's session.
  const { document, problem } = checkReadOnly(ds.query, ds.operation);
  if (!document) throw new DataSourceError(`GraphQL ${problem!.path.slice(1)} ${problem!.message}`);
  const variables = fillValues(ds.variables ?? {}, ctx.state);
  const userScoped = ctx.accountId != null || usesUserPlaceholders(JSON.stringify(ds.variables ?? {}));
  // An account's answers are kept under its current generation: a change to its data starts a new one.
  const generation = ctx.accountId != null ? await personalGeneration(ctx.services.cache, ctx.accountId) : 0;
  const key = `sdui:data:c${catalogueSeen()}:gql:${userScoped ? `u${ctx.accountId ?? "anon"}g${generation}:` : ""}${ds.query}:${JSON.stringify(variables)}`;
  return {
    key,
    source: `GRAPHQL ${ds.query}`,
    load: async () => {
      const schema = getSchema();
      const invalid = validate(schema, document);
      if (invalid.length) throw new DataSourceError(logSafe(`GraphQL: ${invalid.map((e) => e.message).join("; ")}`, 500));
      const result = await execute({
        schema,
        document,
        variableValues: variables,
        contextValue: { ...ctx.services, request: ctx.request, accountId: ctx.accountId, bearerToken: null },
      });
      if (result.errors?.length) throw new DataSourceError(logSafe(`GraphQL: ${result.errors.map((e) => e.message).join("; ")}`, 500));
      return getPath(result.data, ds.result_path);
    },
  };
}

/**
 * Resolves a section's data (cached). Throws DataSourceError / other errors on failure. `tryNow` is an editor's
 * explicit try (the studio's Try, the publish probe): the source is asked even while its circuit is open.
 */
export async function resolveSectionData(section: Section, ctx: DataContext, opts: { tryNow?: boolean } = {}): Promise<unknown> {
  const ds = section.data_source;
  if (ds.type === "JSON") return ds.data;
  try {
    // A source the rules refuse fails here, before the cache or the source is asked anything.
    const { key, source, load } = ds.api_type === "REST" ? await fetchRest(ds, ctx) : await runGraphql(ds, ctx);
    const cached = await ctx.services.cache.get<{ v: unknown }>(key);
    if (cached) return cached.v;
    const call = timed(ds.api_type, load);
    const v = opts.tryNow ? await dataSourceBreaker.tryNow(call) : await dataSourceBreaker.run(source, call);
    await ctx.services.cache.set(key, { v }, CacheTTL.sectionData);
    return v;
  } catch (e) {
    logServerEvent("SSR_API_FAILED_ERROR", { section: section.name, type: ds.api_type, message: logSafe((e as Error).message) });
    throw e;
  }
}
