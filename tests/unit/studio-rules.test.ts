import { describe, expect, it } from "vitest";
import fs from "node:fs";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import { isLiveInternalPath, matchesRoute, routesFromManifest } from "~/.server/content/app-routes";
import { checkConfiguration } from "~/.server/content/checks";
import { diffScreens, withSectionFrom } from "~/.server/content/diff";
import { can } from "~/.server/content/access";
import { getWidget } from "#widgets/registry";
import {
  deleteSection,
  duplicateSection,
  moveSection,
  pushHistory,
  redo,
  sectionFromSample,
  undo,
  uniqueName,
} from "~/features/studio/draft-ops";
import { bundledScreenSchema, editorScreenSchema } from "~/features/studio/schema-bundle";
import Ajv from "ajv";
import { EditorState } from "@codemirror/state";
import { CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import { json } from "@codemirror/lang-json";
import { jsonCompletion, stateExtensions } from "codemirror-json-schema";

const diag = (): ScreenConfiguration => JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));
const names = (c: ScreenConfiguration, i = 0) => c.containers[i].sections.map((s) => s.name);
const opts = { allowedUrlSuffixes: ["apollo247.com", "localhost"], allowedDataHosts: ["localhost", "127.0.0.1"] };

describe("studio roles", () => {
  it("'editor (drafts) or publisher (publish, schedule, roll back)': a publisher can do what an editor can, not the other way", () => {
    expect(can("publisher", "editor")).toBe(true);
    expect(can("publisher", "publisher")).toBe(true);
    expect(can("editor", "editor")).toBe(true);
    expect(can("editor", "publisher")).toBe(false);
  });
});

describe("structured editor: 'drag to reorder, add a section from the widget catalogue pre-filled from one of the widget's samples, duplicate, delete'", () => {
  it("moves a section and renumbers orders so the renderer shows the list's order", () => {
    const next = moveSection(diag(), 0, 2, 0);
    expect(names(next)).toEqual(["top_booked_tests", "banner", "popular_categories", "frequently_booked_items"]);
    expect(next.containers[0].sections.map((s) => s.order)).toEqual([1, 2, 3, 4]);
  });

  it("adds a Banner filled from its first sample, with a name not used on the screen", () => {
    const entry = getWidget("Banner")!;
    const s = sectionFromSample(diag(), { type: "Banner", propsSchema: entry.propsSchema, samples: entry.samples as never }, 0);
    expect(s.name).toBe("banner_2");
    expect(s.data_source).toEqual({ type: "JSON", data: entry.samples[0].props });
  });

  it("duplicates next to the original under a new name, and deletes", () => {
    const dup = duplicateSection(diag(), 0, 0);
    expect(names(dup).slice(0, 2)).toEqual(["banner", "banner_copy"]);
    expect(names(deleteSection(dup, 0, 1))).toEqual(names(diag()));
    expect(uniqueName(dup, "banner_copy")).toBe("banner_copy_2");
  });

  it("'Undo/redo'", () => {
    const a = diag();
    const b = moveSection(a, 0, 1, 0);
    let h = pushHistory({ past: [], present: a, future: [] }, b);
    h = undo(h);
    expect(h.present).toBe(a);
    h = redo(h);
    expect(h.present).toBe(b);
  });
});

