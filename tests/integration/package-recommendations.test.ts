/** getDiagnosticPackageRecommendationsBulk over the API, on every database target. */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { itemByTag } from "~/.server/db/seed-data/catalogue";
import { targets, servicesOfTarget } from "./harness";
import type { GqlBody } from "./graphql-body";

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}

const QUERY = `query($cityId: Int, $groupPlan: String, $items: [RecommendationInputItem!]!, $limit: Int) {
  getDiagnosticPackageRecommendationsBulk(cityId: $cityId, groupPlan: $groupPlan, recommendationInputItems: $items, limit: $limit) {
    packageRecommendations { itemId itemType inclusions diagnosticPricing { price circlePrice } }
    coverage { packageItemId coveredItemIds }
  } }`;

const id = (tag: string) => itemByTag(tag).itemId;

describe.each(targets)("package recommendations on $name", (target) => {
  servicesOfTarget(target);

  it("recommends packages that include the given tests, those covering most of them first, then the cheapest", async () => {
    const tests = ["hba1c-glycated-haemoglobin", "thyroid-profile-total-t3-t4-tsh", "lipid-profile", "vitamin-d-25-hydroxy"].map(id);
    const body = await gql(QUERY, { cityId: 9, items: tests.map((itemId) => ({ itemId, itemType: "TEST" })) });
    expect(body.errors).toBeUndefined();
    const { packageRecommendations: packs, coverage } = body.data.getDiagnosticPackageRecommendationsBulk;
    expect(packs).toHaveLength(10);
    const covers = coverage.map((c) => c.coveredItemIds.length);
    expect([...covers].sort((a, b) => b - a)).toEqual(covers);
    expect(covers[0]).toBe(4);
    for (const [i, p] of packs.entries()) {
      expect(p.itemType).toBe("PACKAGE");
      expect(coverage[i].packageItemId).toBe(p.itemId);
      for (const t of coverage[i].coveredItemIds) expect(p.inclusions).toContain(t);
    }
    const full = packs.filter((_, i) => covers[i] === 4).map((p) => p.diagnosticPricing[0].price);
    expect([...full].sort((a, b) => a - b)).toEqual(full);
  });

  it("a package given as input stands for its tests and is not recommended itself", async () => {
    const basic = id("diabetes-care-basic");
    const body = await gql(QUERY, { cityId: 9, items: [{ itemId: basic, itemType: "PACKAGE" }], limit: 50 });
    const packs = body.data.getDiagnosticPackageRecommendationsBulk.packageRecommendations;
    expect(packs.length).toBeGreaterThan(0);
    expect(packs.map((p) => p.itemId)).not.toContain(basic);
  });

  it("groupPlan CIRCLE ranks equally good packages by their Circle price", async () => {
    const body = await gql(QUERY, { cityId: 9, groupPlan: "CIRCLE", items: [{ itemId: id("lipid-profile") }], limit: 50 });
    const { packageRecommendations: packs } = body.data.getDiagnosticPackageRecommendationsBulk;
    const circle = packs.map((p) => Math.min(p.diagnosticPricing[0].circlePrice ?? 0, p.diagnosticPricing[0].price));
    expect([...circle].sort((a, b) => a - b)).toEqual(circle);
  });

  it("no input gives no recommendations; an unknown city is refused", async () => {
    const empty = await gql(QUERY, { items: [] });
    expect(empty.data.getDiagnosticPackageRecommendationsBulk.packageRecommendations).toEqual([]);
    const bad = await gql(QUERY, { cityId: 987654, items: [{ itemId: id("lipid-profile") }] });
    expect(bad.errors?.[0].message).toMatch(/Unknown cityId/);
  });
});
