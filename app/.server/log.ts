/**
 * Structured JSON logs (pino). Every line written while a request is being served carries that request's id
 * (`reqId`), taken from the request context that the HTTP server opens for each request, so one request can be
 * followed through routes, GraphQL resolvers and section data-source calls.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

export interface RequestContext {
  requestId: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` as part of the request `requestId`: logs and outgoing data-source calls carry the id. */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return requestContext.run({ requestId }, fn);
}

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;

type Sink = (line: string) => void;
// Vitest output stays readable: tests that care about a log line capture them (captureLogsForTesting).
const defaultSink: Sink = process.env.VITEST ? () => {} : (line) => void process.stdout.write(line);
let sink: Sink = defaultSink;

export const log = pino(
  {
    level: process.env.LOG_LEVEL || "info",
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
  },
  { write: (line: string) => sink(line) },
);

/** Test-only: the records logged until `restore()`, parsed. */
export function captureLogsForTesting(): { records: Record<string, unknown>[]; events(name: string): Record<string, unknown>[]; restore(): void } {
  const records: Record<string, unknown>[] = [];
  sink = (line) => void records.push(JSON.parse(line));
  return {
    records,
    events: (name) => records.filter((r) => r.event === name),
    restore: () => void (sink = defaultSink),
  };
}
