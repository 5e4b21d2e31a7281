/** Security headers: HSTS in production only, and the document renderer leaves them to server.mjs when it set them. */
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTesting } from "~/.server/env";
import { BASE_SECURITY_HEADERS, HSTS_HEADER, contentSecurityPolicy, securityHeaders } from "~/.server/security-headers";

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
    process.env.CARD_BANK_SANDBOX = "1";
    resetEnvForTesting();
    expect(securityHeaders()["Strict-Transport-Security"]).toBe(HSTS_HEADER);
    expect(HSTS_HEADER).toBe("max-age=31536000; includeSubDomains");
  });
  it("form posts may be redirected to Razorpay's payment pages only once Razorpay is configured", () => {
    const formAction = () => contentSecurityPolicy("n").split("; ").find((d) => d.startsWith("form-action"));
    expect(formAction()).toBe("form-action 'self'");
    Object.assign(process.env, { RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w" });
    resetEnvForTesting();
    expect(formAction()).toBe("form-action 'self' https://rzp.io https://razorpay.com https://*.razorpay.com");
  });
  it("local mode (plain http on localhost) sends no HSTS, which would pin localhost to https", () => {
    process.env.NODE_ENV = "development";
    resetEnvForTesting();
    expect(securityHeaders()).toEqual(BASE_SECURITY_HEADERS);
    expect(securityHeaders()).not.toHaveProperty("Strict-Transport-Security");
  });
});
