/** Section data sources get a circuit breaker: a source that keeps failing or timing out is skipped for a while. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CircuitBreaker, CircuitOpenError, DataSourceTimeoutError } from "~/sdui/circuit-breaker";

function breaker(timeoutMs = 50) {
  const opened: string[] = [];
  const b = new CircuitBreaker({ failuresToOpen: 3, openForMs: 1000, timeoutMs, onOpen: (s) => opened.push(s) });
  return { b, opened, tick: (ms: number) => vi.advanceTimersByTime(ms) };
}
const fail = () => Promise.reject(new Error("HTTP 500"));

describe("circuit breaker per data source", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("opens after failures in a row, then skips the source at once without calling it", async () => {
    const { b, opened } = breaker();
    for (let i = 0; i < 3; i++) await expect(b.run("s", fail)).rejects.toThrow("HTTP 500");
    expect(b.state("s")).toBe("open");
    expect(opened).toEqual(["s"]);
    let called = false;
    await expect(b.run("s", async () => (called = true))).rejects.toBeInstanceOf(CircuitOpenError);
    expect(called).toBe(false);
    // Another source is not affected.
    await expect(b.run("other", async () => 1)).resolves.toBe(1);
  });

  it("an editor's try asks an open source itself, with the same timeout, and leaves the circuit open", async () => {
    const { b } = breaker(10);
    for (let i = 0; i < 3; i++) await expect(b.run("s", fail)).rejects.toThrow();
    expect(b.state("s")).toBe("open");
    // "failed when tried just now" must be the source's own answer, not the circuit's memory of it.
    await expect(b.tryNow(fail)).rejects.toThrow("HTTP 500");
    await expect(b.tryNow(async () => "ok")).resolves.toBe("ok");
    await expect(b.tryNow(() => new Promise((r) => setTimeout(r, 200)))).rejects.toBeInstanceOf(DataSourceTimeoutError);
    // Patients' requests still skip it until the open period ends.
    expect(b.state("s")).toBe("open");
    await expect(b.run("s", async () => 1)).rejects.toBeInstanceOf(CircuitOpenError);
  });

  it("a success in between starts the count again", async () => {
    const { b } = breaker();
    await expect(b.run("s", fail)).rejects.toThrow();
    await expect(b.run("s", fail)).rejects.toThrow();
    await b.run("s", async () => "ok");
    await expect(b.run("s", fail)).rejects.toThrow();
    expect(b.state("s")).toBe("closed");
  });

  it("a call slower than the timeout counts as failed", async () => {
    const { b } = breaker(10);
    const slow = () => new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 3; i++) await expect(b.run("slow", slow)).rejects.toBeInstanceOf(DataSourceTimeoutError);
    expect(b.state("slow")).toBe("open");
  });

  it("after the open period one trial call goes through: success closes, failure opens again", async () => {
    const { b, tick } = breaker();
    for (let i = 0; i < 3; i++) await expect(b.run("s", fail)).rejects.toThrow();
    tick(1000);
    expect(b.state("s")).toBe("half-open");
    let release!: () => void;
    const trial = b.run("s", () => new Promise<void>((r) => (release = r)));
    // While the trial runs, everyone else still skips the source.
    await expect(b.run("s", async () => 1)).rejects.toBeInstanceOf(CircuitOpenError);
    release();
    await trial;
    expect(b.state("s")).toBe("closed");

    for (let i = 0; i < 3; i++) await expect(b.run("s", fail)).rejects.toThrow();
    tick(1000);
    await expect(b.run("s", fail)).rejects.toThrow("HTTP 500");
    expect(b.state("s")).toBe("open");
  });
});
