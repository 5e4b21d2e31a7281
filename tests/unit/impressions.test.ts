// @vitest-environment jsdom
/**
 * Impressions: "A section or card counts as seen when at least half of it is visible for 800 ms, once per page
 * view; carousel cards count one by one." IntersectionObserver is mocked; time is faked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ImpressionTracker, IMPRESSION_DWELL_MS, cardTargets, itemIdAt, type ImpressionTarget } from "~/lib/impressions.client";

class FakeObserver {
  static all: FakeObserver[] = [];
  observed = new Set<Element>();
  options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  /** The browser reporting how much of `el` is on screen. */
  show(el: Element, ratio: number) {
    if (!this.observed.has(el)) return;
    const entry = { target: el, intersectionRatio: ratio, isIntersecting: ratio > 0 } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const section = (name: string, item: string | null = null): ImpressionTarget => ({ screen: "diag_home", version: 7, section: name, item_id: item });

let seen: ImpressionTarget[];
let tracker: ImpressionTracker;
let io: FakeObserver;

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  seen = [];
  tracker = new ImpressionTracker((t) => seen.push(t));
  tracker.setPageView("page-1");
  io = FakeObserver.all[0];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("a section or card counts as seen when at least half of it is visible for 800 ms", () => {
  it("observes with threshold 0.5", () => {
    expect(io.options?.threshold).toContain(0.5);
  });

  it("half visible for 800 ms: one impression with screen, config version, section name and item id", () => {
    const el = document.createElement("section");
    tracker.observe(el, section("top_booked_tests", "1001"));
    io.show(el, 0.5);
    vi.advanceTimersByTime(IMPRESSION_DWELL_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([{ screen: "diag_home", version: 7, section: "top_booked_tests", item_id: "1001" }]);
  });

  it("less than half visible is not seen, however long", () => {
    const el = document.createElement("section");
    tracker.observe(el, section("offers"));
    io.show(el, 0.49);
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([]);
  });

  it("scrolled away before 800 ms: not seen, and the next visit starts the 800 ms again", () => {
    const el = document.createElement("section");
    tracker.observe(el, section("offers"));
    io.show(el, 0.8);
    vi.advanceTimersByTime(700);
    io.show(el, 0.2);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
    io.show(el, 0.6);
    vi.advanceTimersByTime(700);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(seen).toHaveLength(1);
  });

  it("once per page view: seen again only after a new page view", () => {
    const el = document.createElement("section");
    tracker.observe(el, section("offers"));
    io.show(el, 1);
    vi.advanceTimersByTime(800);
    // Still on screen, scrolled away and back, re-rendered: nothing new on this page view.
    io.show(el, 0);
    io.show(el, 1);
    tracker.observe(el, section("offers"));
    io.show(el, 1);
    vi.advanceTimersByTime(2000);
    expect(seen).toHaveLength(1);
    tracker.setPageView("page-2");
    tracker.observe(el, section("offers"));
    io.show(el, 1);
    vi.advanceTimersByTime(800);
    expect(seen).toHaveLength(2);
  });

  it("carousel cards count one by one", () => {
    const cards = ["1001", "1002", "1003"].map((id) => {
      const el = document.createElement("div");
      tracker.observe(el, section("top_booked_tests", id));
      return el;
    });
    io.show(cards[0], 1);
    io.show(cards[1], 0.6);
    io.show(cards[2], 0.1); // still off to the right of the carousel
    vi.advanceTimersByTime(800);
    expect(seen.map((s) => s.item_id)).toEqual(["1001", "1002"]);
    io.show(cards[2], 1); // swiped in
    vi.advanceTimersByTime(800);
    expect(seen.map((s) => s.item_id)).toEqual(["1001", "1002", "1003"]);
  });

  it("a hidden tab is not watching: pending impressions are dropped", () => {
    const el = document.createElement("section");
    tracker.observe(el, section("offers"));
    io.show(el, 1);
    vi.advanceTimersByTime(400);
    tracker.pauseAll();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });

  it("a tracking failure never breaks the page: a throwing reporter is swallowed", () => {
    const failing = new ImpressionTracker(() => {
      throw new Error("analytics down");
    });
    const obs = FakeObserver.all[1];
    const el = document.createElement("section");
    failing.observe(el, section("offers"));
    obs.show(el, 1);
    expect(() => vi.advanceTimersByTime(800)).not.toThrow();
  });

  it("without IntersectionObserver nothing is observed and nothing throws", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const t = new ImpressionTracker((x) => seen.push(x));
    expect(() => t.observe(document.createElement("div"), section("offers"))()).not.toThrow();
  });
});

describe("cards of a section", () => {
  it("carousel slides by their item id, grid cards by data-item-id, each once", () => {
    document.body.innerHTML = `
      <section data-section="top">
        <div data-slide-index="0" data-item-id="diag-1"><img alt=""></div>
        <div data-slide-index="1"><article data-item-id="1002"></article></div>
        <div data-slide-index="2"></div>
        <ul><li><article data-item-id="1004"></article></li></ul>
      </section>`;
    const found = cardTargets(document.querySelector("section")!).map((c) => c.itemId);
    expect(found).toEqual(["diag-1", "1002", "slide-2", "1004"]);
  });

  it("a click inside a card is attributed to that card's item id", () => {
    document.body.innerHTML = `<div data-slide-index="0" data-item-id="diag-2"><a href="/x"><span id="t">Go</span></a></div><p id="outside">x</p>`;
    expect(itemIdAt(document.getElementById("t"))).toBe("diag-2");
    expect(itemIdAt(document.getElementById("outside"))).toBeNull();
  });
});
