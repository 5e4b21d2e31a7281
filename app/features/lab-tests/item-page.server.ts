/**
 * The item page's data, shared by every item route shape: /lab-tests/{nameSlug}, /lab-tests/{canonicalName}/{city},
 * /lab-tests/{nameSlug}-l-{location}-c-{city}, /{lang}/lab-tests/{nameSlug} and /test-details/{itemId}.
 */
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { getDiagnosticsByItemIdAndCanonicalTag } from "~/.server/domain/catalogue/catalogue";
import { getDiagnosticInclusionsByItemId, getItemFaqs, getItemTranslations, translateItem } from "~/.server/domain/catalogue/item-details";
import { getDiagnosticsReportTAT } from "~/.server/domain/lab-tests/report-tat";
import { FREQUENTLY_BOOKED_TOGETHER, getDiagnosticItemRecommendations } from "~/.server/domain/catalogue/recommendations";
import { resolveCity, slugify, type City } from "~/.server/domain/catalogue/listing";
import { i18nServer } from "~/i18n/i18next.server";
import { LANGUAGE_TAG, PREFIXED_LANGUAGES, type Language } from "~/i18n/resources";
import { formatPrice, itemPriceDisplay } from "~/lib/price";
import { itemStructuredData } from "./structured-data";
import { labPageViewer } from "./page-viewer.server";
import { itemTag, tagPage } from "~/.server/cache/page-tags";
export { isSlug, itemSlugForms } from "./item-slug";

export type ItemKey = { canonicalTag: string } | { itemId: number };

export interface ItemPageRequest {
  key: ItemKey;
  lang: Language;
  /** A city named by the URL (id or name); otherwise the visitor's city. */
  cityParam?: string;
  /** An area named by the URL (…-l-{location}-c-{city}). */
  locationParam?: string;
  /** The path this page is canonical at; defaults to /lab-tests/{canonicalTag} (with the language prefix). */
  canonicalPath?: (canonicalTag: string) => string;
}

const notFound = () => new Response("Not found", { status: 404 });

async function areaName(cityId: number, location: string | undefined): Promise<string | null> {
  if (!location) return null;
  const { db } = await getServices();
  const areas = await db.selectFrom("pincodes").select("area_name").where("city_id", "=", cityId).execute();
  return areas.find((a) => slugify(a.area_name) === location)?.area_name ?? null;
}

