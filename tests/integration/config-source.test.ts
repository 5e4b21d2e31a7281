/**
 * Where a configured screen comes from: fresh cache → content service → last good copy → CDN copy →
 * bundled copy; and per-section validation that drops only the bad section.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AppServices } from "~/.server/app-context";
import { resetEnvForTesting } from "~/.server/env";
import { loadScreenConfiguration, type ScreenKey } from "~/sdui/config-source.server";
import { targets } from "./harness";
import { captureLogsForTesting } from "~/.server/log";

const key: ScreenKey = { screenName: "diag_home", view: "web", segment: "signed_out", signedIn: false };

describe.each(targets)("screen configuration sources on $name", (target) => {
  let services: AppServices;
  let teardown: () => Promise<void>;
  let cdn: http.Server;
  let cdnBody: string | null = null;
  let cdnHits = 0;

  beforeAll(async () => {
    cdn = http.createServer((req, res) => {
      cdnHits++;
      if (cdnBody && req.url === "/diag_home.web_qa.json") res.writeHead(200, { "content-type": "application/json" }).end(cdnBody);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => cdn.listen(0, "127.0.0.1", r));
    process.env.CDN_BASE_URL = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    resetEnvForTesting();
    ({ services, teardown } = await target.setup());
  });
  afterAll(async () => {
    delete process.env.CDN_BASE_URL;
    resetEnvForTesting();
    cdn.close();
    await teardown();
  });

  const load = (opts: { faults?: ("content" | "cdn")[]; now?: number } = {}) =>
    loadScreenConfiguration(services, key, { origin: "http://app.local", faults: new Set(opts.faults ?? []), now: opts.now });

  it("tries the content service first, then answers from the fresh cache", async () => {
    const first = await load();
    expect(first.source).toBe("content");
    expect(first.config.screen_name).toBe("diag_home");
    expect((await load()).source).toBe("cache");
  });

  it("after 15 minutes the cache is no longer fresh and the content service is asked again", async () => {
    expect((await load({ now: Date.now() + 900_001 })).source).toBe("content");
  });

  it("with the content service failing, the CDN copy is served", async () => {
    const published = (await load()).config;
    cdnBody = JSON.stringify({ ...published, version: 77 });
    const r = await load({ faults: ["content"] });
    expect(r.source).toBe("cdn");
    expect(r.config.version).toBe(77);
  });

  it("with the content service and the CDN failing, the bundled copy is served", async () => {
    const r = await load({ faults: ["content", "cdn"] });
    expect(r.source).toBe("bundled");
    expect(r.config.containers.flatMap((c) => c.sections).length).toBeGreaterThan(5);
  });

  it("a CDN copy that fails the envelope schema is not used", async () => {
    cdnBody = JSON.stringify({ screen_name: "diag_home" });
    expect((await load({ faults: ["content"] })).source).toBe("bundled");
  });

  it("an empty content response is rejected; the last good copy is served while it lasts", async () => {
    await load(); // fills the fresh cache and the last good copy
    await services.db.deleteFrom("screen_configurations").where("screen_name", "=", "diag_home").execute();
    // An hour on, past the 15-minute expiry of every copy cached by the tests above.
    const r = await load({ now: Date.now() + 3_600_000 });
    expect(r.source).toBe("stale");
  });

  it("drops only the bad sections of a screen, with a logged reason naming screen, version and section", async () => {
    const logs = captureLogsForTesting();
    const good = (await load({ faults: ["content", "cdn"] })).config;
    const sections = good.containers[0].sections;
    const broken = structuredClone(good);
    broken.version = 5;
    broken.containers[0].sections = [
      ...sections,
      { ...sections[0], name: "unknown_type", type: "NoSuchWidget" },
      { ...sections[0], name: "bad_props", data_source: { type: "JSON", data: { banners: "not a list" } } },
      { ...sections[0], name: "bad_url", data_source: { type: "JSON", data: { banners: [{ imageUrl: "/a.svg", alt: "x", redirectUrl: "javascript:alert(1)" }] } } },
      { name: "no_schema", type: "Banner" } as never,
    ];
    cdnBody = JSON.stringify(broken);
    const r = await load({ faults: ["content"] });
    expect(r.source).toBe("cdn");
    expect(r.config.containers[0].sections.map((s) => s.name)).toEqual(sections.map((s) => s.name));
    expect(r.dropped.map((d) => d.section).sort()).toEqual(["bad_props", "bad_url", "no_schema", "unknown_type"]);
    logs.restore();
    expect(logs.events("SDUI_SECTION_DROPPED")).toContainEqual(expect.objectContaining({ screen: "diag_home", version: 5, section: "bad_url" }));
  });

  it("the CDN was really asked over HTTP", () => {
    expect(cdnHits).toBeGreaterThan(0);
  });
});
