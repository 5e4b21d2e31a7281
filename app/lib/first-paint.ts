/**
 * Runs `run` once the browser has presented the page's first paint. The page's scripts are asked for this way
 * (scripts-after-paint.ts), so they can never hold back the first paint of the server's HTML, and Lighthouse's
 * simulated largest paint stops counting them (docs/decisions/2026-11-28-largest-paint.md).
 *
 * The browser reports the first paint (a "paint" performance entry) with the time the frame was presented, which
 * can be a frame or more after the main thread drew it; the largest paint is timed the same way. So where the
 * browser reports paints, `run` waits for that report. Elsewhere it waits for the first frame: a
 * requestAnimationFrame callback runs just before a frame is drawn, and a task queued from it runs after.
 *
 * A hidden tab draws no frames, so there `run` is only queued as a task: the page must not wait for the tab to be
 * shown. Nor does Chromium draw an iframe out of view from another origin (the studio's sandboxed desktop preview
 * below the fold): there `run` starts after `waitMs` without a paint.
 *
 * The function is also written into every page as the text of an inline script (scripts-after-paint.ts), so it
 * refers to nothing outside itself: the window and the wait are arguments, not defaults or module constants.
 */

/** How long a visible page waits for its first paint before running anyway. */
export const FIRST_PAINT_WAIT_MS = 500;

export type PaintWindow = Pick<Window, "requestAnimationFrame" | "setTimeout"> & {
  document: Pick<Document, "visibilityState">;
  PerformanceObserver?: Pick<typeof PerformanceObserver, "supportedEntryTypes"> & (new (callback: PerformanceObserverCallback) => Pick<PerformanceObserver, "observe" | "disconnect">);
};

export function onFirstPaint(run: () => void, win: PaintWindow, waitMs: number): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  if (win.document.visibilityState === "hidden") {
    win.setTimeout(start, 0);
    return;
  }
  win.setTimeout(start, waitMs);
  const Observer = win.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).includes("paint")) {
    // `buffered`: a paint presented before this script ran is reported too.
    const observer = new Observer(() => {
      observer.disconnect();
      win.setTimeout(start, 0);
    });
    observer.observe({ type: "paint", buffered: true });
    return;
  }
  win.requestAnimationFrame(() => win.setTimeout(start, 0));
}
