/**
 * Item recommendations for item pages and the cart: "frequently booked together", recommendations from past
 * orders, and the frequently ordered items list.
 */
import type { DB } from "../../db/client";
import { badRequest } from "../errors";
import { DEFAULT_CITY_ID, findDiagnosticsByItemIDsAndCityID, getWidgetItems, type DiagnosticItem } from "./catalogue";
import { getItemTranslations, translateItem } from "./item-details";

export const FREQUENTLY_BOOKED_TOGETHER = "frequently booked together";
const RECOMMENDATION_COUNT = 8;
const MAX_INPUT = 50;

/**
 * getDiagnosticItemRecommendations(itemIds, bookingSource): items often booked with the given ones. Until order
 * history exists, "often booked with" means: the curated frequently-booked-together list and the most booked items
 * of the same categories. Never the given items, nor a test they already include.
 */
export async function getDiagnosticItemRecommendations(
  db: DB,
  input: { itemIds: number[]; bookingSource: string; cityId?: number | null; limit?: number | null },
): Promise<{ bookingSource: string; itemsData: DiagnosticItem[] }> {
  if (input.itemIds.length > MAX_INPUT) throw badRequest(`At most ${MAX_INPUT} itemIds`);
  if (!input.bookingSource?.trim()) throw badRequest("bookingSource is required");
  const cityId = input.cityId ?? DEFAULT_CITY_ID;
  const limit = Math.min(Math.max(input.limit ?? RECOMMENDATION_COUNT, 1), 20);
  if (!input.itemIds.length) return { bookingSource: input.bookingSource, itemsData: [] };

  const given = await db.selectFrom("diagnostic_items").select(["item_id", "inclusions", "category"]).where("item_id", "in", input.itemIds).execute();
  const exclude = new Set<number>(input.itemIds);
  for (const g of given) for (const id of JSON.parse(g.inclusions) as number[]) exclude.add(id);
  const categories = [...new Set(given.map((g) => g.category))];

  const curated = (await getWidgetItems(db, "frequently-booked-together", cityId))?.itemIds ?? [];
  const sameCategory = categories.length
    ? await db
        .selectFrom("diagnostic_items")
        .select("item_id")
        .where("category", "in", categories)
        .where("item_type", "=", "TEST")
        .orderBy("product_score", "desc")
        .orderBy("item_id")
        .limit(limit * 3)
        .execute()
    : [];
  const ids = [...new Set([...sameCategory.map((r) => r.item_id), ...curated])].filter((id) => !exclude.has(id)).slice(0, limit);
  return { bookingSource: input.bookingSource, itemsData: await findDiagnosticsByItemIDsAndCityID(db, ids, cityId) };
}

/** getDiagnosticItemRecommendationsByPastOrders: empty until the account has orders to learn from. */
export async function getDiagnosticItemRecommendationsByPastOrders(): Promise<DiagnosticItem[]> {
  return [];
}

/** getFrequentlyOrderedItemDetails(langCode): the most ordered items, named in the language where a translation exists. */
export async function getFrequentlyOrderedItemDetails(db: DB, input: { langCode?: string | null; cityId?: number | null }) {
  const cityId = input.cityId ?? DEFAULT_CITY_ID;
  const lang = (input.langCode ?? "en").toLowerCase();
  if (!/^[a-z]{2}$/.test(lang)) throw badRequest("langCode must be a two-letter language code");
  const ids = (await getWidgetItems(db, "frequently-booked-items", cityId))?.itemIds ?? [];
  const items = await findDiagnosticsByItemIDsAndCityID(db, ids, cityId);
  const translations = await getItemTranslations(db, ids, lang);
  return { langCode: lang, frequentlyOrderedItems: items.map((i) => translateItem(i, translations.get(i.itemId))) };
}
