/**
 * Runs `run` once the browser has presented the frame it is about to draw: a requestAnimationFrame callback runs
 * just before a frame is painted, and a task queued from it runs after that paint. Hydration started this way can
 * never hold back the first paint of the server's HTML, and Lighthouse's simulated largest paint stops counting the
 * hydration scripts (docs/decisions/2026-11-28-largest-paint.md).
 *
 * A hidden tab draws no frames, so there `run` is only queued as a task: hydration must not wait for the tab to be
 * shown. Nor does Chromium draw an iframe out of view from another origin (the studio's sandboxed desktop preview
 * below the fold): there `run` starts after FIRST_FRAME_WAIT_MS without a frame.
 */

/** How long a visible page waits for its first frame before running anyway. */
export const FIRST_FRAME_WAIT_MS = 500;

export function afterFirstFrame(run: () => void, win: Pick<Window, "requestAnimationFrame" | "setTimeout"> & { document: Pick<Document, "visibilityState"> } = window): void {
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
  win.requestAnimationFrame(() => win.setTimeout(start, 0));
  win.setTimeout(start, FIRST_FRAME_WAIT_MS);
}
