/**
 * "One publish path (studio or API) runs the same checks, the same review rule and the same audit" and "A data
 * source that answers 404 or 5xx ... warns at publish, with the section named": a content-API publish tries the
 * data sources as a studio publish does. The API cannot be asked "Publish anyway?", so it is refused, naming the
 * sections, unless the request says publishWithFailingSources: true
 * (docs/decisions/2026-11-27-content-api-failing-sources.md).
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { resetEnvForTesting } from "~/.server/env";
import { getYoga } from "~/.server/graphql/yoga";
import { liveVersion, openDraft, resetDraft } from "~/.server/content/drafts";
import { REVIEW_REQUIRED_MESSAGE } from "~/.server/content/studio";
import { dataSourceBreaker } from "~/sdui/data-source.server";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import { servicesOfTarget, targets } from "./harness";

const key = { screenName: "diag_home", screenView: "web", segment: "signed_out" };
const TOKEN = "dev-editor-token";
const PUBLISH = `mutation($s: String!, $v: String!, $c: JSON!, $anyway: Boolean) {
  publishScreenConfiguration(screenName: $s, screenView: $v, configuration: $c, publishWithFailingSources: $anyway) {
    success version errors { path message } warnings { path message }
  }
}`;

type Result = { success: boolean; version: number | null; errors: { path: string; message: string }[]; warnings: { path: string; message: string }[] };

const bundled = (): ScreenConfiguration => JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));
/** The bundled screen with popular_categories pointed at a content route that answers 404. */
function withMissingSource(): ScreenConfiguration {
  const config = bundled();
  const s = config.containers.flatMap((c) => c.sections).find((x) => x.name === "popular_categories")!;
  (s.data_source as { uri: string }).uri = "/content/missing";
  return config;
}

async function apiPublish(config: unknown, anyway?: boolean): Promise<Result> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query: PUBLISH, variables: { s: key.screenName, v: key.screenView, c: config, anyway } }),
  });
  const body = (await res.json()) as { data: { publishScreenConfiguration: Result }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data.publishScreenConfiguration;
}

describe.each(targets)("content-API publishes try their data sources on $name", (target) => {
  const services = servicesOfTarget(target);
  let server: http.Server;
  beforeAll(async () => {
    // The app's own content routes, as the sources reach them: /content/missing answers 404, the rest answer data.
    server = http.createServer((req, res) => {
      if (req.url!.startsWith("/content/missing")) return void res.writeHead(404).end("no");
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: { tiles: [], items: [] } }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    process.env.APP_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    resetEnvForTesting();
  });
  afterAll(() => {
    delete process.env.APP_ORIGIN;
    delete process.env.STUDIO_REVIEW_RULE;
    resetEnvForTesting();
    server.close();
  });
  beforeEach(async () => {
    dataSourceBreaker.reset();
    delete process.env.STUDIO_REVIEW_RULE;
    resetEnvForTesting();
    // A clean draft on the live version.
    const db = services().db;
    const live = await liveVersion(db, key);
    const draft = await openDraft(db, key, "test");
    await resetDraft(db, key, live?.config ?? draft.config, live?.version ?? 0, "test");
  });
  const auditOf = (action: string) =>
    services().db.selectFrom("studio_audit").select(["action", "detail", "actor"]).where("screen_name", "=", key.screenName).where("action", "=", action).orderBy("id", "desc").executeTakeFirst();

  it("'a data source that answers 404 warns at publish, with the section named': without the flag the API is refused, nothing is stored, and the refusal is audited", async () => {
    const before = await openDraft(services().db, key, "test");
    const r = await apiPublish(withMissingSource());
    expect(r.success).toBe(false);
    expect(r.version).toBeNull();
    expect(r.errors[0]).toEqual({ path: "/", message: expect.stringMatching(/^The data source of popular_categories failed when tried just now: .* Send publishWithFailingSources: true to publish anyway\.$/) });
    expect(r.errors[1]).toEqual({ path: "/containers/0/sections/1/data_source", message: expect.stringMatching(/^popular_categories: Its data source failed when tried just now \(HTTP 404 .*\)/) });
    expect(r.errors).toHaveLength(2);
    // Nothing stored: the draft is as it was.
    const after = await openDraft(services().db, key, "test");
    expect(after.revision).toBe(before.revision);
    expect(after.status).toBe(before.status);
    expect(await auditOf("api_publish_refused")).toMatchObject({ actor: "Content API (editor token)", detail: expect.stringContaining("popular_categories: Its data source failed") });
  });

  it("with publishWithFailingSources: true, under the review rule the configuration goes to review with the failures as warnings, and the audit records them", async () => {
    const r = await apiPublish(withMissingSource(), true);
    expect(r).toMatchObject({ success: false, version: null, errors: [{ path: "/", message: REVIEW_REQUIRED_MESSAGE }] });
    expect(r.warnings).toEqual([{ path: "/containers/0/sections/1/data_source", message: expect.stringContaining("popular_categories: Its data source failed when tried just now (HTTP 404") }]);
    const draft = await openDraft(services().db, key, "test");
    expect(draft.status).toBe("in_review");
    expect(JSON.stringify(draft.config)).toContain("/content/missing");
    expect((await auditOf("submit_review"))?.detail).toContain("Sent although data sources failed when tried");
  });

  it("with the review rule off, the flag publishes a version and audits the failing sources; without it no version is made", async () => {
    process.env.STUDIO_REVIEW_RULE = "none";
    resetEnvForTesting();
    onTestFinished(() => {
      delete process.env.STUDIO_REVIEW_RULE;
      resetEnvForTesting();
    });
    const liveBefore = (await liveVersion(services().db, key))?.version ?? 0;
    const refused = await apiPublish(withMissingSource(), false);
    expect(refused.success).toBe(false);
    expect((await liveVersion(services().db, key))?.version ?? 0).toBe(liveBefore);

    const r = await apiPublish(withMissingSource(), true);
    expect(r).toMatchObject({ success: true, version: liveBefore + 1, errors: [] });
    expect(r.warnings.map((w) => w.path)).toEqual(["/containers/0/sections/1/data_source"]);
    expect((await auditOf("publish_warnings"))?.detail).toContain("popular_categories: Its data source failed");
  });

  it("sources that answer publish as before, with no warnings", async () => {
    process.env.STUDIO_REVIEW_RULE = "none";
    resetEnvForTesting();
    onTestFinished(() => {
      delete process.env.STUDIO_REVIEW_RULE;
      resetEnvForTesting();
    });
    const config = bundled();
    config.containers[0].sections[0].title = "Offers on lab tests";
    const r = await apiPublish(config);
    expect(r).toMatchObject({ success: true, errors: [], warnings: [] });
  });
});
