/**
 * Rule (docs/decisions/2026-11-28-largest-paint.md): the page's scripts are asked for "after the first paint", and
 * the first paint counts from when the browser presented it: where the browser reports paints ("paint" performance
 * entries), only after that report; elsewhere from a requestAnimationFrame → setTimeout(0), after the first frame.
 * A hidden tab draws no frames, so there they are only queued as a task; an iframe out of view may never be drawn,
 * so a visible page starts them after FIRST_PAINT_WAIT_MS without a paint, and only once.
 */
import { describe, expect, it } from "vitest";
import { FIRST_PAINT_WAIT_MS, onFirstPaint, type PaintWindow } from "~/lib/first-paint";

function fakeWindow(visibilityState: DocumentVisibilityState, { reportsPaints }: { reportsPaints: boolean }) {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  /** Timers with a delay, and the delay each was set for. */
  const timers: { cb: () => void; ms: number }[] = [];
  /** The paint observers' callbacks still connected, and what each observes. */
  const observers: { report: () => void; observed: PerformanceObserverInit[]; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = reportsPaints ? ["paint", "largest-contentful-paint"] : ["mark", "measure"];
    private entry: (typeof observers)[number];
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { report: () => callback({} as PerformanceObserverEntryList, this as unknown as PerformanceObserver), observed: [], connected: true };
      observers.push(this.entry);
    }
    observe(init: PerformanceObserverInit) {
      this.entry.observed.push(init);
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const win: PaintWindow = {
    document: { visibilityState },
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(() => cb(0)),
    setTimeout: ((cb: () => void, ms = 0) => (ms > 0 ? timers.push({ cb, ms }) : tasks.push(cb))) as Window["setTimeout"],
    PerformanceObserver: FakeObserver,
  };
  const drain = (queue: (() => void)[]) => queue.splice(0).forEach((cb) => cb());
  const elapse = () => timers.splice(0).forEach((t) => t.cb());
  const paintReported = () => observers.filter((o) => o.connected).forEach((o) => o.report());
  return { win, frame: () => drain(frames), task: () => drain(tasks), elapse, paintReported, frames, tasks, timers, observers };
}

describe("the scripts start after the first paint is presented", () => {
  it("where the browser reports paints: not at the frame, only in a task after the paint is reported", () => {
    const w = fakeWindow("visible", { reportsPaints: true });
    const order: string[] = [];
    onFirstPaint(() => order.push("scripts"), w.win, FIRST_PAINT_WAIT_MS);
    expect(w.observers.map((o) => o.observed)).toEqual([[{ type: "paint", buffered: true }]]);
    w.frame();
    w.task(); // the frame was drawn but its presentation not yet reported
    expect(order).toEqual([]);
    w.paintReported();
    expect(order).toEqual([]);
    order.push("reported");
    w.task();
    expect(order).toEqual(["reported", "scripts"]);
    expect(w.observers[0].connected).toBe(false);
  });

  it("where it does not: neither at once, nor in the frame callback, nor in a task queued before the frame; only in the task after it", () => {
    const w = fakeWindow("visible", { reportsPaints: false });
    const order: string[] = [];
    onFirstPaint(() => order.push("scripts"), w.win, FIRST_PAINT_WAIT_MS);
    expect(w.observers).toHaveLength(0);
    expect(order).toEqual([]);
    w.task(); // a task already queued before the frame does not run it
    expect(order).toEqual([]);
    w.frame(); // the frame is about to be painted: still not
    expect(order).toEqual([]);
    order.push("painted");
    w.task();
    expect(order).toEqual(["painted", "scripts"]);
  });

  it("in a hidden tab, which draws no frames, it is queued as a task without waiting for a paint", () => {
    const w = fakeWindow("hidden", { reportsPaints: true });
    let ran = false;
    onFirstPaint(() => (ran = true), w.win, FIRST_PAINT_WAIT_MS);
    expect(w.frames).toHaveLength(0);
    expect(w.observers).toHaveLength(0);
    w.task();
    expect(ran).toBe(true);
  });

  it("a visible page that is never painted (an iframe out of view) runs after FIRST_PAINT_WAIT_MS, and only once", () => {
    const w = fakeWindow("visible", { reportsPaints: true });
    let runs = 0;
    onFirstPaint(() => runs++, w.win, FIRST_PAINT_WAIT_MS);
    expect(w.timers.map((t) => t.ms)).toEqual([FIRST_PAINT_WAIT_MS]);
    w.task();
    expect(runs).toBe(0);
    w.elapse(); // no paint came
    expect(runs).toBe(1);
    w.paintReported(); // a paint comes after all
    w.task();
    expect(runs).toBe(1);
  });

  it("after the paint, the wait's timer runs nothing a second time", () => {
    const w = fakeWindow("visible", { reportsPaints: false });
    let runs = 0;
    onFirstPaint(() => runs++, w.win, FIRST_PAINT_WAIT_MS);
    w.frame();
    w.task();
    w.elapse();
    expect(runs).toBe(1);
  });
});
