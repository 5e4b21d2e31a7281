/**
 * Limits that keep one bad configuration from slowing everyone: a screen shows at most
 * MAX_SECTIONS_PER_SCREEN sections and a section at most MAX_ITEMS_PER_SECTION items; what is over is dropped
 * and logged, before any validation or data work is spent on it.
 */
import type { Section } from "#schemas/generated/section";
import { log } from "~/.server/log";

/** Far above any real screen (the bundled ones have 7–14 sections), low enough to bound a render. */
export const MAX_SECTIONS_PER_SCREEN = 60;
/** "Diagnostic widget data limit 50." */
export const MAX_ITEMS_PER_SECTION = 50;

/** A widget's list props (top-level arrays) cut to MAX_ITEMS_PER_SECTION; logged once per section when cut. */
export function limitItems(section: Pick<Section, "name">, props: Record<string, unknown>): Record<string, unknown> {
  let over: { prop: string; count: number } | null = null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) {
    if (Array.isArray(v) && v.length > MAX_ITEMS_PER_SECTION) {
      over ??= { prop: k, count: v.length };
      out[k] = v.slice(0, MAX_ITEMS_PER_SECTION);
    } else out[k] = v;
  }
  if (!over) return props;
  log.warn({ event: "SDUI_SECTION_ITEMS_OVER_LIMIT", section: section.name, prop: over.prop, items: over.count, limit: MAX_ITEMS_PER_SECTION });
  return out;
}

export function logSectionsOverLimit(screen: string, version: number, names: string[]) {
  if (!names.length) return;
  log.warn({
    event: "SDUI_SECTIONS_OVER_LIMIT",
    screen,
    version,
    limit: MAX_SECTIONS_PER_SCREEN,
    dropped: names.length,
    // The first few are enough to find them in the studio; a list of thousands helps no one.
    sections: names.slice(0, 20),
  });
}
