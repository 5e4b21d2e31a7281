/**
 * A hostile configuration (10,000 sections, megabytes) in the content store is refused on its size before it is
 * parsed: "a screen shows at most MAX_SECTIONS_PER_SCREEN sections", and a stored configuration larger than the
 * largest screen the studio may save (SCREEN_CONFIGURATION_MAX_BYTES) is never parsed, validated or cached. The
 * screen is served from the next source instead. (Its server time is printed by `npm run bench`.)
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/.server/app-context";
import { captureLogsForTesting } from "~/.server/log";
import { loadScreenConfiguration } from "~/sdui/config-source.server";
import { MAX_SECTIONS_PER_SCREEN } from "~/sdui/limits";
import { SCREEN_CONFIGURATION_MAX_BYTES } from "~/lib/screen-configuration-limits";
import { targets } from "./harness";

const base = JSON.parse(fs.readFileSync("screen-configs/diag_home.mweb.json", "utf8"));
const sections = base.containers.flatMap((c: { sections: unknown[] }) => c.sections);
const hostile = {
  ...base,
  version: 999,
  containers: [{ type: "vertical", position: 0, sections: Array.from({ length: 10_000 }, (_, i) => ({ ...structuredClone(sections[i % sections.length]), name: `s_${i}`, order: i })) }],
};

describe.each(targets)("a hostile configuration on $name", (target) => {
  let services: AppServices;
  let teardown: () => Promise<void>;
  beforeAll(async () => {
    ({ services, teardown } = await target.setup());
  });
  afterAll(async () => teardown());

  it("is refused unparsed and the screen is served from the next source, within the section limit", async () => {
    const raw = JSON.stringify(hostile);
    expect(raw.length).toBeGreaterThan(SCREEN_CONFIGURATION_MAX_BYTES);
    await services.db
      .insertInto("screen_configurations")
      .values({ screen_name: "diag_home", screen_view: "mweb", segment_type: "signed_out", version: 999, config: raw, published_at: new Date().toISOString(), published_by: "test" })
      .execute();
    const logs = captureLogsForTesting();
    try {
      const loaded = await loadScreenConfiguration(services, { screenName: "diag_home", view: "mweb", segment: "signed_out", signedIn: false }, { origin: "http://127.0.0.1:9", faults: new Set(["cdn"]) });
      expect(loaded.source).toBe("bundled");
      expect(loaded.config.version).not.toBe(999);
      expect(loaded.config.containers.flatMap((c) => c.sections).length).toBeLessThanOrEqual(MAX_SECTIONS_PER_SCREEN);
      expect(logs.events("SDUI_CONFIG_TOO_LARGE")).toEqual([expect.objectContaining({ screen: "diag_home", source: "content", bytes: raw.length, limit: SCREEN_CONFIGURATION_MAX_BYTES })]);
    } finally {
      logs.restore();
    }
  });

  it("a configuration within the limit is still served from the content store", async () => {
    const fine = { ...base, version: 1000 };
    await services.db
      .insertInto("screen_configurations")
      .values({ screen_name: "diag_home", screen_view: "mweb", segment_type: "signed_out", version: 1000, config: JSON.stringify(fine), published_at: new Date().toISOString(), published_by: "test" })
      .execute();
    const loaded = await loadScreenConfiguration(services, { screenName: "diag_home", view: "mweb", segment: "signed_out", signedIn: false }, { origin: "http://127.0.0.1:9", faults: new Set(["cdn"]) });
    expect(loaded.source).toBe("content");
    expect(loaded.config.version).toBe(1000);
  });
});
