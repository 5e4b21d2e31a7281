/**
 * Rule (docs/decisions/2026-11-28-largest-paint.md): the page's scripts are asked for "after the first paint (the
 * bootstrap started from a frame, as hydration already is)": from a requestAnimationFrame → setTimeout(0), after
 * the first frame is presented. A hidden tab draws no frames, so there they are only queued as a task; an iframe out
 * of view may never be drawn, so a visible page starts them after FIRST_FRAME_WAIT_MS without a frame, and only once.
 */
import { describe, expect, it } from "vitest";
import { FIRST_FRAME_WAIT_MS, afterFirstFrame } from "~/lib/after-first-frame";

function fakeWindow(visibilityState: DocumentVisibilityState) {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  /** Timers with a delay, and the delay each was set for. */
  const timers: { cb: () => void; ms: number }[] = [];
  const win = {
    document: { visibilityState },
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(() => cb(0)),
    setTimeout: (cb: () => void, ms = 0) => (ms > 0 ? timers.push({ cb, ms }) : tasks.push(cb)),
  } as unknown as Parameters<typeof afterFirstFrame>[1];
  const drain = (queue: (() => void)[]) => queue.splice(0).forEach((cb) => cb());
  const elapse = () => timers.splice(0).forEach((t) => t.cb());
  return { win, frame: () => drain(frames), task: () => drain(tasks), elapse, frames, tasks, timers };
}

describe("the scripts start after the first frame is presented", () => {
  it("runs neither at once, nor in the frame callback, nor in a task queued before the frame: only in the task after it", () => {
    const w = fakeWindow("visible");
    const order: string[] = [];
    afterFirstFrame(() => order.push("hydrate"), w.win, FIRST_FRAME_WAIT_MS);
    expect(order).toEqual([]);
    w.task(); // a task already queued before the frame does not run it
    expect(order).toEqual([]);
    w.frame(); // the frame is about to be painted: still not
    expect(order).toEqual([]);
    order.push("painted");
    w.task();
    expect(order).toEqual(["painted", "hydrate"]);
  });

  it("in a hidden tab, which draws no frames, it is queued as a task without waiting for one", () => {
    const w = fakeWindow("hidden");
    let ran = false;
    afterFirstFrame(() => (ran = true), w.win, FIRST_FRAME_WAIT_MS);
    expect(w.frames).toHaveLength(0);
    w.task();
    expect(ran).toBe(true);
  });

  it("a visible page whose frames are never drawn (an iframe out of view) runs after FIRST_FRAME_WAIT_MS, and only once", () => {
    const w = fakeWindow("visible");
    let runs = 0;
    afterFirstFrame(() => runs++, w.win, FIRST_FRAME_WAIT_MS);
    expect(w.timers.map((t) => t.ms)).toEqual([FIRST_FRAME_WAIT_MS]);
    w.task();
    expect(runs).toBe(0);
    w.elapse(); // no frame came
    expect(runs).toBe(1);
    w.frame(); // a frame comes after all
    w.task();
    expect(runs).toBe(1);
  });

  it("after the frame, the wait's timer runs nothing a second time", () => {
    const w = fakeWindow("visible");
    let runs = 0;
    afterFirstFrame(() => runs++, w.win, FIRST_FRAME_WAIT_MS);
    w.frame();
    w.task();
    w.elapse();
    expect(runs).toBe(1);
  });
});
