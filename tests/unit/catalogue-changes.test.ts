/**
 * Issue 24: "Invalidation: a catalogue, price or content change drops exactly the pages it touches, on every
 * instance, within 1 s". What one poll of the change table drops: the pages showing the items named, or every page
 * when a change cannot be attributed — a row naming no item, a missing sequence number (a rolled-back write, rows
 * pruned while this instance could not read), or more rows than one poll reads.
 */
import { describe, expect, it } from "vitest";
import { CHANGES_PER_POLL, dropOfChanges, type CatalogueChangeRow } from "~/.server/domain/catalogue/catalogue-changes";
import { HtmlCache } from "~/.server/html-cache";
import { PAGE_TAGS_HEADER } from "~/.server/cache/page-tags";

const row = (seq: number, itemId: number | null, kind: "price" | "item" = "price", category: string | null = "diabetes"): CatalogueChangeRow => ({ seq, itemId, category, kind });

describe("dropOfChanges", () => {
  it("nothing read: nothing drops", () => {
    expect(dropOfChanges(7, [])).toBeNull();
  });

  it("a price change drops the item, its category's listings and the lists of every item, not searches", () => {
    expect(dropOfChanges(7, [row(8, 42)])).toEqual({ all: false, tags: new Set(["item:42", "items:all", "category:diabetes"]) });
  });

  it("any other change of an item drops searches too (a renamed or newly sold item may join one)", () => {
    expect(dropOfChanges(7, [row(8, 42, "item"), row(9, 43, "price", "fever")])).toEqual({
      all: false,
      tags: new Set(["item:42", "items:all", "category:diabetes", "items:search", "item:43", "category:fever"]),
    });
  });

  it("a change naming no item, a missing number or too many rows drops everything", () => {
    expect(dropOfChanges(7, [row(8, 42), row(9, null)])).toEqual({ all: true, reason: "unattributed" });
    expect(dropOfChanges(7, [row(9, 42)])).toEqual({ all: true, reason: "gap" });
    expect(dropOfChanges(7, [row(8, 42), row(10, 43)])).toEqual({ all: true, reason: "gap" });
    const many = Array.from({ length: CHANGES_PER_POLL + 1 }, (_, i) => row(8 + i, i));
    expect(dropOfChanges(7, many)).toEqual({ all: true, reason: "too-many" });
  });
});

describe("HtmlCache.catalogueChanged", () => {
  it("drops the pages tagged with what changed and every untagged page; keeps the others", async () => {
    const cache = new HtmlCache(async (chosen) => chosen);
    const keep = async (path: string, tags?: string[]) => {
      const route = (await cache.route({ method: "GET", url: path, headers: new Headers() }))!;
      await cache.set(route.key, `public|${path}`, "<p></p>", "", tags ? [[PAGE_TAGS_HEADER, tags.join(" ")]] : []);
      return route.key;
    };
    const item = await keep("/lab-tests/hba1c", ["item:42"]);
    const other = await keep("/lab-tests/cbc", ["item:43"]);
    const listing = await keep("/test-listing/diabetes", ["item:44", "category:diabetes"]);
    const untagged = await keep("/radiology");
    cache.catalogueChanged({ all: false, tags: new Set(["item:42", "category:diabetes"]) });
    expect([item, other, listing, untagged].map((k) => cache.get(k) !== undefined)).toEqual([false, true, false, false]);
    cache.catalogueChanged({ all: true });
    expect(cache.get(other)).toBeUndefined();
  });
});
