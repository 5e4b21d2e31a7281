import { describe, expect, it } from "vitest";
import { genderLabel, genderTooltip, inclusionCount, inclusionText, isPackage } from "~/lib/item";

describe("isPackage", () => {
  it("'An item is a package when it has more than one inclusion; otherwise it is a test.'", () => {
    expect(isPackage({ itemInclusionCount: 68 })).toBe(true);
    expect(isPackage({ itemInclusionCount: 2 })).toBe(true);
    expect(isPackage({ itemInclusionCount: 1 })).toBe(false);
    expect(isPackage({ itemInclusionCount: 0 })).toBe(false);
  });

  it("counts the inclusions list when itemInclusionCount is absent", () => {
    expect(isPackage({ inclusions: [101, 102, 103] })).toBe(true);
    expect(isPackage({ inclusions: [101] })).toBe(false);
    expect(isPackage({ inclusions: null })).toBe(false);
    expect(isPackage({})).toBe(false);
    expect(inclusionCount({ itemInclusionCount: null, inclusions: [1, 2] })).toBe(2);
  });
});

describe("inclusionText", () => {
  it("says how many tests a package includes", () => {
    expect(inclusionText({ itemInclusionCount: 68 })).toBe("Includes 68 tests");
  });

  it("is empty for a test", () => {
    expect(inclusionText({ itemInclusionCount: 1, inclusions: [5] })).toBe("");
  });
});

describe("genderLabel", () => {
  it("'Gender codes: M Male, F Female, B All' — labels the single-gender items only", () => {
    expect(genderLabel("M")).toBe("For men");
    expect(genderLabel("F")).toBe("For women");
    expect(genderLabel("B")).toBeNull();
    expect(genderLabel("All")).toBeNull();
    expect(genderLabel(null)).toBeNull();
    expect(genderLabel(undefined)).toBeNull();
  });

  it("accepts the spelled-out genders too", () => {
    expect(genderLabel("Male")).toBe("For men");
    expect(genderLabel("female")).toBe("For women");
  });

  it("gives a tooltip stating who the test is available for", () => {
    expect(genderTooltip("F")).toBe("This test is available only for women");
    expect(genderTooltip("B")).toBeNull();
  });
});
