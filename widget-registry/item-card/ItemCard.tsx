/**
 * One diagnostic item as a card: tags, name (a real link to the item page), what it includes, who it is for,
 * preparation and report time, price, and "Add to cart". `compact` is the horizontal DiagItemCardV2 layout.
 */
import { genderLabel, inclusionText } from "~/lib/item";
import { reportTatText, tatHoursToMs } from "~/lib/report-tat";
import type { Dispatch } from "../define-widget";
import { WidgetLink, useSafeHref } from "../widgets/shared/links";
import { PriceBlock } from "./PriceBlock";
import { AddToCartButton } from "./AddToCartButton";
import { GenderBadge } from "./GenderBadge";
import { ItemName } from "./ItemName";
import { tagColours } from "./tag-colours";
import { itemHref, type CardItem, type ItemTag } from "./types";
import { useDataWords } from "~/i18n/I18nProvider";

export function Tag({ tag }: { tag: ItemTag }) {
  const icon = useSafeHref(tag.display_icon);
  const { badge } = useDataWords();
  return (
    <li className="w-item-tag" style={tagColours(tag.text_colour, tag.background_colour)}>
      {icon ? <img src={icon} alt="" width={12} height={12} loading="lazy" decoding="async" /> : null}
      {badge(tag.display_text)}
    </li>
  );
}

export function ItemCard({ item, dispatch, compact = false }: { item: CardItem; dispatch: Dispatch; compact?: boolean }) {
  const tags = (item.itemTags ?? []).filter((t) => t?.display_text).slice(0, compact ? 1 : 2);
  const includes = inclusionText(item);
  const gender = genderLabel(item.gender);
  const report = reportTatText(tatHoursToMs(item.reportTATHours));
  const prep = item.testPreparationData?.trim();

  const details = (
    <>
      {tags.length ? (
        <ul className="w-item-tags" aria-label="Highlights">
          {tags.map((t) => (
            <Tag key={t.display_text} tag={t} />
          ))}
        </ul>
      ) : null}
      <h3 className="w-item-name">
        <WidgetLink href={itemHref(item)} dispatch={dispatch} event="item_click" className="w-item-link">
          <ItemName name={item.itemName} />
        </WidgetLink>
      </h3>
      {includes || gender ? (
        <p className="w-item-kind">
          {includes ? <span className="w-item-includes">{includes}</span> : null}
          {gender ? <GenderBadge gender={item.gender} /> : null}
        </p>
      ) : null}
      {prep && !compact ? <p className="w-item-prep">{prep}</p> : null}
      {report ? <p className="w-item-report">{report}</p> : null}
    </>
  );
  const buy = (
    <>
      <PriceBlock pricing={item.diagnosticPricing} />
      <AddToCartButton
        itemId={item.itemId}
        itemName={item.itemName}
        onAdd={() => dispatch({ type: "add_to_cart", item_id: item.itemId }, "add_to_cart")}
      />
    </>
  );

  return (
    <article className={compact ? "w-item-card w-item-card--compact" : "w-item-card"} data-item-id={item.itemId}>
      <div className="w-item-main">{details}</div>
      <div className="w-item-buy">{buy}</div>
    </article>
  );
}
