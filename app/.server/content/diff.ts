/**
 * A diff between two versions of a screen, by section: added, removed, moved, and changed fields
 * (field paths from jsondiffpatch's delta, with arrays of named objects matched by name).
 */
import { create, type Delta } from "jsondiffpatch";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { Section } from "#schemas/generated/section";

const differ = create({
  objectHash: (o: object, i?: number) => {
    const named = o as { name?: unknown; id?: unknown; itemId?: unknown };
    return String(named.name ?? named.id ?? named.itemId ?? `$$index:${i}`);
  },
  arrays: { detectMove: true },
});

export interface SectionDiff {
  added: string[];
  removed: string[];
  moved: { name: string; from: number; to: number }[];
  changed: { name: string; fields: string[] }[];
}

/** Sections in display order (containers by position, sections by order). */
export function orderedSections(config: ScreenConfiguration): Section[] {
  return [...config.containers]
    .sort((a, b) => a.position - b.position)
    .flatMap((c) => [...c.sections].sort((a, b) => a.order - b.order));
}

/** Leaf paths of a jsondiffpatch delta ("data_source/data/banners/0/alt"). */
export function deltaPaths(delta: Delta, prefix = ""): string[] {
  if (!delta || typeof delta !== "object" || Array.isArray(delta)) return [prefix || "/"];
  const out: string[] = [];
  const isArray = (delta as Record<string, unknown>)._t === "a";
  for (const [k, v] of Object.entries(delta as Record<string, Delta>)) {
    if (k === "_t") continue;
    const key = isArray ? k.replace(/^_/, "") : k;
    const p = prefix ? `${prefix}/${key}` : key;
    out.push(...(Array.isArray(v) ? [p] : deltaPaths(v, p)));
  }
  return [...new Set(out)];
}

export function diffScreens(from: ScreenConfiguration, to: ScreenConfiguration): SectionDiff {
  const a = orderedSections(from);
  const b = orderedSections(to);
  const aBy = new Map(a.map((s) => [s.name, s]));
  const bBy = new Map(b.map((s) => [s.name, s]));
  const added = b.filter((s) => !aBy.has(s.name)).map((s) => s.name);
  const removed = a.filter((s) => !bBy.has(s.name)).map((s) => s.name);
  // Moves are judged among the sections both versions have, so one insertion does not "move" everything below it.
  const commonA = a.filter((s) => bBy.has(s.name)).map((s) => s.name);
  const commonB = b.filter((s) => aBy.has(s.name)).map((s) => s.name);
  const moved = commonB
    .map((name, to) => ({ name, from: commonA.indexOf(name), to }))
    .filter((m) => m.from !== m.to);
  const changed: SectionDiff["changed"] = [];
  for (const name of commonB) {
    const { order: _a, ...sa } = aBy.get(name)!;
    const { order: _b, ...sb } = bBy.get(name)!;
    const delta = differ.diff(sa, sb);
    if (delta) changed.push({ name, fields: deltaPaths(delta) });
  }
  return { added, removed, moved, changed };
}

/**
 * `live` with one section as it was in `old`: replaced in place, put back where it was if it is gone,
 * or removed if `old` did not have it.
 */
export function withSectionFrom(live: ScreenConfiguration, old: ScreenConfiguration, name: string): ScreenConfiguration {
  const next: ScreenConfiguration = structuredClone(live);
  const oldContainer = old.containers.find((c) => c.sections.some((s) => s.name === name));
  const oldSection = oldContainer?.sections.find((s) => s.name === name);
  const current = next.containers.find((c) => c.sections.some((s) => s.name === name));
  if (current) {
    const i = current.sections.findIndex((s) => s.name === name);
    if (oldSection) current.sections[i] = structuredClone(oldSection);
    else current.sections.splice(i, 1);
  } else if (oldSection && oldContainer) {
    const target = next.containers.find((c) => c.position === oldContainer.position) ?? next.containers[0];
    target.sections.push(structuredClone(oldSection));
  }
  return next;
}

/** One changed value, in words: "Picture description: 'Full body check' → 'Full body check-up at home'". */
export interface ChangeInWords {
  field: string;
  from: string;
  to: string;
}

export interface SectionChange {
  section: string;
  kind: "added" | "removed" | "moved" | "changed";
  changes: ChangeInWords[];
}

/** Field names as an editor knows them; anything else is turned from snake_case/camelCase into words. */
const FIELD_WORDS: Record<string, string> = {
  alt: "picture description",
  altText: "picture description",
  imageAlt: "picture description",
  imageUrl: "picture",
  image: "picture",
  bannerUrl: "banner picture",
  redirect_url: "link",
  redirectUrl: "link",
  url: "link",
  SSR: "render on the server",
  eager_load: "load straight away",
  is_visible: "shown",
  display_text: "text",
  order: "place on the screen",
  type: "kind of section",
  data_source: "",
  data: "",
  meta: "display settings",
  view_all: "“view all” link",
  behaviours: "behaviours",
  uri: "address of the data",
  query: "data query",
  start_date: "shown from",
  end_date: "shown until",
  visible_cards: "visible cards",
  auto_swipe: "auto swipe",
};

