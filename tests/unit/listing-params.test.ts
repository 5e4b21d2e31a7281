/**
 * Listing URLs. The spec: "listing filter Tests, Packages, Tests and Packages", "Sort options: price, popularity,
 * test count, name, top deals, each with ascending and descending variants", "Pagination uses limit/offset".
 */
import { describe, expect, it } from "vitest";
import { FILTER_OPTIONS, SORT_OPTIONS, listingSearch, pageCount, pageWindow, parseListingParams, resultsSummary } from "../../app/features/lab-tests/listing-params";

describe("listing parameters", () => {
  it("offers the filters Tests, Packages, Tests and Packages", () => {
    expect(FILTER_OPTIONS.map((f) => f.label).sort()).toEqual(["Packages", "Tests", "Tests and Packages"]);
  });

  it("offers every sort (price, popularity, test count, name, top deals) in both directions", () => {
    const values = SORT_OPTIONS.map((s) => s.value);
    for (const key of ["PRICE", "POPULARITY", "TEST_COUNT", "NAME", "TOP_DEALS"]) {
      expect(values).toContain(`${key}_ASC`);
      expect(values).toContain(`${key}_DESC`);
    }
    expect(new Set(values).size).toBe(10);
  });

  it("reads filter, sort and page from the URL, falling back to the defaults for anything unknown", () => {
    expect(parseListingParams(new URLSearchParams("filter=PACKAGES&sort=PRICE_ASC&page=3"))).toEqual({ filter: "PACKAGES", sortBy: "PRICE_ASC", page: 3, isFiltered: true });
    expect(parseListingParams(new URLSearchParams("filter=x&sort=y&page=-2"))).toEqual({ filter: "TESTS_AND_PACKAGES", sortBy: "POPULARITY_DESC", page: 1, isFiltered: false });
    expect(parseListingParams(new URLSearchParams("page=2.5")).page).toBe(1);
  });

  it("writes one address per page: defaults are left out", () => {
    expect(listingSearch({ filter: "TESTS_AND_PACKAGES", sortBy: "POPULARITY_DESC", page: 1 })).toBe("");
    expect(listingSearch({ filter: "TESTS", sortBy: "NAME_DESC", page: 2 })).toBe("?filter=TESTS&sort=NAME_DESC&page=2");
  });

  it("counts pages of 20 and links first, last and the pages around the current one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });

  it("announces which results are shown", () => {
    expect(resultsSummary(2, 20, 53)).toBe("Showing 21–40 of 53 results");
    expect(resultsSummary(3, 13, 53)).toBe("Showing 41–53 of 53 results");
    expect(resultsSummary(1, 0, 0)).toBe("No results");
  });
});

import { itemSlugForms } from "../../app/features/lab-tests/item-slug";
import { splitCategorySlug } from "../../app/features/lab-tests/listing-route.server";

describe("item and category slugs", () => {
  it("'The lab test page slug takes the form {canonicalTag}-c-{city} or {canonicalTag}-l-{x}', and /lab-tests/{nameSlug}-l-{location}-c-{city}", () => {
    expect(itemSlugForms("lipid-profile")).toEqual([{ canonicalTag: "lipid-profile" }]);
    expect(itemSlugForms("lipid-profile-c-hyderabad")).toContainEqual({ canonicalTag: "lipid-profile", city: "hyderabad" });
    expect(itemSlugForms("lipid-profile-l-kondapur")).toContainEqual({ canonicalTag: "lipid-profile", location: "kondapur" });
    expect(itemSlugForms("lipid-profile-l-kondapur-c-hyderabad")).toContainEqual({ canonicalTag: "lipid-profile", location: "kondapur", city: "hyderabad" });
  });

  it("tries the whole slug as a canonical tag first (a tag may itself hold '-c-')", () => {
    expect(itemSlugForms("vitamin-c-ascorbic-acid")[0]).toEqual({ canonicalTag: "vitamin-c-ascorbic-acid" });
  });

  it("a category slug carries its city after the last '-c-'; the full body checkup page may have none", () => {
    expect(splitCategorySlug("thyroid-c-9")).toEqual(["thyroid", "9"]);
    expect(splitCategorySlug("full-body-checkup-c-new-delhi")).toEqual(["full-body-checkup", "new-delhi"]);
    expect(splitCategorySlug("full-body-checkup")).toEqual(["full-body-checkup", undefined]);
  });
});
