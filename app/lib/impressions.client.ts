/**
 * Impressions: "A section or card counts as seen when at least half of it is visible for 800 ms, once per
 * page view; carousel cards count one by one." One IntersectionObserver watches every target; a target that
 * drops under half visible before its 800 ms are up starts again from zero next time.
 */
import { track } from "./analytics.client";

export const IMPRESSION_THRESHOLD = 0.5;
export const IMPRESSION_DWELL_MS = 800;

export interface ImpressionTarget {
  screen: string;
  version: number;
  section: string;
  /** null for the section itself; the card's item id for a card. */
  item_id: string | null;
}

type Report = (target: ImpressionTarget) => void;

export class ImpressionTracker {
  private readonly observer: IntersectionObserver | null;
  private readonly targets = new Map<Element, ImpressionTarget>();
  private readonly timers = new Map<Element, ReturnType<typeof setTimeout>>();
  private readonly seen = new Set<string>();
  private pageView = "";

  constructor(
    private readonly report: Report,
    private readonly dwellMs = IMPRESSION_DWELL_MS,
  ) {
    this.observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => entries.forEach((e) => this.onEntry(e)), { threshold: [0, IMPRESSION_THRESHOLD] });
  }

  /** A new page view (first load or a client-side navigation): everything may be seen once again. */
  setPageView(id: string): void {
    if (id === this.pageView) return;
    this.pageView = id;
    this.seen.clear();
  }

  observe(el: Element, target: ImpressionTarget): () => void {
    if (!this.observer || this.seen.has(this.key(target))) return () => {};
    this.targets.set(el, target);
    this.observer.observe(el);
    return () => this.unobserve(el);
  }

  unobserve(el: Element): void {
    this.cancel(el);
    this.targets.delete(el);
    this.observer?.unobserve(el);
  }

  /** A hidden tab is not seen: pending dwell timers stop and start again once visible. */
  pauseAll(): void {
    for (const el of [...this.timers.keys()]) this.cancel(el);
  }

  private key(t: ImpressionTarget) {
    return `${this.pageView}|${t.screen}|${t.section}|${t.item_id ?? ""}`;
  }

  private onEntry(entry: IntersectionObserverEntry) {
    const target = this.targets.get(entry.target);
    if (!target) return;
    const halfVisible = entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_THRESHOLD;
    if (!halfVisible || (typeof document !== "undefined" && document.visibilityState === "hidden")) {
      this.cancel(entry.target);
      return;
    }
    if (this.timers.has(entry.target)) return;
    const el = entry.target;
    this.timers.set(
      el,
      setTimeout(() => {
        this.timers.delete(el);
        const key = this.key(target);
        if (this.seen.has(key)) return;
        this.seen.add(key);
        this.unobserve(el);
        try {
          this.report(target);
        } catch {
          /* a tracking failure never breaks the page */
        }
      }, this.dwellMs),
    );
  }

  private cancel(el: Element) {
    const t = this.timers.get(el);
    if (t) clearTimeout(t);
    this.timers.delete(el);
  }
}

let shared: ImpressionTracker | null = null;

/** The page's tracker: impressions go to the analytics layer as "impression" events. */
export function impressionTracker(): ImpressionTracker {
  if (!shared) {
    shared = new ImpressionTracker((t) => track("impression", { ...t }));
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") shared?.pauseAll();
    });
  }
  return shared;
}

/** Cards inside a section: carousel slides one by one, and item cards laid out outside a carousel. */
export function cardTargets(section: Element): { el: Element; itemId: string }[] {
  const out: { el: Element; itemId: string }[] = [];
  for (const slide of section.querySelectorAll<HTMLElement>("[data-slide-index]")) {
    const itemId = slide.dataset.itemId ?? slide.querySelector<HTMLElement>("[data-item-id]")?.dataset.itemId ?? `slide-${slide.dataset.slideIndex}`;
    out.push({ el: slide, itemId });
  }
  for (const card of section.querySelectorAll<HTMLElement>("[data-item-id]")) {
    if (card.hasAttribute("data-slide-index") || card.closest("[data-slide-index]")) continue;
    out.push({ el: card, itemId: card.dataset.itemId! });
  }
  return out;
}

/** The item a click landed on, if it landed on a card. */
export function itemIdAt(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const card = target.closest<HTMLElement>("[data-item-id]");
  if (card) return card.dataset.itemId ?? null;
  const slide = target.closest<HTMLElement>("[data-slide-index]");
  return slide ? (slide.dataset.itemId ?? null) : null;
}