function fieldWord(key: string): string {
  if (key in FIELD_WORDS) return FIELD_WORDS[key];
  return key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
}

/** "data_source/data/banners/0/alt" → "Banners, item 1, picture description". */
export function fieldInWords(path: string[]): string {
  const words: string[] = [];
  for (const part of path) {
    if (/^\d+$/.test(part)) words.push(`item ${Number(part) + 1}`);
    else {
      const w = fieldWord(part);
      if (w) words.push(w);
    }
  }
  const text = words.join(", ") || "the section";
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function valueInWords(v: unknown): string {
  if (v === undefined || v === null || v === "") return "(empty)";
  if (typeof v === "string") return `“${v.length > 120 ? `${v.slice(0, 117)}…` : v}”`;
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "number") return String(v);
  if (Array.isArray(v)) return v.length === 1 ? "1 item" : `${v.length} items`;
  const o = v as Record<string, unknown>;
  const label = o.title ?? o.name ?? o.display_text ?? o.alt;
  return typeof label === "string" ? `an entry “${label}”` : "an entry";
}

/** The leaf changes of a jsondiffpatch delta, each with its path. */
function deltaChanges(delta: Delta, path: string[], out: { path: string[]; from: unknown; to: unknown }[]) {
  if (Array.isArray(delta)) {
    if (delta.length === 1) out.push({ path, from: undefined, to: delta[0] });
    else if (delta.length === 2) out.push({ path, from: delta[0], to: delta[1] });
    else if (delta.length === 3 && delta[2] === 0) out.push({ path, from: delta[0], to: undefined });
    else if (delta.length === 3 && delta[2] === 3) out.push({ path, from: `place ${Number(path[path.length - 1]) + 1}`, to: `place ${Number(delta[1]) + 1}` });
    return;
  }
  if (!delta || typeof delta !== "object") return;
  const isArray = (delta as Record<string, unknown>)._t === "a";
  for (const [k, v] of Object.entries(delta as Record<string, Delta>)) {
    if (k === "_t") continue;
    deltaChanges(v, [...path, isArray ? k.replace(/^_/, "") : k], out);
  }
}

/**
 * What a reviewer reads: the draft against live, section by section, each change as a field name in words with
 * its old and new value (not JSON paths).
 */
export function describeChanges(live: ScreenConfiguration | null, draft: ScreenConfiguration): SectionChange[] {
  if (!Array.isArray(draft?.containers)) return [];
  const from = live ?? { ...draft, containers: [] };
  const d = diffScreens(from, draft);
  const a = new Map(orderedSections(from).map((s) => [s.name, s]));
  const b = new Map(orderedSections(draft).map((s) => [s.name, s]));
  const out: SectionChange[] = [];
  for (const name of d.added) out.push({ section: name, kind: "added", changes: [{ field: "Section", from: "(none)", to: `a new ${fieldWord(b.get(name)!.type)} section` }] });
  for (const name of d.removed) out.push({ section: name, kind: "removed", changes: [{ field: "Section", from: `a ${fieldWord(a.get(name)!.type)} section`, to: "(removed)" }] });
  for (const m of d.moved) out.push({ section: m.name, kind: "moved", changes: [{ field: "Place on the screen", from: String(m.from + 1), to: String(m.to + 1) }] });
  for (const c of d.changed) {
    const { order: _a, ...sa } = a.get(c.name)!;
    const { order: _b, ...sb } = b.get(c.name)!;
    const leaves: { path: string[]; from: unknown; to: unknown }[] = [];
    deltaChanges(differ.diff(sa, sb), [], leaves);
    out.push({
      section: c.name,
      kind: "changed",
      changes: leaves.map((l) => ({
        field: fieldInWords(l.path),
        from: typeof l.from === "string" && l.from.startsWith("place ") ? l.from : valueInWords(l.from),
        to: typeof l.to === "string" && l.to.startsWith("place ") ? l.to : valueInWords(l.to),
      })),
    });
  }
  return out;
}

/** The changes as one line each, for the audit log. */
export function changesAsText(changes: SectionChange[], max = 4000): string {
  const text = changes.map((c) => `${c.section}: ${c.changes.map((x) => `${x.field} ${x.from} → ${x.to}`).join("; ")}`).join("\n");
  return text.length > max ? `${text.slice(0, max - 1)}…` : text || "no changes";
}
