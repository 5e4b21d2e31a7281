/**
 * Analytics sink: a structured log line per event. A tracking failure never breaks a request: errors here
 * are swallowed. Browser events arrive through the beacon route (resources.analytics) and are checked here
 * first, since anything can post to that URL.
 */
import { log } from "../log";
import type { CircleEventLabel } from "~/lib/circle-membership";

export function logServerEvent(name: string, properties: Record<string, unknown>): void {
  try {
    // Server-side analytics timestamps are shifted by 330 minutes (IST).
    const ts = new Date(Date.now() + 330 * 60_000).toISOString().replace("Z", "+05:30");
    log.info({ ...properties, event: name, ts });
  } catch {
    /* tracking errors are silently swallowed */
  }
}

/** The browser events the product records: impressions of sections and cards, clicks and add to cart. */
export const CLIENT_EVENTS = ["impression", "click", "add_to_cart", "open_modal"] as const;
export type ClientEventName = (typeof CLIENT_EVENTS)[number];

export interface ClientEvent {
  event: ClientEventName;
  screen: string;
  version: number;
  section: string;
  item_id: string | null;
  url?: string;
}

export const MAX_EVENTS_PER_BEACON = 50;
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const ITEM = /^[\w .:()/-]{1,120}$/;

/** Keeps the well-formed events of a beacon body and drops the rest; never throws. */
export function parseClientEvents(body: unknown): ClientEvent[] {
  if (!body || typeof body !== "object" || !Array.isArray((body as { events?: unknown }).events)) return [];
  const out: ClientEvent[] = [];
  for (const raw of (body as { events: unknown[] }).events.slice(0, MAX_EVENTS_PER_BEACON)) {
    if (!raw || typeof raw !== "object") continue;
    const e = raw as Record<string, unknown>;
    if (!(CLIENT_EVENTS as readonly unknown[]).includes(e.event)) continue;
    if (typeof e.screen !== "string" || !NAME.test(e.screen)) continue;
    if (typeof e.section !== "string" || !NAME.test(e.section)) continue;
    if (typeof e.version !== "number" || !Number.isInteger(e.version) || e.version < 0) continue;
    const itemId = e.item_id == null ? null : String(e.item_id);
    if (itemId != null && !ITEM.test(itemId)) continue;
    const event: ClientEvent = { event: e.event as ClientEventName, screen: e.screen, version: e.version, section: e.section, item_id: itemId };
    if (typeof e.url === "string" && e.url.length <= 2048) event.url = e.url;
    out.push(event);
  }
  return out;
}

export interface EventContext {
  view: string;
  /** The spec's Circle label of whoever sent the events (circleEventLabelOfAccount). */
  circleMember: CircleEventLabel;
  /** The visit arrived from the native app (spec §6 "Users arriving from the native app are flagged"). */
  nativeApp?: boolean;
}

/** Every browser event is recorded with the view, the sender's Circle label and the app flag, here and nowhere else. */
export function recordClientEvents(events: ClientEvent[], context: EventContext): void {
  for (const e of events)
    logServerEvent(e.event, { ...e, view: context.view, circle_member: context.circleMember, native_app: context.nativeApp ?? false, source: "web" });
}
