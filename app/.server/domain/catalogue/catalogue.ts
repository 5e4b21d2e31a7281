/**
 * The diagnostic catalogue: items with their per-city diagnosticPricing. Plain data in, plain data out.
 * Pricing for a page of items is fetched with one query (never one query per item).
 */
import type { DB } from "../../db/client";
import type { Selectable } from "kysely";
import type { DiagnosticItemTable, DiagnosticPricingTable } from "../../db/schema";
import { badRequest } from "../errors";
import { getSearchIndex, searchItemIds } from "./search";

export const DEFAULT_CITY_ID = 9;
/** "Diagnostic widget data limit 50". */
export const DIAGNOSTIC_WIDGET_DATA_LIMIT = 50;

export type ListingFilter = "TESTS" | "PACKAGES" | "TESTS_AND_PACKAGES";
export type SortBy =
  | "PRICE_ASC" | "PRICE_DESC" | "POPULARITY_ASC" | "POPULARITY_DESC" | "TEST_COUNT_ASC" | "TEST_COUNT_DESC"
  | "NAME_ASC" | "NAME_DESC" | "TOP_DEALS_ASC" | "TOP_DEALS_DESC";

export interface DiagnosticPricing {
  mrp: number;
  price: number;
  allMrp: number;
  allPrice: number;
  circleMrp: number;
  circlePrice: number;
  groupPlan: string;
  nonCirclePlan: string;
  status: string;
  startDate: string;
  endDate: string;
  couponCode: string | null;
  showSlashedPrice: boolean;
  showDiscountPercent: boolean;
  circleDiscPercent: number;
  nonCircleDiscPercent: number;
  discountPercentage: number;
  isCircleDiscountGreater: boolean;
  cashbackText: string | null;
}

export interface DiagnosticItem {
  id: string;
  itemId: number;
  itemName: string;
  itemType: "TEST" | "PACKAGE";
  gender: string;
  rate: number;
  price: number;
  imageUrl: string | null;
  canonicalTag: string;
  category: string;
  url: string;
  testPreparationData: string;
  testDescription: string;
  itemRemarks: string | null;
  inclusions: number[];
  includedItemIds: number[];
  itemInclusionCount: number;
  itemInclusionText: string;
  subCategoryList: string[];
  productScore: number;
  itemTags: { display_text: string; display_icon: string | null; text_colour: string; background_colour: string }[];
  allObservations: { observationName: string; mandatoryValue: string; isHeader: string; PrintOrder: number }[];
  fromAgeInDays: number;
  toAgeInDays: number;
  collectionType: string;
  reportTATHours: number;
  extraInclusionsCount: number;
  diagnosticPricing: DiagnosticPricing[];
}

const pct = (mrp: number, price: number) => (mrp > 0 ? Math.round(((mrp - price) / mrp) * 100) : 0);

export function toPricing(p: Selectable<DiagnosticPricingTable>): DiagnosticPricing {
  const nonCircleDiscPercent = pct(p.mrp, p.price);
  const circleDiscPercent = pct(p.circle_mrp, p.circle_price);
  return {
    mrp: p.mrp,
    price: p.price,
    allMrp: p.mrp,
    allPrice: p.price,
    circleMrp: p.circle_mrp,
    circlePrice: p.circle_price,
    groupPlan: p.group_plan,
    nonCirclePlan: p.non_circle_plan,
    status: p.status,
    startDate: p.start_date,
    endDate: p.end_date,
    couponCode: null,
    showSlashedPrice: !!p.show_slashed_price,
    showDiscountPercent: !!p.show_discount_percent,
    circleDiscPercent,
    nonCircleDiscPercent,
    discountPercentage: nonCircleDiscPercent,
    isCircleDiscountGreater: p.circle_price < p.price,
    cashbackText: p.cashback_text,
  };
}

export function toItem(row: DiagnosticItemTable, pricing: DiagnosticPricing[]): DiagnosticItem {
  const inclusions: number[] = JSON.parse(row.inclusions);
  const active = pricing[0];
  return {
    id: String(row.item_id),
    itemId: row.item_id,
    itemName: row.item_name,
    itemType: row.item_type,
    gender: row.gender,
    rate: active?.mrp ?? 0,
    price: active?.price ?? 0,
    imageUrl: row.image_url,
    canonicalTag: row.canonical_tag,
    category: row.category,
    url: `/lab-tests/${row.canonical_tag}`,
    testPreparationData: row.test_preparation_data,
    testDescription: row.test_description,
    itemRemarks: row.item_remarks,
    inclusions,
    includedItemIds: inclusions,
    itemInclusionCount: inclusions.length,
    itemInclusionText: inclusions.length > 1 ? `Includes ${inclusions.length} tests` : "",
    subCategoryList: JSON.parse(row.sub_category_list),
    productScore: row.product_score,
    itemTags: JSON.parse(row.item_tags),
    allObservations: JSON.parse(row.observations),
    fromAgeInDays: row.from_age_in_days,
    toAgeInDays: row.to_age_in_days,
    collectionType: row.collection_type,
    reportTATHours: row.report_tat_hours,
    extraInclusionsCount: 0,
    diagnosticPricing: pricing,
  };
}

