/** Security headers: HSTS in production only, and the document renderer leaves them to server.mjs when it set them. */
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTesting } from "~/.server/env";
import { BASE_SECURITY_HEADERS, HSTS_HEADER, securityHeaders } from "~/.server/security-headers";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTesting();
});

describe("security headers", () => {
  it("production adds Strict-Transport-Security for a year, subdomains included", () => {
    process.env.NODE_ENV = "production";
    process.env.SESSION_SECRET = "a-long-production-secret";
    process.env.PAYMENT_WEBHOOK_SECRET = "a-long-webhook-secret";
    process.env.PAYMENT_SANDBOX = "1";
    resetEnvForTesting();
    expect(securityHeaders()["Strict-Transport-Security"]).toBe(HSTS_HEADER);
    expect(HSTS_HEADER).toBe("max-age=31536000; includeSubDomains");
  });
  it("local mode (plain http on localhost) sends no HSTS, which would pin localhost to https", () => {
    process.env.NODE_ENV = "development";
    resetEnvForTesting();
    expect(securityHeaders()).toEqual(BASE_SECURITY_HEADERS);
    expect(securityHeaders()).not.toHaveProperty("Strict-Transport-Security");
  });
});
