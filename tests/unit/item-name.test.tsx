/**
 * Card names keep the word that tells packages apart: a new patient saw "Full Body Checkup -…" twice when two
 * packages' names were cut at the same place.
 */
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ItemName, splitItemName } from "../../widget-registry/item-card/ItemName";

describe("item names on cards", () => {
  it("splits a name at its last ' - ' into the shared start and the distinguishing variant", () => {
    expect(splitItemName("Full Body Checkup - Essential")).toEqual({ base: "Full Body Checkup", variant: "Essential" });
    expect(splitItemName("Senior Citizen Health Checkup - Comprehensive")).toEqual({ base: "Senior Citizen Health Checkup", variant: "Comprehensive" });
    expect(splitItemName("Complete Blood Count (CBC)")).toBeNull();
    expect(splitItemName("HbA1c -")).toBeNull();
  });

  it("draws the variant on its own line, and its text is still the whole name", () => {
    const html = renderToStaticMarkup(<ItemName name="Full Body Checkup - Advanced" />);
    expect(html).toContain('<span class="w-item-name-variant">Advanced</span>');
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toBe("Full Body Checkup - Advanced");
  });
});

describe("item names in one-line rows", () => {
  it("keeps the variant whole and visible after the shared start, and the text is still the whole name", () => {
    const html = renderToStaticMarkup(<ItemName name="Full Body Checkup - Essential" inline />);
    expect(html).toContain('<span class="w-item-name-variant"> - Essential</span>');
    expect(html.replace(/<[^>]+>/g, "")).toBe("Full Body Checkup - Essential");
  });
});