async function pricingFor(db: DB, itemIds: number[], cityId: number): Promise<Map<number, DiagnosticPricing[]>> {
  const map = new Map<number, DiagnosticPricing[]>();
  if (!itemIds.length) return map;
  const rows = await db
    .selectFrom("diagnostic_pricing")
    .selectAll()
    .where("city_id", "=", cityId)
    .where("item_id", "in", itemIds)
    .execute();
  for (const r of rows) {
    const list = map.get(r.item_id) ?? [];
    list.push(toPricing(r));
    map.set(r.item_id, list);
  }
  return map;
}

async function withPricing(db: DB, rows: DiagnosticItemTable[], cityId: number): Promise<DiagnosticItem[]> {
  const pricing = await pricingFor(db, rows.map((r) => r.item_id), cityId);
  // Items not priced in this city are not sold there.
  return rows.filter((r) => pricing.has(r.item_id)).map((r) => toItem(r, pricing.get(r.item_id)!));
}

async function resolveCityId(db: DB, cityId: number | null | undefined): Promise<number> {
  if (cityId == null) return DEFAULT_CITY_ID;
  const city = await db.selectFrom("cities").select("id").where("id", "=", cityId).executeTakeFirst();
  if (!city) throw badRequest(`Unknown cityId ${cityId}`);
  return city.id;
}

export interface ListingInput {
  cityId?: number | null;
  filter?: ListingFilter | null;
  limit?: number | null;
  offset?: number | null;
  sortBy?: SortBy | null;
  itemIds?: number[] | null;
  category?: string | null;
}

export interface ListingResult {
  itemList: DiagnosticItem[];
  totalCount: number;
  includesTestsAndPackages: boolean;
}

/**
 * A listing's order. Items that tie on the sort key (equal prices, scores, counts) keep one order, by item id, so a
 * page lists the same items on every request: paging and Back never show an item twice or lose one.
 */
export function sortItems(items: readonly DiagnosticItem[], sortBy: SortBy | null | undefined): DiagnosticItem[] {
  if (!sortBy) return [...items];
  const [key, dir] = [sortBy.slice(0, sortBy.lastIndexOf("_")), sortBy.endsWith("DESC") ? -1 : 1];
  const value = (i: DiagnosticItem): number | string => {
    const p = i.diagnosticPricing[0];
    switch (key) {
      case "PRICE": return p?.price ?? 0;
      case "POPULARITY": return i.productScore;
      case "TEST_COUNT": return i.itemInclusionCount;
      case "TOP_DEALS": return p?.discountPercentage ?? 0;
      default: return i.itemName.toLowerCase();
    }
  };
  return [...items].sort((a, b) => {
    const va = value(a), vb = value(b);
    return (va < vb ? -1 : va > vb ? 1 : a.itemId - b.itemId) * dir;
  });
}

/** getDiagnosticsListingData: cityId, filter, limit, offset, sortBy; also by itemIds. */
export async function getDiagnosticsListingData(db: DB, input: ListingInput): Promise<ListingResult> {
  const cityId = await resolveCityId(db, input.cityId);
  const limit = Math.min(Math.max(input.limit ?? 20, 1), DIAGNOSTIC_WIDGET_DATA_LIMIT);
  const offset = Math.max(input.offset ?? 0, 0);
  let q = db.selectFrom("diagnostic_items").selectAll();
  if (input.filter === "TESTS") q = q.where("item_type", "=", "TEST");
  if (input.filter === "PACKAGES") q = q.where("item_type", "=", "PACKAGE");
  if (input.itemIds?.length) q = q.where("item_id", "in", input.itemIds);
  if (input.category) q = q.where("category", "=", input.category);
  const rows = await q.orderBy("product_score", "desc").orderBy("item_id").execute();
  const items = sortItems(await withPricing(db, rows, cityId), input.sortBy);
  const types = new Set(items.map((i) => i.itemType));
  return {
    itemList: items.slice(offset, offset + limit),
    totalCount: items.length,
    includesTestsAndPackages: types.size > 1,
  };
}

