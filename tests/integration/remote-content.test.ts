/**
 * The content service as a separate role: with CONTENT_SERVICE_URL a renderer asks another instance's
 * `getContentfulScreenConfiguration` over HTTP, with a timeout, keeps the answer for 15 minutes, and falls back
 * (stale copy → CDN copy → bundled copy) when that instance does not answer. Unset, it reads its own database.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/.server/app-context";
import { resetEnvForTesting } from "~/.server/env";
import { runWithRequestId } from "~/.server/log";
import { contentfulScreenConfiguration } from "~/.server/content/remote";
import { getContentfulScreenConfiguration, screenConfigCacheKey } from "~/.server/content/store";
import { loadScreenConfiguration, type ScreenKey } from "~/sdui/config-source.server";
import { targets } from "./harness";

const key: ScreenKey = { screenName: "diag_home", view: "web", segment: "signed_out", signedIn: false };

describe.each(targets)("remote content service on $name", (target) => {
  let services: AppServices;
  let teardown: () => Promise<void>;
  let server: http.Server;
  let mode: "answer" | "hang" | "error" = "answer";
  const seen: { body: { variables: Record<string, string> }; requestId: string | undefined }[] = [];

  beforeAll(async () => {
    ({ services, teardown } = await target.setup());
    // Stands in for the content instance: answers from the same database, as that instance would.
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", async () => {
        const body = JSON.parse(raw);
        seen.push({ body, requestId: req.headers["x-request-id"] as string | undefined });
        if (mode === "hang") return; // never answers
        if (mode === "error") return void res.writeHead(502).end("Bad gateway");
        const v = body.variables;
        const answer = await getContentfulScreenConfiguration(services, v.screenName, v.screenView, v.segmentType);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: { getContentfulScreenConfiguration: answer } }));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    process.env.CONTENT_SERVICE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    process.env.CONTENT_SERVICE_TIMEOUT_MS = "1500";
    process.env.CDN_BASE_URL = "http://127.0.0.1:9/none"; // no CDN copy: the chain goes on to the bundled one
    resetEnvForTesting();
  });
  afterEach(() => {
    mode = "answer";
    seen.length = 0;
  });
  afterAll(async () => {
    for (const v of ["CONTENT_SERVICE_URL", "CONTENT_SERVICE_TIMEOUT_MS", "CDN_BASE_URL"]) delete process.env[v];
    resetEnvForTesting();
    server.close();
    await teardown();
  });

  const load = (now?: number) => loadScreenConfiguration(services, key, { origin: "http://app.local", now });

  it("getContentfulScreenConfiguration over HTTP answers {code, success, response}, carrying the request id", async () => {
    const answer = await runWithRequestId("req-remote-1", () => contentfulScreenConfiguration(services, "diag_home", "web", "signed_out"));
    expect(answer).toMatchObject({ code: 200, success: true, response: { screen_name: "diag_home" } });
    expect(seen[0]).toMatchObject({ body: { variables: { screenName: "diag_home", screenView: "web", segmentType: "signed_out" } }, requestId: "req-remote-1" });
    expect(await contentfulScreenConfiguration(services, "no_such_screen", "web", "signed_out")).toEqual({ code: 404, success: false, response: null });
  });

  it("a renderer serves what the content service answered, then its 15-minute copy without asking again", async () => {
    await services.cache.delete(screenConfigCacheKey("diag_home", "web", "signed_out"));
    expect((await load()).source).toBe("content");
    expect((await load()).source).toBe("cache");
    expect(seen).toHaveLength(1);
  });

  it("a content service that does not answer within the timeout: the last good copy is served", async () => {
    mode = "hang";
    const r = await load(Date.now() + 3_600_000);
    expect(r.source).toBe("stale");
    expect(seen).toHaveLength(1);
  });

  it("an error answer and no stale or CDN copy: the bundled copy is served", async () => {
    mode = "error";
    await services.cache.delete(`sdui:config-stale:diag_home:web:signed_out`);
    const r = await load(Date.now() + 3_600_000);
    expect(r.source).toBe("bundled");
    expect(r.config.screen_name).toBe("diag_home");
  });

  it("without CONTENT_SERVICE_URL the renderer reads its own database", async () => {
    delete process.env.CONTENT_SERVICE_URL;
    resetEnvForTesting();
    try {
      expect((await load(Date.now() + 3_600_000)).source).toBe("content");
      expect(seen).toHaveLength(0);
    } finally {
      process.env.CONTENT_SERVICE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resetEnvForTesting();
    }
  });
});
