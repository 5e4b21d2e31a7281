/**
 * Work the first screen does not need (analytics) waits until the page has loaded and the browser is idle, so it
 * never competes with the first paint or with hydration. Returns a cancel function.
 */
export function afterFirstPaint(run: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idleHandle = window.requestIdleCallback(() => !cancelled && run(), { timeout: 2000 });
    else idleHandle = window.setTimeout(() => !cancelled && run(), 1);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", idle);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}
