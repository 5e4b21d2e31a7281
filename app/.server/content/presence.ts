/**
 * Presence in the studio: who else has a screen's draft open ("Priya Sharma is editing this screen"). Each open
 * editor sends a heartbeat; a person counts as present until PRESENCE_TTL_MS after their last one. Kept in the
 * shared cache (Redis when configured, so every instance sees the same people); advisory only: the draft's
 * revision check, not presence, is what keeps two editors from overwriting each other.
 */
import type { AppServices } from "../app-context";
import type { ScreenKey } from "./drafts";

/** Three missed heartbeats (one every 10 s) and a person is no longer shown. */
export const PRESENCE_TTL_MS = 30_000;

type Present = Record<string, { name: string; at: number }>;

const keyOf = (k: ScreenKey) => `studio:presence:${k.screenName}:${k.screenView}:${k.segment}`;

/** Records `who` as present on the screen now; answers the names of the others present, sorted. */
export async function heartbeat(services: Pick<AppServices, "cache">, k: ScreenKey, who: { key: string; name: string }, now = Date.now()): Promise<string[]> {
  const all: Present = { ...((await services.cache.get<Present>(keyOf(k))) ?? {}) };
  all[who.key] = { name: who.name, at: now };
  for (const [key, p] of Object.entries(all)) if (now - p.at > PRESENCE_TTL_MS) delete all[key];
  await services.cache.set(keyOf(k), all, PRESENCE_TTL_MS);
  return Object.entries(all)
    .filter(([key]) => key !== who.key)
    .map(([, p]) => p.name)
    .sort();
}

/** The person closed the editor: no longer shown to the others. */
export async function leave(services: Pick<AppServices, "cache">, k: ScreenKey, whoKey: string) {
  const all: Present = { ...((await services.cache.get<Present>(keyOf(k))) ?? {}) };
  if (!(whoKey in all)) return;
  delete all[whoKey];
  await services.cache.set(keyOf(k), all, PRESENCE_TTL_MS);
}

/** "Priya Sharma is editing this screen", "Priya Sharma and Kavya Iyer are editing this screen", or null. */
export function presenceMessage(others: string[]): string | null {
  if (!others.length) return null;
  const names = others.length === 1 ? others[0] : `${others.slice(0, -1).join(", ")} and ${others[others.length - 1]}`;
  return `${names} ${others.length === 1 ? "is" : "are"} editing this screen`;
}
