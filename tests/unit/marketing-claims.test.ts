/**
 * Marketing text in the bundled screen configurations must agree with the catalogue it points at: a banner
 * saying "80+ tests, starting ₹1,499" next to a 7-test package at ₹1,399 is the kind of contradiction this
 * catches. A claim is checked against the lab-test catalogue when the object carrying it links to lab tests;
 * claims about consults, Circle, the credit card and scans have no catalogue here and are listed as such.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue, type SeedItem } from "~/.server/db/seed-data/catalogue";
import { discountPercent } from "~/lib/price";

/** Objects linking here make claims about something other than the lab-test catalogue. */
const NOT_LAB_CATALOGUE: Record<string, string> = {
  "/consult": "consult fees",
  "/doctors/": "consult fees",
  "/specialties": "consult fees",
  "/corporate-benefits": "corporate consult offers",
  "/circle-landing": "Circle membership fee",
  "/apollo-sbi-credit-card": "credit-card terms",
};

type Claim = { file: string; link: string; field: string; text: string };

const CONFIG_DIR = path.resolve("screen-configs");
const LINK_FIELDS = ["redirectUrl", "redirect_url", "testsUrl", "url", "href"];

/** Every object of every configuration that carries text or a starting price, with the link it goes to. */
function claims(): Claim[] {
  const out: Claim[] = [];
  const walk = (v: unknown, file: string) => {
    if (Array.isArray(v)) return v.forEach((x) => walk(x, file));
    if (!v || typeof v !== "object") return;
    const o = v as Record<string, unknown>;
    const link = LINK_FIELDS.map((k) => o[k]).find((x): x is string => typeof x === "string") ?? "";
    for (const [field, x] of Object.entries(o)) {
      if (typeof x === "string" && !LINK_FIELDS.includes(field) && !/url|uri/i.test(field)) out.push({ file, link, field, text: x });
      if (typeof x === "number" && field === "startingPrice") out.push({ file, link, field, text: String(x) });
      if (x && typeof x === "object") walk(x, file);
    }
  };
  for (const f of fs.readdirSync(CONFIG_DIR).filter((n) => n.endsWith(".json"))) {
    walk(JSON.parse(fs.readFileSync(path.join(CONFIG_DIR, f), "utf8")), f);
  }
  return out;
}

/** The catalogue items a link stands for: a category listing's packages, or the whole catalogue. */
function scopeOf(link: string): SeedItem[] | null {
  const listing = /^\/test-listing\/([a-z0-9-]+)/.exec(link);
  if (listing) {
    const inCategory = catalogue.filter((i) => i.category === listing[1] && i.itemType === "PACKAGE");
    return inCategory.length ? inCategory : null;
  }
  if (link === "/lab-tests" || link.startsWith("/lab-tests?")) return catalogue;
  return null;
}

const rupees = (s: string) => Number(s.replace(/,/g, ""));
const minPrice = (items: SeedItem[]) => Math.min(...items.map((i) => i.price));
const counts = (items: SeedItem[]) => items.map((i) => i.inclusions.length);
const discounts = (items: SeedItem[]) => items.map((i) => discountPercent(i.mrp, i.price));

/** What the catalogue says about one claim; null when the text makes no price or count claim. */
function verdict(c: Claim, items: SeedItem[]): { ok: boolean; why: string } | null {
  if (c.field === "startingPrice") {
    const want = minPrice(items);
    return { ok: Number(c.text) === want, why: `startingPrice ${c.text}, lowest price is ${want}` };
  }
  const checks: { ok: boolean; why: string }[] = [];
  for (const m of c.text.matchAll(/(?:starting|from)\s+(?:at\s+)?₹\s?([\d,]+)/gi)) {
    checks.push({ ok: rupees(m[1]) === minPrice(items), why: `"${m[0]}", lowest price is ₹${minPrice(items)}` });
  }
  for (const m of c.text.matchAll(/(\d+)\+\s*(tests|parameters)/gi)) {
    checks.push({ ok: Math.max(...counts(items)) >= Number(m[1]), why: `"${m[0]}", largest has ${Math.max(...counts(items))} tests` });
  }
  for (const m of c.text.matchAll(/(?:up to\s+)(\d+)\s+tests/gi)) {
    checks.push({ ok: Math.max(...counts(items)) === Number(m[1]), why: `"${m[0]}", largest has ${Math.max(...counts(items))} tests` });
  }
  for (const m of c.text.matchAll(/(\d+)\s*(?:to|-|–)\s*(\d+)\s+tests/gi)) {
    const [lo, hi] = [Math.min(...counts(items)), Math.max(...counts(items))];
    checks.push({ ok: Number(m[1]) === lo && Number(m[2]) === hi, why: `"${m[0]}", packages have ${lo} to ${hi} tests` });
  }
  for (const m of c.text.matchAll(/up to\s+(\d+)%\s*off/gi)) {
    const max = Math.max(...discounts(items));
    checks.push({ ok: Number(m[1]) <= max, why: `"${m[0]}", the biggest discount is ${max}%` });
  }
  for (const m of c.text.matchAll(/flat\s+(\d+)%\s*off/gi)) {
    const min = Math.min(...discounts(items));
    checks.push({ ok: Number(m[1]) <= min, why: `"${m[0]}", the smallest discount is ${min}%` });
  }
  for (const m of c.text.matchAll(/reports?\s+(?:with)?in\s+(\d+)\s*(?:hrs|hours)/gi)) {
    const slowest = Math.max(...items.map((i) => i.reportTATHours));
    checks.push({ ok: slowest <= Number(m[1]), why: `"${m[0]}", the slowest report takes ${slowest} hours` });
  }
  if (!checks.length) return null;
  const bad = checks.find((x) => !x.ok);
  return bad ?? checks[0];
}

const CLAIM_WORDS = /₹|\d+\+|\d+\s*%|\d+\s+tests|\d+\s*(?:hrs|hours)/i;

describe("marketing claims in the bundled configurations", () => {
  const all = claims();

  it("every price and count claim about lab tests matches the seeded catalogue", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const c of all) {
      const items = scopeOf(c.link);
      if (!items) continue;
      const v = verdict(c, items);
      if (!v) continue;
      checked += 1;
      if (!v.ok) wrong.push(`${c.file} ${c.link} ${c.field}: ${v.why}`);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });

  it("every claim is either checked against the catalogue or about something the catalogue does not hold", () => {
    const unchecked = all
      .filter((c) => c.field === "startingPrice" || CLAIM_WORDS.test(c.text))
      .filter((c) => !scopeOf(c.link) && !Object.keys(NOT_LAB_CATALOGUE).some((p) => c.link.startsWith(p)))
      // Scans and doctors carry their own fees (no catalogue of them is seeded): named by their fields.
      .filter((c) => !(c.field === "startingPrice" && !c.link) && !/^(startingFee|consultFee)$/.test(c.field))
      .map((c) => `${c.file} ${c.link || "(no link)"} ${c.field}: ${c.text}`);
    expect(unchecked).toEqual([]);
  });

  it("catches the contradiction this guards against", () => {
    const essential = catalogue.filter((i) => i.category === "full-body-checkup" && i.itemType === "PACKAGE");
    expect(verdict({ file: "x", link: "/test-listing/full-body-checkup", field: "alt", text: "80+ tests, starting ₹1,499" }, essential)?.ok).toBe(false);
    expect(verdict({ file: "x", link: "/lab-tests", field: "alt", text: "Flat 25% off on lab tests" }, catalogue)?.ok).toBe(false);
  });
});
