import { describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";

describe("environment", () => {
  it("has working defaults for local use: embedded SQLite, port 3000", () => {
    const e = parseEnv({ NODE_ENV: "development" });
    expect(e.DATABASE_URL).toBe("file:var/data.sqlite");
    expect(e.PORT).toBe(3000);
    expect(e.REDIS_URL).toBeNull();
  });
  it("production refuses to start with a default secret or with DEV_OTP set", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "s3cret-long-value", DEV_OTP: "123456" })).toThrow(/DEV_OTP/);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "s3cret-long-value" }).SDUI_FAULTS).toBe(false);
  });
  it("test-only fault injection is never honoured in production", () => {
    expect(parseEnv({ NODE_ENV: "test", SDUI_FAULTS: "1" }).SDUI_FAULTS).toBe(true);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x-long-secret", SDUI_FAULTS: "1" }).SDUI_FAULTS).toBe(false);
  });
  it("payment and SMS providers: off unless configured, and never half configured", () => {
    const local = parseEnv({});
    expect(local).toMatchObject({ OTP_PROVIDER: "local", RAZORPAY_KEY_ID: null, RAZORPAY_API_URL: "https://api.razorpay.com", MSG91_API_URL: "https://control.msg91.com" });
    const razorpay = { RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w" };
    expect(parseEnv(razorpay)).toMatchObject({ RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_WEBHOOK_SECRET: "w" });
    expect(() => parseEnv({ ...razorpay, RAZORPAY_WEBHOOK_SECRET: "" })).toThrow(/must be set together/);
    expect(() => parseEnv({ RAZORPAY_KEY_ID: "rzp_live_x" })).toThrow(/must be set together/);
    expect(() => parseEnv({ RAZORPAY_API_URL: "ftp://x" })).toThrow(/RAZORPAY_API_URL/);
    expect(() => parseEnv({ OTP_PROVIDER: "msg91", MSG91_AUTH_KEY: "k" })).toThrow(/MSG91_TEMPLATE_ID/);
    expect(parseEnv({ OTP_PROVIDER: "msg91", MSG91_AUTH_KEY: "k", MSG91_TEMPLATE_ID: "t" }).OTP_PROVIDER).toBe("msg91");
  });
  it("rejects a database URL it cannot use", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });
});
