/** The GraphQL API over HTTP (yoga), on every database target. */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { targets, servicesOfTarget } from "./harness";
import type { GqlBody } from "./graphql-body";

async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as GqlBody };
}

describe.each(targets)("GraphQL API on $name", (target) => {
  servicesOfTarget(target);

  it("getDiagnosticsListingData pages, filters and sorts the catalogue for a city", async () => {
    const { body } = await gql(
      `query($cityId: Int) { getDiagnosticsListingData(cityId: $cityId, filter: PACKAGES, limit: 5, offset: 0, sortBy: PRICE_ASC) {
        totalCount includesTestsAndPackages itemList { itemId itemName itemType itemInclusionCount diagnosticPricing { price mrp } } } }`,
      { cityId: 9 },
    );
    const data = body.data.getDiagnosticsListingData;
    expect(data.itemList).toHaveLength(5);
    expect(data.totalCount).toBeGreaterThan(30);
    expect(data.includesTestsAndPackages).toBe(false);
    for (const item of data.itemList) {
      expect(item.itemType).toBe("PACKAGE");
      expect(item.itemInclusionCount).toBeGreaterThan(1);
    }
    const prices = data.itemList.map((i) => i.diagnosticPricing[0].price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it("findDiagnosticsByItemIDsAndCityID returns the items asked for, in order, priced for the city", async () => {
    const list = await gql(`{ getDiagnosticsListingData(limit: 3) { itemList { itemId } } }`);
    const ids = list.body.data.getDiagnosticsListingData.itemList.map((i) => i.itemId).reverse();
    const { body } = await gql(`query($ids: [Int!]!) { findDiagnosticsByItemIDsAndCityID(itemIDs: $ids, cityID: 9) { itemId diagnosticPricing { price } } }`, { ids: [...ids, 999999] });
    expect(body.data.findDiagnosticsByItemIDsAndCityID.map((i) => i.itemId)).toEqual(ids);
  });

  it("getDiagnosticsByItemIdAndCanonicalTag finds an item by either key; an unknown one is null", async () => {
    const list = await gql(`{ getDiagnosticsListingData(limit: 1) { itemList { itemId canonicalTag } } }`);
    const [first] = list.body.data.getDiagnosticsListingData.itemList;
    const byTag = await gql(`query($t: String) { getDiagnosticsByItemIdAndCanonicalTag(canonicalTag: $t) { itemId } }`, { t: first.canonicalTag });
    expect(byTag.body.data.getDiagnosticsByItemIdAndCanonicalTag?.itemId).toBe(first.itemId);
    const none = await gql(`{ getDiagnosticsByItemIdAndCanonicalTag(canonicalTag: "no-such-test") { itemId } }`);
    expect(none.body.data.getDiagnosticsByItemIdAndCanonicalTag).toBeNull();
  });

  it("getWidgets and findDiagnosticsWidgetsPricing serve the home-screen widget lists", async () => {
    const { body } = await gql(`{ getWidgets(cityId: 9, widgetNames: ["top-booked-tests"]) { widgetName title diagnosticWidgetData { itemId itemName } } }`);
    const [w] = body.data.getWidgets;
    expect(w.widgetName).toBe("top-booked-tests");
    expect(w.diagnosticWidgetData.length).toBeGreaterThanOrEqual(8);
    const ids = w.diagnosticWidgetData.slice(0, 3).map((i) => i.itemId);
    const pricing = await gql(`query($ids: [Int!]!) { findDiagnosticsWidgetsPricing(itemIds: $ids, cityId: 9) { itemId diagnosticPricing { price circlePrice } } }`, { ids });
    expect(pricing.body.data.findDiagnosticsWidgetsPricing.map((p) => p.itemId)).toEqual(ids);
  });

  it("an unknown city is a clear error, not an empty page", async () => {
    const { body } = await gql(`{ getDiagnosticsListingData(cityId: 424242) { totalCount } }`);
    expect(body.errors?.[0].message).toMatch(/Unknown cityId/);
  });

  it("getContentfulScreenConfiguration returns { code, success, response }", async () => {
    const { body } = await gql(`{ getContentfulScreenConfiguration(screenName: "diag_home", screenView: "web") { code success response { screen_name version containers } } }`);
    const r = body.data.getContentfulScreenConfiguration;
    expect(r.code).toBe(200);
    expect(r.success).toBe(true);
    expect(r.response?.screen_name).toBe("diag_home");
    expect((r.response?.containers as unknown[]).length).toBeGreaterThan(0);
    const missing = await gql(`{ getContentfulScreenConfiguration(screenName: "nope", screenView: "web") { code success response { version } } }`);
    expect(missing.body.data.getContentfulScreenConfiguration).toEqual({ code: 404, success: false, response: null });
  });

  it("refuses over-deep, alias-flooded and over-costly queries", async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: _health`).join(" ");
    const flood = await gql(`{ ${aliases} }`);
    expect(flood.body.errors?.[0].message).toMatch(/alias/i);
    const deep = await gql(`{ getWidgets(widgetNames: ["x"]) { diagnosticWidgetData { diagnosticPricing { mrp } itemTags { display_text } } } ${"__typename ".repeat(1)} }`);
    expect(deep.body.errors).toBeUndefined();
    const nested = `{ getDiagnosticCities { id } ${Array.from({ length: 2100 }, () => "_health").join(" ")} }`;
    const tokens = await gql(nested);
    expect(tokens.body.errors?.length).toBeGreaterThan(0);
  });
});
