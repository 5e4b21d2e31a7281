/**
 * Three-way merge of screen configurations by section (see docs/decisions/2026-11-27-studio-draft-model.md).
 * `base` is what both sides started from, `mine` the draft, `theirs` what happened meanwhile (a new live version,
 * or a colleague's save). A section only one side changed takes that side's change; a section both sides changed
 * differently is a conflict, settled by `prefer` or reported so that the caller can refuse.
 */
import { isDeepStrictEqual } from "node:util";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { Section } from "#schemas/generated/section";

export type Prefer = "mine" | "theirs" | null;

export interface MergeResult {
  config: ScreenConfiguration;
  /** Sections both sides changed, differently. With `prefer` null they keep `theirs` and the caller should refuse. */
  conflicts: string[];
  /** Sections whose change in `mine` was kept. */
  kept: string[];
}

type Located = { section: Section; position: number };

function byName(config: ScreenConfiguration | null): Map<string, Located> {
  const out = new Map<string, Located>();
  for (const c of config?.containers ?? []) for (const s of c.sections ?? []) out.set(s.name, { section: s, position: c.position });
  return out;
}

/**
 * A section's content, without its place: the editor renumbers `order` 1..n in each container whenever a section is
 * added, moved or removed, so a neighbour's deletion must not count as a change to every section below it. The
 * order of sections is merged on its own (`sequence`).
 */
const content = (s: Section) => {
  const { order: _order, ...rest } = s;
  return rest;
};

const same = (a: Located | undefined, b: Located | undefined) =>
  a === b || (!!a && !!b && a.position === b.position && isDeepStrictEqual(content(a.section), content(b.section)));

/** Each container's section names in display order, keeping only `names`: the relative order of those sections. */
function sequence(config: ScreenConfiguration | null, names: Set<string>): string {
  return JSON.stringify(
    [...(config?.containers ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((c) => [...c.sections].sort((a, b) => a.order - b.order).map((s) => s.name).filter((n) => names.has(n))),
  );
}

/** Whether `a` and `b` show the sections they both have in the same relative order. */
export function sameOrder(a: ScreenConfiguration | null, b: ScreenConfiguration): boolean {
  const common = new Set([...byName(a).keys()].filter((n) => byName(b).has(n)));
  return sequence(a, common) === sequence(b, common);
}

/** The sections `to` differs from `from` in (added, removed, changed or moved to another container). */
export function changedSections(from: ScreenConfiguration | null, to: ScreenConfiguration): string[] {
  const a = byName(from);
  const b = byName(to);
  return [...new Set([...a.keys(), ...b.keys()])].filter((n) => !same(a.get(n), b.get(n)));
}

function put(config: ScreenConfiguration, name: string, loc: Located | undefined) {
  for (const c of config.containers) c.sections = c.sections.filter((s) => s.name !== name);
  if (!loc) return;
  let target = config.containers.find((c) => c.position === loc.position);
  if (!target) {
    target = { ...config.containers[0], position: loc.position, sections: [] };
    if (!config.containers.length) target = { type: "vertical", position: loc.position, sections: [] } as ScreenConfiguration["containers"][number];
    config.containers.push(target);
  }
  target.sections.push(structuredClone(loc.section));
  target.sections.sort((x, y) => x.order - y.order);
}

const ENVELOPE_KEYS = ["screen_identifier"] as const;

export function mergeSections(base: ScreenConfiguration | null, mine: ScreenConfiguration, theirs: ScreenConfiguration, prefer: Prefer = null): MergeResult {
  const out: ScreenConfiguration = structuredClone(theirs);
  const b = byName(base);
  const m = byName(mine);
  const t = byName(theirs);
  const conflicts: string[] = [];
  const kept: string[] = [];
  for (const name of changedSections(base, mine)) {
    const mineLoc = m.get(name);
    const theirLoc = t.get(name);
    if (same(mineLoc, theirLoc)) continue; // both made the same change
    if (same(b.get(name), theirLoc)) {
      // Only mine changed it.
      put(out, name, mineLoc);
      kept.push(name);
    } else {
      conflicts.push(name);
      if (prefer === "mine") {
        put(out, name, mineLoc);
        kept.push(name);
      }
    }
  }
  // A reorder made only in `mine` is carried over: the result shows the sections in mine's relative order.
  const common = new Set([...b.keys()].filter((n) => m.has(n) && t.has(n)));
  if (sequence(mine, common) !== sequence(base, common) && sequence(theirs, common) === sequence(base, common)) {
    const rank = new Map<string, number>();
    for (const c of mine.containers) for (const s of c.sections) rank.set(s.name, s.order);
    for (const c of out.containers) {
      c.sections.sort((x, y) => (rank.get(x.name) ?? x.order) - (rank.get(y.name) ?? y.order));
      c.sections.forEach((s, i) => (s.order = i + 1));
    }
  }
  for (const key of ENVELOPE_KEYS) {
    if (base && mine[key] !== base[key] && theirs[key] === base[key]) (out as unknown as Record<string, unknown>)[key] = mine[key];
  }
  return { config: out, conflicts, kept };
}
