/** Every registered widget is used: placed in at least one bundled screen configuration, on web and on mweb. */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { widgetTypes } from "#widgets/registry";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";

const configs = fs
  .readdirSync("screen-configs")
  .filter((f) => f.endsWith(".json"))
  .map((file) => ({ file, view: file.split(".")[1], config: JSON.parse(fs.readFileSync(`screen-configs/${file}`, "utf8")) as ScreenConfiguration }));

const typesIn = (view: string) =>
  new Set(configs.filter((c) => c.view === view).flatMap((c) => c.config.containers.flatMap((ct) => ct.sections.map((s) => s.type))));

describe("widget placement", () => {
  it.each(["web", "mweb"])("every widget type appears in a bundled %s configuration", (view) => {
    const used = typesIn(view);
    const unused = widgetTypes().filter((t) => !used.has(t));
    expect(unused).toEqual([]);
  });

  it("signed-in-only cards are only in the .signed_in configurations", () => {
    const signedInOnly = ["ReorderCard", "PastSearchCard", "PostConsultCard", "PackageRecommendationCard", "AppointmentListingCard", "PreviouslyConsultedCard"];
    for (const { file, config } of configs) {
      const types = config.containers.flatMap((ct) => ct.sections.map((s) => s.type));
      if (config.segment_type === "signed_in") continue;
      for (const t of signedInOnly) expect(types, file).not.toContain(t);
    }
  });
});
