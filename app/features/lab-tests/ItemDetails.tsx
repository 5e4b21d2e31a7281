/**
 * An item page's body: what the test or package is, who it is for, its price (the item-card price rules in
 * lib/price), report time, preparation, what it includes with every parameter in print order, FAQs and the items
 * frequently booked together. All text comes from the "item" namespace, so the Hindi page is this same component.
 */
import { Link } from "@remix-run/react";
import { useState } from "react";
import { formatPrice, itemPriceDisplay } from "~/lib/price";
import { reportTatDays, reportTatText } from "~/lib/report-tat";
import { useActionDispatcher } from "~/sdui/actions";
import { useScreenUi } from "~/sdui/screen-ui";
import { addToCart } from "~/features/cart/cart-store";
import { track } from "~/lib/analytics.client";
import { useViewer } from "#widgets/viewer-context";
import { tagColours } from "#widgets/item-card/tag-colours";
import type { ItemPageData } from "./item-page.server";
import { ageRange, genderCode } from "./applicability";
import { ItemFaqs } from "./ItemFaqs";
import { Inclusions } from "./Inclusions";
import { useChrome, useDataWords } from "~/i18n/I18nProvider";
import { useItemWords } from "~/i18n/item-words";

const DISPATCH = { screen: "item_page", version: 0, section: "item", behaviours: [] };

export function ItemDetails({ data }: { data: ItemPageData }) {
  const { t } = useItemWords();
  const chrome = useChrome();
  const words = useDataWords();
  const { item, city, area, inclusions, reportTATInMs, frequentlyBookedTogether } = data;
  const ui = useScreenUi();
  // A piece of text in another language than the page's says so; in the page's language it needs no attribute.
  const own = (lang: string) => (lang === data.htmlLang ? undefined : lang);
  const [added, setAdded] = useState(false);
  const isPackage = item.itemType === "PACKAGE";
  const tatDays = reportTatDays(reportTATInMs);
  const cityName = words.city(city.name);
  const where = item.collectionType === "CENTER"
    ? t("centreCollection", { city: cityName })
    : area ? t("homeCollectionArea", { area, city: cityName }) : t("homeCollection", { city: cityName });

  return (
    <article className="item-page" data-item-id={item.itemId} lang={data.htmlLang}>
      <h1 className="page-title" lang={own(data.textLang.name)}>{item.itemName}</h1>
      <p className="item-kind">
        {isPackage ? t("kindPackage", { count: item.itemInclusionCount }) : t("kindTest")} · {where}
      </p>
      {item.itemTags.length ? (
        <ul className="item-tags" aria-label={chrome("highlights")}>
          {item.itemTags.map((tag) => (
            // The catalogue's colours when readable, else the default tag colours (the cards' one rule).
            <li key={tag.display_text} style={tagColours(tag.text_colour, tag.background_colour)}>{words.badge(tag.display_text)}</li>
          ))}
        </ul>
      ) : null}
      <Applicability gender={item.gender} from={item.fromAgeInDays} to={item.toAgeInDays} />
      <div className="item-buy">
        <ItemPrice pricing={item.diagnosticPricing} />
        {tatDays ? <p className="item-tat">{reportTatText(reportTATInMs, data.lang)}</p> : null}
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            track("add_to_cart", { screen: DISPATCH.screen, version: DISPATCH.version, section: DISPATCH.section, item_id: item.itemId });
            // From the item page a package replaces what it covers and goes to the cart (the cart store's rule).
            void addToCart(item.itemId, { source: "item_page" }).then((r) => {
              ui.showToast(r.message);
              if (r.ok) setAdded(true);
            });
          }}
        >
          {added ? t("addedToCart") : t("addToCart")}
        </button>
      </div>
      <section aria-labelledby="item-about">
        <h2 id="item-about">{isPackage ? t("aboutPackage") : t("aboutTest")}</h2>
        <p lang={own(data.textLang.description)}>{item.testDescription}</p>
      </section>
      <section aria-labelledby="item-prep">
        <h2 id="item-prep">{t("preparation")}</h2>
        <p lang={own(data.textLang.preparation)}>{item.testPreparationData}</p>
        {item.itemRemarks ? <p className="item-remarks"><strong>{t("note")}:</strong> {item.itemRemarks}</p> : null}
      </section>
      <Inclusions isPackage={isPackage} inclusions={inclusions} />
      <ItemFaqs data={data} tatDays={tatDays} />
      {frequentlyBookedTogether.length ? <FrequentlyBookedTogether items={frequentlyBookedTogether} pageLang={data.htmlLang} /> : null}
    </article>
  );
}

function Applicability({ gender, from, to }: { gender: string; from: number; to: number }) {
  const { t } = useItemWords();
  const range = ageRange(from, to);
  const age =
    range.kind === "all" ? t("ageAll")
    : range.kind === "from" ? t("ageFrom", { from: range.from })
    : range.kind === "to" ? t("ageTo", { to: range.to })
    : t("ageRange", { from: range.from, to: range.to });
  return (
    <dl className="item-applicability">
      <div><dt>{t("forWhom")}</dt><dd>{t(`gender${genderCode(gender)}`)}</dd></div>
      <div><dt>{t("age")}</dt><dd>{age}</dd></div>
    </dl>
  );
}

function ItemPrice({ pricing }: { pricing: ItemPageData["item"]["diagnosticPricing"] }) {
  const { t } = useItemWords();
  const { isCircleMember } = useViewer();
  const d = itemPriceDisplay(pricing, { isCircleMember });
  return (
    <div className="item-price">
      <strong><span className="visually-hidden">{t("price")} </span>{formatPrice(d.price)}</strong>
      {d.showSlashedPrice ? <s><span className="visually-hidden">{t("mrp")} </span>{formatPrice(d.mrp)}</s> : null}
      {d.discountPercent ? <span className="item-discount">{t("off", { percent: d.discountPercent })}</span> : null}
      {d.circlePrice != null ? <p className="item-circle">{isCircleMember ? t("circleApplied") : t("circlePrice", { price: formatPrice(d.circlePrice) })}</p> : null}
      {d.cashbackText ? <p className="item-circle">{d.cashbackText}</p> : null}
    </div>
  );
}

function FrequentlyBookedTogether({ items, pageLang }: { items: ItemPageData["frequentlyBookedTogether"]; pageLang: string }) {
  const { t } = useItemWords();
  const dispatch = useActionDispatcher(DISPATCH);
  const { isCircleMember } = useViewer();
  return (
    <section aria-labelledby="item-fbt">
      <h2 id="item-fbt">{t("frequentlyBookedTogether")}</h2>
      <ul className="item-fbt">
        {items.map((i) => (
          <li key={i.itemId}>
            <Link to={i.url} className="item-fbt-name" lang={i.nameLang === pageLang ? undefined : i.nameLang}>{i.itemName}</Link>
            <span className="item-fbt-price">{formatPrice(itemPriceDisplay(i.diagnosticPricing, { isCircleMember }).price)}</span>
            {/* Named "Add {item} to cart", not "Add to cart: …", so the page's own button stays the one "Add to cart". */}
            <button
              type="button"
              className="btn-secondary btn-small"
              aria-label={t("addItemToCart", { name: i.itemName })}
              onClick={() => dispatch({ type: "add_to_cart", item_id: i.itemId }, "add_to_cart")}
            >
              {t("add")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
