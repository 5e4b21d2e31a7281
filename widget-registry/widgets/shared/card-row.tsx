/**
 * The frame most card widgets share: the section header, then the cards as a carousel driven by section meta
 * (the default) or as a grid (meta.variant "grid" / "list"), or an empty-state line. The skeleton draws the
 * same frame with placeholder cards of the class the real cards use, so both take the same box.
 */
import type { CSSProperties, ReactElement, ReactNode } from "react";
import type { SectionMeta } from "#schemas/generated/meta";
import type { Dispatch, SectionInfo } from "../../define-widget";
import { SectionHeader } from "../../SectionHeader";
import { Carousel } from "../../carousel/Carousel";
import { CarouselSkeleton } from "../../carousel/CarouselSkeleton";
import { gridLayout, gridVars, type GridLayout, type LayoutOptions } from "../../carousel/layout";
import { SkeletonHeader } from "./skeleton";

export interface CardRowOptions extends LayoutOptions {
  /** Grid columns on wide screens when meta.visible_cards is not set. */
  gridFallback?: number;
  /** Grid columns on mweb, for cards too rich to read at half a phone's width. */
  mwebCols?: number;
}

const isGrid = (meta: SectionMeta) => meta.variant === "grid" || meta.variant === "list";

/**
 * A grid reserves room for meta.visible_cards cards (the fallback when unset): the skeleton draws that many,
 * and a loaded grid with fewer cards keeps empty cells for the rest, so both have the same rows at every width.
 * Widgets cap their own lists (the spec's limits), so more cards than that still show, in more rows.
 */
export function gridSlots(meta: SectionMeta, options: CardRowOptions): number | null {
  if (meta.variant !== "grid") return null;
  return reservedCards(meta, options.gridFallback ?? 4);
}

/** How many cards a grid keeps room for: meta.visible_cards (1 to 12), else the widget's fallback. */
export function reservedCards(meta: SectionMeta, fallback: number): number {
  return Math.min(12, Math.max(1, Math.floor(meta.visible_cards ?? fallback)));
}

function gridFor(meta: SectionMeta, view: "web" | "mweb", options: CardRowOptions): GridLayout {
  if (meta.variant === "list") return { cols: { sm: 1, md: 2, lg: 2 } };
  if (view === "mweb" && options.mwebCols) return { cols: { sm: options.mwebCols, md: options.mwebCols, lg: options.mwebCols } };
  return gridLayout(meta, view, options.gridFallback ?? 4);
}

export function CardRow({
  className,
  meta,
  section,
  dispatch,
  label,
  empty,
  options = {},
  slotClassName,
  children,
}: {
  className: string;
  meta: SectionMeta;
  section: SectionInfo;
  dispatch: Dispatch;
  /** Accessible name of the carousel when the section has no title. */
  label: string;
  /** What to say when there are no cards. */
  empty: string;
  options?: CardRowOptions;
  /** The skeleton card's class, for the empty cells a grid keeps so it has the skeleton's rows. */
  slotClassName?: string;
  children: ReactElement[];
}) {
  let body: ReactNode;
  const slots = gridSlots(meta, options);
  const cards = children;
  // The empty line takes one card's room, as the skeleton's row of cards does.
  if (!children.length) body = <p className={slotClassName ? `w-empty w-empty--card ${slotClassName}` : "w-empty"}>{empty}</p>;
  else if (isGrid(meta))
    body = (
      <ul className="w-grid" style={gridVars(gridFor(meta, section.view, options)) as CSSProperties}>
        {cards.map((card, i) => (
          <li key={card.key ?? i}>{card}</li>
        ))}
        {slots && slotClassName
          ? Array.from({ length: Math.max(0, slots - cards.length) }, (_, i) => (
              <li key={`slot-${i}`} className="w-grid-slot" aria-hidden="true">
                <div className={slotClassName} />
              </li>
            ))
          : null}
      </ul>
    );
  else
    body = (
      <Carousel meta={meta} view={section.view} label={section.title ?? section.heading ?? label} {...options}>
        {children}
      </Carousel>
    );
  return (
    <div className={className}>
      <SectionHeader section={section} dispatch={dispatch} />
      {body}
    </div>
  );
}

export function CardRowSkeleton({
  className,
  cardClassName,
  meta,
  view,
  options = {},
}: {
  className: string;
  /** The skeleton card's class: it sets the same height as the real card. */
  cardClassName: string;
  meta: SectionMeta;
  view: "web" | "mweb";
  options?: CardRowOptions;
}) {
  const card = <div className={`w-skel ${cardClassName}`} />;
  let body: ReactNode;
  if (isGrid(meta)) {
    const grid = gridFor(meta, view, options);
    body = (
      <div className="w-grid" style={gridVars(grid) as CSSProperties}>
        {Array.from({ length: gridSlots(meta, options) ?? grid.cols.lg }, (_, i) => (
          <div key={i}>{card}</div>
        ))}
      </div>
    );
  } else {
    body = <CarouselSkeleton meta={meta} view={view} slide={card} options={options} />;
  }
  return (
    <div className={className} aria-hidden="true">
      <SkeletonHeader />
      {body}
    </div>
  );
}
