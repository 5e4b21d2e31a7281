/**
 * Limits that keep one bad configuration from slowing everyone: a screen shows at most
 * MAX_SECTIONS_PER_SCREEN sections and a section at most MAX_ITEMS_PER_SECTION items; what is over is dropped
 * and logged, before any validation or data work is spent on it.
 */
import type { Section } from "#schemas/generated/section";
import { log } from "~/.server/log";
import { SCREEN_CONFIGURATION_MAX_BYTES } from "~/lib/screen-configuration-limits";

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

/**
 * A stored or fetched configuration, parsed only when it is within SCREEN_CONFIGURATION_MAX_BYTES (the largest
 * screen the studio may save). A hostile one (10,000 sections, megabytes) is refused on its length, before any
 * parsing, validation or caching is spent on it; the caller falls back to the next source. Null when refused.
 */
export function parseCappedConfiguration(raw: string, source: string, screen: string): unknown | null {
  // A character is at least one byte: over the limit in characters is over it in bytes, with no scan.
  const bytes = raw.length > SCREEN_CONFIGURATION_MAX_BYTES ? raw.length : Buffer.byteLength(raw, "utf8");
  return configurationTooLarge(bytes, source, screen) ? null : JSON.parse(raw);
}

/** Whether a configuration of this many bytes is refused (logged once, with where it came from). */
export function configurationTooLarge(bytes: number, source: string, screen: string): boolean {
  if (bytes <= SCREEN_CONFIGURATION_MAX_BYTES) return false;
  log.warn({ event: "SDUI_CONFIG_TOO_LARGE", screen, source, bytes, limit: SCREEN_CONFIGURATION_MAX_BYTES });
  return true;
}
