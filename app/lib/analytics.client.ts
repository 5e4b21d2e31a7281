/**
 * Browser-side events go to the analytics layer (window.dataLayer) and, batched, to the beacon endpoint
 * that feeds the server's analytics sink. Nothing is recorded for crawlers or before the visitor has
 * ACCEPTED analytics, and a tracking failure never breaks the page ("Tracking errors are silently swallowed").
 */
import type { isbot as IsBot } from "isbot";
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
/** Events tracked with consent before the crawler check arrived: recorded (or dropped) once it has. */
let awaiting: TrackedEvent[] = [];
let isbot: typeof IsBot | null = null;
let botCheck: Promise<void> | null = null;
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let clickedItem: string | null = null;
let unloadHooked = false;

/**
 * The crawler check (isbot's patterns, ~2 KB gzip) is fetched only once there is consent to track: a first visit,
 * not asked yet, tracks nothing and never downloads it. Resolves when the check is here; a failed fetch is tried
 * again on the next call.
 */
export function loadBotCheck(): Promise<void> {
  botCheck ??= import("isbot").then(
    (m) => {
      isbot = m.isbot;
      const early = awaiting;
      awaiting = [];
      for (const payload of early) record(payload);
    },
    () => {
      botCheck = null;
    },
  );
  return botCheck;
}

/** Whether events may be recorded now: consent given, the crawler check here and passed. */
export function canTrack(): boolean {
  try {
    return typeof navigator !== "undefined" && hasConsented() && isbot !== null && !isbot(navigator.userAgent);
  } catch {
    return false;
  }
}

/** Whether this visitor is tracked (waits for the crawler check when there is consent). */
export async function trackingAllowed(): Promise<boolean> {
  if (!hasConsented()) return false;
  await loadBotCheck();
  return canTrack();
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
    if (!hasConsented()) return;
    // The card is read now: the note of the click is cleared right after it.
    const payload: TrackedEvent = { event, ...properties, ts: Date.now() };
    if (event === "click" && payload.item_id == null && clickedItem != null) payload.item_id = clickedItem;
    if (isbot === null) {
      awaiting.push(payload);
      void loadBotCheck();
      return;
    }
    record(payload);
  } catch {
    /* swallowed */
  }
}

function record(payload: TrackedEvent) {
  try {
    if (!canTrack()) return;
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

/** Tests start from an empty queue (and, when asked, as a first visit: without the crawler check). */
export function resetAnalyticsForTesting({ withoutBotCheck = false } = {}): void {
  if (withoutBotCheck) {
    isbot = null;
    botCheck = null;
  }
  queue = [];
  awaiting = [];
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  clickedItem = null;
}
