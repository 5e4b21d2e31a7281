/**
 * The one poller behind the catalogue and slots versions: "no message can be lost" — every instance reads the
 * version from the shared database at most once a second and acts on any change; a failed read is skipped.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { watchVersion } from "~/.server/cache/version-poller";

afterEach(() => vi.useRealTimers());

describe("watchVersion", () => {
  it("takes the first read as the baseline, calls back once per change, keeps going after a failed read, and stops", async () => {
    vi.useFakeTimers();
    const answers: (string | Error)[] = ["1:10", "1:10", "2:10", new Error("database away"), "2:10", "2:11"];
    const read = vi.fn(async () => {
      const next = answers.shift() ?? "2:11";
      if (next instanceof Error) throw next;
      return next;
    });
    const onChange = vi.fn();
    const stop = watchVersion(read, onChange, 1000);
    await vi.advanceTimersByTimeAsync(0); // the first read: the baseline
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000); // unchanged
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000); // 1:10 → 2:10
    expect(onChange).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000); // a failed read, then the same version: nothing
    expect(onChange).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000); // 2:10 → 2:11
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    const reads = read.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(read.mock.calls.length).toBe(reads);
  });

  it("never runs two reads at once: a slow read makes the next tick wait", async () => {
    vi.useFakeTimers();
    let release: (v: string) => void = () => {};
    const read = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const stop = watchVersion(read, () => {}, 1000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(read).toHaveBeenCalledTimes(1);
    release("1");
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(2);
    stop();
  });
});
