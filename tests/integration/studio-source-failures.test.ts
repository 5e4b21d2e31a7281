/**
 * "A data source that answers 404 or 5xx in 'try this source' warns at publish, with the section named." and
 * "The kill switch also counts sections whose data failed on the server, not only crashes in the browser."
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Section } from "#schemas/generated/section";
import { resetEnvForTesting } from "~/.server/env";
import { getRequestState } from "~/.server/request-state";
import { countServerFailure, SECTION_FAILURE_LIMITS, sectionFailures } from "~/.server/content/kill-switch";
import { failingDataSources } from "~/.server/content/source-probe";
import { dataSourceBreaker } from "~/sdui/data-source.server";
import { dataContext, sectionData } from "~/sdui/screen-loader.server";
import { servicesOfTarget, targets } from "./harness";

const rest = (name: string, uri: string): Section =>
  ({ order: 0, name, type: "DiagTileStyle1", SSR: true, eager_load: false, data_source: { type: "API", api_type: "REST", method: "GET", uri, result_path: "data" } }) as Section;

describe.each(targets)("failing data sources on $name", (target) => {
  const services = servicesOfTarget(target);
  let server: http.Server;
  let app = "";
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url!.startsWith("/content/missing")) return void res.writeHead(404).end("no");
      if (req.url!.startsWith("/content/down")) return void res.writeHead(503).end("down");
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: { tiles: [] } }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    app = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.APP_ORIGIN = app;
    resetEnvForTesting();
  });
  afterAll(() => {
    delete process.env.APP_ORIGIN;
    resetEnvForTesting();
    server.close();
  });
  beforeEach(() => dataSourceBreaker.reset());

  it("'warns at publish, with the section named': a 404 and a 503 source are named; a working one is not", async () => {
    const config = JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));
    config.containers[0].sections = [
      { ...rest("popular_categories", "/content/missing"), order: 1 },
      { ...rest("top_booked_tests", "/content/down"), order: 2 },
      { ...rest("packages", "/content/fine"), order: 3 },
    ];
    const warnings = await failingDataSources(services(), new Request(`${app}/studio`), config);
    expect(warnings.map((w) => w.section)).toEqual(["popular_categories", "top_booked_tests"]);
    expect(warnings[0]).toMatchObject({ path: "/containers/0/sections/0/data_source", message: expect.stringContaining(`HTTP 404 from ${new URL(app).host}`) });
    expect(warnings[1].message).toContain("HTTP 503");
    expect(warnings[0].message).toMatch(/^Its data source failed when tried just now .*: patients would see an error in this section$/);
  });

  it("'the kill switch also counts sections whose data failed on the server': each failure once, and never more than the per-section limit", async () => {
    const request = new Request(`${app}/lab-tests`);
    const ctx = dataContext(services(), await getRequestState(request), request);
    let told = 0;
    const failed = await sectionData(rest("top_booked_tests", "/content/down"), ctx, () => told++);
    expect(failed.status).toBe("error");
    const fine = await sectionData(rest("packages", "/content/fine"), ctx, () => told++);
    expect(fine.status).toBe("ok");
    expect(told).toBe(1);

    const before = (await sectionFailures(services().db, "diag_home")).frequently_booked_items ?? 0;
    const limit = SECTION_FAILURE_LIMITS.perSection.points;
    for (let i = 0; i < limit + 5; i++) countServerFailure(services(), "diag_home", "frequently_booked_items");
    await expect.poll(async () => (await sectionFailures(services().db, "diag_home")).frequently_booked_items).toBe(before + limit);
    await new Promise((r) => setTimeout(r, 200));
    expect((await sectionFailures(services().db, "diag_home")).frequently_booked_items).toBe(before + limit);
  });
});
