/**
 * Web and mweb drift: phones get the mweb configuration and computers the web one (app/lib/view.ts), so a change
 * made on one view only is a change half the patients do not get. A section changed in this view's draft (against
 * its live version) and not in the other view's draft, while the other view has that section or this one added it,
 * is drift; it is shown as a warning with a one-action copy to the other view (or any other screen and segment).
 */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { Section } from "#schemas/generated/section";
import { changedSections } from "./merge";

export interface ViewState {
  draft: ScreenConfiguration;
  live: ScreenConfiguration | null;
}

const names = (c: ScreenConfiguration | null) => new Set((c?.containers ?? []).flatMap((x) => x.sections.map((s) => s.name)));

/** Sections changed here and not there, with how: "changed" here (the other view has it) or "added" here only. */
export interface Drift {
  section: string;
  kind: "changed" | "added";
}

export function viewDrift(mine: ViewState, other: ViewState): Drift[] {
  const otherChanged = new Set(changedSections(other.live, other.draft));
  const mineLive = names(mine.live);
  const mineDraft = names(mine.draft);
  const otherHas = new Set([...names(other.draft), ...names(other.live)]);
  return changedSections(mine.live, mine.draft)
    .filter((n) => !otherChanged.has(n) && mineDraft.has(n))
    .flatMap((n): Drift[] => (otherHas.has(n) ? [{ section: n, kind: "changed" }] : mineLive.has(n) ? [] : [{ section: n, kind: "added" }]));
}

export function findSection(config: ScreenConfiguration, name: string): { section: Section; container: number } | null {
  for (const [ci, c] of config.containers.entries()) {
    const s = c.sections.find((x) => x.name === name);
    if (s) return { section: s as Section, container: ci };
  }
  return null;
}

/**
 * `target` with `section` copied in: where the target has a section of that name it is replaced in place (its
 * place on the target screen stays); otherwise it goes last in the container at the same position, or the first.
 */
export function withSectionCopied(target: ScreenConfiguration, section: Section, containerPosition: number): ScreenConfiguration {
  const out = structuredClone(target);
  const copy = structuredClone(section);
  for (const c of out.containers) {
    const i = c.sections.findIndex((s) => s.name === copy.name);
    if (i >= 0) {
      c.sections[i] = { ...copy, order: c.sections[i].order };
      return out;
    }
  }
  const into = out.containers.find((c) => c.position === containerPosition) ?? out.containers[0];
  if (!into) return out;
  const last = into.sections.reduce((n, s) => Math.max(n, s.order), 0);
  into.sections.push({ ...copy, order: last + 1 });
  return out;
}
