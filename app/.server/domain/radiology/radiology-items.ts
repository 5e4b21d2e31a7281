/**
 * The scans patients book (platform spec §3 Radiology item: radiologyItemID, name, price, startingPrice, categories,
 * FAQs). Prices are paise; `needsPrescription` is the seeded data rule of which scans need a doctor's prescription.
 */
import type { Selectable } from "kysely";
import type { Db } from "../orders/order-kinds";
import type { RadiologyItemTable } from "../../db/schema";
import { notFound } from "../errors";

export interface RadiologyItem {
  radiologyItemID: number;
  slug: string;
  name: string;
  /** Paise, before the clinic's registration fee. */
  price: number;
  /** Circle member price (paise), null where the scan has none; members pay it where lower (the one price rule). */
  circlePrice: number | null;
  /** Paise: the lowest all-in price a clinic offers it for (scan + the lowest registration fee). */
  startingPrice: number;
  categories: string[];
  needsPrescription: boolean;
  preparation: string;
  description: string;
  popular: boolean;
  FAQs: { question: string; answer: string }[];
}

type Row = Selectable<RadiologyItemTable>;

function toItem(r: Row, lowestFee: number): RadiologyItem {
  return {
    radiologyItemID: r.id,
    slug: r.slug,
    name: r.name,
    price: r.price,
    circlePrice: r.circle_price,
    startingPrice: r.price + lowestFee,
    categories: [r.category],
    needsPrescription: r.needs_prescription === 1,
    preparation: r.preparation,
    description: r.description,
    popular: r.popular === 1,
    FAQs: JSON.parse(r.faqs) as RadiologyItem["FAQs"],
  };
}

/** The lowest registration fee (paise) of the clinics offering each category. */
async function lowestFees(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom("facilities").select(["registration_fee", "radiology_categories"]).execute();
  const fees = new Map<string, number>();
  for (const r of rows) {
    for (const c of JSON.parse(r.radiology_categories) as string[]) fees.set(c, Math.min(fees.get(c) ?? Infinity, r.registration_fee * 100));
  }
  return fees;
}

const withFees = async (db: Db, rows: Row[]) => {
  const fees = await lowestFees(db);
  return rows.map((r) => toItem(r, fees.get(r.category) ?? 0));
};

/** Every scan, by category then name; of one category when given. */
export async function listRadiologyItems(db: Db, category?: string | null): Promise<RadiologyItem[]> {
  let q = db.selectFrom("radiology_items").selectAll().orderBy("category").orderBy("name");
  if (category) q = q.where("category", "=", category);
  return withFees(db, await q.execute());
}

export async function radiologyItemsByIds(db: Db, ids: readonly number[]): Promise<RadiologyItem[]> {
  if (!ids.length) return [];
  return withFees(db, await db.selectFrom("radiology_items").selectAll().where("id", "in", [...ids]).execute());
}

/** getRadiologyItemDetails: one scan by its id. */
export async function getRadiologyItemDetails(db: Db, itemId: number): Promise<RadiologyItem> {
  const [item] = await radiologyItemsByIds(db, [itemId]);
  if (!item) throw notFound("This scan is not available.");
  return item;
}

export async function radiologyItemBySlug(db: Db, slug: string): Promise<RadiologyItem | null> {
  const row = await db.selectFrom("radiology_items").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? (await withFees(db, [row]))[0] : null;
}

/** Scans whose name, category or description has every word of the keyword (case-insensitive). */
export async function searchRadiologyItems(db: Db, keyword: string): Promise<RadiologyItem[]> {
  const words = keyword.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const all = await listRadiologyItems(db);
  if (!words.length) return all.filter((i) => i.popular);
  const text = (i: RadiologyItem) => `${i.name} ${i.categories.join(" ")} ${i.slug} ${i.description}`.toLowerCase();
  return all.filter((i) => words.every((w) => text(i).includes(w)));
}
