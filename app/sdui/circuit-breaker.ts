/**
 * A circuit breaker per section data source, on opossum: once a source's recent calls have all failed (errors or
 * timeouts; at least `failuresToOpen` of them in the rolling window) it is skipped for `openForMs`, so a dead source
 * costs requests nothing instead of its timeout each; then one trial call is let through, and its outcome closes
 * the circuit or opens it again. One opossum breaker per source, kept in an LRU so odd sources cannot grow memory.
 */
import Opossum from "opossum";
import { LRUCache } from "lru-cache";

export class CircuitOpenError extends Error {
  constructor(readonly source: string) {
    super(`data source skipped for a while after repeated failures (circuit open): ${source}`);
  }
}

export class DataSourceTimeoutError extends Error {}

export interface BreakerOptions {
  failuresToOpen: number;
  openForMs: number;
  timeoutMs: number;
  /** Told when a circuit opens (for the log). */
  onOpen?: (source: string, failures: number) => void;
}

type Call = () => Promise<unknown>;

export class CircuitBreaker {
  private circuits = new LRUCache<string, Opossum<[Call], unknown>>({
    max: 2000,
    // Each breaker keeps a rolling-window timer: stop it when its source is forgotten.
    dispose: (breaker) => breaker.shutdown(),
  });
  constructor(private opts: BreakerOptions) {}

  private circuit(source: string) {
    let breaker = this.circuits.get(source);
    if (!breaker) {
      breaker = new Opossum((call: Call) => call(), {
        timeout: this.opts.timeoutMs,
        resetTimeout: this.opts.openForMs,
        // "Keeps failing": every call of the window failed, and there were at least failuresToOpen of them.
        errorThresholdPercentage: 99, // opossum opens above this: only when every call failed
        volumeThreshold: this.opts.failuresToOpen,
        rollingCountTimeout: Math.max(10_000, this.opts.openForMs),
      });
      const b = breaker;
      breaker.on("open", () => this.opts.onOpen?.(source, b.stats.failures));
      // A successful trial closes the circuit: start counting afresh, not from the failures that opened it.
      breaker.on("close", () => this.circuits.delete(source));
      this.circuits.set(source, breaker);
    }
    return breaker;
  }

  state(source: string): "closed" | "open" | "half-open" {
    const b = this.circuits.get(source);
    if (!b || b.closed) return "closed";
    return b.halfOpen ? "half-open" : "open";
  }

  /** Runs `call` for `source` unless its circuit is open; a call that outlasts timeoutMs counts as failed. */
  async run<T>(source: string, call: () => Promise<T>): Promise<T> {
    try {
      return (await this.circuit(source).fire(call)) as T;
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === "EOPENBREAKER") throw new CircuitOpenError(source);
      if (code === "ETIMEDOUT") throw new DataSourceTimeoutError(`no answer within ${this.opts.timeoutMs} ms`);
      throw e;
    }
  }

  /**
   * Runs `call` now whatever its circuit says, bounded by the same timeout, and leaves the circuit as it was: an
   * editor's "try it now" (the studio's Try and the publish probe) must ask the source itself, not be told that
   * it failed a moment ago, and must not open or close the circuit patients' requests go through.
   */
  async tryNow<T>(call: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DataSourceTimeoutError(`no answer within ${this.opts.timeoutMs} ms`)), this.opts.timeoutMs);
    });
    try {
      return await Promise.race([call(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  reset() {
    this.circuits.clear();
  }
}
