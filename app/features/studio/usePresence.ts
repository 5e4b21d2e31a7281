/**
 * The editor's side of presence: a heartbeat every 10 s while the draft is open (and at once), answering who
 * else is editing the screen and the draft's current revision; "leave" when the editor closes.
 */
import { useEffect, useState } from "react";

const EVERY_MS = 10_000;
const URL = "/resources/studio-presence";

export interface Presence {
  /** "Priya Sharma is editing this screen", or null when no one else is. */
  message: string | null;
  /** The draft's revision on the server at the last heartbeat. */
  revision: number | null;
  updatedBy: string | null;
}

export function usePresence(key: { screenName: string; screenView: string; segment: string }): Presence {
  const [presence, setPresence] = useState<Presence>({ message: null, revision: null, updatedBy: null });
  const { screenName, screenView, segment } = key;
  useEffect(() => {
    const form = (intent: string) => {
      const body = new FormData();
      body.set("intent", intent);
      body.set("screenName", screenName);
      body.set("screenView", screenView);
      body.set("segment", segment);
      return body;
    };
    let stopped = false;
    const beat = async () => {
      try {
        const res = await fetch(URL, { method: "POST", body: form("heartbeat") });
        if (!res.ok || stopped) return;
        const r = (await res.json()) as Presence;
        setPresence((p) => (p.message === r.message && p.revision === r.revision && p.updatedBy === r.updatedBy ? p : { message: r.message, revision: r.revision, updatedBy: r.updatedBy }));
      } catch {
        /* offline for a moment: the next beat tries again */
      }
    };
    void beat();
    const timer = window.setInterval(beat, EVERY_MS);
    const leave = () => navigator.sendBeacon?.(URL, form("leave"));
    window.addEventListener("pagehide", leave);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [screenName, screenView, segment]);
  return presence;
}
