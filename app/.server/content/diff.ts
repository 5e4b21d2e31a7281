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
