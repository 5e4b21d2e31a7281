/**
 * Operability: /metrics is not public, and its route label is the route pattern (bounded), not the raw path.
 */
import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTesting } from "~/.server/env";
import { routeLabel } from "~/.server/operability/metrics";
import { mayReadMetrics } from "~/.server/operability/http";

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe("routeLabel", () => {
  it("names the route pattern a path belongs to, static segments before parameters", () => {
    expect(routeLabel("/")).toBe("/");
    expect(routeLabel("/lab-tests")).toBe("/lab-tests");
    expect(routeLabel("/lab-tests/thyroid-profile-total-t3-t4-tsh")).toBe("/lab-tests/:slug");
    expect(routeLabel("/lab-tests/thyroid-profile-total-t3-t4-tsh/hyderabad")).toBe("/lab-tests/:slug/:city");
    expect(routeLabel("/hi/lab-tests/complete-blood-count-cbc")).toBe("/:lang/lab-tests/:slug");
    expect(routeLabel("/graphql")).toBe("/graphql");
    expect(routeLabel("/assets/entry.client-abc123.js")).toBe("/assets/*");
  });

  it("puts paths of no route under one label, so clients cannot grow the metric without bound", () => {
    expect(routeLabel("/wp-admin/setup-config/x/y/z")).toBe("other");
    expect(routeLabel(`/${"a".repeat(50)}/b/c/d/e`)).toBe("other");
  });
});

describe("who may read /metrics", () => {
  afterEach(() => {
    delete process.env.METRICS_TOKEN;
    resetEnvForTesting();
  });

  it("a scraper on the same host, directly; not a request relayed by a proxy, not a remote client", () => {
    expect(mayReadMetrics(request("127.0.0.1"))).toBe(true);
    expect(mayReadMetrics(request("::1"))).toBe(true);
    expect(mayReadMetrics(request("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }))).toBe(false);
    expect(mayReadMetrics(request("127.0.0.1", { "x-real-ip": "203.0.113.9" }))).toBe(false);
    expect(mayReadMetrics(request("203.0.113.9"))).toBe(false);
  });

  it("anyone with the bearer METRICS_TOKEN, and no one with a wrong one", () => {
    process.env.METRICS_TOKEN = "scrape-secret-1";
    resetEnvForTesting();
    expect(mayReadMetrics(request("203.0.113.9", { authorization: "Bearer scrape-secret-1" }))).toBe(true);
    expect(mayReadMetrics(request("203.0.113.9", { authorization: "Bearer scrape-secret-2" }))).toBe(false);
    expect(mayReadMetrics(request("203.0.113.9", { authorization: "Bearer x" }))).toBe(false);
  });
});
