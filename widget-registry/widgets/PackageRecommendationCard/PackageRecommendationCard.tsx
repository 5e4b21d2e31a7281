/**
 * Recommended packages: "An item is a package when it has more than one inclusion", so anything else in the
 * list is left out. Each card says what the package covers and what it saves over the MRP; "Add package" puts
 * it in the cart through the dispatcher (the cart replaces the tests the package covers).
 */
import type { SectionMeta } from "#schemas/generated/meta";
import { inclusionText, isPackage } from "~/lib/item";
import { reportTatText, tatHoursToMs } from "~/lib/report-tat";
import type { WidgetProps } from "../../define-widget";
import { PriceBlock } from "../../item-card/PriceBlock";
import { GenderBadge } from "../../item-card/GenderBadge";
import { Tag } from "../../item-card/ItemCard";
import { ITEM_LIMIT, itemHref, type CardItem, type ItemListProps } from "../../item-card/types";
import { CardRow, CardRowSkeleton, type CardRowOptions } from "../shared/card-row";
import { WidgetLink } from "../shared/links";

export const NO_RECOMMENDATION_TEXT = "No package recommendations for you right now";
const options: CardRowOptions = { mwebCards: 1.2 };

/** The items a package recommendation row shows: packages only, at most the widget data limit. */
export function recommendedPackages(items: readonly CardItem[] | null | undefined): CardItem[] {
  return (items ?? []).filter((i) => isPackage(i)).slice(0, ITEM_LIMIT);
}

function Recommendation({ item, dispatch }: { item: CardItem; dispatch: WidgetProps<ItemListProps>["dispatch"] }) {
  const tag = (item.itemTags ?? []).find((t) => t?.display_text);
  const report = reportTatText(tatHoursToMs(item.reportTATHours));
  return (
    <article className="w-pkgrec" data-item-id={item.itemId}>
      <div className="w-pkgrec-top">
        <span className="w-pkgrec-badge">Recommended</span>
        {tag ? (
          <ul className="w-item-tags" aria-label="Highlights">
            <Tag tag={tag} />
          </ul>
        ) : null}
      </div>
      <h3 className="w-item-name">
        <WidgetLink href={itemHref(item)} dispatch={dispatch} event="item_click" className="w-item-link">
          {item.itemName}
        </WidgetLink>
      </h3>
      <p className="w-item-kind">
        <span className="w-item-includes">{inclusionText(item)}</span>
        <GenderBadge gender={item.gender} />
      </p>
      {report ? <p className="w-item-report">{report}</p> : null}
      <div className="w-item-buy">
        <PriceBlock pricing={item.diagnosticPricing} />
        <button
          type="button"
          className="btn-primary btn-small w-item-add"
          aria-label={`Add package: ${item.itemName}`}
          onClick={() => dispatch({ type: "add_to_cart", item_id: item.itemId }, "add_to_cart")}
        >
          Add package
        </button>
      </div>
    </article>
  );
}

export function PackageRecommendationCard({ props, meta, section, dispatch }: WidgetProps<ItemListProps>) {
  return (
    <CardRow slotClassName="w-pkgrec-skel" className="w-pkgrecs" meta={meta} section={section} dispatch={dispatch} label="Recommended packages" empty={NO_RECOMMENDATION_TEXT} options={options}>
      {recommendedPackages(props.items).map((item) => (
        <Recommendation key={item.itemId} item={item} dispatch={dispatch} />
      ))}
    </CardRow>
  );
}

export function PackageRecommendationCardSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <CardRowSkeleton className="w-pkgrecs" cardClassName="w-pkgrec-skel" meta={meta} view={view} options={options} />;
}
