/**
 * A listing's order is the same on every request: items that tie on the sort key (equal prices, scores, test
 * counts) keep one order, by item id, so paging and the back button never show an item twice or lose one.
 */
import { describe, expect, it } from "vitest";
import { sortItems, type DiagnosticItem } from "~/.server/domain/catalogue/catalogue";

const item = (itemId: number, price: number, productScore = 0): DiagnosticItem =>
  ({ itemId, itemName: `Item ${itemId}`, productScore, itemInclusionCount: 1, diagnosticPricing: [{ price, discountPercentage: 0 }] }) as unknown as DiagnosticItem;

describe("listing sort", () => {
  const items = [item(7, 500), item(3, 300), item(9, 300), item(1, 500), item(5, 300)];
  const ids = (list: DiagnosticItem[]) => list.map((i) => i.itemId);

  it("price low to high: equal prices by item id, whatever order the items came in", () => {
    expect(ids(sortItems(items, "PRICE_ASC"))).toEqual([3, 5, 9, 1, 7]);
    expect(ids(sortItems([...items].reverse(), "PRICE_ASC"))).toEqual([3, 5, 9, 1, 7]);
  });

  it("price high to low and popularity: one order for ties too, whatever the input order", () => {
    const desc = ids(sortItems(items, "PRICE_DESC"));
    expect(desc.slice(0, 2).sort()).toEqual([1, 7]);
    expect(ids(sortItems([...items].reverse(), "PRICE_DESC"))).toEqual(desc);
    const scored = [item(4, 100, 9), item(2, 100, 9), item(8, 100, 1)];
    expect(ids(sortItems(scored, "POPULARITY_DESC"))).toEqual(ids(sortItems([...scored].reverse(), "POPULARITY_DESC")));
  });

  it("leaves the caller's list as it was", () => {
    const before = ids(items);
    sortItems(items, "PRICE_ASC");
    expect(ids(items)).toEqual(before);
  });
});
