/** Section data: JSON inline, REST from allow-listed hosts only, GraphQL with variables; 15-minute cache. */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AppServices } from "~/.server/app-context";
import { resetEnvForTesting } from "~/.server/env";
import { resolveRestUri, resolveSectionData, type DataContext } from "~/sdui/data-source.server";
import type { Section } from "#schemas/generated/section";
import { targets } from "./harness";
import { captureLogsForTesting } from "~/.server/log";
import { CatalogueChangeReader } from "~/.server/domain/catalogue/catalogue-changes";

const base = { order: 0, name: "s", type: "DiagItemCard", SSR: true, eager_load: false } as const;

describe("REST host allow-list (no SSRF)", () => {
  const allowed = ["localhost", "127.0.0.1", "content.apollo247.com"];
  it("allows the app itself and allow-listed hosts", () => {
    expect(resolveRestUri("/content/getallwidgets", "http://app.local:3000", allowed).toString()).toBe("http://app.local:3000/content/getallwidgets");
    expect(resolveRestUri("https://cdn.content.apollo247.com/x", "http://app.local", allowed).hostname).toBe("cdn.content.apollo247.com");
  });
  it("a bare allow-listed host means its default ports only; 'host:port' allows that port", () => {
    expect(resolveRestUri("http://localhost/x", "http://app.local", allowed).host).toBe("localhost");
    expect(resolveRestUri("https://127.0.0.1/x", "http://app.local", allowed).host).toBe("127.0.0.1");
    for (const bad of ["http://127.0.0.1:9090/metrics", "http://localhost:6379/", "http://localhost:3000/metrics", "https://content.apollo247.com:8443/x", "http://[::1]:9090/"]) {
      expect(() => resolveRestUri(bad, "http://app.local", allowed), bad).toThrow(/not on the list of allowed hosts/);
    }
    const withPorts = ["cms.internal:8443", "[::1]:9100"];
    expect(resolveRestUri("https://cms.internal:8443/w", "http://app.local", withPorts).port).toBe("8443");
    expect(resolveRestUri("http://[::1]:9100/w", "http://app.local", withPorts).port).toBe("9100");
    expect(() => resolveRestUri("https://cms.internal/w", "http://app.local", withPorts)).toThrow(/not on the list of allowed hosts/);
    expect(() => resolveRestUri("https://cms.internal:8444/w", "http://app.local", withPorts)).toThrow(/not on the list of allowed hosts/);
  });

  it("on the app's own origin only its content API routes, however the path is spelt", () => {
    const origin = "http://localhost:3000";
    expect(resolveRestUri("/content/getwidgets?city=9", origin, []).toString()).toBe("http://localhost:3000/content/getwidgets?city=9");
    expect(resolveRestUri("http://localhost:3000/content/category-widgets", origin, []).pathname).toBe("/content/category-widgets");
    for (const bad of ["/metrics", "/content/../metrics", "/content/%2e%2e/metrics", "/healthz", "http://localhost:3000/graphql", "//localhost:3000/metrics"]) {
      expect(() => resolveRestUri(bad, origin, ["localhost"]), bad).toThrow();
    }
  });

  it("refuses any other host, metadata addresses, credentials and other schemes", () => {
    for (const bad of ["http://169.254.169.254/latest/meta-data", "http://evil.com/x", "http://content.apollo247.com.evil.com/", "file:///etc/passwd", "http://user:pw@localhost/"]) {
      expect(() => resolveRestUri(bad, "http://app.local", allowed), bad).toThrow();
    }
  });
});

