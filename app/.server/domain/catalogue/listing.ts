/**
 * What a listing URL names: /test-listing/{slug}, /category-listing/{slug} and /lab-tests-category/{slug}-c-{city}
 * name a popular category (by slug, or by its name: "fever-infection" is "Fever & Infections") or a content
 * widget list ("top-booked-tests"). Cities in URLs are an id or a name ("9", "hyderabad", "new-delhi").
 */
import type { DB } from "../../db/client";
import { getWidgetItems } from "./catalogue";

export const LISTING_PAGE_SIZE = 20;

export const slugify = (text: string) => text.toLowerCase().replace(/&/g, " ").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export interface City {
  id: number;
  name: string;
}

export async function resolveCity(db: DB, param: string | null | undefined): Promise<City | null> {
  if (!param || param.length > 60) return null;
  const cities = await db.selectFrom("cities").select(["id", "name"]).execute();
  if (/^\d+$/.test(param)) return cities.find((c) => c.id === Number(param)) ?? null;
  const slug = slugify(param);
  return cities.find((c) => slugify(c.name) === slug) ?? null;
}

export type ListingSource =
  | { kind: "category"; slug: string; title: string; category: string }
  | { kind: "widget"; slug: string; title: string; itemIds: number[] };

export async function resolveListingSlug(db: DB, slug: string, cityId: number): Promise<ListingSource | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  const categories = await db.selectFrom("categories").select(["slug", "name"]).orderBy("sort_order").execute();
  const category =
    categories.find((c) => c.slug === slug) ??
    categories.find((c) => slugify(c.name) === slug) ??
    categories.find((c) => slug.length >= 4 && slugify(c.name).startsWith(slug));
  if (category) return { kind: "category", slug: category.slug, title: category.name, category: category.slug };
  const widget = await getWidgetItems(db, slug, cityId);
  if (widget) return { kind: "widget", slug, title: widget.title, itemIds: widget.itemIds };
  return null;
}
