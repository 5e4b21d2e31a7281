/**
 * "A conflicting draft is merged per section or refused with a clear choice, never overwritten silently", and
 * "the reviewer sees … old and new values in words, not field paths".
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import { changedSections, mergeSections } from "~/.server/content/merge";
import { describeChanges, fieldInWords } from "~/.server/content/diff";

const base = (): ScreenConfiguration => JSON.parse(fs.readFileSync("screen-configs/consult_home.web.json", "utf8"));
const titled = (c: ScreenConfiguration, name: string, title: string) => {
  const next = structuredClone(c);
  next.containers[0].sections.find((s) => s.name === name)!.title = title;
  return next;
};
const title = (c: ScreenConfiguration, name: string) => c.containers[0].sections.find((s) => s.name === name)?.title;

describe("merging drafts per section", () => {
  it("takes each side's change to different sections", () => {
    const m = mergeSections(base(), titled(base(), "banner", "Mine"), titled(base(), "specialties", "Theirs"));
    expect(m.conflicts).toEqual([]);
    expect(m.kept).toEqual(["banner"]);
    expect(title(m.config, "banner")).toBe("Mine");
    expect(title(m.config, "specialties")).toBe("Theirs");
  });

  it("reports a section both changed and keeps theirs unless told to prefer mine", () => {
    const mine = titled(base(), "banner", "Mine");
    const theirs = titled(base(), "banner", "Theirs");
    expect(mergeSections(base(), mine, theirs)).toMatchObject({ conflicts: ["banner"], kept: [] });
    expect(title(mergeSections(base(), mine, theirs).config, "banner")).toBe("Theirs");
    expect(title(mergeSections(base(), mine, theirs, "mine").config, "banner")).toBe("Mine");
  });

  it("carries a section removed on one side only, and does not count the same change twice", () => {
    const mine = structuredClone(base());
    mine.containers[0].sections = mine.containers[0].sections.filter((s) => s.name !== "banner");
    const m = mergeSections(base(), mine, titled(base(), "specialties", "Theirs"));
    expect(title(m.config, "banner")).toBeUndefined();
    expect(mergeSections(base(), mine, mine)).toMatchObject({ conflicts: [], kept: [] });
    expect(changedSections(base(), mine)).toEqual(["banner"]);
  });
});

describe("the change in words", () => {
  it("names fields in words and quotes old and new values", () => {
    const draft = structuredClone(base());
    const banner = draft.containers[0].sections[0];
    (banner.data_source as { data: { banners: { alt: string }[] } }).data.banners[0].alt = "Doctors online from ₹199";
    banner.SSR = false;
    const changes = describeChanges(base(), draft);
    expect(changes).toEqual([
      {
        section: "banner",
        kind: "changed",
        changes: expect.arrayContaining([
          { field: "Banners, item 1, picture description", from: "“Consult top doctors online from ₹199”", to: "“Doctors online from ₹199”" },
          { field: "Render on the server", from: "yes", to: "no" },
        ]),
      },
    ]);
    expect(fieldInWords(["data_source", "data", "tiles", "2", "redirectUrl"])).toBe("Tiles, item 3, link");
  });

  it("a section added or removed is said so, with its kind", () => {
    const draft = structuredClone(base());
    draft.containers[0].sections = draft.containers[0].sections.filter((s) => s.name !== "specialties");
    expect(describeChanges(base(), draft)).toContainEqual({ section: "specialties", kind: "removed", changes: [{ field: "Section", from: "a diag tile style1 section", to: "(removed)" }] });
  });
});

describe("the order of sections in a merge", () => {
  const without = (c: ScreenConfiguration, name: string) => {
    const next = structuredClone(c);
    next.containers[0].sections = next.containers[0].sections.filter((s) => s.name !== name).map((s, i) => ({ ...s, order: i + 1 }));
    return next;
  };
  it("a neighbour's deletion renumbering the sections below it is not a change to them", () => {
    // Mine deleted specialties (renumbering everything after it); theirs deleted conditions_we_treat.
    const m = mergeSections(base(), without(base(), "specialties"), without(base(), "conditions_we_treat"));
    expect(m.conflicts).toEqual([]);
    const names = m.config.containers[0].sections.map((s) => s.name);
    expect(names).not.toContain("specialties");
    expect(names).not.toContain("conditions_we_treat");
    expect(names).toContain("health_concerns");
  });
  it("a reorder made only on one side is kept", () => {
    const mine = structuredClone(base());
    const list = mine.containers[0].sections;
    [list[0].order, list[1].order] = [list[1].order, list[0].order];
    const m = mergeSections(base(), mine, titled(base(), "specialties", "Theirs"));
    const ordered = [...m.config.containers[0].sections].sort((a, b) => a.order - b.order).map((s) => s.name);
    expect(ordered.slice(0, 2)).toEqual([list[1].name, list[0].name]);
    expect(title(m.config, "specialties")).toBe("Theirs");
  });
});
