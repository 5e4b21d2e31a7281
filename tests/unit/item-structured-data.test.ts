/**
 * Item pages' structured data: "schema.org MedicalTest / Product + Offer structured data that validates", and who an
 * item is for ("Gender codes: M Male, F Female, B All"; fromAgeInDays, toAgeInDays).
 */
import { describe, expect, it } from "vitest";
import { itemStructuredData, jsonLd } from "../../app/features/lab-tests/structured-data";
import { ageRange, genderCode } from "../../app/features/lab-tests/applicability";

const test = { itemId: 1071, itemName: "Thyroid Profile Total (T3, T4, TSH)", itemType: "TEST", testDescription: "Checks thyroid function.", testPreparationData: "No fasting required." };
const url = "https://www.apollo247.com/lab-tests/thyroid-profile-total-t3-t4-tsh";

/** A node of the JSON-LD graph, as far as these tests read it. */
type GraphNode = Record<string, unknown> & { offers: { price: string } };

describe("structured data", () => {
  it("describes a test as a MedicalTest and a Product with an Offer in INR", () => {
    const data = itemStructuredData({ item: test, inclusionNames: [], url, imageUrl: null, price: 419 });
    expect(data["@context"]).toBe("https://schema.org");
    const [medical, product] = data["@graph"] as GraphNode[];
    expect(medical).toMatchObject({ "@type": "MedicalTest", name: test.itemName, description: test.testDescription, url });
    expect(product).toMatchObject({ "@type": "Product", name: test.itemName, sku: "1071", brand: { "@type": "Brand", name: "Apollo 247" } });
    // Only properties schema.org defines for each type (a validator flags others).
    expect(Object.keys(medical).sort()).toEqual(["@id", "@type", "description", "name", "url"]);
    expect(Object.keys(product).sort()).toEqual(["@id", "@type", "brand", "category", "description", "name", "offers", "sku"]);
    // An Offer needs price and priceCurrency; schema.org prices are plain decimals.
    expect(product.offers).toEqual({ "@type": "Offer", url, price: "419.00", priceCurrency: "INR", availability: "https://schema.org/InStock" });
    expect(product).not.toHaveProperty("image");
  });

  it("describes a package as a MedicalTestPanel whose subTests are its tests", () => {
    const data = itemStructuredData({ item: { ...test, itemType: "PACKAGE" }, inclusionNames: ["Lipid Profile", "HbA1c"], url, imageUrl: "https://x/img.svg", price: 1499.5 });
    const [panel, product] = data["@graph"] as GraphNode[];
    expect(panel["@type"]).toBe("MedicalTestPanel");
    expect(panel.subTest).toEqual([{ "@type": "MedicalTest", name: "Lipid Profile" }, { "@type": "MedicalTest", name: "HbA1c" }]);
    expect(product.offers.price).toBe("1499.50");
    expect(product.image).toBe("https://x/img.svg");
  });

  it("cannot close its script tag, whatever the item text says", () => {
    const text = jsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });
});

describe("who an item is for", () => {
  it("'Gender codes: M Male, F Female, B All'", () => {
    expect(genderCode("M")).toBe("M");
    expect(genderCode("F")).toBe("F");
    expect(genderCode("B")).toBe("B");
    expect(genderCode(null)).toBe("B");
  });

  it("turns fromAgeInDays/toAgeInDays into years; 100 years or more is no upper bound", () => {
    expect(ageRange(0, 36500)).toEqual({ kind: "all" });
    expect(ageRange(18 * 365, 36500)).toEqual({ kind: "from", from: 18 });
    expect(ageRange(0, 12 * 365)).toEqual({ kind: "to", to: 12 });
    expect(ageRange(18 * 365, 50 * 365)).toEqual({ kind: "range", from: 18, to: 50 });
  });
});