describe("checks before publishing", () => {
  it("'links to routes that do not exist in the app' are refused at their path, on their section", () => {
    const c = diag();
    c.containers[0].sections[2].view_all = { show_view_all: true, redirect_url: "/no-such-page" };
    const r = checkConfiguration(c, { ...opts, live: diag() });
    expect(r.errors).toContainEqual({ path: "/containers/0/sections/2/view_all/redirect_url", message: "The link goes to /no-such-page, which is not a page of this site: link to a page that exists", section: "top_booked_tests" });
  });

  it("a dead link that is already live is a warning, not this change's error", () => {
    const c = diag();
    c.containers[0].sections[2].view_all = { show_view_all: true, redirect_url: "/no-such-page" };
    const r = checkConfiguration(c, { ...opts, live: c });
    expect(r.errors).toEqual([]);
    expect(r.warnings.map((w) => w.message)).toContain("The link goes to /no-such-page, which is not a page of this site (the live version already has this link)");
  });

  it("'data hosts not on the allow-list' are refused", () => {
    const c = diag();
    c.containers[0].sections[1].data_source = { type: "API", api_type: "REST", method: "GET", uri: "https://evil.example.com/x" };
    const r = checkConfiguration(c, { ...opts, live: c });
    expect(r.errors).toContainEqual({ path: "/containers/0/sections/1/data_source/uri", message: "The data host evil.example.com is not on the list of allowed hosts", section: "popular_categories" });
  });

  it("'duplicate section names' and props errors are refused at their JSON path", () => {
    const c = diag();
    c.containers[2].sections[0].name = "banner";
    (c.containers[0].sections[0].data_source as { data: { banners: { alt?: string }[] } }).data.banners[0].alt = "";
    const r = checkConfiguration(c, { ...opts, live: diag() });
    expect(r.errors).toContainEqual({ path: "/containers/2/sections/0/name", message: "duplicate section name 'banner'", section: "banner" });
    expect(r.errors.some((e) => e.section === "banner" && e.path.startsWith("/containers/0/sections/0/data_source/data(props)/banners/0/alt"))).toBe(true);
  });

  it("routes come from the app's route manifest: pages, params, splats, nested routes; the catch-all is not a page", () => {
    const routes = routesFromManifest({
      root: { id: "root", path: "" },
      "routes/lab-tests.$slug": { id: "routes/lab-tests.$slug", parentId: "root", path: "lab-tests/:slug" },
      "routes/lab-tests._index": { id: "routes/lab-tests._index", parentId: "root", path: "lab-tests", index: true },
      "routes/_index": { id: "routes/_index", parentId: "root", index: true },
      "routes/ops": { id: "routes/ops", parentId: "root", path: "ops" },
      "routes/ops.orders.$orderId": { id: "routes/ops.orders.$orderId", parentId: "routes/ops", path: "orders/:orderId" },
      "routes/($lang).faq": { id: "routes/($lang).faq", parentId: "root", path: ":lang?/faq" },
      "routes/$": { id: "routes/$", parentId: "root", path: "*" },
    });
    expect(routes).toEqual([["lab-tests", ":slug"], ["lab-tests"], [], ["ops"], ["ops", "orders", ":orderId"], ["faq"], [":lang", "faq"]]);
    expect(matchesRoute("/lab-tests/cbc", [["lab-tests", ":slug"]])).toBe(true);
    expect(matchesRoute("/lab-tests/cbc/x", [["lab-tests", ":slug"]])).toBe(false);
    expect(isLiveInternalPath("/lab-tests?openSearch=true")).toBe(true);
    expect(isLiveInternalPath("/images/banners/x.svg")).toBe(true);
    expect(isLiveInternalPath("/definitely-not-a-page")).toBe(false);
  });
});

describe("'A diff between any two versions by section (added, removed, moved, changed fields), and rolling back one section alone'", () => {
  it("names added, removed, moved and changed sections with the changed fields", () => {
    const a = diag();
    let b = moveSection(a, 0, 2, 0);
    b = deleteSection(b, 2, 3);
    b = structuredClone(duplicateSection(b, 0, 0));
    b.containers[0].sections.find((s) => s.name === "banner")!.title = "Today's offers";
    const d = diffScreens(a, b);
    expect(d.added).toEqual(["top_booked_tests_copy"]);
    expect(d.removed).toEqual(["health_concerns"]);
    expect(d.moved.map((m) => m.name)).toContain("top_booked_tests");
    expect(d.changed).toContainEqual({ name: "banner", fields: ["title"] });
  });

  it("rolls back one section: replaced in place, others untouched", () => {
    const old = diag();
    const live = structuredClone(old);
    live.containers[0].sections[0].title = "New";
    live.containers[0].sections[1].title = "Also new";
    const next = withSectionFrom(live, old, "banner");
    expect(next.containers[0].sections[0].title).toBe(old.containers[0].sections[0].title);
    expect(next.containers[0].sections[1].title).toBe("Also new");
  });
});

