/** The server side of the screen widgets: search, auto-detected location, radiology cities and clinics. */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { locationForCoordinates } from "~/.server/domain/location/location";
import { DEFAULT_LOCATION } from "~/lib/location";
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

const SEARCH = `query($keyword: String!, $cityId: Int, $size: Int, $itemType: String, $includeRadiology: Boolean) {
  searchDiagnosticItem(keyword: $keyword, cityId: $cityId, size: $size, itemType: $itemType, includeRadiology: $includeRadiology) {
    totalCount data { itemId itemName itemType url diagnosticPricing { price } } } }`;

describe.each(targets)("screen widget APIs on $name", (target) => {
  const services = servicesOfTarget(target);

  it("searchDiagnosticItem(keyword, cityId, size, itemType, includeRadiology) finds items by name, best match first", async () => {
    const body = await gql(SEARCH, { keyword: "thyroid", cityId: 9, size: 5, includeRadiology: false });
    const r = body.data.searchDiagnosticItem;
    expect(r.totalCount).toBeGreaterThan(0);
    expect(r.data.length).toBeLessThanOrEqual(5);
    for (const i of r.data) {
      expect(i.itemName.toLowerCase()).toContain("thyroid");
      expect(i.url).toMatch(/^\/lab-tests\//);
      expect(i.diagnosticPricing[0].price).toBeGreaterThan(0);
    }
  });

  it("searchDiagnosticItem is case-insensitive, matches every word, filters by itemType and treats % literally", async () => {
    const upper = (await gql(SEARCH, { keyword: "LIPID PROFILE" })).data.searchDiagnosticItem;
    expect(upper.data[0].itemName).toMatch(/lipid profile/i);
    const packages = (await gql(SEARCH, { keyword: "checkup", itemType: "PACKAGE", size: 24 })).data.searchDiagnosticItem;
    expect(packages.data.length).toBeGreaterThan(0);
    for (const i of packages.data) expect(i.itemType).toBe("PACKAGE");
    expect((await gql(SEARCH, { keyword: "%%" })).data.searchDiagnosticItem.totalCount).toBe(0);
    expect((await gql(SEARCH, { keyword: "x" })).data.searchDiagnosticItem.data).toEqual([]);
    expect((await gql(SEARCH, { keyword: "no such test anywhere" })).data.searchDiagnosticItem.totalCount).toBe(0);
    expect((await gql(SEARCH, { keyword: "cbc", itemType: "SCAN" })).errors?.[0].message).toMatch(/itemType/);
  });

  it("auto detect picks the nearest city and its nearest serviceable pincode", async () => {
    const powai = await locationForCoordinates(services().db, 19.1239, 72.9094);
    expect(powai).toMatchObject({ ok: true, fallback: false, location: { cityId: 3, cityName: "Mumbai", pincode: "400076", stateCode: "MH" } });
    const kphb = await locationForCoordinates(services().db, 17.4927, 78.3966);
    expect(kphb).toMatchObject({ ok: true, location: { cityId: 9, pincode: "500085" } });
  });

  it("auto detect far from every city gives the fallback city", async () => {
    const shimla = await locationForCoordinates(services().db, 31.1048, 77.1734);
    expect(shimla).toEqual({ ok: true, fallback: true, location: DEFAULT_LOCATION });
    expect(await locationForCoordinates(services().db, Number.NaN, 77)).toMatchObject({ ok: false });
  });

  it("getRadiologyCitiesByCategory and getRadiologyClinicsByCategoryAndCity list seeded clinics, nearest first", async () => {
    const cities = (await gql(`{ getRadiologyCitiesByCategory(category: "MRI") { id name clinicCount } }`)).data.getRadiologyCitiesByCategory;
    expect(cities.map((c) => c.name)).toContain("Hyderabad");
    const clinics = (await gql(`{ getRadiologyClinicsByCategoryAndCity(cityId: 9, latitude: 17.4927, longitude: 78.3966) { name distance registrationFee } }`))
      .data.getRadiologyClinicsByCategoryAndCity;
    expect(clinics.length).toBeGreaterThanOrEqual(2);
    expect(clinics[0].name).toBe("Apollo Diagnostics, Kukatpally");
    const distances = clinics.map((c) => c.distance);
    expect([...distances].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(distances);
  });
});
