/**
 * English pages speak without i18next (app/i18n/words.ts): the English words must be exactly what i18next says for
 * the same catalogue, key by key, with and without counts, with every value given and with none, so a page reads the
 * same whichever draws it and the Hindi pages (i18next, falling back to English) agree with the English ones.
 */
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { NAMESPACES, resources } from "~/i18n/resources";
// Brings the item pages' English words into the catalogue, as an item page does.
import { itemEn } from "~/i18n/item-words";
import { englishWords, fixedT, languageOfTag, wordsOf } from "~/i18n/words";

const i18next = createInstance();
void i18next.init({ lng: "en", fallbackLng: "en", resources: { en: resources.en }, defaultNS: "item", ns: [...NAMESPACES], initImmediate: false, interpolation: { escapeValue: false } });

const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");
const valuesIn = (text: string) => [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]);

describe("English words without i18next", () => {
  it("have the item pages' words once item-words.ts is imported (only item pages import it)", () => {
    expect(resources.en.item).toBe(itemEn);
    expect(englishWords.fixedT("item")("testsIncluded", { count: 3 })).toBe("Tests included (3)");
  });

  for (const ns of NAMESPACES) {
    const keys = [...new Set(Object.keys(resources.en[ns]).map(baseKey))];
    it(`say what i18next says for every key of "${ns}"`, () => {
      const ours = englishWords.fixedT(ns);
      const theirs = i18next.getFixedT("en", ns);
      for (const key of keys) {
        const names = new Set(Object.entries(resources.en[ns]).filter(([k]) => baseKey(k) === key).flatMap(([, text]) => valuesIn(text)));
        const values = Object.fromEntries([...names].filter((n) => n !== "count").map((n) => [n, `<${n}>`]));
        for (const count of [0, 1, 2, 5, 1.5]) expect(ours(key, { ...values, count }), `${ns}:${key} count ${count}`).toBe(theirs(key, { ...values, count }));
        expect(ours(key, values), `${ns}:${key}`).toBe(theirs(key, values));
        expect(ours(key), `${ns}:${key} without values`).toBe(theirs(key));
      }
    });
  }

  it("fall back to the default value, then the key, as i18next does", () => {
    const ours = englishWords.fixedT("badge");
    const theirs = i18next.getFixedT("en", "badge");
    for (const key of ["Home collection", "Fasting: 10 hrs", "Dr. visit"]) {
      expect(ours(key, { ns: "badge", defaultValue: key })).toBe(theirs(key, { ns: "badge", defaultValue: key }));
      expect(ours(key, { ns: "city", defaultValue: "x" })).toBe(theirs(key, { ns: "city", defaultValue: "x" }));
    }
    expect(ours("Bestseller", { ns: "badge", defaultValue: "Bestseller" })).toBe("Bestseller");
  });

  it("Hindi is spoken by i18next, English where it has no word", () => {
    expect(wordsOf("hi")?.language).toBe("hi");
    expect(fixedT("hi", "item")("addToCart")).not.toBe(fixedT("en", "item")("addToCart"));
    expect(fixedT("en", "chrome")("reportTat", { count: 2 })).toBe("Reports within 2 days");
    expect(languageOfTag("hi-IN")).toBe("hi");
    expect(languageOfTag("en-IN")).toBe("en");
    expect(languageOfTag("ta-IN")).toBe("en");
  });
});
