import { describe, expect, it } from "vitest";
import {
  RECENT_KEYWORDS_CAP, RECENT_SEARCH_ITEMS_SHOWN, addRecentKeyword, addRecentSearchItem, shownRecentSearchItems,
  type RecentSearchItem,
} from "~/lib/recent-search";

const item = (id: number, name = `Item ${id}`): RecentSearchItem => ({ diagnostic_item_id: id, visible: true, itemName: name, url: `/lab-tests/item-${id}` });

describe("'Recent search items: newest first, de-duplicated by item id, capped.' and 'Recent search items: 2 shown.'", () => {
  it("puts the newest first", () => {
    let list = addRecentSearchItem([], item(1));
    list = addRecentSearchItem(list, item(2));
    expect(list.map((i) => i.diagnostic_item_id)).toEqual([2, 1]);
  });
  it("keeps one entry per item id, moving a repeat to the front", () => {
    let list = addRecentSearchItem([], item(1));
    list = addRecentSearchItem(list, item(2));
    list = addRecentSearchItem(list, item(1, "Item 1 renamed"));
    expect(list.map((i) => i.diagnostic_item_id)).toEqual([1, 2]);
    expect(list[0].itemName).toBe("Item 1 renamed");
  });
  it("shows 2", () => {
    expect(RECENT_SEARCH_ITEMS_SHOWN).toBe(2);
    let list: RecentSearchItem[] = [];
    for (const id of [1, 2, 3, 4]) list = addRecentSearchItem(list, item(id));
    expect(shownRecentSearchItems(list).map((i) => i.diagnostic_item_id)).toEqual([4, 3]);
    expect(shownRecentSearchItems([{ ...item(5), visible: false }, item(6)]).map((i) => i.diagnostic_item_id)).toEqual([6]);
  });
});

describe("'Recent keywords are added only if new, capped.' and 'Recent keywords: cap 10'", () => {
  it("adds a new keyword at the front", () => {
    expect(addRecentKeyword(["thyroid"], "cbc")).toEqual(["cbc", "thyroid"]);
  });
  it("does not add a keyword already there (ignoring case and spacing)", () => {
    expect(addRecentKeyword(["cbc", "thyroid"], "  Thyroid ")).toEqual(["cbc", "thyroid"]);
    expect(addRecentKeyword(["cbc"], "   ")).toEqual(["cbc"]);
  });
  it("caps the list at 10, dropping the oldest", () => {
    expect(RECENT_KEYWORDS_CAP).toBe(10);
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = addRecentKeyword(list, `k${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe("k12");
    expect(list).not.toContain("k1");
    expect(list).not.toContain("k2");
  });
});