/** findDiagnosticsByItemIDsAndCityID: items in the order asked for. */
export async function findDiagnosticsByItemIDsAndCityID(db: DB, itemIDs: number[], cityID?: number | null) {
  if (itemIDs.length > 100) throw badRequest("At most 100 itemIDs");
  const cityId = await resolveCityId(db, cityID);
  if (!itemIDs.length) return [];
  const rows = await db.selectFrom("diagnostic_items").selectAll().where("item_id", "in", itemIDs).execute();
  const items = await withPricing(db, rows, cityId);
  const byId = new Map(items.map((i) => [i.itemId, i]));
  return itemIDs.map((id) => byId.get(id)).filter((i): i is DiagnosticItem => !!i);
}

/** getDiagnosticsByItemIdAndCanonicalTag: either key finds the item. */
export async function getDiagnosticsByItemIdAndCanonicalTag(
  db: DB,
  input: { itemId?: number | null; canonicalTag?: string | null; cityId?: number | null },
) {
  if (input.itemId == null && !input.canonicalTag) throw badRequest("itemId or canonicalTag is required");
  const cityId = await resolveCityId(db, input.cityId);
  let q = db.selectFrom("diagnostic_items").selectAll();
  q = input.itemId != null ? q.where("item_id", "=", input.itemId) : q.where("canonical_tag", "=", input.canonicalTag!);
  const row = await q.executeTakeFirst();
  if (!row) return null;
  const [item] = await withPricing(db, [row], cityId);
  return item ?? null;
}

export async function getCities(db: DB) {
  return db.selectFrom("cities").selectAll().orderBy("id").execute();
}

export async function getPopularCategories(db: DB) {
  return db.selectFrom("categories").selectAll().orderBy("sort_order").execute();
}

/** A content-service widget list (by city, falling back to the all-cities list). */
export async function getWidgetItems(db: DB, widgetName: string, cityId: number) {
  const rows = await db
    .selectFrom("content_widgets")
    .selectAll()
    .where("widget_name", "=", widgetName)
    .where((eb) => eb.or([eb("city_id", "=", cityId), eb("city_id", "is", null)]))
    .execute();
  const row = rows.find((r) => r.city_id === cityId) ?? rows.find((r) => r.city_id == null);
  if (!row) return null;
  const itemIds: number[] = JSON.parse(row.item_ids);
  return { widgetName: row.widget_name, title: row.title, category: row.category, itemIds: itemIds.slice(0, DIAGNOSTIC_WIDGET_DATA_LIMIT) };
}

export async function getAllWidgets(db: DB) {
  const rows = await db.selectFrom("content_widgets").selectAll().orderBy("sort_order").orderBy("id").execute();
  return rows.map((r) => ({
    widgetName: r.widget_name,
    title: r.title,
    category: r.category,
    cityId: r.city_id,
    itemIds: JSON.parse(r.item_ids) as number[],
  }));
}

/** getWidgets: widget lists with their items priced for the city. */
export async function getWidgets(db: DB, input: { cityId?: number | null; widgetNames: string[] }) {
  const cityId = await resolveCityId(db, input.cityId);
  const out = [];
  for (const name of input.widgetNames.slice(0, 20)) {
    const w = await getWidgetItems(db, name, cityId);
    if (!w) continue;
    out.push({ ...w, diagnosticWidgetData: await findDiagnosticsByItemIDsAndCityID(db, w.itemIds, cityId) });
  }
  return out;
}

/** findDiagnosticsWidgetsPricing: just the pricing of a set of items, for re-pricing cached widget data. */
export async function findDiagnosticsWidgetsPricing(db: DB, itemIds: number[], cityId?: number | null) {
  if (itemIds.length > 100) throw badRequest("At most 100 itemIds");
  const city = await resolveCityId(db, cityId);
  const map = await pricingFor(db, itemIds, city);
  return itemIds.filter((id) => map.has(id)).map((id) => ({ itemId: id, diagnosticPricing: map.get(id)! }));
}

export interface RecommendationInputItem {
  itemId: number;
  itemType?: string | null;
}

export interface PackageRecommendationsResult {
  /** Best first: the packages that cover most of the input tests, then the cheapest for the plan. */
  packageRecommendations: DiagnosticItem[];
  coverage: { packageItemId: number; coveredItemIds: number[] }[];
}

const RECOMMENDATION_INPUT_LIMIT = 50;
const DEFAULT_RECOMMENDATION_COUNT = 10;

/**
 * getDiagnosticPackageRecommendationsBulk: packages that include the given tests (a package given as input
 * stands for the tests it includes), so that one package can replace several cart items. The input items
 * themselves are never recommended. groupPlan CIRCLE ranks equally good packages by their Circle price.
 */
