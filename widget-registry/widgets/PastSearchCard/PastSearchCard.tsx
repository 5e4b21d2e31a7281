/**
 * Past searches: the items a user looked at recently, newest first. The spec shows 2 recent search items,
 * so the card never lists more, however many the data source returns.
 */
import type { SectionMeta } from "#schemas/generated/meta";
import { ItemName } from "../../item-card/ItemName";
import { inclusionText } from "~/lib/item";
import type { WidgetProps } from "../../define-widget";
import { SectionHeader } from "../../SectionHeader";
import { PriceBlock } from "../../item-card/PriceBlock";
import { itemHref, type CardItem, type ItemListProps } from "../../item-card/types";
import { SkeletonBlock, SkeletonHeader } from "../shared/skeleton";
import { WidgetLink } from "../shared/links";

/** "Recent search items: 2 shown." */
export const RECENT_SEARCH_ITEMS_SHOWN = 2;
export const NO_PAST_SEARCH_TEXT = "Your recent searches will show here";

/** De-duplicated by item id (the first, newest, wins) and capped at the number shown. */
export function pastSearchItems(items: readonly CardItem[] | null | undefined): CardItem[] {
  const seen = new Set<number>();
  const out: CardItem[] = [];
  for (const item of items ?? []) {
    if (seen.has(item.itemId)) continue;
    seen.add(item.itemId);
    out.push(item);
    if (out.length === RECENT_SEARCH_ITEMS_SHOWN) break;
  }
  return out;
}

function SearchIcon() {
  return (
    <svg className="w-past-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 8v4l3 2M21 12a9 9 0 1 1-3-6.7M21 4v4h-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function PastSearchCard({ props, section, dispatch }: WidgetProps<ItemListProps>) {
  const items = pastSearchItems(props.items);
  return (
    <div className="w-past">
      <SectionHeader section={section} dispatch={dispatch} />
      {items.length ? (
        <ul className="w-past-list">
          {items.map((item) => (
            <li key={item.itemId} className="w-past-item" data-item-id={item.itemId}>
              <SearchIcon />
              <div className="w-past-text">
                <WidgetLink href={itemHref(item)} dispatch={dispatch} event="item_click" className="w-past-name">
                  <ItemName name={item.itemName} inline />
                </WidgetLink>
                {inclusionText(item) ? <span className="w-past-meta">{inclusionText(item)}</span> : null}
              </div>
              <PriceBlock pricing={item.diagnosticPricing} />
              <button
                type="button"
                className="btn-secondary btn-small"
                aria-label={`Add to cart: ${item.itemName}`}
                onClick={() => dispatch({ type: "add_to_cart", item_id: item.itemId }, "add_to_cart")}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="w-empty">{NO_PAST_SEARCH_TEXT}</p>
      )}
    </div>
  );
}

export function PastSearchCardSkeleton(_: { meta: SectionMeta; view: "web" | "mweb" }) {
  return (
    <div className="w-past" aria-hidden="true">
      <SkeletonHeader />
      <div className="w-past-list">
        {Array.from({ length: RECENT_SEARCH_ITEMS_SHOWN }, (_, i) => (
          <SkeletonBlock key={i} className="w-past-skel" />
        ))}
      </div>
    </div>
  );
}
