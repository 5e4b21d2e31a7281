/**
 * A carousel driven by section meta. The server renders a plain CSS scroll row (works without JS, no
 * layout shift); arrows, dots and auto-swipe drive that row after hydration. swiper is loaded with a dynamic import
 * only when the visitor reaches for the carousel (pointer over or on it, a touch, a wheel, keyboard focus, an arrow
 * or dot) and then takes the same DOM over: a page whose carousels nobody touches never downloads it.
 * swiper must never be imported statically here: this module is on the first-paint path of every screen.
 *
 * DOM contract (Playwright relies on it): the root has `data-carousel` and, once swiper runs,
 * `data-carousel-ready="true"`; every slide has `data-slide-index`; arrows are buttons named
 * "Previous slide" / "Next slide"; dots are buttons named "Go to slide N". A slide whose card was given a key
 * carries it as `data-item-id`, so impressions can count carousel cards one by one.
 */
import { Children, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from "react";
import type { Swiper as SwiperInstance } from "swiper/types";
import type { SectionMeta } from "#schemas/generated/meta";
import { BREAKPOINT_LG, BREAKPOINT_MD, SWIPE_THRESHOLD, carouselLayout, carouselVars, type LayoutOptions } from "./layout";

export interface CarouselProps extends LayoutOptions {
  meta: SectionMeta;
  view: "web" | "mweb";
  /** Accessible name of the carousel region (usually the section title). */
  label: string;
  children: ReactNode;
  className?: string;
}

interface NavState {
  index: number;
  snaps: number;
  atStart: boolean;
  atEnd: boolean;
  locked: boolean;
}

const prefersReducedMotion = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export function Carousel({ meta, view, label, children, className, peek, mwebCards, gap }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const layout = useMemo(() => carouselLayout(meta, view, { peek, mwebCards, gap }), [meta, view, peek, mwebCards, gap]);
  const layoutKey = JSON.stringify(layout);

  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const pausedRef = useRef(false);
  /** The slide an arrow, dot or auto-swipe sent the native row to (its smooth scroll may still be under way). */
  const targetRef = useRef<number | null>(null);
  const [mounted, setMounted] = useState(false);
  /** The visitor reached for the carousel: time to load swiper. */
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [nav, setNav] = useState<NavState>({ index: 0, snaps: count, atStart: true, atEnd: count <= 1, locked: false });

  const sync = useCallback((s: SwiperInstance) => {
    const next: NavState = {
      index: s.snapIndex,
      snaps: Math.max(1, s.snapGrid.length),
      atStart: s.isBeginning,
      atEnd: s.isEnd,
      locked: s.isLocked,
    };
    setNav((prev) =>
      prev.index === next.index && prev.snaps === next.snaps && prev.atStart === next.atStart && prev.atEnd === next.atEnd && prev.locked === next.locked
        ? prev
        : next,
    );
  }, []);

  useEffect(() => {
    setMounted(true);
    setReducedMotion(prefersReducedMotion());
  }, []);
  const reach = () => setWanted(true);

  // Enhance once reached for: dynamic import, then swiper over the server-rendered row.
  useEffect(() => {
    const reduced = prefersReducedMotion();
    const root = rootRef.current;
    const viewport = viewportRef.current;
    if (!wanted || !root || !viewport || count < 2) return;
    let cancelled = false;
    let instance: SwiperInstance | null = null;
    (async () => {
      try {
        const { default: Swiper } = await import("swiper");
        if (cancelled || !viewport.isConnected) return;
        // Keep the slide the visitor may already have scrolled to in the native row.
        const first = viewport.querySelector<HTMLElement>("[data-slide-index]");
        const step = first ? first.offsetWidth + layout.gap : 0;
        // An arrow pressed just before swiper arrived started a smooth scroll that may not have ended: its target
        // is where the visitor asked to be, not where the scroll happens to be now.
        const initialSlide = targetRef.current ?? (step > 0 ? Math.round(viewport.scrollLeft / step) : 0);
        viewport.scrollLeft = 0;
        instance = new Swiper(viewport, {
          wrapperClass: "w-carousel-track",
          slideClass: "w-carousel-slide",
          slidesPerView: layout.perView.sm,
          spaceBetween: layout.gap,
          breakpoints: {
            [BREAKPOINT_MD]: { slidesPerView: layout.perView.md },
            [BREAKPOINT_LG]: { slidesPerView: layout.perView.lg },
          },
          rewind: layout.rewind,
          initialSlide: Math.min(initialSlide, count - 1),
          speed: reduced ? 0 : 400,
          threshold: SWIPE_THRESHOLD,
          watchOverflow: true,
          grabCursor: true,
          on: {
            afterInit: (s) => sync(s),
            slideChange: (s) => sync(s),
            snapGridLengthChange: (s) => sync(s),
            reachBeginning: (s) => sync(s),
            reachEnd: (s) => sync(s),
            fromEdge: (s) => sync(s),
            lock: (s) => sync(s),
            unlock: (s) => sync(s),
            breakpoint: (s) => sync(s),
            resize: (s) => sync(s),
          },
        });
        swiperRef.current = instance;
        sync(instance);
        root.setAttribute("data-carousel-ready", "true");
        setReady(true);
      } catch {
        // No swiper (offline chunk, old browser): the native scroll row keeps working on its own.
      }
    })();
    return () => {
      cancelled = true;
      swiperRef.current = null;
      root.removeAttribute("data-carousel-ready");
      instance?.destroy(true, true);
    };
    // layoutKey stands for layout; count changes are handled by update() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layoutKey, sync, wanted]);

  useEffect(() => {
    const s = swiperRef.current;
    if (s && !s.destroyed) {
      s.update();
      sync(s);
    }
  }, [count, sync]);

  const autoplay = layout.autoplayMs != null && !reducedMotion && count > 1;
  useEffect(() => {
    if (!mounted || !autoplay || !playing) return;
    const id = window.setInterval(() => {
      if (pausedRef.current || document.hidden) return;
      const s = swiperRef.current;
      if (s && !s.destroyed) {
        if (s.isLocked || (s.isEnd && !layout.rewind)) return;
        s.slideNext();
        return;
      }
      // Not reached for yet: the native row swipes by itself, without swiper.
      const viewport = viewportRef.current;
      if (!viewport || viewport.scrollWidth <= viewport.clientWidth) return;
      const atEnd = viewport.scrollLeft + viewport.clientWidth >= viewport.scrollWidth - 1;
      if (atEnd && !layout.rewind) return;
      scrollRowTo(atEnd ? 0 : nativeIndex() + 1);
    }, layout.autoplayMs!);
    return () => window.clearInterval(id);
    // scrollRowTo and nativeIndex read refs and layout only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mounted, autoplay, playing, layout.autoplayMs, layout.rewind]);

  /** Before swiper is there (or without it), arrows and dots scroll the native row. */
  const scrollRowTo = (i: number) => {
    const viewport = viewportRef.current;
    const slide = viewport?.querySelector<HTMLElement>(`[data-slide-index="${i}"]`);
    if (!viewport || !slide) return;
    targetRef.current = i;
    // The viewport is the slides' offsetParent (position: relative in widgets.css).
    viewport.scrollTo({ left: slide.offsetLeft, behavior: reducedMotion ? "auto" : "smooth" });
  };
  const nativeIndex = () => {
    const viewport = viewportRef.current;
    const first = viewport?.querySelector<HTMLElement>("[data-slide-index]");
    return viewport && first ? Math.round(viewport.scrollLeft / (first.offsetWidth + layout.gap)) : 0;
  };
  const goTo = (i: number) => {
    reach();
    const s = swiperRef.current;
    if (s && !s.destroyed) s.slideTo(i);
    else scrollRowTo(Math.max(0, Math.min(count - 1, i)));
  };
  const prev = () => {
    reach();
    const s = swiperRef.current;
    if (s && !s.destroyed) s.slidePrev();
    else scrollRowTo(Math.max(0, nativeIndex() - 1));
  };
  const next = () => {
    reach();
    const s = swiperRef.current;
    if (s && !s.destroyed) s.slideNext();
    else scrollRowTo(Math.min(count - 1, nativeIndex() + 1));
  };

  /** Keyboard users tabbing into a card that is out of view: bring its slide into view. */
  const onFocus = (e: React.FocusEvent<HTMLDivElement>) => {
    pausedRef.current = true;
    reach();
    const s = swiperRef.current;
    const viewport = viewportRef.current;
    if (!s || s.destroyed || !viewport) return;
    viewport.scrollLeft = 0; // the browser scrolls even overflow:hidden boxes to a focused element
    const slide = (e.target as HTMLElement).closest<HTMLElement>("[data-slide-index]");
    const i = Number(slide?.dataset.slideIndex);
    if (!Number.isInteger(i)) return;
    const perView = Math.max(1, Math.floor(typeof s.params.slidesPerView === "number" ? s.params.slidesPerView : 1));
    if (i < s.activeIndex) s.slideTo(i);
    else if (i >= s.activeIndex + perView) s.slideTo(i - perView + 1);
  };
  const onBlur = (e: React.FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) pausedRef.current = false;
  };
  const onViewportScroll = () => {
    // Once swiper positions slides with transforms, a native scroll offset would double the movement.
    const viewport = viewportRef.current;
    if (ready && viewport && viewport.scrollLeft !== 0) viewport.scrollLeft = 0;
    // Before that, the dots follow the native row.
    if (!ready && viewport) {
      const index = Math.max(0, Math.min(count - 1, nativeIndex()));
      // Arrived where an arrow sent the row: from here on its offset says where the visitor is.
      if (targetRef.current === index) targetRef.current = null;
      setNav((prev) => (prev.index === index ? prev : { ...prev, index }));
    }
  };

  const style = carouselVars(layout) as CSSProperties;
  const dotCount = ready ? nav.snaps : count;
  const showArrows = mounted && layout.arrows && count > 1 && !nav.locked;
  const showDots = layout.dots && count > 1;

  return (
    <div
      ref={rootRef}
      className={`w-carousel${className ? ` ${className}` : ""}`}
      data-carousel=""
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onMouseEnter={() => (pausedRef.current = true)}
      onMouseLeave={() => (pausedRef.current = false)}
      onPointerEnter={reach}
      onPointerDown={reach}
      onTouchStart={reach}
      onWheel={reach}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="w-carousel-stage">
        <div className="w-carousel-viewport" ref={viewportRef} onScroll={onViewportScroll}>
          <div className="w-carousel-track">
            {slides.map((child, i) => (
              <div
                key={i}
                className="w-carousel-slide"
                data-slide-index={i}
                data-item-id={itemIdOf(child)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
              >
                {child}
              </div>
            ))}
          </div>
        </div>
        {showArrows ? (
          <>
            <button
              type="button"
              className="w-carousel-arrow w-carousel-prev"
              aria-label="Previous slide"
              aria-disabled={ready && !layout.rewind && nav.atStart ? true : undefined}
              onClick={prev}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              className="w-carousel-arrow w-carousel-next"
              aria-label="Next slide"
              aria-disabled={ready && !layout.rewind && nav.atEnd ? true : undefined}
              onClick={next}
            >
              <Chevron direction="right" />
            </button>
          </>
        ) : null}
        {mounted && autoplay && !nav.locked ? (
          <button
            type="button"
            className="w-carousel-play"
            aria-label={playing ? "Pause slides" : "Play slides"}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        ) : null}
      </div>
      {showDots ? (
        <div className="w-carousel-dots" data-pending={mounted ? undefined : "true"}>
          {Array.from({ length: dotCount }, (_, i) => (
            <button
              key={i}
              type="button"
              className="w-carousel-dot"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={mounted && nav.index === i ? "true" : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      ) : layout.dots ? (
        // One slide needs no dots, but the row keeps its room: the skeleton (which cannot count slides) draws it.
        <div className="w-carousel-dots" data-pending="true" aria-hidden="true" />
      ) : null}
    </div>
  );
}

/** A slide's item id for impression tracking: the key the widget gave the card (React prefixes it with ".$"). */
function itemIdOf(child: ReturnType<typeof Children.toArray>[number]): string | undefined {
  const key = typeof child === "object" && child && "key" in child ? child.key : null;
  return key != null && String(key).startsWith(".$") ? String(key).slice(2) : undefined;
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}
