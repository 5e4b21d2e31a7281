/**
 * The body of DiagItemCard / DiagItemCardV2: header, then a carousel or a grid of item cards, in the card-row
 * frame the other card widgets share (a grid keeps room for meta.visible_cards cards, the empty line one card's).
 */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../define-widget";
import type { LayoutOptions } from "../carousel/layout";
import { CardRow, CardRowSkeleton } from "../widgets/shared/card-row";
import { ItemCard } from "./ItemCard";
import { ITEM_LIMIT, type ItemListProps } from "./types";

export const EMPTY_ITEMS_TEXT = "No tests available right now";

/** Rich cards are too dense at 2.2 per phone screen: show about 1.7 (or 1.2 when one card per view). */
function mobileCards(meta: SectionMeta, compact: boolean): LayoutOptions {
  const visible = meta.visible_cards ?? 1;
  return { mwebCards: compact || visible < 2 ? 1.2 : 1.7 };
}

/** The skeleton card's class: a grid's empty cells and the empty line take this room, as the skeleton's cards do. */
const slotClass = (compact: boolean) => `w-item-card-skel${compact ? " w-item-card-skel--compact" : ""}`;

export function ItemCardList({ props, meta, section, dispatch, compact = false }: WidgetProps<ItemListProps> & { compact?: boolean }) {
  const items = (props.items ?? []).slice(0, ITEM_LIMIT);
  return (
    <CardRow
      className={compact ? "w-items w-items--compact" : "w-items"}
      meta={meta}
      section={section}
      dispatch={dispatch}
      label={compact ? "Tests" : "Tests and packages"}
      empty={EMPTY_ITEMS_TEXT}
      options={mobileCards(meta, compact)}
      slotClassName={slotClass(compact)}
    >
      {items.map((item) => (
        <ItemCard key={item.itemId} item={item} dispatch={dispatch} compact={compact} />
      ))}
    </CardRow>
  );
}

export function ItemCardListSkeleton({ meta, view, compact = false }: { meta: SectionMeta; view: "web" | "mweb"; compact?: boolean }) {
  return (
    <CardRowSkeleton
      className={compact ? "w-items w-items--compact" : "w-items"}
      cardClassName={slotClass(compact)}
      meta={meta}
      view={view}
      options={mobileCards(meta, compact)}
    />
  );
}
