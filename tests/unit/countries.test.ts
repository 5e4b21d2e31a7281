import { describe, expect, it } from "vitest";
import { COUNTRIES, countryByCode, INTERNATIONAL_COUNTRIES } from "~/lib/countries";

describe("country list", () => {
  it("'Country entry: code, dial_code, emoji, image, label, name, unicode; about 240 countries'", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(235);
    expect(COUNTRIES.length).toBeLessThanOrEqual(255);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dial_code).toMatch(/^\+\d{1,4}$/);
      expect([...c.emoji]).toHaveLength(2);
      expect(c.unicode).toMatch(/^U\+1F1[E-F][0-9A-F] U\+1F1[E-F][0-9A-F]$/);
      expect(c.label).toBe(`${c.emoji} ${c.name} (${c.dial_code})`);
    }
  });

  it("India is +91 with its flag; the international list leaves it out", () => {
    expect(countryByCode("IN")).toMatchObject({ dial_code: "+91", emoji: "🇮🇳", name: "India" });
    expect(countryByCode("NG")?.dial_code).toBe("+234");
    expect(INTERNATIONAL_COUNTRIES.some((c) => c.code === "IN")).toBe(false);
    expect(INTERNATIONAL_COUNTRIES.length).toBe(COUNTRIES.length - 1);
  });
});