/** `context`: the route's load context (a render for a segment's shared page is told apart by it). */
export async function loadItemPage(request: Request, req: ItemPageRequest, context?: unknown) {
  const { db } = await getServices();
  const state = await getRequestState(request, context);
  let city: City = { id: state.location.cityId, name: state.location.cityName };
  if (req.cityParam) {
    const named = await resolveCity(db, req.cityParam);
    if (!named) throw notFound();
    city = named;
  }
  const found = await getDiagnosticsByItemIdAndCanonicalTag(db, { ...req.key, cityId: city.id });
  if (!found) throw notFound();
  const area = await areaName(city.id, req.locationParam);

  const [inclusions, tat, faqs, fbt, translations, t] = await Promise.all([
    getDiagnosticInclusionsByItemId(db, { cityId: city.id, itemId: found.itemId }),
    getDiagnosticsReportTAT(db, { itemIds: [found.itemId], cityId: city.id }),
    getItemFaqs(db, found.itemId, req.lang),
    getDiagnosticItemRecommendations(db, { itemIds: [found.itemId], bookingSource: FREQUENTLY_BOOKED_TOGETHER, cityId: city.id, limit: 6 }),
    getItemTranslations(db, [found.itemId, ...found.inclusions], req.lang),
    i18nServer.getFixedT(req.lang, "item"),
  ]);
  const fbtNames = await getItemTranslations(db, fbt.itemsData.map((i) => i.itemId), req.lang);
  const item = translateItem(found, translations.get(found.itemId));
  // The language each piece of item text is really in: a field the catalogue has no translation for is English,
  // and the page marks it so (lang="en-IN"), for screen readers and for search engines.
  const own = translations.get(found.itemId);
  const langOf = (translated: string | null | undefined) => (req.lang === "en" || translated ? LANGUAGE_TAG[req.lang] : LANGUAGE_TAG.en);
  const textLang = { name: langOf(own?.itemName), description: langOf(own?.testDescription), preparation: langOf(own?.testPreparationData) };

  const origin = state.origin;
  const prefix = (lang: Language) => (PREFIXED_LANGUAGES.includes(lang) ? `/${lang}` : "");
  const path = req.canonicalPath ? req.canonicalPath(item.canonicalTag) : `${prefix(req.lang)}/lab-tests/${item.canonicalTag}`;
  // What search engines are told (description, structured data) is the price for everyone, never a member's.
  const price = itemPriceDisplay(item.diagnosticPricing, { isCircleMember: false });
  const description = item.testDescription.length > 120 ? `${item.testDescription.slice(0, 117)}…` : item.testDescription;
  // The page shows the item, its inclusions and the items booked with it: a change of any of them drops it.
  tagPage(context, [found.itemId, ...inclusions.map((i) => i.itemId), ...fbt.itemsData.map((i) => i.itemId)].map(itemTag));

  return {
    lang: req.lang,
    viewer: labPageViewer(state, city.id),
    htmlLang: LANGUAGE_TAG[req.lang],
    city,
    area,
    item: {
      itemId: item.itemId,
      itemName: item.itemName,
      itemType: item.itemType,
      gender: item.gender,
      canonicalTag: item.canonicalTag,
      imageUrl: item.imageUrl,
      testDescription: item.testDescription,
      testPreparationData: item.testPreparationData,
      itemRemarks: item.itemRemarks,
      itemInclusionCount: item.itemInclusionCount,
      itemTags: item.itemTags,
      fromAgeInDays: item.fromAgeInDays,
      toAgeInDays: item.toAgeInDays,
      collectionType: item.collectionType,
      diagnosticPricing: item.diagnosticPricing,
    },
    textLang,
    inclusions: inclusions.map((i) => ({
      ...i,
      name: translations.get(i.itemId)?.itemName ?? i.name,
      nameLang: req.lang === "en" || translations.get(i.itemId)?.itemName ? LANGUAGE_TAG[req.lang] : LANGUAGE_TAG.en,
    })),
    reportTATInMs: tat[0]?.reportTATInMs ?? null,
    faqs,
    frequentlyBookedTogether: fbt.itemsData.map((i) => ({
      itemId: i.itemId,
      itemName: fbtNames.get(i.itemId)?.itemName ?? i.itemName,
      // Where the catalogue has no name in the page's language, the English name is shown and marked English.
      nameLang: req.lang === "en" || fbtNames.get(i.itemId)?.itemName ? LANGUAGE_TAG[req.lang] : LANGUAGE_TAG.en,
      url: `${prefix(req.lang)}/lab-tests/${i.canonicalTag}`,
      itemType: i.itemType,
      itemInclusionCount: i.itemInclusionCount,
      diagnosticPricing: i.diagnosticPricing,
    })),
    seo: {
      canonical: `${origin}${path}`,
      // hreflang: the English and Hindi pages of the item, and English as the default.
      alternates: [
        { hrefLang: "en-IN", href: `${origin}/lab-tests/${item.canonicalTag}` },
        ...PREFIXED_LANGUAGES.map((l) => ({ hrefLang: LANGUAGE_TAG[l], href: `${origin}/${l}/lab-tests/${item.canonicalTag}` })),
        { hrefLang: "x-default", href: `${origin}/lab-tests/${item.canonicalTag}` },
      ],
      title: t("metaTitle", { name: item.itemName, city: city.name }),
      description: t("metaDescription", { name: item.itemName, city: city.name, price: formatPrice(price.price), description }),
      image: item.imageUrl ? `${origin}${item.imageUrl}` : null,
      structuredData: itemStructuredData({
        item,
        inclusionNames: inclusions.map((i) => i.name),
        url: `${origin}${path}`,
        imageUrl: item.imageUrl ? `${origin}${item.imageUrl}` : null,
        price: price.price,
      }),
    },
  };
}

export type ItemPageData = Awaited<ReturnType<typeof loadItemPage>>;
