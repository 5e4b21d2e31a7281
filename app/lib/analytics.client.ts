/**
 * Browser-side events go to the analytics layer (window.dataLayer) and, batched, to the beacon endpoint
 * that feeds the server's analytics sink. Nothing is recorded for crawlers or before the visitor has
 * ACCEPTED analytics, and a tracking failure never breaks the page ("Tracking errors are silently swallowed").
 */
import { isbot } from "isbot";
import { hasConsented } from "./consent";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export const BEACON_URL = "/resources/analytics";
/** Events are sent in small batches: one request per burst of impressions rather than one per card. */
export const BEACON_FLUSH_MS = 1000;
export const BEACON_MAX_BATCH = 50;

export type TrackedEvent = Record<string, unknown> & { event: string; ts: number };

let queue: TrackedEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let clickedItem: string | null = null;
let unloadHooked = false;

export function canTrack(): boolean {
  try {
    return typeof navigator !== "undefined" && !isbot(navigator.userAgent) && hasConsented();
  } catch {
    return false;
  }
}

/**
 * The card a click landed on. Set while the click event is dispatched (SectionFrame, capture phase) so that
 * the dispatcher's "click" event carries the item id without every widget passing it along.
 */
export function noteClickedItem(itemId: string | null): void {
  clickedItem = itemId;
  if (itemId != null) setTimeout(() => (clickedItem = null), 0);
}

export function track(event: string, properties: Record<string, unknown> = {}): void {
  try {
    if (!canTrack()) return;
    const payload: TrackedEvent = { event, ...properties, ts: Date.now() };
    if (event === "click" && payload.item_id == null && clickedItem != null) payload.item_id = clickedItem;
    (window.dataLayer ??= []).push(payload);
    enqueue(payload);
  } catch {
    /* swallowed */
  }
}

function enqueue(payload: TrackedEvent) {
  queue.push(payload);
  hookUnload();
  if (queue.length >= BEACON_MAX_BATCH) return flushEvents();
  flushTimer ??= setTimeout(flushEvents, BEACON_FLUSH_MS);
}

/** Leaving the page must not lose the last batch: sendBeacon survives unload. */
function hookUnload() {
  if (unloadHooked) return;
  unloadHooked = true;
  window.addEventListener("pagehide", flushEvents);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushEvents();
  });
}

export function flushEvents(): void {
  try {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    if (!queue.length) return;
    const body = JSON.stringify({ events: queue.splice(0, BEACON_MAX_BATCH) });
    if (queue.length) flushTimer = setTimeout(flushEvents, 0);
    const sent = typeof navigator.sendBeacon === "function" && navigator.sendBeacon(BEACON_URL, new Blob([body], { type: "application/json" }));
    if (!sent) {
      void fetch(BEACON_URL, { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch(() => {});
    }
  } catch {
    /* swallowed */
  }
}

/** Tests start from an empty queue. */
export function resetAnalyticsForTesting(): void {
  queue = [];
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  clickedItem = null;
}
