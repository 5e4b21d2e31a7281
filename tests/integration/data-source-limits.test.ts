/**
 * A data source that keeps failing is skipped for a while (circuit breaker) instead of costing every request its
 * timeout; one returning thousands of items gives a section of 50 ("Diagnostic widget data limit 50").
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Section } from "#schemas/generated/section";
import { resetEnvForTesting } from "~/.server/env";
import { dataSourceBreaker, resolveSectionData, type DataContext } from "~/sdui/data-source.server";
import { sectionData } from "~/sdui/screen-loader.server";
import { CircuitOpenError } from "~/sdui/circuit-breaker";
import { servicesOfTarget, targets } from "./harness";
import { captureLogsForTesting } from "~/.server/log";

describe.each(targets)("data-source limits on $name", (target) => {
  const services = servicesOfTarget(target);
  let server: http.Server;
  let origin = "";
  const hits: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url!);
      if (req.url!.startsWith("/content/down")) return void res.writeHead(503).end();
      const items = Array.from({ length: 5000 }, (_, i) => ({ itemId: i + 1, itemName: `Test ${i + 1}` }));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: items }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    resetEnvForTesting();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    hits.length = 0;
    dataSourceBreaker.reset();
  });

  const ctx = (): DataContext => ({
    services: services(),
    accountId: null,
    origin,
    request: new Request(`${origin}/`),
    state: { latitude: 17.492737, longitude: 78.39656, pincode: "500085", cityId: 9, patientId: null },
  });
  const section = (uri: string) =>
    ({ order: 0, name: "top_booked_tests", type: "DiagItemCard", SSR: true, eager_load: false, data_source: { type: "API", api_type: "REST", method: "GET", uri, result_path: "data" } }) as Section;

  it("after 5 failures in a row the source is skipped without a request; other cities' URIs too", async () => {
    for (let i = 0; i < 5; i++) await expect(resolveSectionData(section(`/content/down?city=${i}`), ctx())).rejects.toThrow("HTTP 503");
    expect(hits).toHaveLength(5);
    await expect(resolveSectionData(section("/content/down?city=9"), ctx())).rejects.toBeInstanceOf(CircuitOpenError);
    expect(hits).toHaveLength(5);
    // The section shows its error state at once, and the rest of the screen is unaffected.
    expect(await sectionData(section("/content/down?city=9"), ctx())).toEqual({ status: "error", message: "This section could not be loaded." });
    expect(hits).toHaveLength(5);
    vi.restoreAllMocks();
  });

  it("a source returning 5,000 items gives a section of 50, and says so in the log", async () => {
    const logs = captureLogsForTesting();
    const data = await sectionData(section("/content/many"), ctx());
    expect(data.status).toBe("ok");
    expect(data.status === "ok" && data.props.items).toHaveLength(50);
    expect(logs.events("SDUI_SECTION_ITEMS_OVER_LIMIT")).toHaveLength(1);
    logs.restore();
    vi.restoreAllMocks();
  });
});
