/**
 * /graphql gives no other origin credentialed access: a page on another origin of the same site (which the
 * browser sends the SameSite=Lax cookie to) cannot read a signed-in patient's data. Origins listed in
 * CORS_ALLOWED_ORIGINS can.
 */
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTesting } from "~/.server/env";
import { startSession } from "~/.server/session";
import { action, loader } from "~/routes/graphql";
import { servicesOfTarget, targets } from "./harness";

const APP = "http://127.0.0.1:3110";
const OTHER = "http://127.0.0.1:3116";
const QUERY = "{ getPatientsByAccount { firstName lastName } getAddresses { addressLine1 } }";

async function aliceCookie() {
  return (await startSession({ accountId: 1, mobileNumber: "9000000001", countryCode: "+91", isCircleMember: true })).split(";")[0];
}
const call = (fn: typeof loader | typeof action, request: Request) => fn({ request, params: {}, context: {} }) as Promise<Response>;

describe.each(targets)("CORS on /graphql on $name", (target) => {
  servicesOfTarget(target);
  afterEach(() => {
    delete process.env.CORS_ALLOWED_ORIGINS;
    resetEnvForTesting();
  });

  it("a credentialed GET from another origin gets no Access-Control-Allow-Origin, so the browser hides the answer", async () => {
    const cookie = await aliceCookie();
    const res = await call(loader, new Request(`${APP}/graphql?query=${encodeURIComponent(QUERY)}`, {
      headers: { origin: OTHER, cookie, "sec-fetch-site": "same-site", accept: "application/json" },
    }));
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("a preflight from another origin is not approved", async () => {
    const res = await call(action, new Request(`${APP}/graphql`, {
      method: "OPTIONS",
      headers: { origin: OTHER, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    }));
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("an origin on CORS_ALLOWED_ORIGINS may call with credentials, and only that origin", async () => {
    process.env.CORS_ALLOWED_ORIGINS = "https://partner.example";
    resetEnvForTesting();
    const cookie = await aliceCookie();
    const allowed = await call(loader, new Request(`${APP}/graphql?query=${encodeURIComponent(QUERY)}`, { headers: { origin: "https://partner.example", cookie } }));
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    expect(((await allowed.json()) as { data: { getPatientsByAccount: unknown[] } }).data.getPatientsByAccount.length).toBeGreaterThan(0);
    const other = await call(loader, new Request(`${APP}/graphql?query=${encodeURIComponent(QUERY)}`, { headers: { origin: OTHER, cookie } }));
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("CORS_ALLOWED_ORIGINS", () => {
  it("refuses a wildcard or null", async () => {
    const { parseEnv } = await import("~/.server/env");
    expect(() => parseEnv({ CORS_ALLOWED_ORIGINS: "*" })).toThrow(/CORS_ALLOWED_ORIGINS/);
    expect(() => parseEnv({ CORS_ALLOWED_ORIGINS: "null" })).toThrow(/CORS_ALLOWED_ORIGINS/);
  });
});
