/** The body of DiagItemCard / DiagItemCardV2: header, then a carousel or a grid of item cards. */
import type { CSSProperties } from "react";
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../define-widget";
import { SectionHeader } from "../SectionHeader";
import { Carousel } from "../carousel/Carousel";
import { CarouselSkeleton } from "../carousel/CarouselSkeleton";
import { gridLayout, gridVars, type LayoutOptions } from "../carousel/layout";
import { SkeletonHeader } from "../widgets/shared/skeleton";
import { ItemCard } from "./ItemCard";
import { ITEM_LIMIT, type ItemListProps } from "./types";

export const EMPTY_ITEMS_TEXT = "No tests available right now";

/** Rich cards are too dense at 2.2 per phone screen: show about 1.7 (or 1.2 when one card per view). */
function mobileCards(meta: SectionMeta, compact: boolean): LayoutOptions {
  const visible = meta.visible_cards ?? 1;
  return { mwebCards: compact || visible < 2 ? 1.2 : 1.7 };
}

const isGrid = (meta: SectionMeta) => meta.variant === "grid" || meta.variant === "list";

export function ItemCardList({ props, meta, section, dispatch, compact = false }: WidgetProps<ItemListProps> & { compact?: boolean }) {
  const items = (props.items ?? []).slice(0, ITEM_LIMIT);
  const label = section.title ?? section.heading ?? (compact ? "Tests" : "Tests and packages");
  let body;
  if (!items.length) {
    body = <p className="w-empty">{EMPTY_ITEMS_TEXT}</p>;
  } else if (isGrid(meta)) {
    const cols = meta.variant === "list" ? { cols: { sm: 1, md: 2, lg: 2 } } : gridLayout(meta, section.view);
    body = (
      <ul className="w-grid w-item-grid" style={gridVars(cols) as CSSProperties}>
        {items.map((item) => (
          <li key={item.itemId}>
            <ItemCard item={item} dispatch={dispatch} compact={compact} />
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <Carousel meta={meta} view={section.view} label={label} {...mobileCards(meta, compact)}>
        {items.map((item) => (
          <ItemCard key={item.itemId} item={item} dispatch={dispatch} compact={compact} />
        ))}
      </Carousel>
    );
  }
  return (
    <div className={compact ? "w-items w-items--compact" : "w-items"}>
      <SectionHeader section={section} dispatch={dispatch} />
      {body}
    </div>
  );
}

export function ItemCardListSkeleton({ meta, view, compact = false }: { meta: SectionMeta; view: "web" | "mweb"; compact?: boolean }) {
  const card = <div className={`w-skel w-item-card-skel${compact ? " w-item-card-skel--compact" : ""}`} />;
  let body;
  if (isGrid(meta)) {
    const cols = meta.variant === "list" ? { cols: { sm: 1, md: 2, lg: 2 } } : gridLayout(meta, view);
    const count = cols.cols.lg * 2;
    body = (
      <div className="w-grid w-item-grid" style={gridVars(cols) as CSSProperties}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i}>{card}</div>
        ))}
      </div>
    );
  } else {
    body = <CarouselSkeleton meta={meta} view={view} slide={card} options={mobileCards(meta, compact)} />;
  }
  return (
    <div className={compact ? "w-items w-items--compact" : "w-items"} aria-hidden="true">
      <SkeletonHeader />
      {body}
    </div>
  );
}
