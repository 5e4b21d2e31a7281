/**
 * The phlebotomist's distance and arrival estimate, shown live on the patient's order page while the agent is on
 * the way (spec: phleboTrackLink, "agent on the way", "track agent").
 *
 * The rule:
 * - distance is the great-circle (haversine) distance from the agent's last shared position to the collection
 *   address — not the road distance, which would need a routing service;
 * - the agent is assumed to ride a two-wheeler at AGENT_SPEED_KMPH = 20 km/h, a typical average speed for
 *   two-wheelers in Indian city traffic (stops and turns included), so "ETA = distance ÷ 20 km/h", rounded up
 *   to a whole minute;
 * - within ARRIVING_WITHIN_M = 100 m the agent is "arriving" (GPS is not more precise than that indoors);
 * - a position older than STALE_AFTER_MS = 2 minutes is no longer live: the page says when the agent was last seen
 *   instead of an estimate that may be wrong.
 */
import { haversineKm, type LatLng } from "./geo";

export const AGENT_SPEED_KMPH = 20;
export const ARRIVING_WITHIN_M = 100;
export const STALE_AFTER_MS = 2 * 60 * 1000;

export interface AgentEta {
  /** Metres, whole. */
  distanceM: number;
  /** Whole minutes, rounded up; 0 when arriving. */
  etaMinutes: number;
  arriving: boolean;
}

/** "ETA = haversine distance ÷ 20 km/h", rounded up to a minute; arriving within 100 m. */
export function agentEta(agent: LatLng, collection: LatLng): AgentEta {
  const km = haversineKm(agent, collection);
  const distanceM = Math.round(km * 1000);
  if (distanceM <= ARRIVING_WITHIN_M) return { distanceM, etaMinutes: 0, arriving: true };
  return { distanceM, etaMinutes: Math.max(1, Math.ceil((km / AGENT_SPEED_KMPH) * 60)), arriving: false };
}

/** "2.4 km", "650 m": metres below one kilometre, one decimal above. */
export function formatDistance(distanceM: number): string {
  if (distanceM < 1000) return `${Math.round(distanceM / 10) * 10} m`;
  return `${(distanceM / 1000).toFixed(1)} km`;
}

/** The line the patient reads: "2.4 km away · about 8 min", or "Arriving now". */
export function agentEtaText(eta: Pick<AgentEta, "distanceM" | "etaMinutes" | "arriving">): string {
  if (eta.arriving) return "Arriving now";
  return `${formatDistance(eta.distanceM)} away · about ${eta.etaMinutes} min`;
}

/** Whether a position recorded at `recordedAt` is still live at `now`. */
export function isLivePosition(recordedAt: string, now: Date = new Date()): boolean {
  return now.getTime() - new Date(recordedAt).getTime() <= STALE_AFTER_MS;
}
