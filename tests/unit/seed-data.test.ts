/** The deterministic seed data: cities, pincodes, the diagnostic catalogue and the widget lists. */
import { createHash } from "node:crypto";
import { describe, it, expect, vi } from "vitest";
import { cities, pincodes } from "../../app/.server/db/seed-data/cities";
import { catalogue, popularCategories } from "../../app/.server/db/seed-data/catalogue";
import { widgets } from "../../app/.server/db/seed-data/widgets";

const ITEM_IMAGE = /^\/images\/items\/[a-z0-9-]{1,80}\.svg$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const byId = new Map(catalogue.map((i) => [i.itemId, i]));
const tests = catalogue.filter((i) => i.itemType === "TEST");
const packages = catalogue.filter((i) => i.itemType === "PACKAGE");

const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

describe("cities and pincodes", () => {
  it("has the six cities of the spec ('Cities: All Cities, Hyderabad, Chennai, Mumbai, Kolkata, Bangalore, New Delhi')", () => {
    const names = new Set(cities.map((c) => c.name));
    for (const name of ["Hyderabad", "Chennai", "Mumbai", "Kolkata", "Bangalore", "New Delhi"]) expect(names).toContain(name);
    expect(cities.length).toBeGreaterThanOrEqual(16);
  });

  it("'Default city id 9, pincode 500085, city name Hyderabad'", () => {
    const hyderabad = cities.find((c) => c.id === 9);
    expect(hyderabad?.name).toBe("Hyderabad");
    expect(hyderabad?.stateCode).toBe("TS");
    const home = pincodes.find((p) => p.pincode === "500085");
    expect(home).toMatchObject({ cityId: 9, latitude: 17.492737, longitude: 78.39656, serviceable: true });
  });

  it("has unique city ids, sane coordinates and real-looking state codes", () => {
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
    for (const c of cities) {
      expect(Number.isInteger(c.id) && c.id > 0).toBe(true);
      expect(c.stateCode).toMatch(/^[A-Z]{2,3}$/);
      expect(c.latitude).toBeGreaterThan(6);
      expect(c.latitude).toBeLessThan(37);
      expect(c.longitude).toBeGreaterThan(68);
      expect(c.longitude).toBeLessThan(98);
    }
  });

  it("has 5-10 unique six-digit pincodes per city, including 400001 (Mumbai) and not 999999", () => {
    expect(new Set(pincodes.map((p) => p.pincode)).size).toBe(pincodes.length);
    const cityIds = new Set(cities.map((c) => c.id));
    for (const p of pincodes) {
      expect(p.pincode).toMatch(/^[1-9]\d{5}$/);
      expect(cityIds.has(p.cityId)).toBe(true);
      expect(p.areaName.length).toBeGreaterThan(0);
    }
    for (const c of cities) {
      const count = pincodes.filter((p) => p.cityId === c.id).length;
      expect(count).toBeGreaterThanOrEqual(5);
      expect(count).toBeLessThanOrEqual(12);
    }
    const mumbai = cities.find((c) => c.name === "Mumbai")!;
    expect(pincodes.find((p) => p.pincode === "400001")?.cityId).toBe(mumbai.id);
    expect(pincodes.some((p) => p.pincode === "999999")).toBe(false);
  });

  it("has some unserviceable pincodes ('Address not serviceable')", () => {
    expect(pincodes.some((p) => !p.serviceable)).toBe(true);
    expect(pincodes.filter((p) => p.serviceable).length).toBeGreaterThan(pincodes.length / 2);
  });
});

