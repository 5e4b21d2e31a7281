/**
 * "Diagnostic widget data limit 50": items per section are capped, and a screen keeps at most
 * MAX_SECTIONS_PER_SCREEN sections; what is over is dropped and logged.
 */
import fs from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_ITEMS_PER_SECTION, MAX_SECTIONS_PER_SCREEN, limitItems } from "~/sdui/limits";
import { prepareScreen } from "~/sdui/validate.server";
import { captureLogsForTesting } from "~/.server/log";

const SUFFIXES = ["apollo247.com", "localhost"];
afterEach(() => vi.restoreAllMocks());

function hugeScreen(sections: number) {
  const config = JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));
  const banner = config.containers[0].sections.find((s: { name: string }) => s.name === "banner");
  // Numbered so that display order is the reverse of their place in the list.
  config.containers = [config.containers[0]];
  config.containers[0].sections = Array.from({ length: sections }, (_, i) => ({ ...banner, name: `banner_${i}`, order: sections - i }));
  return config;
}

describe("limits", () => {
  it("cuts a section's lists to 50 items and logs it once", () => {
    const logs = captureLogsForTesting();
    const items = Array.from({ length: 5000 }, (_, i) => ({ itemId: i }));
    const out = limitItems({ name: "top_booked_tests" }, { items, title: "x" });
    expect(MAX_ITEMS_PER_SECTION).toBe(50);
    expect((out.items as unknown[]).length).toBe(50);
    expect((out.items as { itemId: number }[])[0].itemId).toBe(0);
    expect(out.title).toBe("x");
    expect(logs.records).toHaveLength(1);
    expect(logs.records[0]).toMatchObject({ level: "warn", event: "SDUI_SECTION_ITEMS_OVER_LIMIT", section: "top_booked_tests", items: 5000, limit: 50 });
    logs.restore();
    const small = { items: items.slice(0, 3) };
    expect(limitItems({ name: "s" }, small)).toBe(small);
  });

  it("keeps the first sections in display order up to the limit, drops the rest unvalidated and logs one summary", () => {
    const logs = captureLogsForTesting();
    const prepared = prepareScreen(hugeScreen(3000), SUFFIXES)!;
    const kept = prepared.config.containers.flatMap((c) => c.sections);
    expect(kept).toHaveLength(MAX_SECTIONS_PER_SCREEN);
    expect(kept[0].name).toBe("banner_2999");
    expect(prepared.dropped.filter((d) => d.reason.includes("limit"))).toHaveLength(3000 - MAX_SECTIONS_PER_SCREEN);
    const summary = logs.events("SDUI_SECTIONS_OVER_LIMIT") as { sections: unknown[] }[];
    logs.restore();
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({ limit: MAX_SECTIONS_PER_SCREEN, dropped: 3000 - MAX_SECTIONS_PER_SCREEN });
    expect(summary[0].sections.length).toBeLessThanOrEqual(20);
  });

  it("prepares one configuration object once, however many requests ask", () => {
    const config = hugeScreen(200);
    expect(prepareScreen(config, SUFFIXES)).toBe(prepareScreen(config, SUFFIXES));
  });
});
