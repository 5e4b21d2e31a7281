/**
 * What an item page shows beyond the item itself: its inclusions with their observations, the items active in a
 * city, FAQs, and the item's text in another language.
 */
import type { DB } from "../../db/client";
import { badRequest } from "../errors";
import { DEFAULT_CITY_ID, type DiagnosticItem } from "./catalogue";

export interface DiagnosticObservation {
  observationName: string;
  mandatoryValue: string;
  isHeader: string;
  PrintOrder: number;
}

export interface DiagnosticInclusion {
  itemId: number;
  name: string;
  allObservations: DiagnosticObservation[];
}

const byPrintOrder = (a: DiagnosticObservation, b: DiagnosticObservation) => a.PrintOrder - b.PrintOrder;

/**
 * getDiagnosticInclusionsByItemId(cityId, itemId): each test the item includes (a test includes itself) with its
 * observations in print order. Empty when the item is unknown or not sold in the city.
 */
export async function getDiagnosticInclusionsByItemId(db: DB, input: { cityId?: number | null; itemId: number }): Promise<DiagnosticInclusion[]> {
  const cityId = input.cityId ?? DEFAULT_CITY_ID;
  const sold = await db.selectFrom("diagnostic_pricing").select("item_id").where("item_id", "=", input.itemId).where("city_id", "=", cityId).executeTakeFirst();
  if (!sold) return [];
  const item = await db.selectFrom("diagnostic_items").select(["inclusions"]).where("item_id", "=", input.itemId).executeTakeFirst();
  if (!item) return [];
  const ids = JSON.parse(item.inclusions) as number[];
  if (!ids.length) return [];
  const rows = await db.selectFrom("diagnostic_items").select(["item_id", "item_name", "observations"]).where("item_id", "in", ids).execute();
  const byId = new Map(rows.map((r) => [r.item_id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is NonNullable<typeof r> => !!r)
    .map((r) => ({ itemId: r.item_id, name: r.item_name, allObservations: (JSON.parse(r.observations) as DiagnosticObservation[]).sort(byPrintOrder) }));
}

export interface ActiveDiagnostic {
  itemId: number;
  itemName: string;
  itemType: "TEST" | "PACKAGE";
  canonicalTag: string;
  category: string;
}

/** getActiveDiagnosticsByCityID(cityID): every item with an active price in the city, most booked first. */
export async function getActiveDiagnosticsByCityID(db: DB, cityID: number): Promise<ActiveDiagnostic[]> {
  if (!Number.isInteger(cityID) || cityID <= 0) throw badRequest("cityID must be a positive integer");
  const rows = await db
    .selectFrom("diagnostic_items")
    .innerJoin("diagnostic_pricing", "diagnostic_pricing.item_id", "diagnostic_items.item_id")
    .select(["diagnostic_items.item_id", "item_name", "item_type", "canonical_tag", "category"])
    .where("diagnostic_pricing.city_id", "=", cityID)
    .where("diagnostic_pricing.status", "=", "active")
    .orderBy("product_score", "desc")
    .orderBy("diagnostic_items.item_id")
    .execute();
  return rows.map((r) => ({ itemId: r.item_id, itemName: r.item_name, itemType: r.item_type, canonicalTag: r.canonical_tag, category: r.category }));
}

export interface ItemFaq {
  question: string;
  answer: string;
  /** The language the FAQ is in: the one asked for when translated, else "en" (shown in English, marked so). */
  lang: string;
}

/** The item's own FAQs in print order, each in the language asked for where a translation exists. */
export async function getItemFaqs(db: DB, itemId: number, lang = "en"): Promise<ItemFaq[]> {
  const rows = await db.selectFrom("diagnostic_item_faqs").select(["position", "question", "answer"]).where("item_id", "=", itemId).orderBy("position").execute();
  if (lang === "en" || !rows.length) return rows.map((r) => ({ question: r.question, answer: r.answer, lang: "en" }));
  const translated = await db
    .selectFrom("diagnostic_item_faq_translations")
    .select(["position", "question", "answer"])
    .where("item_id", "=", itemId)
    .where("lang", "=", lang)
    .execute();
  const byPosition = new Map(translated.map((t) => [t.position, t]));
  return rows.map((r) => {
    const t = byPosition.get(r.position);
    return t ? { question: t.question, answer: t.answer, lang } : { question: r.question, answer: r.answer, lang: "en" };
  });
}

export interface ItemTranslation {
  itemName: string | null;
  testDescription: string | null;
  testPreparationData: string | null;
}

/** Translated item text by item id; an item or field without a translation is simply absent (English is shown). */
export async function getItemTranslations(db: DB, itemIds: number[], lang: string): Promise<Map<number, ItemTranslation>> {
  const map = new Map<number, ItemTranslation>();
  if (!itemIds.length || lang === "en") return map;
  const rows = await db.selectFrom("diagnostic_item_translations").selectAll().where("lang", "=", lang).where("item_id", "in", itemIds).execute();
  for (const r of rows) map.set(r.item_id, { itemName: r.item_name, testDescription: r.test_description, testPreparationData: r.test_preparation_data });
  return map;
}

/** The item with its translated name, description and preparation where they exist. */
export function translateItem<T extends Pick<DiagnosticItem, "itemName" | "testDescription" | "testPreparationData">>(item: T, t: ItemTranslation | undefined): T {
  if (!t) return item;
  return {
    ...item,
    itemName: t.itemName ?? item.itemName,
    testDescription: t.testDescription ?? item.testDescription,
    testPreparationData: t.testPreparationData ?? item.testPreparationData,
  };
}
