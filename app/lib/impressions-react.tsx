/** React glue for impressions: a section frame observes itself and its cards once its widget has rendered. */
import { createContext, useContext, useEffect, type RefObject } from "react";
import { useLocation } from "@remix-run/react";
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

export function useSectionImpressions(ref: RefObject<HTMLElement>, { screen, version, section, enabled }: SectionTracking) {
  const tracking = useContext(TrackingContext);
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
