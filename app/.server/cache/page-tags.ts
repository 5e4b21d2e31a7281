/**
 * What a cached page shows, so that a change drops exactly the pages it touches. A page's loader names the items and
 * lists it shows (`tagPage`, one place per kind of page); the render passes them to the page cache with the page.
 * A page without tags may show anything of the catalogue and is dropped by every catalogue change.
 */

/** An item's page, and every page listing it. */
export const itemTag = (itemId: number) => `item:${itemId}`;
/** Listings of one category: an item joining, leaving or moving within the category drops them. */
export const categoryTag = (slug: string) => `category:${encodeURIComponent(slug)}`;
/** Listings of every item (a city's page, the suggestions of an empty listing): any item change drops them. */
export const ALL_ITEMS_TAG = "items:all";
/** Search results: an item whose name, category or availability changed may join or leave them; a price may not. */
export const SEARCH_TAG = "items:search";

/** Where the tags travel from the loaders to the page cache (the request's load context). */
interface Tagged {
  pageTags?: Set<string>;
}

/** Adds what this page shows to its tags. `context`: the route's load context (absent in a bare loader call). */
export function tagPage(context: unknown, tags: Iterable<string>): void {
  if (!context || typeof context !== "object") return;
  const c = context as Tagged;
  c.pageTags ??= new Set();
  for (const t of tags) c.pageTags.add(t);
}

export function pageTagsOf(context: unknown): string[] | undefined {
  const tags = (context as Tagged | undefined)?.pageTags;
  return tags ? [...tags] : undefined;
}

/** The response header carrying a page's tags, space-separated, from the render to the cache (never kept with the page). */
export const PAGE_TAGS_HEADER = "x-html-cache-tags";

/** What one catalogue change drops: its item, its category's listings, every-item listings, and searches unless it is a price only. */
export function tagsOfChange(change: { itemId: number; category: string | null; kind: "price" | "item" }): string[] {
  const tags = [itemTag(change.itemId), ALL_ITEMS_TAG];
  if (change.category) tags.push(categoryTag(change.category));
  if (change.kind !== "price") tags.push(SEARCH_TAG);
  return tags;
}
