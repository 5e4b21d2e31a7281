/**
 * "A screen changed on web but not on mweb gets a warning. Copy a section to the other view, or to another
 * segment or screen, in one action."
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { viewDrift, withSectionCopied } from "~/.server/content/drift";

const web = () => JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));
const mweb = () => JSON.parse(fs.readFileSync("screen-configs/diag_home.mweb.json", "utf8"));

describe("web and mweb drift", () => {
  it("'a screen changed on web but not on mweb gets a warning': the changed section is named", () => {
    const draft = web();
    draft.containers[0].sections[1].title = "Tests by organ";
    expect(viewDrift({ draft, live: web() }, { draft: mweb(), live: mweb() })).toEqual([{ section: draft.containers[0].sections[1].name, kind: "changed" }]);
  });

  it("no warning when both views changed the section, or nothing changed", () => {
    const draft = web();
    const name = draft.containers[0].sections[1].name;
    draft.containers[0].sections[1].title = "Tests by organ";
    const other = mweb();
    const at = other.containers[0].sections.findIndex((s: { name: string }) => s.name === name);
    other.containers[0].sections[at].title = "Tests by organ";
    expect(viewDrift({ draft, live: web() }, { draft: other, live: mweb() })).toEqual([]);
    expect(viewDrift({ draft: web(), live: web() }, { draft: mweb(), live: mweb() })).toEqual([]);
  });

  it("a section added on one view only is drift; a section removed that the other never had is not", () => {
    const draft = web();
    draft.containers[0].sections.push({ ...draft.containers[0].sections[0], name: "winter_offer", order: 99 });
    expect(viewDrift({ draft, live: web() }, { draft: mweb(), live: mweb() })).toEqual([{ section: "winter_offer", kind: "added" }]);
  });

  it("'copy a section to the other view in one action': replaced in place where it exists, else added last", () => {
    const from = web();
    const section = { ...from.containers[0].sections[1], title: "Tests by organ" };
    const target = mweb();
    const at = target.containers[0].sections.findIndex((s: { name: string }) => s.name === section.name);
    const copied = withSectionCopied(target, section, 0);
    expect(copied.containers[0].sections[at]).toEqual({ ...section, order: target.containers[0].sections[at].order });
    const added = withSectionCopied(target, { ...section, name: "winter_offer" }, 0);
    const last = added.containers[0].sections.at(-1)!;
    expect(last.name).toBe("winter_offer");
    expect(last.order).toBe(Math.max(...target.containers[0].sections.map((s: { order: number }) => s.order)) + 1);
    // The target itself is not changed.
    expect(target.containers[0].sections[at].title).not.toBe("Tests by organ");
  });
});
