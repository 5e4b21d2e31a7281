/**
 * A forged Host header steers nothing: relative data-source URIs resolve against APP_ORIGIN, and a host the
 * app does not serve is refused (server.mjs answers it 421 before rendering or caching; see the e2e spec).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv, resetEnvForTesting } from "~/.server/env";
import { isAllowedHost } from "~/.server/allowed-hosts";
import { getRequestState } from "~/.server/request-state";
import { dataContext } from "~/sdui/screen-loader.server";
import { resolveSectionData } from "~/sdui/data-source.server";
import type { Section } from "#schemas/generated/section";
import { HtmlCache } from "~/.server/html-cache";
import { DEFAULT_LOCATION, serializeLocation } from "~/lib/location";
import { servicesOfTarget, targets } from "./harness";

describe("which hosts the app answers", () => {
  const e = parseEnv({ NODE_ENV: "production", SESSION_SECRET: "a-long-production-secret", PAYMENT_WEBHOOK_SECRET: "a-long-webhook-secret", PAYMENT_SANDBOX: "1", CARD_BANK_SANDBOX: "1", PORT: "3000", APP_ORIGIN: "https://www.apollo247.com", ALLOWED_HOSTS: "apollo247.com,internal.lb:8080" });
  it("answers APP_ORIGIN's host, ALLOWED_HOSTS and loopback on its own port", () => {
    for (const ok of ["www.apollo247.com", "WWW.Apollo247.com", "apollo247.com", "apollo247.com:443", "internal.lb:8080", "localhost:3000", "127.0.0.1:3000", "[::1]:3000"]) {
      expect(isAllowedHost(ok, e), ok).toBe(true);
    }
  });
  it("refuses any other host, a look-alike, a missing Host and loopback on another port", () => {
    for (const bad of ["evil.example", "www.apollo247.com.evil.example", "evil.example:443", "internal.lb:9090", "localhost:3999", "127.0.0.1", "", null]) {
      expect(isAllowedHost(bad, e), String(bad)).toBe(false);
    }
  });
  it("defaults APP_ORIGIN to http://localhost:$PORT", () => {
    expect(parseEnv({ PORT: "3110" }).APP_ORIGIN).toBe("http://localhost:3110");
    expect(() => parseEnv({ APP_ORIGIN: "javascript:alert(1)" })).toThrow(/APP_ORIGIN/);
  });
});

describe("what a cached page is rendered from", () => {
  it("only the headers its key covers: view (user agent, mobile hint) and the location the key names", async () => {
    const cache = new HtmlCache();
    const visitor = new Headers({
      host: "evil.example",
      "user-agent": "Mozilla/5.0 (iPhone; Mobile)",
      "sec-ch-ua-mobile": "?1",
      "accept-language": "hi-IN",
      "x-forwarded-host": "evil.example",
      cookie: "cart=secret-cart-id; diag_location=%7B%22cityId%22%3A9%7D; analytics_consent=accepted",
    });
    const rendered = cache.renderRequestHeaders(visitor, DEFAULT_LOCATION);
    expect([...rendered.keys()].sort()).toEqual(["accept", "cookie", "sec-ch-ua-mobile", "user-agent"]);
    // A malformed location is the default one; the page is rendered with it, rebuilt, not with the visitor's text.
    expect(rendered.get("cookie")).toBe(`diag_location=${serializeLocation(DEFAULT_LOCATION)}`);
    const key = async (headers: Headers) => (await cache.route({ method: "GET", url: "/", headers }))?.key;
    expect(await key(visitor)).toBe(await key(rendered));
  });
});

describe.each(targets)("a forged Host on $name", (target) => {
  const services = servicesOfTarget(target);
  const hits = { app: [] as string[], attacker: [] as string[] };
  const servers: http.Server[] = [];
  let appOrigin = "";
  let attackerHost = "";

  async function serve(name: "app" | "attacker", title: string): Promise<string> {
    const server = http.createServer((req, res) => {
      hits[name].push(req.url!);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: [{ title }] }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    servers.push(server);
    return `127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    appOrigin = `http://${await serve("app", "Full Body Checkup")}`;
    attackerHost = await serve("attacker", "Call +1-555-0100 for free tests");
    process.env.APP_ORIGIN = appOrigin;
    resetEnvForTesting();
  });
  afterAll(() => {
    delete process.env.APP_ORIGIN;
    resetEnvForTesting();
    for (const s of servers) s.close();
  });

  it("relative REST data-source URIs are fetched from APP_ORIGIN, never from the request's Host", async () => {
    // What a Remix request looks like when the client sent `Host: <attacker>`.
    const request = new Request(`http://${attackerHost}/lab-tests`, { headers: { host: attackerHost } });
    const state = await getRequestState(request);
    expect(state.origin).toBe(appOrigin);
    const section = {
      order: 0, name: "popular_categories", type: "DiagTileStyle1", SSR: true, eager_load: false,
      data_source: { type: "API", api_type: "REST", method: "GET", uri: `/content/category-widgets?city=${Date.now()}`, result_path: "data" },
    } as Section;
    const data = await resolveSectionData(section, dataContext(services(), state, request));
    expect(data).toEqual([{ title: "Full Body Checkup" }]);
    expect(hits.attacker).toEqual([]);
    expect(hits.app).toHaveLength(1);
  });
});
