/** Pre-publish warnings (shown at their section with a JSON path; they block only a strict publish). */
import { describe, expect, it } from "vitest";
import { checkConfiguration, TAG_CONTRAST_RULE, TAP_TARGET_RULE } from "~/.server/content/checks";
import { axeIssues, budgetIssues, headingOrderIssues, HEADING_ORDER_RULE, PREVIEW_BUDGET } from "~/lib/preview-quality";
import { previewIssues } from "~/features/studio/preview-issues";
import { screenOfSections } from "./support/screen-config";

const opts = { allowedUrlSuffixes: ["apollo247.com"], allowedDataHosts: ["localhost"] };

const screen = screenOfSections;

const banner = (meta: Record<string, unknown> = {}) => ({
  name: "offers",
  type: "Banner",
  order: 1,
  SSR: true,
  eager_load: true,
  meta,
  data_source: { type: "JSON", data: { banners: [{ imageUrl: "/images/banners/lab-tests-offer.svg", alt: "Up to 66% off", redirectUrl: "/lab-tests" }] } },
});

describe("tag colours: '" + TAG_CONTRAST_RULE + "'", () => {
  it("warns at the tag's text_colour path when the pair is under 4.5:1, and not when it passes", () => {
    const items = (text_colour: string, background_colour: string) => ({
      name: "tests",
      type: "DiagItemCard",
      order: 2,
      SSR: true,
      eager_load: true,
      data_source: { type: "JSON", data: { items: [{ itemTags: [{ display_text: "Bestseller", text_colour, background_colour }] }] } },
    });
    const low = checkConfiguration(screen([items("#999999", "#ffffff")]), opts);
    const w = low.warnings.find((x) => x.message.includes("contrast"));
    expect(w).toMatchObject({ path: "/containers/0/sections/0/data_source/data/items/0/itemTags/0/text_colour", section: "tests" });
    expect(w!.message).toContain('"Bestseller" (#999999 on #ffffff) have a contrast of 2.85:1');
    expect(low.errors.filter((e) => e.message.includes("contrast"))).toEqual([]);
    const ok = checkConfiguration(screen([items("#02475b", "#ffffff")]), opts);
    expect(ok.warnings.some((x) => x.message.includes("contrast"))).toBe(false);
  });
});

describe("tap targets: '" + TAP_TARGET_RULE + "'", () => {
  it("warns when meta.dimensions make a linked banner under 24 px high", () => {
    const r = checkConfiguration(screen([banner({ dimensions: { width: 1200, height: 20, mweb_width: 360, mweb_height: 160 } })]), opts);
    expect(r.warnings).toContainEqual(expect.objectContaining({ path: "/containers/0/sections/0/meta/dimensions/height", section: "offers" }));
    const fine = checkConfiguration(screen([banner({ dimensions: { width: 1200, height: 300 } })]), opts);
    expect(fine.warnings.some((x) => x.message.includes("tap target"))).toBe(false);
  });
});

describe("heading order: '" + HEADING_ORDER_RULE + "'", () => {
  it("flags a jump of more than one level, at the section of the heading", () => {
    expect(
      headingOrderIssues([
        { level: 1, text: "Lab tests", section: null },
        { level: 2, text: "Offers", section: "offers" },
        { level: 4, text: "Full Body", section: "tests" },
        { level: 2, text: "Packages", section: "packages" },
        { level: 3, text: "Heart", section: "packages" },
      ]),
    ).toEqual([{ rule: "heading-order", message: `heading "Full Body" is h4 after h2: ${HEADING_ORDER_RULE}`, section: "tests" }]);
  });
});

describe("axe-core violations in the rendered preview", () => {
  it("become one warning per rule and section, naming the rule, impact and help text", () => {
    const issues = axeIssues([{ id: "color-contrast", impact: "serious", help: "Elements must meet minimum color contrast ratio thresholds", nodes: [{ section: "tests" }, { section: "tests" }, { section: null }] }]);
    expect(issues).toEqual([
      { rule: "axe-color-contrast", message: "axe color-contrast (serious): Elements must meet minimum color contrast ratio thresholds — 2 elements", section: "tests" },
      { rule: "axe-color-contrast", message: "axe color-contrast (serious): Elements must meet minimum color contrast ratio thresholds", section: null },
    ]);
  });
});

describe("the per-screen budget measured on the preview", () => {
  it("warns for each of data calls, image bytes, sections above the fold, HTML bytes and server render time over budget", () => {
    const within = { dataCalls: 3, imageBytes: 100_000, sectionsAboveFold: 3, htmlBytes: 50_000, renderMs: 120 };
    expect(budgetIssues(within)).toEqual([]);
    const over = { dataCalls: 9, imageBytes: PREVIEW_BUDGET.imageBytes + 1, sectionsAboveFold: 6, htmlBytes: PREVIEW_BUDGET.htmlBytes + 1, renderMs: 900 };
    expect(budgetIssues(over).map((i) => i.rule)).toEqual(["budget-dataCalls", "budget-imageBytes", "budget-sectionsAboveFold", "budget-htmlBytes", "budget-renderMs"]);
    expect(budgetIssues(over)[4].message).toBe("server render took 900 ms: over the budget of 500 ms");
  });

  it("preview warnings are shown at their section's JSON path in the draft", () => {
    const config = screen([banner(), { ...banner(), name: "tests" }]);
    const out = previewIssues({ phone: { device: "phone", metrics: { dataCalls: 0, imageBytes: 0, sectionsAboveFold: 0, htmlBytes: 0, renderMs: 0 }, issues: [{ rule: "heading-order", message: "m", section: "tests" }, { rule: "budget-renderMs", message: "slow", section: null }] } }, config, "mweb");
    expect(out).toEqual([
      { path: "/containers/0/sections/1", message: "phone preview: m", section: "tests" },
      { path: "/containers", message: "phone preview: slow", section: null },
    ]);
  });

  it("the phone frame shows the mweb configuration: editing web, its warnings name that view and sit on no web section", () => {
    const config = screen([banner(), { ...banner(), name: "tests" }]);
    const metrics = { dataCalls: 0, imageBytes: 0, sectionsAboveFold: 0, htmlBytes: 0, renderMs: 0 };
    const out = previewIssues({ phone: { device: "phone", metrics, issues: [{ rule: "heading-order", message: "m", section: "tests" }] } }, config, "web");
    expect(out).toEqual([{ path: "/containers", message: "phone preview (the mweb configuration): tests: m", section: null }]);
  });
});