export async function getDiagnosticPackageRecommendationsBulk(
  db: DB,
  input: { cityId?: number | null; groupPlan?: string | null; recommendationInputItems: RecommendationInputItem[]; limit?: number | null },
): Promise<PackageRecommendationsResult> {
  if (input.recommendationInputItems.length > RECOMMENDATION_INPUT_LIMIT) throw badRequest(`At most ${RECOMMENDATION_INPUT_LIMIT} recommendationInputItems`);
  const cityId = await resolveCityId(db, input.cityId);
  const inputIds = [...new Set(input.recommendationInputItems.map((i) => i.itemId))];
  if (!inputIds.length) return { packageRecommendations: [], coverage: [] };
  const limit = Math.min(Math.max(input.limit ?? DEFAULT_RECOMMENDATION_COUNT, 1), DIAGNOSTIC_WIDGET_DATA_LIMIT);

  const inputRows = await db.selectFrom("diagnostic_items").select(["item_id", "inclusions"]).where("item_id", "in", inputIds).execute();
  const wanted = new Set<number>();
  for (const r of inputRows) for (const id of JSON.parse(r.inclusions) as number[]) wanted.add(id);
  if (!wanted.size) return { packageRecommendations: [], coverage: [] };

  const packages = await db.selectFrom("diagnostic_items").selectAll().where("item_type", "=", "PACKAGE").execute();
  const covered = new Map<number, number[]>();
  const candidates = packages.filter((p) => {
    if (inputIds.includes(p.item_id)) return false;
    const hits = (JSON.parse(p.inclusions) as number[]).filter((id) => wanted.has(id));
    if (!hits.length) return false;
    covered.set(p.item_id, hits);
    return true;
  });
  const priced = await withPricing(db, candidates, cityId);
  const cost = (i: DiagnosticItem) => {
    const p = i.diagnosticPricing[0];
    if (!p) return Number.MAX_SAFE_INTEGER;
    return input.groupPlan === "CIRCLE" && p.circlePrice > 0 ? Math.min(p.circlePrice, p.price) : p.price;
  };
  const ranked = priced
    .sort((a, b) => covered.get(b.itemId)!.length - covered.get(a.itemId)!.length || cost(a) - cost(b) || a.itemId - b.itemId)
    .slice(0, limit);
  return {
    packageRecommendations: ranked,
    coverage: ranked.map((p) => ({ packageItemId: p.itemId, coveredItemIds: covered.get(p.itemId)! })),
  };
}

/** "search count 24": the most results one search returns. */
export const SEARCH_COUNT = 24;
const SEARCH_DEFAULT_SIZE = 10;
const SEARCH_PRICED_CANDIDATES = 20;

export interface SearchInput {
  keyword: string;
  cityId?: number | null;
  size?: number | null;
  itemType?: string | null;
  includeRadiology?: boolean | null;
}

/**
 * searchDiagnosticItem(keyword, cityId, size, itemType, includeRadiology): items ranked by name, synonyms and
 * inclusions, forgiving small typos (see ./search), priced for the city. Keywords under 2 characters find nothing
 * (type-ahead starts at 2). The catalogue holds no radiology items yet, so includeRadiology changes nothing today.
 */
export async function searchDiagnosticItem(db: DB, input: SearchInput): Promise<{ data: DiagnosticItem[]; totalCount: number }> {
  const keyword = input.keyword.trim().replace(/\s+/g, " ");
  if (keyword.length > 100) throw badRequest("keyword is too long");
  const itemType = input.itemType ? input.itemType.toUpperCase() : null;
  if (itemType && itemType !== "TEST" && itemType !== "PACKAGE") throw badRequest("itemType must be TEST or PACKAGE");
  const cityId = await resolveCityId(db, input.cityId);
  const size = Math.min(Math.max(input.size ?? SEARCH_DEFAULT_SIZE, 1), SEARCH_COUNT);
  if (keyword.length < 2) return { data: [], totalCount: 0 };
  const ids = searchItemIds(await getSearchIndex(db), keyword, itemType as "TEST" | "PACKAGE" | null);
  // Price only the best candidates: a search shows at most SEARCH_COUNT, and items unpriced in a city are rare.
  const candidates = ids.slice(0, Math.max(size * 2, SEARCH_PRICED_CANDIDATES));
  const found = await findDiagnosticsByItemIDsAndCityID(db, candidates, cityId);
  return { data: found.slice(0, size), totalCount: ids.length - (candidates.length - found.length) };
}
