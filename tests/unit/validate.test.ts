/**
 * Screen-configuration validation: the envelope decides whether a copy is usable at all; each section is
 * then checked on its own so that one bad section is dropped (with a logged reason) and the rest render.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import fs from "node:fs";
import { prepareScreen, validateForPublish } from "~/sdui/validate.server";
import { captureLogsForTesting } from "~/.server/log";

const SUFFIXES = ["apollo247.com"];
const bundled = () => JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));
const sectionNames = (c: { containers: { sections: { name: string }[] }[] }) =>
  c.containers.flatMap((ct) => ct.sections.map((s) => s.name));

afterEach(() => vi.restoreAllMocks());

describe("prepareScreen (runtime)", () => {
  it("every bundled configuration is valid as it stands", () => {
    for (const file of fs.readdirSync("screen-configs").filter((f) => f.endsWith(".json"))) {
      const raw = JSON.parse(fs.readFileSync(`screen-configs/${file}`, "utf8"));
      expect(validateForPublish(raw, SUFFIXES), file).toEqual([]);
    }
  });

  it("a copy whose envelope is broken is unusable (the next source is tried)", () => {
    const c = bundled();
    delete c.screen_name;
    expect(prepareScreen(c, SUFFIXES)).toBeNull();
    expect(prepareScreen({}, SUFFIXES)).toBeNull();
    expect(prepareScreen("not json", SUFFIXES)).toBeNull();
  });

  it("drops only the section with an unknown type, bad props or a javascript: URL, and logs why", () => {
    const logs = captureLogsForTesting();
    const c = bundled();
    const sections = c.containers[0].sections;
    const all = sectionNames(c);
    sections[0].data_source.data.banners[0].redirectUrl = "javascript:alert(1)"; // banner
    sections[1].type = "NoSuchWidget"; // popular_categories
    const prepared = prepareScreen(c, SUFFIXES)!;
    const kept = sectionNames(prepared.config);
    expect(kept).toEqual(all.filter((n) => n !== sections[0].name && n !== sections[1].name));
    expect(prepared.dropped.map((d) => d.section)).toEqual([sections[0].name, sections[1].name]);
    expect(prepared.dropped[0].reason).toMatch(/Links may only go to a page on this site/);
    expect(prepared.dropped[1].reason).toMatch(/There is no kind of section called “NoSuchWidget”/);
    logs.restore();
    expect(logs.records[0]).toMatchObject({ event: "SDUI_SECTION_DROPPED", screen: "diag_home", version: c.version });
  });

  it("a section whose static props do not match its widget's schema is dropped", () => {
    const c = bundled();
    const banner = c.containers[0].sections.find((s: { type: string }) => s.type === "Banner");
    banner.data_source.data = { banners: "not a list" };
    const prepared = prepareScreen(c, SUFFIXES)!;
    expect(sectionNames(prepared.config)).not.toContain(banner.name);
    expect(prepared.dropped[0].reason).toMatch(/\(props\)/);
  });

  it("'dropped-section reasons are shown to editors in words': each problem at its field, with no JSON path", () => {
    const c = bundled();
    const sections = c.containers[0].sections;
    sections[0].data_source.data.banners[0].redirectUrl = "javascript:alert(1)"; // banner
    delete sections[0].data_source.data.banners[1].alt;
    sections[2].name = sections[3].name; // a second section of the same name
    const prepared = prepareScreen(c, SUFFIXES)!;
    const banner = prepared.dropped.find((d) => d.section === sections[0].name)!;
    // The log keeps the paths; the editor reads the fields.
    expect(banner.reason).toContain("/data_source/data");
    expect(banner.inWords).toContain("Banners, no. 1 › Redirect url: Links may only go to a page on this site");
    expect(banner.inWords).toContain("Banners, no. 2: Add a description of the picture for people who cannot see it");
    const duplicate = prepared.dropped.find((d) => d.reason.includes("/name"))!;
    expect(duplicate.inWords).toBe(`Name: Another section is already called ${sections[3].name}`);
    for (const d of prepared.dropped) expect(d.inWords).not.toMatch(/\/[a-z_]+\//);
  });

  it("puts containers by position and sections by order", () => {
    const c = bundled();
    c.containers[0].sections.reverse();
    const prepared = prepareScreen(c, SUFFIXES)!;
    const orders = prepared.config.containers[0].sections.map((s) => s.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe("validateForPublish (editor)", () => {
  it("reports every problem with its JSON path", () => {
    const c = bundled();
    c.containers[0].sections[0].type = "NoSuchWidget";
    c.containers[0].sections[1].view_all = { show_view_all: true, redirect_url: "javascript:alert(1)" };
    const issues = validateForPublish(c, SUFFIXES);
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "/containers/0/sections/0/type", message: "There is no kind of section called “NoSuchWidget”: choose one from the catalogue" },
        { path: "/containers/0/sections/1/view_all/redirect_url", message: expect.stringMatching(/^Links may only go to a page on this site/) },
      ]),
    );
  });

  it("a schema error names the field", () => {
    const c = bundled();
    c.containers[0].sections[0].SSR = "yes";
    const issues = validateForPublish(c, SUFFIXES);
    expect(issues.some((i) => i.path === "/containers/0/sections/0/SSR")).toBe(true);
  });

  it("duplicate section names are refused", () => {
    const c = bundled();
    c.containers[0].sections[1].name = c.containers[0].sections[0].name;
    expect(validateForPublish(c, SUFFIXES).map((i) => i.message)).toContain(`duplicate section name '${c.containers[0].sections[0].name}'`);
  });
});
