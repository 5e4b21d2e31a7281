/**
 * The page route table comes from the route manifest of the build being served. It used to be read from app/routes
 * at run time, so a deployment of build/ alone got an empty table: every internal widget link was dropped and the
 * studio refused every internal link.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import remixConfig from "../../remix.config.js";

const projectRoot = process.cwd();
const saved = { NODE_ENV: process.env.NODE_ENV, SESSION_SECRET: process.env.SESSION_SECRET, PAYMENT_SANDBOX: process.env.PAYMENT_SANDBOX, CARD_BANK_SANDBOX: process.env.CARD_BANK_SANDBOX, PAYMENT_WEBHOOK_SECRET: process.env.PAYMENT_WEBHOOK_SECRET };

/** A manifest shaped like the `routes` export of build/server/index.js, made by Remix from the route files. */
function buildLikeManifest() {
  const { UNSAFE_flatRoutes } = createRequire(import.meta.url)("@remix-run/dev") as typeof import("@remix-run/dev");
  const routes = UNSAFE_flatRoutes(path.join(projectRoot, "app"), remixConfig.ignoredRouteFiles);
  const withModules = Object.entries(routes).map(([id, r]) => [id, { id: r.id, parentId: r.parentId, path: r.path, index: r.index, caseSensitive: undefined, module: {} }]);
  return { root: { id: "root", parentId: undefined, path: "", index: undefined, caseSensitive: undefined, module: {} }, ...Object.fromEntries(withModules) };
}

/** The route-table module as a freshly started process sees it (nothing computed yet, env read again). */
async function freshModules() {
  vi.resetModules();
  return { routes: await import("~/.server/content/app-routes"), log: await import("~/.server/log") };
}

const asStrings = (patterns: string[][]) => patterns.map((p) => `/${p.join("/")}`).sort();

describe("the page route table", () => {
  let elsewhere: string;
  beforeEach(() => {
    elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "h247-deploy-"));
  });
  afterEach(() => {
    process.chdir(projectRoot);
    fs.rmSync(elsewhere, { recursive: true, force: true });
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it("computed from a build's manifest equals the one computed from app/routes", async () => {
    const { routes } = await freshModules();
    const fromFiles = asStrings(routes.appRoutes());
    expect(fromFiles).toEqual(expect.arrayContaining(["/", "/lab-tests", "/lab-tests/:slug", "/ops/orders/:orderId", "/images/*", "/resources/personal"]));
    expect(fromFiles).not.toContain("/*");
    expect(fromFiles).not.toContain("/widget-gallery.server");
    expect(asStrings(routes.routesFromManifest(buildLikeManifest()))).toEqual(fromFiles);
  });

  it("a production server started from build/ alone, with no app/routes beside it, knows every page", async () => {
    const manifest = buildLikeManifest();
    process.chdir(elsewhere);
    Object.assign(process.env, { NODE_ENV: "production", SESSION_SECRET: "a-production-secret-for-this-test-only", PAYMENT_SANDBOX: "1", CARD_BANK_SANDBOX: "1", PAYMENT_WEBHOOK_SECRET: "a-webhook-secret-for-this-test-only" });
    const { routes } = await freshModules();
    routes.adoptBuildRoutes(manifest);
    const pages = asStrings(routes.pageRoutes());
    expect(pages).toEqual(expect.arrayContaining(["/", "/lab-tests", "/lab-tests/:slug", "/test-listing/:slug", "/consult"]));
    expect(pages.some((p) => p.startsWith("/resources/"))).toBe(false);
    // The studio's link check uses the same table.
    expect(routes.isLiveInternalPath("/test-listing/diabetes")).toBe(true);
    expect(routes.isLiveInternalPath("/medical-stores")).toBe(false);
  });

  it("in production the table never comes from source files: without the build's manifest it is empty, and says so", async () => {
    Object.assign(process.env, { NODE_ENV: "production", SESSION_SECRET: "a-production-secret-for-this-test-only", PAYMENT_SANDBOX: "1", CARD_BANK_SANDBOX: "1", PAYMENT_WEBHOOK_SECRET: "a-webhook-secret-for-this-test-only" });
    const { routes, log } = await freshModules();
    const logs = log.captureLogsForTesting();
    try {
      expect(routes.appRoutes()).toEqual([]);
      expect(logs.events("ROUTE_TABLE_MISSING")).toHaveLength(1);
    } finally {
      logs.restore();
    }
  });
});
