/** The catalogue queries behind the browsing pages, on every database target. */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { itemByTag } from "~/.server/db/seed-data/catalogue";
import { getDiagnosticsListingData, searchDiagnosticItem, type SortBy } from "~/.server/domain/catalogue/catalogue";
import { bumpCatalogueVersion } from "~/.server/domain/catalogue/catalogue-version";
import { getSearchIndex, searchItemIds } from "~/.server/domain/catalogue/search";
import { resolveCity, resolveListingSlug } from "~/.server/domain/catalogue/listing";
import { getItemFaqs } from "~/.server/domain/catalogue/item-details";
import { targets, servicesOfTarget } from "./harness";
import type { GqlBody } from "./graphql-body";
import type { DiagnosticItem, FrequentlyOrderedItemDetails } from "~/.server/graphql/generated/resolvers-types";

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}

const id = (tag: string) => itemByTag(tag).itemId;

describe.each(targets)("catalogue browsing on $name", (target) => {
  const services = servicesOfTarget(target);

  describe("getDiagnosticsListingData(cityId, filter, limit, offset, sortBy)", () => {
    const value: Record<string, (i: DiagnosticItem) => number | string> = {
      PRICE: (i) => i.diagnosticPricing[0].price,
      POPULARITY: (i) => i.productScore ?? 0,
      TEST_COUNT: (i) => i.itemInclusionCount,
      NAME: (i) => i.itemName.toLowerCase(),
      TOP_DEALS: (i) => i.diagnosticPricing[0].discountPercentage ?? 0,
    };
    for (const key of Object.keys(value)) {
      for (const dir of ["ASC", "DESC"] as const) {
        it(`sorts by ${key} ${dir === "ASC" ? "ascending" : "descending"}`, async () => {
          const r = await getDiagnosticsListingData(services().db, { cityId: 9, sortBy: `${key}_${dir}` as SortBy, limit: 50 });
          const values = r.itemList.map(value[key]);
          const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          expect(values).toEqual(dir === "ASC" ? sorted : sorted.reverse());
        });
      }
    }

    it("filters Tests, Packages, Tests and Packages", async () => {
      const db = services().db;
      const tests = await getDiagnosticsListingData(db, { cityId: 9, filter: "TESTS", category: "thyroid", limit: 50 });
      const packs = await getDiagnosticsListingData(db, { cityId: 9, filter: "PACKAGES", category: "thyroid", limit: 50 });
      const both = await getDiagnosticsListingData(db, { cityId: 9, filter: "TESTS_AND_PACKAGES", category: "thyroid", limit: 50 });
      expect(tests.itemList.every((i) => i.itemType === "TEST")).toBe(true);
      expect(packs.itemList.every((i) => i.itemType === "PACKAGE")).toBe(true);
      expect(both.totalCount).toBe(tests.totalCount + packs.totalCount);
      expect(both.includesTestsAndPackages).toBe(true);
    });

    it("pages with limit and offset: pages do not overlap and together give every item", async () => {
      const db = services().db;
      const page1 = await getDiagnosticsListingData(db, { cityId: 9, category: "full-body-checkup", limit: 20, offset: 0, sortBy: "NAME_ASC" });
      const page2 = await getDiagnosticsListingData(db, { cityId: 9, category: "full-body-checkup", limit: 20, offset: 20, sortBy: "NAME_ASC" });
      expect(page1.totalCount).toBeGreaterThan(20);
      const ids = [...page1.itemList, ...page2.itemList].map((i) => i.itemId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(Math.min(40, page1.totalCount));
    });
  });

  it("a listing slug names a category, by slug or name, or a content widget list", async () => {
    const db = services().db;
    expect(await resolveListingSlug(db, "diabetes", 9)).toMatchObject({ kind: "category", category: "diabetes" });
    expect(await resolveListingSlug(db, "fever-infection", 9)).toMatchObject({ kind: "category", category: "fever" });
    expect(await resolveListingSlug(db, "top-booked-tests", 9)).toMatchObject({ kind: "widget", title: "Top Booked Tests" });
    expect(await resolveListingSlug(db, "no-such-list", 9)).toBeNull();
    expect(await resolveCity(db, "new-delhi")).toEqual({ id: 1, name: "New Delhi" });
    expect(await resolveCity(db, "9")).toEqual({ id: 9, name: "Hyderabad" });
    expect(await resolveCity(db, "atlantis")).toBeNull();
  });

  it("getDiagnosticInclusionsByItemId gives each included test with its observations in print order", async () => {
    const body = await gql(`query($itemId: Int!) { getDiagnosticInclusionsByItemId(cityId: 9, itemId: $itemId) { itemId name allObservations { observationName isHeader PrintOrder } } }`,
      { itemId: id("full-body-checkup-essential") });
    expect(body.errors).toBeUndefined();
    const inclusions = body.data.getDiagnosticInclusionsByItemId;
    expect(inclusions.map((i) => i.itemId)).toEqual(itemByTag("full-body-checkup-essential").inclusions);
    const cbc = inclusions.find((i) => i.itemId === id("complete-blood-count-cbc"));
    const orders = cbc!.allObservations.map((o) => o.PrintOrder);
    expect(orders).toEqual([...orders].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(cbc!.allObservations.some((o) => o.isHeader === "Yes")).toBe(true);
  });

  it("getDiagnosticsReportTAT and getConfigurableReportTAT give milliseconds; a set is as slow as its slowest item", async () => {
    const ids = [id("complete-blood-count-cbc"), id("vitamin-d-25-hydroxy")];
    const body = await gql(`query($ids: [Int!]!) { getDiagnosticsReportTAT(itemIds: $ids, cityId: 9) { itemId reportTATInMs reportTATMessage }
      getConfigurableReportTAT(itemIds: $ids, cityId: 9) { maxReportTATInMs reportTATMessage } }`, { ids });
    expect(body.errors).toBeUndefined();
    const [cbc, vitD] = body.data.getDiagnosticsReportTAT;
    expect(cbc.reportTATInMs).toBe(itemByTag("complete-blood-count-cbc").reportTATHours * 3_600_000);
    expect(body.data.getConfigurableReportTAT.maxReportTATInMs).toBe(Math.max(cbc.reportTATInMs, vitD.reportTATInMs));
    expect(body.data.getConfigurableReportTAT.reportTATMessage).toMatch(/^Reports within \d+ days?$/);
  });

  it("getActiveDiagnosticsByCityID lists the items sold in the city", async () => {
    const body = await gql(`{ getActiveDiagnosticsByCityID(cityID: 9) { itemId canonicalTag } }`);
    expect(body.data.getActiveDiagnosticsByCityID.map((i) => i.itemId)).toContain(id("lipid-profile"));
  });

  it("getDiagnosticItemRecommendations(itemIds, bookingSource) never recommends the item or what it includes", async () => {
    const pkg = itemByTag("full-body-checkup-essential");
    const body = await gql(`mutation($ids: [Int!]!) { getDiagnosticItemRecommendations(itemIds: $ids, bookingSource: "frequently booked together", cityId: 9) { bookingSource itemsData { itemId } } }`,
      { ids: [pkg.itemId] });
    expect(body.errors).toBeUndefined();
    const ids = body.data.getDiagnosticItemRecommendations.itemsData.map((i) => i.itemId);
    expect(ids.length).toBeGreaterThan(0);
    for (const bad of [pkg.itemId, ...pkg.inclusions]) expect(ids).not.toContain(bad);
  });

  it("getDiagnosticItemRecommendationsByPastOrders is empty until orders exist; getFrequentlyOrderedItemDetails names items in the language asked", async () => {
    const body = await gql(`{ getDiagnosticItemRecommendationsByPastOrders(cityId: 9) { itemId }
      hi: getFrequentlyOrderedItemDetails(langCode: "hi", cityId: 9) { frequentlyOrderedItems { itemId itemName } }
      en: getFrequentlyOrderedItemDetails(langCode: "en", cityId: 9) { frequentlyOrderedItems { itemId itemName } } }`);
    expect(body.data.getDiagnosticItemRecommendationsByPastOrders).toEqual([]);
    const cbcHi = (body.data as unknown as Record<"hi" | "en", FrequentlyOrderedItemDetails>).hi.frequentlyOrderedItems.find((i) => i.itemId === id("complete-blood-count-cbc"));
    expect(cbcHi?.itemName).toBe("कम्प्लीट ब्लड काउंट (CBC)");
    expect((body.data as unknown as Record<"hi" | "en", FrequentlyOrderedItemDetails>).en.frequentlyOrderedItems[0].itemName).toBe(itemByTag("complete-blood-count-cbc").itemName);
  });

  it("the search index is rebuilt when the catalogue changes", async () => {
    const db = services().db;
    let now = 1_000_000;
    const before = await getSearchIndex(db, now);
    expect(searchItemIds(before, "zinc protoporphyrin")).toEqual([]);
    const template = await db.selectFrom("diagnostic_items").selectAll().where("item_id", "=", id("ferritin")).executeTakeFirstOrThrow();
    await db.insertInto("diagnostic_items").values({ ...template, item_id: 9001, item_name: "Zinc Protoporphyrin", canonical_tag: "zinc-protoporphyrin" }).execute();
    await db.insertInto("diagnostic_pricing").values({
      item_id: 9001, city_id: 9, mrp: 900, price: 600, circle_mrp: 900, circle_price: 550, group_plan: "CIRCLE", non_circle_plan: "ALL",
      status: "active", start_date: "2026-01-01", end_date: "2027-12-31", show_slashed_price: 1, show_discount_percent: 1, cashback_text: null,
    }).execute();
    await bumpCatalogueVersion(db);
    // Within the check interval the old index answers; after it, the new catalogue does.
    expect(await getSearchIndex(db, now + 10)).toBe(before);
    now += 5_000;
    const after = await getSearchIndex(db, now);
    expect(searchItemIds(after, "zinc protoporphyrin")).toEqual([9001]);
    const found = await searchDiagnosticItem(db, { keyword: "protoporphyrin", cityId: 9 });
    expect(found.data.map((i) => i.itemId)).toEqual([9001]);
  });

  it("item FAQs come in the language asked for where translated, and in English, said so, where not", async () => {
    const db = services().db;
    const cbc = id("complete-blood-count-cbc");
    const en = await getItemFaqs(db, cbc);
    expect(en.map((f) => f.lang)).toEqual(["en", "en"]);
    const hi = await getItemFaqs(db, cbc, "hi");
    expect(hi).toHaveLength(en.length);
    expect(hi[0]).toEqual({ question: "CBC क्यों किया जाता है?", answer: expect.stringContaining("एनीमिया"), lang: "hi" });
    // A FAQ with no Hindi row stays English on the Hindi page, marked English.
    await db.insertInto("diagnostic_item_faqs").values({ item_id: cbc, position: 99, question: "Is a CBC painful?", answer: "Only a quick pinch." }).execute();
    try {
      const mixed = await getItemFaqs(db, cbc, "hi");
      expect(mixed.at(-1)).toEqual({ question: "Is a CBC painful?", answer: "Only a quick pinch.", lang: "en" });
      expect(mixed.slice(0, -1).every((f) => f.lang === "hi")).toBe(true);
    } finally {
      await db.deleteFrom("diagnostic_item_faqs").where("item_id", "=", cbc).where("position", "=", 99).execute();
    }
  });
});
