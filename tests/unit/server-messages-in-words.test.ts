/**
 * "Errors are shown at the field, in words: 'Add a description of the picture for people who cannot see it'
 * instead of 'must have required property 'alt'', and 'images may only come from these hosts: …' instead of
 * 'unsafe URL'." — the server's checks (save, publish, the content API) say them in the forms' words.
 */
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import { draftProblems, validateForPublish } from "~/sdui/validate.server";

const HOSTS = ["apollo247.com", "apollo247.in", "localhost"];
const config = () => JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));

describe("server messages in words", () => {
  it("a picture without its description: 'Add a description of the picture…', not 'must have required property'", () => {
    const c = config();
    delete c.containers[0].sections[0].data_source.data.banners[0].alt;
    const issues = validateForPublish(c, HOSTS);
    expect(issues).toContainEqual({ path: "/containers/0/sections/0/data_source/data(props)/banners/0", message: "Add a description of the picture for people who cannot see it" });
    expect(JSON.stringify(issues)).not.toMatch(/must (have|NOT|be)/);
  });

  it("an unsafe picture: 'Images may only come from these hosts: …', not 'unsafe URL'", () => {
    const c = config();
    c.containers[0].sections[0].data_source.data.banners[0].imageUrl = "https://images.example.net/offer.png";
    const issues = validateForPublish(c, HOSTS);
    expect(issues.map((i) => i.message)).toContain("Images may only come from these hosts: apollo247.com, apollo247.in, localhost");
    expect(issues.map((i) => i.message)).not.toContain("unsafe URL");
  });

  it("a link off the site and an unknown kind of section are said as what to do", () => {
    const c = config();
    c.containers[0].sections[1].view_all = { show_view_all: true, redirect_url: "https://evil.example.com/x" };
    c.containers[0].sections[2].type = "NoSuchWidget";
    const messages = validateForPublish(c, HOSTS).map((i) => i.message);
    expect(messages).toContain("Links may only go to a page on this site (starting with /) or to these hosts: apollo247.com, apollo247.in, localhost");
    expect(messages).not.toContain("unsafe URL");
    expect(messages).toContain("There is no kind of section called “NoSuchWidget”: choose one from the catalogue");
  });

  it("a limit on a number is said as the value to enter", () => {
    const c = config();
    c.containers[0].sections[0].meta = { ...(c.containers[0].sections[0].meta ?? {}), visible_cards: 40 };
    expect(validateForPublish(c, HOSTS)).toContainEqual({ path: "/containers/0/sections/0/meta/visible_cards", message: "Enter 12 or less" });
  });

  it("a yes-or-no field left out is a choice to make", () => {
    const c = config();
    c.containers[0].sections[1].view_all = { redirect_url: "/lab-tests" };
    expect(validateForPublish(c, HOSTS).map((i) => i.message)).toContain('Choose yes or no for Show "View all"');
  });

  it("an empty draft ({}) is refused with the field to add, not a schema keyword", () => {
    const messages = draftProblems({}).map((i) => i.message);
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(m).toMatch(/^Add /);
  });
});

describe("where an issue is, in words", () => {
  it("names the field and the item, not the JSON path", async () => {
    const { placeInWords } = await import("~/lib/field-words");
    expect(placeInWords("/containers/0/sections/0/data_source/data(props)/banners/0/alt")).toBe("Banners, no. 1 › Alt");
    expect(placeInWords("/containers/0/sections/2/view_all/redirect_url")).toBe("View all › Redirect url");
    expect(placeInWords("/containers/0/sections/2")).toBe("");
    expect(placeInWords("/containers")).toBe("The screen");
  });
});

describe("heading order on the page as patients get it", () => {
  it("'Heading levels should only increase by one': the page's h1, then a section's h3, is a skipped level", async () => {
    const { headingOrderIssues, HEADING_ORDER_RULE } = await import("~/lib/preview-quality");
    const { SCREEN_PAGE_HEADINGS } = await import("~/sdui/screen-page-heading");
    const { STUDIO_SCREENS } = await import("~/.server/content/drafts");
    // Every screen the studio edits has its page heading in one place, which the preview draws too.
    for (const s of STUDIO_SCREENS) expect(SCREEN_PAGE_HEADINGS[s]?.text).toBeTruthy();
    const page = [
      { level: 1, text: SCREEN_PAGE_HEADINGS.diag_home.text, section: null },
      { level: 3, text: "CBC", section: "top_booked_tests" },
    ];
    expect(headingOrderIssues(page)).toEqual([{ rule: "heading-order", message: `heading "CBC" is h3 after h1: ${HEADING_ORDER_RULE}`, section: "top_booked_tests" }]);
    // The sections alone (what the check saw before) miss it.
    expect(headingOrderIssues(page.slice(1))).toEqual([]);
  });
});