describe("diagnostic catalogue", () => {
  it("has at least 300 items, with tests and packages", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(300);
    expect(tests.length).toBeGreaterThanOrEqual(200);
    expect(packages.length).toBeGreaterThanOrEqual(60);
  });

  it("has unique positive integer item ids and unique slug canonical tags", () => {
    expect(new Set(catalogue.map((i) => i.itemId)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((i) => i.canonicalTag)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((i) => i.itemName)).size).toBe(catalogue.length);
    for (const i of catalogue) {
      expect(Number.isInteger(i.itemId) && i.itemId > 0).toBe(true);
      expect(i.canonicalTag).toMatch(SLUG);
    }
  });

  it("'An item is a package when it has more than one inclusion; otherwise it is a test'", () => {
    for (const t of tests) expect(t.inclusions).toEqual([t.itemId]);
    for (const p of packages) {
      expect(p.inclusions.length).toBeGreaterThan(1);
      expect(p.inclusions.length).toBeLessThanOrEqual(40);
      expect(new Set(p.inclusions).size).toBe(p.inclusions.length);
      for (const id of p.inclusions) expect(byId.get(id)?.itemType, `${p.canonicalTag} includes ${id}`).toBe("TEST");
    }
  });

  it("'Gender codes: M Male, F Female, B All': a package never includes a test for the other sex", () => {
    for (const i of catalogue) expect(["M", "F", "B"]).toContain(i.gender);
    for (const p of packages) {
      for (const id of p.inclusions) {
        const g = byId.get(id)!.gender;
        if (g !== "B") expect(p.gender, `${p.canonicalTag} includes a ${g}-only test`).toBe(g);
      }
    }
    expect(catalogue.find((i) => i.canonicalTag === "psa-total-prostate-specific-antigen")!.gender).toBe("M");
    expect(catalogue.find((i) => i.canonicalTag === "amh-anti-mullerian-hormone")!.gender).toBe("F");
  });

  it("prices are whole rupees with mrp >= price > 0 and circlePrice <= price", () => {
    for (const i of catalogue) {
      for (const v of [i.mrp, i.price, i.circlePrice]) expect(Number.isInteger(v) && v > 0, i.canonicalTag).toBe(true);
      expect(i.mrp).toBeGreaterThanOrEqual(i.price);
      expect(i.circlePrice).toBeLessThanOrEqual(i.price);
    }
  });

  it("'Members see member prices where the circle price is lower than the normal price': both cases exist", () => {
    const lower = catalogue.filter((i) => i.circlePrice < i.price);
    const equal = catalogue.filter((i) => i.circlePrice === i.price);
    expect(lower.length).toBeGreaterThan(catalogue.length / 2);
    expect(equal.length).toBeGreaterThan(0);
    for (const i of lower) expect(i.groupPlan).toBe("CIRCLE");
    for (const i of equal) expect(i.groupPlan).toBe("ALL");
  });

  it("observations, tags, ages, collection and report times are well formed", () => {
    for (const i of catalogue) {
      expect(i.observations.length).toBeGreaterThanOrEqual(1);
      expect(i.observations.length).toBeLessThanOrEqual(i.itemType === "TEST" ? 30 : 40);
      i.observations.forEach((o, n) => {
        expect(o.observationName.length).toBeGreaterThan(0);
        expect(["Yes", "No"]).toContain(o.isHeader);
        expect(o.PrintOrder).toBe(n + 1);
      });
      expect(i.itemTags.length).toBeLessThanOrEqual(2);
      expect(i.fromAgeInDays).toBeGreaterThanOrEqual(0);
      expect(i.toAgeInDays).toBeGreaterThan(i.fromAgeInDays);
      expect(i.toAgeInDays).toBeLessThanOrEqual(36500);
      expect(["HOME", "CENTER"]).toContain(i.collectionType);
      expect(i.reportTATHours).toBeGreaterThanOrEqual(6);
      expect(i.reportTATHours).toBeLessThanOrEqual(72);
      expect(i.testDescription.length).toBeGreaterThan(10);
      expect(i.testPreparationData.length).toBeGreaterThan(10);
    }
  });

  it("every item belongs to a popular category", () => {
    const slugs = new Set(popularCategories.map((c) => c.slug));
    for (const i of catalogue) expect(slugs.has(i.category), i.canonicalTag).toBe(true);
  });

  it("image urls are safe local paths", () => {
    for (const i of catalogue) if (i.imageUrl !== null) expect(i.imageUrl).toMatch(ITEM_IMAGE);
    expect(catalogue.some((i) => i.imageUrl !== null)).toBe(true);
  });
});

