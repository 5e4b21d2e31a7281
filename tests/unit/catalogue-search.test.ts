/**
 * Catalogue search ranking. The spec: "searchDiagnosticItem(keyword, cityId, size, itemType, includeRadiology)";
 * the issue: it "ranks by name, synonyms (e.g. "CBC" ↔ "Complete Blood Count", "sugar" ↔ glucose/HbA1c, "thyroid" ↔
 * T3/T4/TSH) and inclusions, tolerates small typos ("thyriod", "vitamn d")".
 */
import { describe, expect, it } from "vitest";
import { catalogue, itemByTag } from "../../app/.server/db/seed-data/catalogue";
import { searchSynonymGroups } from "../../app/.server/db/seed-data/search-synonyms";
import { buildSearchIndex, searchItemIds, synonymsFor, type SearchDocument } from "../../app/.server/domain/catalogue/search";

const names = new Map(catalogue.map((i) => [i.itemId, i.itemName]));
const documents: SearchDocument[] = catalogue.map((i) => ({
  itemId: i.itemId,
  itemName: i.itemName,
  itemType: i.itemType,
  productScore: i.productScore,
  inclusionNames: i.itemType === "PACKAGE" ? i.inclusions.map((id) => names.get(id)!) : i.observations.map((o) => o.observationName),
}));
const index = buildSearchIndex(documents, searchSynonymGroups.map((g) => g.terms));
const top = (keyword: string, n = 5, type?: "TEST" | "PACKAGE") => searchItemIds(index, keyword, type).slice(0, n).map((id) => names.get(id)!);
const id = (tag: string) => itemByTag(tag).itemId;

describe("search ranking", () => {
  it("ranks by name: the item named by the keyword comes first", () => {
    expect(top("lipid profile")[0]).toBe("Lipid Profile");
    expect(top("full body")[0]).toMatch(/^Full Body Checkup/);
  });

  it("'CBC' ↔ 'Complete Blood Count', both ways", () => {
    expect(top("cbc")[0]).toBe("Complete Blood Count (CBC)");
    expect(top("complete blood count")[0]).toBe("Complete Blood Count (CBC)");
    // A haemogram is a CBC: the synonym finds it though its name says neither word the user typed.
    expect(searchItemIds(index, "hemogram")).toContain(id("complete-blood-count-cbc"));
  });

  it("'sugar' ↔ glucose/HbA1c", () => {
    const ids = searchItemIds(index, "sugar");
    expect(ids).toContain(id("hba1c-glycated-haemoglobin"));
    expect(ids).toContain(id("glucose-fasting"));
    expect(searchItemIds(index, "glucose")).toContain(id("glucose-fasting"));
  });

  it("'thyroid' ↔ T3/T4/TSH", () => {
    expect(top("tsh")).toContain("TSH (Thyroid Stimulating Hormone)");
    expect(top("t3")).toContain("Thyroid Profile Total (T3, T4, TSH)");
    expect(searchItemIds(index, "thyroid")).toContain(id("tsh-ultrasensitive"));
  });

  it("tolerates small typos: 'thyriod' and 'vitamn d'", () => {
    expect(top("thyriod")).toContain("Thyroid Profile Total (T3, T4, TSH)");
    expect(top("vitamn d")[0]).toBe("Vitamin D (25-OH)");
    expect(top("dengu")[0]).toMatch(/^Dengue/);
  });

  it("finds packages by what they include, below the items named by the keyword", () => {
    const ids = searchItemIds(index, "ferritin");
    expect(ids[0]).toBe(id("ferritin"));
    expect(ids).toContain(id("iron-deficiency-profile")); // a package that includes Ferritin
  });

  it("needs every word ('vitamin d' is not every vitamin) but ignores words naming no test ('thyroid test')", () => {
    expect(searchItemIds(index, "vitamin d")).not.toContain(id("vitamin-b12-cyanocobalamin"));
    expect(top("thyroid test")).toEqual(top("thyroid"));
  });

  it("short abbreviations are matched exactly, not fuzzily ('crp' does not find 'cbc')", () => {
    expect(searchItemIds(index, "crp")).not.toContain(id("complete-blood-count-cbc"));
  });

  it("filters by itemType and finds nothing for under 2 characters or nonsense", () => {
    for (const n of top("checkup", 20, "PACKAGE")) expect(catalogue.find((i) => i.itemName === n)!.itemType).toBe("PACKAGE");
    expect(searchItemIds(index, "x")).toEqual([]);
    expect(searchItemIds(index, "zzqx")).toEqual([]);
  });

  it("gives an item every term of a synonym group one of whose terms is in its name", () => {
    expect(synonymsFor("Complete Blood Count (CBC)", [["cbc", "haemogram"], ["sugar", "glucose"]])).toEqual(["cbc", "haemogram"]);
    expect(synonymsFor("Scabies", [["cbc", "haemogram"]])).toEqual([]); // whole words only: "scabies" holds no "cbc"
  });
});
