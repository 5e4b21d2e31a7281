// @vitest-environment jsdom
/**
 * The carousel: layout from section meta, the server-rendered scroll row (no swiper on first paint), and the
 * enhancement contract Playwright relies on (data-carousel-ready, data-slide-index, named arrow and dot buttons).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { carouselLayout, gridLayout } from "#widgets/carousel/layout";
import { Carousel } from "#widgets/carousel/Carousel";

const swiperCalls = vi.hoisted(() => ({ options: [] as Record<string, unknown>[], next: 0, prev: 0, to: [] as number[], destroyed: 0 }));

vi.mock("swiper", () => {
  class FakeSwiper {
    params: Record<string, unknown>;
    snapIndex = 0;
    activeIndex = 0;
    snapGrid = [0, 100, 200];
    isBeginning = true;
    isEnd = false;
    isLocked = false;
    destroyed = false;
    constructor(_el: HTMLElement, options: Record<string, unknown>) {
      this.params = options;
      swiperCalls.options.push(options);
    }
    private go(i: number) {
      this.snapIndex = this.activeIndex = i;
      this.isBeginning = i === 0;
      this.isEnd = i === this.snapGrid.length - 1;
      (this.params.on as Record<string, (s: FakeSwiper) => void>).slideChange(this);
    }
    slideNext() { swiperCalls.next++; this.go(Math.min(this.snapGrid.length - 1, this.snapIndex + 1)); }
    slidePrev() { swiperCalls.prev++; this.go(Math.max(0, this.snapIndex - 1)); }
    slideTo(i: number) { swiperCalls.to.push(i); this.go(i); }
    update() {}
    destroy() { this.destroyed = true; swiperCalls.destroyed++; }
  }
  return { default: FakeSwiper, Swiper: FakeSwiper };
});

beforeEach(() => {
  swiperCalls.options = [];
  swiperCalls.next = swiperCalls.prev = swiperCalls.destroyed = 0;
  swiperCalls.to = [];
});
afterEach(cleanup);

const slides = ["CBC", "Thyroid Profile", "HbA1c", "Lipid Profile", "Vitamin D"].map((t) => <p key={t}>{t}</p>);

describe("carouselLayout", () => {
  it("shows meta.visible_cards on wide web screens and fewer as the window narrows", () => {
    expect(carouselLayout({ visible_cards: 4 }, "web").perView).toEqual({ sm: 2.2, md: 3, lg: 4 });
    expect(carouselLayout({ visible_cards: 1 }, "web").perView).toEqual({ sm: 1, md: 1, lg: 1 });
  });

  it("on mweb shows 1.2–2.2 cards, so part of the next card is visible", () => {
    expect(carouselLayout({ visible_cards: 1 }, "mweb").perView.sm).toBe(1.2);
    expect(carouselLayout({ visible_cards: 2 }, "mweb").perView.sm).toBe(2.2);
    expect(carouselLayout({ visible_cards: 6 }, "mweb").perView.sm).toBe(2.2);
    expect(carouselLayout({ visible_cards: 1 }, "mweb", { peek: false }).perView.sm).toBe(1);
    expect(carouselLayout({ visible_cards: 3 }, "mweb", { mwebCards: 1.7 }).perView).toEqual({ sm: 1.7, md: 1.7, lg: 1.7 });
  });

  it("maps auto_swipe/time_to_swipe, circular_rotation (rewind), dots and arrows", () => {
    const l = carouselLayout({ auto_swipe: true, time_to_swipe: 4000, circular_rotation: true, carousel_dots: true, carousel_arrows: false }, "web");
    expect(l).toMatchObject({ autoplayMs: 4000, rewind: true, dots: true, arrows: false });
    expect(carouselLayout({ auto_swipe: true }, "web").autoplayMs).toBe(5000); // "slider delay 5000 ms"
    expect(carouselLayout({}, "web")).toMatchObject({ autoplayMs: null, rewind: false, dots: false, arrows: false });
  });

  it("grids show visible_cards columns on web and at most 2 on mweb", () => {
    expect(gridLayout({ visible_cards: 4 }, "web").cols).toEqual({ sm: 2, md: 3, lg: 4 });
    expect(gridLayout({ visible_cards: 4 }, "mweb").cols).toEqual({ sm: 2, md: 2, lg: 2 });
  });
});

describe("Carousel", () => {
  it("server-renders a plain row of slides, with no swiper and no arrows before hydration", () => {
    const html = renderToString(
      <Carousel meta={{ visible_cards: 2, carousel_arrows: true, carousel_dots: true }} view="web" label="Top Booked Tests">
        {slides}
      </Carousel>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const root = doc.querySelector("[data-carousel]")!;
    expect(root).not.toBeNull();
    expect(root.hasAttribute("data-carousel-ready")).toBe(false);
    expect([...root.querySelectorAll("[data-slide-index]")].map((s) => s.getAttribute("data-slide-index"))).toEqual(["0", "1", "2", "3", "4"]);
    expect(root.querySelector('[aria-label="Next slide"]')).toBeNull();
    expect(root.querySelectorAll('button[aria-label^="Go to slide"]')).toHaveLength(5);
    expect(swiperCalls.options).toHaveLength(0);
  });

  it("does not load swiper until the visitor reaches for the carousel", async () => {
    const { container } = render(
      <Carousel meta={{ visible_cards: 4, carousel_arrows: true }} view="web" label="Top Booked Tests">
        {slides}
      </Carousel>,
    );
    // Mounted (the arrows are there), yet no swiper: a page nobody swipes never downloads it.
    await screen.findByRole("button", { name: "Next slide" });
    await new Promise((r) => setTimeout(r, 20));
    expect(swiperCalls.options).toHaveLength(0);
    expect(container.querySelector("[data-carousel]")!.hasAttribute("data-carousel-ready")).toBe(false);
  });

  it("loads swiper when reached for, marks itself ready and moves one slide per arrow click", async () => {
    const { container, unmount } = render(
      <Carousel meta={{ visible_cards: 4, carousel_arrows: true, circular_rotation: false }} view="web" label="Top Booked Tests">
        {slides}
      </Carousel>,
    );
    const root = container.querySelector("[data-carousel]")!;
    fireEvent.pointerEnter(root);
    await waitFor(() => expect(root.getAttribute("data-carousel-ready")).toBe("true"));
    expect(swiperCalls.options[0]).toMatchObject({ slidesPerView: 2.2, rewind: false, breakpoints: { 768: { slidesPerView: 3 }, 1024: { slidesPerView: 4 } } });

    const next = screen.getByRole("button", { name: "Next slide" });
    const prev = screen.getByRole("button", { name: "Previous slide" });
    expect(next.getAttribute("type")).toBe("button");
    expect(prev.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(next);
    expect(swiperCalls.next).toBe(1);
    expect(prev.getAttribute("aria-disabled")).toBeNull();
    fireEvent.click(prev);
    expect(swiperCalls.prev).toBe(1);

    unmount();
    expect(swiperCalls.destroyed).toBe(1);
  });

  it("dots are buttons that go to their slide", async () => {
    const { container } = render(
      <Carousel meta={{ visible_cards: 1, carousel_dots: true, circular_rotation: true }} view="mweb" label="Offers" peek={false}>
        {slides}
      </Carousel>,
    );
    fireEvent.focus(screen.getByRole("button", { name: "Go to slide 1" }));
    await waitFor(() => expect(container.querySelector("[data-carousel]")!.getAttribute("data-carousel-ready")).toBe("true"));
    expect(swiperCalls.options[0]).toMatchObject({ slidesPerView: 1, rewind: true });
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 3" }));
    expect(swiperCalls.to).toEqual([2]);
    expect(screen.getByRole("button", { name: "Go to slide 3" }).getAttribute("aria-current")).toBe("true");
  });

  it("does not swipe by itself when the visitor prefers reduced motion", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const matchMedia = vi.fn().mockReturnValue({ matches: true, addEventListener() {}, removeEventListener() {} });
    vi.stubGlobal("matchMedia", matchMedia);
    try {
      const { container } = render(
        <Carousel meta={{ visible_cards: 1, auto_swipe: true, time_to_swipe: 1000 }} view="web" label="Offers">
          {slides}
        </Carousel>,
      );
      fireEvent.touchStart(container.querySelector("[data-carousel]")!);
      await waitFor(() => expect(container.querySelector("[data-carousel]")!.getAttribute("data-carousel-ready")).toBe("true"));
      expect(swiperCalls.options[0]).toMatchObject({ speed: 0 });
      vi.advanceTimersByTime(5000);
      expect(swiperCalls.next).toBe(0);
      expect(screen.queryByRole("button", { name: "Pause slides" })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it("swipes by itself every time_to_swipe ms otherwise, and can be paused", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { container } = render(
        <Carousel meta={{ visible_cards: 1, auto_swipe: true, time_to_swipe: 1000, circular_rotation: true }} view="web" label="Offers">
          {slides}
        </Carousel>,
      );
      fireEvent.wheel(container.querySelector("[data-carousel]")!);
      await waitFor(() => expect(container.querySelector("[data-carousel]")!.getAttribute("data-carousel-ready")).toBe("true"));
      await vi.advanceTimersByTimeAsync(1000);
      expect(swiperCalls.next).toBe(1);
      fireEvent.click(screen.getByRole("button", { name: "Pause slides" }));
      await vi.advanceTimersByTimeAsync(3000);
      expect(swiperCalls.next).toBe(1);
      expect(screen.getByRole("button", { name: "Play slides" })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
