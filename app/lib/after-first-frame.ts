/**
 * Runs `run` once the browser has presented the frame it is about to draw: a requestAnimationFrame callback runs
 * just before a frame is painted, and a task queued from it runs after that paint. The page's scripts are asked for
 * this way (scripts-after-paint.ts), so they can never hold back the first paint of the server's HTML, and
 * Lighthouse's simulated largest paint stops counting them (docs/decisions/2026-11-28-largest-paint.md).
 *
 * A hidden tab draws no frames, so there `run` is only queued as a task: the page must not wait for the tab to be
 * shown. Nor does Chromium draw an iframe out of view from another origin (the studio's sandboxed desktop preview
 * below the fold): there `run` starts after `waitMs` without a frame.
 *
 * The function is also written into every page as the text of an inline script (scripts-after-paint.ts), so it
 * refers to nothing outside itself: the window and the wait are arguments, not defaults or module constants.
 */

/** How long a visible page waits for its first frame before running anyway. */
export const FIRST_FRAME_WAIT_MS = 500;

export type FrameWindow = Pick<Window, "requestAnimationFrame" | "setTimeout"> & { document: Pick<Document, "visibilityState"> };

export function afterFirstFrame(run: () => void, win: FrameWindow, waitMs: number): void {
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
  win.setTimeout(start, waitMs);
}
