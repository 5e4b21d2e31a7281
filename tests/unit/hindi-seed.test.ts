/** Hindi text of the seeded catalogue: "English where a translation is missing", never half-translated text. */
import { describe, expect, it } from "vitest";
import { hindiPreparation, hindiTranslations } from "../../app/.server/db/seed-data/hindi";
import { catalogue, itemByTag } from "../../app/.server/db/seed-data/catalogue";

describe("Hindi catalogue text", () => {
  it("translates the names and descriptions of at least the 40 most booked items", () => {
    const top = [...catalogue].sort((a, b) => b.productScore - a.productScore).slice(0, 40);
    const named = new Set(hindiTranslations.filter((t) => t.itemName).map((t) => t.itemId));
    for (const item of top) expect(named, item.itemName).toContain(item.itemId);
  });

  it("translates preparation sentence by sentence, or not at all", () => {
    expect(hindiPreparation("10-12 hours fasting required. Only water is allowed during the fasting period.")).toBe(
      "10-12 घंटे का उपवास आवश्यक है। उपवास के दौरान केवल पानी पी सकते हैं।",
    );
    // One sentence without a translation: the whole text stays English (null → the English is shown).
    expect(hindiPreparation("10-12 hours fasting required. Bring your previous reports.")).toBeNull();
  });

  it("has a Hindi name in Devanagari that keeps the lab's abbreviation", () => {
    const cbc = hindiTranslations.find((t) => t.itemId === itemByTag("complete-blood-count-cbc").itemId)!;
    expect(cbc.itemName).toMatch(/[\u0900-\u097F]/);
    expect(cbc.itemName).toContain("(CBC)");
  });
});
