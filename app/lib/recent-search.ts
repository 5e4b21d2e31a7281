/**
 * Recent searches, the spec's rules: "Recent search items: newest first, de-duplicated by item id, capped.
 * Recent keywords are added only if new, capped." and "Recent search items: 2 shown. Recent keywords: cap 10".
 * Pure list rules plus a small localStorage wrapper for the browser.
 */
export const RECENT_SEARCH_ITEMS_SHOWN = 2;
export const RECENT_KEYWORDS_CAP = 10;

/** A recent search item as the cart state names it ("diagnostic_item_id, visible"), with what the list shows. */
export interface RecentSearchItem {
  diagnostic_item_id: number;
  visible: boolean;
  itemName: string;
  url: string;
}

/** Newest first, one entry per item id; only as many are kept as are ever shown. */
export function addRecentSearchItem(list: readonly RecentSearchItem[], item: RecentSearchItem): RecentSearchItem[] {
  return [item, ...list.filter((i) => i.diagnostic_item_id !== item.diagnostic_item_id)].slice(0, RECENT_SEARCH_ITEMS_SHOWN);
}

/** The items a search box shows: visible ones, newest first, at most 2. */
export function shownRecentSearchItems(list: readonly RecentSearchItem[]): RecentSearchItem[] {
  return list.filter((i) => i.visible).slice(0, RECENT_SEARCH_ITEMS_SHOWN);
}

/** A keyword is added (newest first) only if it is new; the list never exceeds 10. Case and spacing do not make a keyword new. */
export function addRecentKeyword(list: readonly string[], keyword: string): string[] {
  const k = keyword.trim().replace(/\s+/g, " ");
  if (!k) return [...list];
  if (list.some((x) => x.toLowerCase() === k.toLowerCase())) return [...list];
  return [k, ...list].slice(0, RECENT_KEYWORDS_CAP);
}

const ITEMS_KEY = "diagRecentSearchItems";
const KEYWORDS_KEY = "diagRecentKeywords";

function read<T>(key: string, valid: (v: unknown) => v is T): T[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(v) ? v.filter(valid) : [];
  } catch {
    return [];
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: recent searches are a convenience, not worth an error */
  }
}

const isItem = (v: unknown): v is RecentSearchItem =>
  !!v && typeof v === "object" &&
  Number.isInteger((v as RecentSearchItem).diagnostic_item_id) &&
  typeof (v as RecentSearchItem).itemName === "string" &&
  typeof (v as RecentSearchItem).url === "string" && (v as RecentSearchItem).url.startsWith("/");
const isKeyword = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 100;

export const recentSearchStore = {
  items: () => read(ITEMS_KEY, isItem),
  keywords: () => read(KEYWORDS_KEY, isKeyword).slice(0, RECENT_KEYWORDS_CAP),
  remember(item: RecentSearchItem, keyword: string) {
    write(ITEMS_KEY, addRecentSearchItem(this.items(), item));
    write(KEYWORDS_KEY, addRecentKeyword(this.keywords(), keyword));
  },
};
