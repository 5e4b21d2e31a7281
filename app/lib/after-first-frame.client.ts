/**
 * Runs `run` once the browser has presented the frame it is about to draw: a requestAnimationFrame callback runs
 * just before a frame is painted, and a task queued from it runs after that paint. Hydration started this way can
 * never hold back the first paint of the server's HTML, and Lighthouse's simulated largest paint stops counting the
 * hydration scripts (docs/decisions/2026-11-28-largest-paint.md).
 *
 * A hidden tab draws no frames, so there `run` is only queued as a task: hydration must not wait for the tab to be shown.
 */
export function afterFirstFrame(run: () => void, win: Pick<Window, "requestAnimationFrame" | "setTimeout"> & { document: Pick<Document, "visibilityState"> } = window): void {
  if (win.document.visibilityState === "hidden") {
    win.setTimeout(run, 0);
    return;
  }
  win.requestAnimationFrame(() => win.setTimeout(run, 0));
}