describe.each(targets)("section data on $name", (target) => {
  let services: AppServices;
  let teardown: () => Promise<void>;
  let server: http.Server;
  let origin: string;
  const seen: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url!);
      if (req.url?.startsWith("/content/fail")) return void res.writeHead(500).end();
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: { list: [{ url: req.url }] } }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    resetEnvForTesting();
    ({ services, teardown } = await target.setup());
  });
  afterAll(async () => {
    server.close();
    await teardown();
  });

  const ctx = (accountId: number | null = null): DataContext => ({
    services,
    accountId,
    origin,
    request: new Request(`${origin}/`),
    state: { latitude: 17.492737, longitude: 78.39656, pincode: "500085", cityId: 9, patientId: null },
  });

  it("fills placeholders URL-encoded into REST URIs, picks result_path, and caches by resolved URI", async () => {
    const section = { ...base, data_source: { type: "API", api_type: "REST", method: "GET", uri: "/content/w?city={cityId}&pin={pincode}", result_path: "data.list" } } as Section;
    const first = await resolveSectionData(section, ctx());
    expect(first).toEqual([{ url: "/content/w?city=9&pin=500085" }]);
    await resolveSectionData(section, ctx());
    expect(seen.filter((u) => u === "/content/w?city=9&pin=500085")).toHaveLength(1);
  });

  it("a failing REST source throws and is logged as SSR_API_FAILED_ERROR", async () => {
    const logs = captureLogsForTesting();
    const section = { ...base, data_source: { type: "API", api_type: "REST", method: "GET", uri: "/content/fail" } } as Section;
    await expect(resolveSectionData(section, ctx())).rejects.toThrow(/HTTP 500/);
    logs.restore();
    expect(logs.events("SSR_API_FAILED_ERROR")).toHaveLength(1);
  });

  it("passes placeholders to GraphQL as variables; text that looks like a placeholder in the query is untouched", async () => {
    const section = {
      ...base,
      data_source: {
        type: "API", api_type: "GRAPHQL",
        query: `query($cityId: Int, $names: [String!]!) { getWidgets(cityId: $cityId, widgetNames: $names) { title diagnosticWidgetData { itemId } } }`,
        variables: { cityId: "{cityId}", names: ["top-booked-tests"] },
        result_path: "getWidgets.0.diagnosticWidgetData",
      },
    } as Section;
    const items = (await resolveSectionData(section, ctx())) as { itemId: number }[];
    expect(items.length).toBeGreaterThan(3);
    const injected = { ...section, data_source: { ...section.data_source, query: `{ getWidgets(cityId: {cityId}, widgetNames: ["x"]) { title } }` } } as Section;
    await expect(resolveSectionData(injected, ctx())).rejects.toThrow();
  });

  it("data read with a user's session is cached for that user only", async () => {
    const section = {
      ...base,
      data_source: { type: "API", api_type: "GRAPHQL", query: `{ getDiagnosticCities { id } }`, result_path: "getDiagnosticCities" },
    } as Section;
    const setSpy = vi.spyOn(services.cache, "set");
    await resolveSectionData(section, ctx(101));
    await resolveSectionData(section, ctx(202));
    const keys = setSpy.mock.calls.map((c) => c[0]);
    expect(keys.some((k) => /:u101g\d+:/.test(k))).toBe(true); // the account and its generation (cache/personal-data)
    expect(keys.some((k) => /:u202g\d+:/.test(k))).toBe(true);
  });

  it("a catalogue change read by this instance makes a screen drawn again read its section data afresh, not the answer cached before the change", async () => {
    // Issue 24: "a catalogue, price or content change drops exactly the pages it touches"; a dropped screen drawn
    // from section data kept for 15 minutes would show the old price again.
    const db = services.db;
    const row = await db.selectFrom("diagnostic_pricing").select(["item_id", "city_id", "price"]).where("city_id", "=", 9).orderBy("item_id").executeTakeFirstOrThrow();
    const section = {
      ...base,
      data_source: {
        type: "API", api_type: "GRAPHQL",
        query: `query($ids: [Int!]!, $cityId: Int) { findDiagnosticsByItemIDsAndCityID(itemIDs: $ids, cityID: $cityId) { itemId diagnosticPricing { price } } }`,
        variables: { ids: [row.item_id], cityId: "{cityId}" },
        result_path: "findDiagnosticsByItemIDsAndCityID.0.diagnosticPricing.0.price",
      },
    } as Section;
    const reader = new CatalogueChangeReader(db);
    await reader.poll(); // where this instance starts reading
    expect(await resolveSectionData(section, ctx())).toBe(Number(row.price));
    const newPrice = Number(row.price) + 50;
    await db.updateTable("diagnostic_pricing").set({ price: newPrice }).where("item_id", "=", row.item_id).where("city_id", "=", 9).execute();
    // Until the instance has read the change, the kept answer stands (the page showing it is still cached too).
    expect(await resolveSectionData(section, ctx())).toBe(Number(row.price));
    expect(await reader.poll()).not.toBeNull();
    expect(await resolveSectionData(section, ctx())).toBe(newPrice);
  });
});