describe("JSON editor schema", () => {
  it("one self-contained schema that accepts every bundled configuration and rejects a bad one", () => {
    const v = new Ajv({ strict: false }).compile(bundledScreenSchema());
    for (const f of fs.readdirSync("screen-configs")) expect(v(JSON.parse(fs.readFileSync(`screen-configs/${f}`, "utf8"))), f).toBe(true);
    const bad = diag();
    (bad.containers[0].sections[0] as { SSR: unknown }).SSR = "yes";
    expect(v(bad)).toBe(false);
  });

  it("the JSON editor's copy has every $ref inlined and accepts and rejects the same configurations", () => {
    const schema = editorScreenSchema();
    // Outside the kept definitions, nothing for the completion's schema lookup to resolve.
    expect(JSON.stringify({ ...schema, definitions: undefined })).not.toContain("$ref");
    const v = new Ajv({ strict: false }).compile(schema);
    for (const f of fs.readdirSync("screen-configs")) expect(v(JSON.parse(fs.readFileSync(`screen-configs/${f}`, "utf8"))), f).toBe(true);
    const bad = diag();
    (bad.containers[0].sections[0] as { SSR: unknown }).SSR = "yes";
    expect(v(bad)).toBe(false);
    // Data sources and actions are told apart by their type: one without a type, or of two kinds at once, is refused.
    for (const ds of [{ data: [] }, { type: "API", api_type: "REST", method: "GET", uri: "/content/x", query: "{ a }" }, { type: "API", method: "GET", uri: "/content/x" }]) {
      const c = diag();
      (c.containers[0].sections[0] as { data_source: unknown }).data_source = ds;
      expect(v(c), JSON.stringify(ds)).toBe(false);
    }
  });

  it("'JSON editor: completion and hover docs at every depth, sections and meta included': the keys of the data source or action being typed, never every kind's", async () => {
    const schema = editorScreenSchema() as never;
    const complete = async (section: string) => {
      const doc = `{"screen_name":"x","containers":[{"type":"list","position":1,"sections":[${section}]}]}`;
      const pos = doc.indexOf("|");
      const state = EditorState.create({ doc: doc.replace("|", ""), selection: { anchor: pos }, extensions: [json(), stateExtensions(schema)] });
      const result = (await jsonCompletion()(new CompletionContext(state, pos, true))) as CompletionResult | null;
      return result?.options.map((o) => o.label).sort();
    };
    expect(await complete(`{"name":"a","meta":{"|"}}`)).toEqual(expect.arrayContaining(["visible_cards", "auto_swipe", "carousel_dots", "carousel_arrows"]));
    expect(await complete(`{"name":"a","data_source":{"|"}}`)).toEqual(["type"]);
    expect(await complete(`{"name":"a","data_source":{"type":"JSON","|"}}`)).toEqual(["data"]);
    expect(await complete(`{"name":"a","data_source":{"type":"API","|"}}`)).toEqual(["api_type"]);
    expect(await complete(`{"name":"a","data_source":{"type":"API","api_type":"REST","|"}}`)).toEqual(["method", "payload", "result_path", "uri"]);
    expect(await complete(`{"name":"a","data_source":{"type":"API","api_type":"GRAPHQL","|"}}`)).toEqual(["operation", "query", "result_path", "variables"]);
    expect(await complete(`{"name":"a","behaviours":[{"event":"click","action":{"type":"navigate","|"}}]}`)).toEqual(["url"]);
    expect(await complete(`{"name":"a","behaviours":[{"event":"click","action":{"type":"track","|"}}]}`)).toEqual(["event", "properties"]);
  });
});
