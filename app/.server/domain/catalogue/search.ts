/**
 * Catalogue search: a MiniSearch index over item names, their synonyms and what they include (package
 * inclusions, test parameters). Built from the database and rebuilt when the catalogue version changes: the newest
 * change number the page cache reads too (catalogue-version.ts), which every instance checks for itself (at most once
 * a second), so a change made through any instance, or outside the app, reaches all.
 */
import MiniSearch, { type SearchOptions, type SearchResult } from "minisearch";
import type { DB } from "../../db/client";
import { getCatalogueVersion } from "./catalogue-version";

export interface SearchDocument {
  itemId: number;
  itemName: string;
  itemType: "TEST" | "PACKAGE";
  productScore: number;
  /** Names of the included tests (packages) or of the parameters measured (tests). */
  inclusionNames: string[];
}

interface IndexedDocument {
  id: number;
  itemName: string;
  synonyms: string;
  inclusions: string;
  itemType: string;
  productScore: number;
}

export interface SearchIndex {
  version: string;
  miniSearch: MiniSearch<IndexedDocument>;
  size: number;
}

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9+]+/g, " ").trim();

/** The synonym terms of every group that has a term in the item's name (whole words only). */
export function synonymsFor(itemName: string, groups: readonly (readonly string[])[]): string[] {
  const name = ` ${normalise(itemName)} `;
  const out = new Set<string>();
  for (const group of groups) {
    if (group.some((term) => name.includes(` ${normalise(term)} `))) for (const term of group) out.add(term);
  }
  return [...out];
}

export function buildSearchIndex(documents: readonly SearchDocument[], synonymGroups: readonly (readonly string[])[], version = ""): SearchIndex {
  const miniSearch = new MiniSearch<IndexedDocument>({
    fields: ["itemName", "synonyms", "inclusions"],
    storeFields: ["itemType", "productScore"],
    processTerm,
  });
  miniSearch.addAll(
    documents.map((d) => ({
      id: d.itemId,
      itemName: d.itemName,
      synonyms: synonymsFor(d.itemName, synonymGroups).join(" "),
      inclusions: d.inclusionNames.join(" "),
      itemType: d.itemType,
      productScore: d.productScore,
    })),
  );
  return { version, miniSearch, size: documents.length };
}

/** Words that say nothing about which test is meant ("thyroid test" is a search for "thyroid"). */
const STOP_WORDS = new Set(["test", "tests", "of", "and", "the", "for", "in", "with", "a", "an", "to", "lab"]);
const processTerm = (term: string) => {
  const t = term.toLowerCase();
  return STOP_WORDS.has(t) ? null : t;
};

/**
 * Small typos are forgiven ("thyriod", "vitamn d"): one edit in words of 5 letters, two in longer ones.
 * Words of 4 letters or fewer (CBC, TSH, ESR, "thyr") must be typed exactly, or "crp" would find "cbc".
 */
const fuzzy = (term: string) => (term.length <= 4 ? false : term.length === 5 ? 1 : 2);

const OPTIONS: SearchOptions = {
  processTerm,
  // Name first, then synonyms, then what the item includes.
  boost: { itemName: 3, synonyms: 2, inclusions: 1 },
  fuzzy,
  // Type-ahead: the word being typed may be the start of a longer one ("thyr", "vit d"); the words before it are
  // finished, and expanding them too would cost time for nothing.
  // A single letter is matched whole ("vitamin d"): as a prefix it would expand to hundreds of words.
  prefix: (term, i, terms) => i === terms.length - 1 && term.length > 1,
  // Among similar matches, the more booked item first (productScore is up to 1000).
  boostDocument: (_id, _term, stored) => 1 + Number(stored?.productScore ?? 0) / 1000,
};

/**
 * Item ids best first. Every word must match, in the name, synonyms or inclusions (so "vitamin d" is not every
 * vitamin); words that name no test ("test", "of") are ignored, so "thyroid test" finds thyroid tests.
 */
export function searchItemIds(index: SearchIndex, keyword: string, itemType?: "TEST" | "PACKAGE" | null): number[] {
  const query = normalise(keyword);
  if (query.length < 2 || !query.split(" ").some((w) => processTerm(w))) return [];
  const filter = itemType ? (r: SearchResult) => r.itemType === itemType : undefined;
  let results = index.miniSearch.search(query, { ...OPTIONS, combineWith: "AND", filter });
  // Mid-word ("lipid p"): until the next letter arrives, show what the finished words find.
  const words = query.split(" ");
  if (!results.length && words.length > 1 && words[words.length - 1].length === 1) {
    results = index.miniSearch.search(words.slice(0, -1).join(" "), { ...OPTIONS, combineWith: "AND", filter });
  }
  return results.map((r) => r.id as number);
}

// ---------------------------------------------------------------------------------------------------------
// The index of a database, kept per process and rebuilt on catalogue change.

interface Holder {
  index: SearchIndex | null;
  checkedAt: number;
  pending: Promise<SearchIndex> | null;
}

const holders = new WeakMap<DB, Holder>();

/** How stale the index may be before an instance checks the catalogue version again. */
export const SEARCH_INDEX_CHECK_MS = 1000;

export async function loadSearchDocuments(db: DB): Promise<{ documents: SearchDocument[]; synonymGroups: string[][] }> {
  const rows = await db
    .selectFrom("diagnostic_items")
    .select(["item_id", "item_name", "item_type", "product_score", "inclusions", "observations"])
    .execute();
  const names = new Map(rows.map((r) => [r.item_id, r.item_name]));
  const documents = rows.map((r) => {
    const inclusions = JSON.parse(r.inclusions) as number[];
    const inclusionNames =
      r.item_type === "PACKAGE"
        ? inclusions.map((id) => names.get(id) ?? "").filter(Boolean)
        : (JSON.parse(r.observations) as { observationName: string }[]).map((o) => o.observationName);
    return { itemId: r.item_id, itemName: r.item_name, itemType: r.item_type, productScore: r.product_score, inclusionNames };
  });
  const groups = await db.selectFrom("diagnostic_search_synonyms").select("terms").execute();
  return { documents, synonymGroups: groups.map((g) => JSON.parse(g.terms) as string[]) };
}

/** The search index for this database, rebuilt when the catalogue version has changed since it was built. */
export async function getSearchIndex(db: DB, now = Date.now(), checkEveryMs = SEARCH_INDEX_CHECK_MS): Promise<SearchIndex> {
  let h = holders.get(db);
  if (!h) holders.set(db, (h = { index: null, checkedAt: 0, pending: null }));
  const holder = h;
  if (holder.index && now - holder.checkedAt < checkEveryMs) return holder.index;
  if (holder.pending) return holder.pending;
  holder.pending = (async () => {
    const version = await getCatalogueVersion(db);
    if (!holder.index || holder.index.version !== version) {
      const { documents, synonymGroups } = await loadSearchDocuments(db);
      holder.index = buildSearchIndex(documents, synonymGroups, version);
    }
    holder.checkedAt = now;
    return holder.index;
  })().finally(() => {
    holder.pending = null;
  });
  return holder.pending;
}

/** Popular searches: the most booked items, offered before the user types. */
export async function getPopularSearches(db: DB, limit = 6): Promise<{ itemId: number; itemName: string; url: string }[]> {
  const rows = await db
    .selectFrom("diagnostic_items")
    .select(["item_id", "item_name", "canonical_tag"])
    .orderBy("product_score", "desc")
    .orderBy("item_id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ itemId: r.item_id, itemName: r.item_name, url: `/lab-tests/${r.canonical_tag}` }));
}
