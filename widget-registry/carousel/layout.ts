/**
 * How a carousel is laid out, from section meta alone, so the server-rendered scroll row and the
 * swiper that later takes it over agree on slide widths (no layout shift when swiper starts).
 */
import type { SectionMeta } from "#schemas/generated/meta";

/** Window widths (px) where web carousels show more cards; the same numbers are in widgets.css. */
export const BREAKPOINT_MD = 768;
export const BREAKPOINT_LG = 1024;
/** The spec's "slider delay 5000 ms" and "swipe distance 10". */
export const DEFAULT_TIME_TO_SWIPE = 5000;
export const SWIPE_THRESHOLD = 10;
export const DEFAULT_GAP = 12;

export interface CarouselLayout {
  /** Cards per view below 768 px, from 768 px, from 1024 px. */
  perView: { sm: number; md: number; lg: number };
  gap: number;
  /** ms between automatic swipes, or null when the carousel does not swipe by itself. */
  autoplayMs: number | null;
  /** circular_rotation: past the last slide comes the first again (rewind, so slide DOM never changes). */
  rewind: boolean;
  dots: boolean;
  arrows: boolean;
}

export interface LayoutOptions {
  /** Let the next card peek in on narrow screens (item and tile rows); banners fill the width. */
  peek?: boolean;
  /** Cards per view on mweb, when a widget knows better than the generic rule. */
  mwebCards?: number;
  gap?: number;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const round1 = (n: number) => Math.round(n * 10) / 10;

/** On phones ~1.2–2.2 cards: whole cards plus part of the next one, which says "swipe me". */
function narrow(visible: number, peek: boolean): number {
  if (!peek) return Math.min(visible, 2);
  return round1(clamp(Math.min(visible, 2) + 0.2, 1.2, 2.2));
}

export function carouselLayout(meta: SectionMeta, view: "web" | "mweb", options: LayoutOptions = {}): CarouselLayout {
  const peek = options.peek ?? true;
  const visible = clamp(Math.floor(meta.visible_cards ?? 1), 1, 12);
  let perView: CarouselLayout["perView"];
  if (view === "mweb") {
    const n = options.mwebCards != null ? round1(clamp(options.mwebCards, 1, 12)) : narrow(visible, peek);
    perView = { sm: n, md: n, lg: n };
  } else {
    perView = { sm: visible === 1 ? 1 : narrow(visible, peek), md: Math.min(visible, 3), lg: visible };
  }
  return {
    perView,
    gap: options.gap ?? DEFAULT_GAP,
    autoplayMs: meta.auto_swipe ? (meta.time_to_swipe ?? DEFAULT_TIME_TO_SWIPE) : null,
    rewind: !!meta.circular_rotation,
    dots: !!meta.carousel_dots,
    arrows: !!meta.carousel_arrows,
  };
}

export interface GridLayout {
  /** Columns below 768 px, from 768 px, from 1024 px. */
  cols: { sm: number; md: number; lg: number };
}

/** A grid variant: meta.visible_cards columns on wide web screens, fewer as the window narrows; 2 on mweb. */
export function gridLayout(meta: SectionMeta, view: "web" | "mweb", fallback = 4): GridLayout {
  const visible = clamp(Math.floor(meta.visible_cards ?? fallback), 1, 12);
  if (view === "mweb") {
    const n = Math.min(visible, 2);
    return { cols: { sm: n, md: n, lg: n } };
  }
  return { cols: { sm: Math.min(visible, 2), md: Math.min(visible, 3), lg: visible } };
}

/** CSS custom properties widgets.css reads for a carousel row or a grid. */
export function carouselVars(layout: CarouselLayout): Record<string, string | number> {
  return { "--w-pv-sm": layout.perView.sm, "--w-pv-md": layout.perView.md, "--w-pv-lg": layout.perView.lg, "--w-gap": `${layout.gap}px` };
}

export function gridVars(layout: GridLayout): Record<string, string | number> {
  return { "--w-cols-sm": layout.cols.sm, "--w-cols-md": layout.cols.md, "--w-cols-lg": layout.cols.lg };
}
