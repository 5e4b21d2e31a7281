/**
 * Browser-side events go to an analytics layer (window.dataLayer). Crawlers are not tracked, and a
 * tracking failure never breaks the page ("Tracking errors are silently swallowed").
 */
import { isbot } from "isbot";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function track(event: string, properties: Record<string, unknown> = {}): void {
  try {
    if (isbot(navigator.userAgent)) return;
    (window.dataLayer ??= []).push({ event, ...properties, ts: Date.now() });
  } catch {
    /* swallowed */
  }
}
