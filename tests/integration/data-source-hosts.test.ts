/**
 * Editors' REST data sources are fetched by the server, which reaches what patients cannot: loopback ports,
 * /metrics. A source may use the app's own content API (relative URIs resolve against APP_ORIGIN) or an
 * ALLOWED_DATA_HOSTS entry (a bare host: default ports only). Whatever a source answers never comes back in an
 * error: the editor gets our words with the HTTP status, the log a bounded reason without the body.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { Section } from "#schemas/generated/section";
import { resetEnvForTesting } from "~/.server/env";
import { captureLogsForTesting } from "~/.server/log";
import { getRequestState } from "~/.server/request-state";
import { startSession } from "~/.server/session";
import { checksFor } from "~/.server/content/studio";
import { dataSourceBreaker, resolveSectionData } from "~/sdui/data-source.server";
import { dataContext } from "~/sdui/screen-loader.server";
import { action as tryThisSource } from "~/routes/resources.studio-try";
import { servicesOfTarget, targets } from "./harness";

const SECRET = "# HELP process_secret_total Internal figures\nprocess_secret_total 42\n";
const rest = (uri: string): Section =>
  ({ order: 0, name: "popular_categories", type: "DiagTileStyle1", SSR: true, eager_load: false, data_source: { type: "API", api_type: "REST", method: "GET", uri, result_path: "data" } }) as Section;

describe.each(targets)("REST data-source hosts on $name", (target) => {
  const services = servicesOfTarget(target);
  const servers: http.Server[] = [];
  const hits: Record<string, string[]> = { app: [], internal: [] };
  let app = "";
  let internal = "";

  async function serve(name: string): Promise<string> {
    const server = http.createServer((req, res) => {
      hits[name].push(req.url!);
      if (req.url!.startsWith("/content/broken")) return void res.writeHead(502, { "content-type": "text/plain" }).end(SECRET);
      res.writeHead(200, { "content-type": "text/plain; version=0.0.4" }).end(SECRET);
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    app = await serve("app");
    internal = await serve("internal");
    process.env.APP_ORIGIN = app;
    // What .env.example used to ship: bare loopback names, which now mean their default ports only.
    process.env.ALLOWED_DATA_HOSTS = "localhost,127.0.0.1";
    resetEnvForTesting();
  });
  afterAll(() => {
    delete process.env.APP_ORIGIN;
    delete process.env.ALLOWED_DATA_HOSTS;
    resetEnvForTesting();
    for (const s of servers) s.close();
  });
  beforeEach(() => {
    hits.app.length = 0;
    hits.internal.length = 0;
    dataSourceBreaker.reset();
  });

  const ctx = async () => {
    const request = new Request(`${app}/lab-tests`);
    return dataContext(services(), await getRequestState(request), request);
  };

  it("another port on an allow-listed loopback name is refused without a request", async () => {
    await expect(resolveSectionData(rest(`${internal}/metrics`), await ctx())).rejects.toThrow(/not on the list of allowed hosts/);
    await expect(resolveSectionData(rest(`http://localhost:${new URL(internal).port}/metrics`), await ctx())).rejects.toThrow(/not on the list of allowed hosts/);
    expect(hits.internal).toEqual([]);
  });

  it("on the app's own origin only the content API: /metrics is refused without a request", async () => {
    await expect(resolveSectionData(rest("/metrics"), await ctx())).rejects.toThrow(/content API routes/);
    await expect(resolveSectionData(rest(`${app}/content/../metrics`), await ctx())).rejects.toThrow(/content API routes/);
    expect(hits.app).toEqual([]);
  });

  it("publishing is refused for such a source, at its JSON path", () => {
    const config = { screen_name: "diag_home", segment_type: "signed_out", screen_identifier: "diag_home", version: 1, containers: [{ type: "vertical", position: 0, sections: [rest(`${internal}/metrics`), { ...rest("/metrics"), name: "own_metrics" }] }] };
    const { errors } = checksFor(config, null);
    expect(errors).toEqual([
      { path: "/containers/0/sections/0/data_source/uri", message: `The data host ${new URL(internal).host} is not on the list of allowed hosts`, section: "popular_categories" },
      { path: "/containers/0/sections/1/data_source/uri", message: "The data address /metrics is not one of the app's content API routes (/content/…)", section: "own_metrics" },
    ]);
  });

  it("an answer that is not JSON, or an error status, never appears in the error or the log", async () => {
    const logs = captureLogsForTesting();
    const notJson = resolveSectionData(rest("/content/figures"), await ctx());
    await expect(notJson).rejects.toThrow(`HTTP 200 from ${new URL(app).host}: the answer is not JSON`);
    await expect(resolveSectionData(rest("/content/broken"), await ctx())).rejects.toThrow(`HTTP 502 from ${new URL(app).host}`);
    logs.restore();
    expect(hits.app).toEqual(["/content/figures", "/content/broken"]);
    expect(JSON.stringify(logs.records)).not.toMatch(/HELP|process_secret/);
    expect(logs.events("SSR_API_FAILED_ERROR")).toHaveLength(2);
  });

  it("'Try this source' tells the editor our words and the status code, not what the source answered", async () => {
    const editor = (await services().db.selectFrom("accounts").select("id").where("mobile_number", "=", "9000000101").executeTakeFirstOrThrow()).id;
    const cookie = (await startSession({ accountId: editor, mobileNumber: "9000000101", countryCode: "+91", isCircleMember: false })).split(";")[0];
    const tryIt = async (section: Section) => {
      const request = new Request(`${app}/resources/studio-try`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ section: JSON.stringify(section) }) });
      const r = (await tryThisSource({ request, params: {}, context: {} } as ActionFunctionArgs)) as unknown as { data: { ok: boolean; error?: string } };
      return r.data;
    };
    const figures = await tryIt(rest("/content/figures"));
    expect(figures).toEqual({ ok: false, error: `HTTP 200 from ${new URL(app).host}: the answer is not JSON` });
    const broken = await tryIt(rest("/content/broken"));
    expect(broken).toEqual({ ok: false, error: `HTTP 502 from ${new URL(app).host}` });
    const metrics = await tryIt(rest(`${internal}/metrics`));
    expect(metrics.error).toMatch(/not on the list of allowed hosts/);
    expect(hits.internal).toEqual([]);
  });
});