describe("popular categories", () => {
  it("include the spec's full-body-checkup ('The full body checkup category page uses the slug full-body-checkup') and the home categories", () => {
    const slugs = popularCategories.map((c) => c.slug);
    for (const s of ["full-body-checkup", "diabetes", "senior-citizen", "women-health"]) expect(slugs).toContain(s);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("have icon urls /images/categories/<slug>.svg", () => {
    for (const c of popularCategories) {
      expect(c.slug).toMatch(SLUG);
      expect(c.iconUrl).toBe(`/images/categories/${c.slug}.svg`);
      expect(c.iconUrl).toMatch(/^\/images\/categories\/[a-z0-9-]{1,80}\.svg$/);
    }
  });
});

describe("widgets", () => {
  it("every widget item exists and lists are within 'Diagnostic widget data limit 50'", () => {
    for (const w of widgets) {
      expect(w.itemIds.length).toBeGreaterThan(0);
      expect(w.itemIds.length).toBeLessThanOrEqual(50);
      expect(new Set(w.itemIds).size).toBe(w.itemIds.length);
      for (const id of w.itemIds) expect(byId.has(id), `${w.widgetName} item ${id}`).toBe(true);
    }
  });

  it("has the home-screen sections for all cities", () => {
    const all = (name: string) => widgets.find((w) => w.widgetName === name && w.cityId === null);
    const top = all("top-booked-tests")!;
    expect(top.title).toBe("Top Booked Tests");
    expect(top.itemIds).toHaveLength(12);
    for (const id of top.itemIds) expect(byId.get(id)!.itemType).toBe("TEST");
    expect(all("frequently-booked-items")!.itemIds).toHaveLength(10);
    expect(all("frequently-booked-together")!.itemIds).toHaveLength(8);
    const packs = all("popular-packages")!;
    expect(packs.title).toBe("Popular Health Packages");
    expect(packs.itemIds).toHaveLength(10);
    for (const id of packs.itemIds) expect(byId.get(id)!.itemType).toBe("PACKAGE");
    expect(all("recommended-for-you")!.itemIds).toHaveLength(8);
  });

  it("has Hyderabad and Mumbai variants of top-booked-tests with the same tests in another order", () => {
    const top = widgets.find((w) => w.widgetName === "top-booked-tests" && w.cityId === null)!;
    const mumbai = cities.find((c) => c.name === "Mumbai")!.id;
    for (const cityId of [9, mumbai]) {
      const v = widgets.find((w) => w.widgetName === "top-booked-tests" && w.cityId === cityId)!;
      expect(v).toBeDefined();
      expect([...v.itemIds].sort()).toEqual([...top.itemIds].sort());
      expect(v.itemIds).not.toEqual(top.itemIds);
    }
  });

  it("has one widget per popular category, listing items of that category", () => {
    for (const c of popularCategories) {
      const w = widgets.find((x) => x.widgetName === c.slug && x.cityId === null);
      expect(w, c.slug).toBeDefined();
      for (const id of w!.itemIds) expect(byId.get(id)!.category).toBe(c.slug);
    }
  });

  it("has no two rows for the same widget and city", () => {
    const keys = widgets.map((w) => `${w.widgetName}@${w.cityId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("determinism ('Same input, same rows: no clock and no randomness')", () => {
  it("a fresh import gives deep-equal data", async () => {
    const before = digest({ cities, pincodes, catalogue, popularCategories, widgets });
    vi.resetModules();
    const again = {
      ...(await import("../../app/.server/db/seed-data/cities")),
      ...(await import("../../app/.server/db/seed-data/catalogue")),
      ...(await import("../../app/.server/db/seed-data/widgets")),
    };
    expect(again.catalogue).not.toBe(catalogue);
    expect(again.catalogue).toEqual(catalogue);
    expect(again.widgets).toEqual(widgets);
    expect(digest({ cities: again.cities, pincodes: again.pincodes, catalogue: again.catalogue, popularCategories: again.popularCategories, widgets: again.widgets })).toBe(before);
  });
});
