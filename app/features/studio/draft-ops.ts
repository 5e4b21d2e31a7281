/**
 * Edits of a draft, as pure functions over immer drafts: reorder, add from the catalogue, duplicate, delete.
 * A section's `order` follows its place in the list, so the renderer shows what the list shows.
 */
import { produce } from "immer";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { Section } from "#schemas/generated/section";

export interface CatalogueSample {
  name: string;
  props: unknown;
  meta: unknown;
}
export interface CatalogueEntry {
  type: string;
  propsSchema: Record<string, unknown>;
  samples: CatalogueSample[];
}

function renumber(sections: Section[]) {
  sections.forEach((s, i) => (s.order = i + 1));
}

/** Sections of each container in display order, with orders 1..n (done once when a draft is opened). */
export function normalise(config: ScreenConfiguration): ScreenConfiguration {
  return produce(config, (d) => {
    for (const c of d.containers) {
      c.sections.sort((a, b) => a.order - b.order);
      renumber(c.sections);
    }
  });
}

export function moveSection(config: ScreenConfiguration, container: number, from: number, to: number): ScreenConfiguration {
  if (from === to) return config;
  return produce(config, (d) => {
    const list = d.containers[container].sections;
    const [moved] = list.splice(from, 1);
    list.splice(to, 0, moved);
    renumber(list);
  });
}

/** A section name not used yet on the screen: `base`, else `base_2`, `base_3`, … */
export function uniqueName(config: ScreenConfiguration, base: string): string {
  const used = new Set(config.containers.flatMap((c) => c.sections.map((s) => s.name)));
  const clean = base.toLowerCase().replace(/[^a-z0-9_]+/g, "_").replace(/^_+|_+$/g, "").slice(0, 56) || "section";
  if (!used.has(clean)) return clean;
  for (let i = 2; ; i++) if (!used.has(`${clean}_${i}`)) return `${clean}_${i}`;
}

/** A new section of a widget type, its data pre-filled from one of the widget's samples. */
export function sectionFromSample(config: ScreenConfiguration, entry: CatalogueEntry, sampleIndex: number): Section {
  const sample = entry.samples[sampleIndex] ?? entry.samples[0];
  const section: Section = {
    order: 0,
    type: entry.type,
    name: uniqueName(config, entry.type.replace(/([a-z0-9])([A-Z])/g, "$1_$2")),
    SSR: true,
    eager_load: true,
    data_source: { type: "JSON", data: structuredClone(sample.props) },
  };
  if (sample.meta) section.meta = structuredClone(sample.meta) as Section["meta"];
  return section;
}

export function insertSection(config: ScreenConfiguration, container: number, at: number, section: Section): ScreenConfiguration {
  return produce(config, (d) => {
    const list = d.containers[container].sections as Section[];
    list.splice(Math.max(0, Math.min(at, list.length)), 0, section);
    renumber(list);
  });
}

export function duplicateSection(config: ScreenConfiguration, container: number, index: number): ScreenConfiguration {
  const original = config.containers[container].sections[index];
  const copy = { ...structuredClone(original), name: uniqueName(config, `${original.name}_copy`) };
  return insertSection(config, container, index + 1, copy);
}

export function deleteSection(config: ScreenConfiguration, container: number, index: number): ScreenConfiguration {
  return produce(config, (d) => {
    d.containers[container].sections.splice(index, 1);
    renumber(d.containers[container].sections);
  });
}

export function replaceSection(config: ScreenConfiguration, container: number, index: number, section: Section): ScreenConfiguration {
  return produce(config, (d) => {
    d.containers[container].sections[index] = section;
  });
}

/** Undo/redo over whole configurations (immer shares unchanged parts, so each entry is cheap). */
export interface History {
  past: ScreenConfiguration[];
  present: ScreenConfiguration;
  future: ScreenConfiguration[];
}
export const HISTORY_LIMIT = 100;

export function pushHistory(h: History, next: ScreenConfiguration): History {
  if (next === h.present) return h;
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}
export function undo(h: History): History {
  if (!h.past.length) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}
export function redo(h: History): History {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}
