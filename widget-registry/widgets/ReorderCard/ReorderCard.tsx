/**
 * Previously booked tests and packages, each with "Book again": a signed-in user's quickest way back to a
 * routine test. Booking again adds the item to the cart through the dispatcher.
 */
import type { SectionMeta } from "#schemas/generated/meta";
import { inclusionText } from "~/lib/item";
import type { WidgetProps } from "../../define-widget";
import { PriceBlock } from "../../item-card/PriceBlock";
import { GenderBadge } from "../../item-card/GenderBadge";
import { ITEM_LIMIT, itemHref, type CardItem, type ItemListProps } from "../../item-card/types";
import { CardRow, CardRowSkeleton, type CardRowOptions } from "../shared/card-row";
import { WidgetLink } from "../shared/links";

export const REORDER_EMPTY_TEXT = "You have not booked any tests yet";
const options: CardRowOptions = { mwebCards: 1.3 };

function ReorderItem({ item, dispatch }: { item: CardItem; dispatch: WidgetProps<ItemListProps>["dispatch"] }) {
  const includes = inclusionText(item);
  return (
    <article className="w-reorder" data-item-id={item.itemId}>
      <p className="w-reorder-kicker">Booked before</p>
      <h3 className="w-reorder-name">
        <WidgetLink href={itemHref(item)} dispatch={dispatch} event="item_click" className="w-item-link">
          {item.itemName}
        </WidgetLink>
      </h3>
      <p className="w-item-kind">
        {includes ? <span className="w-item-includes">{includes}</span> : null}
        <GenderBadge gender={item.gender} />
      </p>
      <div className="w-reorder-buy">
        <PriceBlock pricing={item.diagnosticPricing} />
        <button
          type="button"
          className="btn-secondary btn-small"
          aria-label={`Book again: ${item.itemName}`}
          onClick={() => dispatch({ type: "add_to_cart", item_id: item.itemId }, "add_to_cart")}
        >
          Book again
        </button>
      </div>
    </article>
  );
}

export function ReorderCard({ props, meta, section, dispatch }: WidgetProps<ItemListProps>) {
  const items = (props.items ?? []).slice(0, ITEM_LIMIT);
  return (
    <CardRow slotClassName="w-reorder-skel" className="w-reorders" meta={meta} section={section} dispatch={dispatch} label="Book again" empty={REORDER_EMPTY_TEXT} options={options}>
      {items.map((item) => (
        <ReorderItem key={item.itemId} item={item} dispatch={dispatch} />
      ))}
    </CardRow>
  );
}

export function ReorderCardSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <CardRowSkeleton className="w-reorders" cardClassName="w-reorder-skel" meta={meta} view={view} options={options} />;
}
