/** React glue for impressions: a section frame observes itself and its cards once its widget has rendered. */
import { createContext, useContext, useEffect, useState, type RefObject } from "react";
import { useLocation } from "@remix-run/react";
import { afterFirstPaint } from "./after-paint.client";
import { trackingAllowed } from "./analytics.client";
import { CONSENT_CHANGED } from "./consent";
import { cardTargets, impressionTracker } from "./impressions.client";

/** Off where widgets are shown outside a real screen (the widget gallery). */
export const TrackingContext = createContext(true);

export interface SectionTracking {
  screen: string;
  version: number;
  section: string;
  /** Only a loaded section is observed; skeletons and errors are not "seen". */
  enabled: boolean;
}

/**
 * Whether this visitor may be tracked, kept current when they answer the consent banner. Nothing is observed
 * before that: a section seen before consent would otherwise be used up without ever being sent. The first answer
 * waits until the page has loaded and the browser is idle: observing starts then, and a section already on screen
 * is reported at once (an observer's first call lists what is visible), so no impression is lost.
 */
export function useTrackingAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let live = true;
    const update = () => void trackingAllowed().then((yes) => live && setAllowed(yes));
    const cancel = afterFirstPaint(update);
    window.addEventListener(CONSENT_CHANGED, update);
    return () => {
      live = false;
      cancel();
      window.removeEventListener(CONSENT_CHANGED, update);
    };
  }, []);
  return allowed;
}

export function useSectionImpressions(ref: RefObject<HTMLElement>, { screen, version, section, enabled }: SectionTracking) {
  const enabledHere = useContext(TrackingContext);
  const allowed = useTrackingAllowed();
  const tracking = enabledHere && allowed;
  const pageView = useLocation().key;
  useEffect(() => {
    const el = ref.current;
    if (!tracking || !enabled || !el) return;
    try {
      const tracker = impressionTracker();
      tracker.setPageView(pageView);
      const stops = [tracker.observe(el, { screen, version, section, item_id: null })];
      for (const card of cardTargets(el)) stops.push(tracker.observe(card.el, { screen, version, section, item_id: card.itemId }));
      return () => stops.forEach((stop) => stop());
    } catch {
      return undefined;
    }
  }, [ref, tracking, enabled, pageView, screen, version, section]);
}
