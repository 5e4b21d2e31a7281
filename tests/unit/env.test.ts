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
  it("rejects a database URL it cannot use", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });
});
