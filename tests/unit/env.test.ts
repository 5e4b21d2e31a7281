import { describe, expect, it } from "vitest";
import { cardBankSandboxEnabled, paymentSandboxEnabled, parseEnv } from "~/.server/env";

/** What a production deployment sets today: its own secrets, and the sandboxes allowed (a staging site). */
const PRODUCTION = { NODE_ENV: "production", SESSION_SECRET: "s3cret-long-value", PAYMENT_WEBHOOK_SECRET: "a-real-webhook-secret", PAYMENT_SANDBOX: "1", CARD_BANK_SANDBOX: "1" };

describe("environment", () => {
  it("has working defaults for local use: embedded SQLite, port 3000", () => {
    const e = parseEnv({ NODE_ENV: "development" });
    expect(e.DATABASE_URL).toBe("file:var/data.sqlite");
    expect(e.PORT).toBe(3000);
    expect(e.REDIS_URL).toBeNull();
  });
  it("production refuses to start with a default secret or with DEV_OTP set", () => {
    expect(() => parseEnv({ ...PRODUCTION, SESSION_SECRET: "" })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ ...PRODUCTION, DEV_OTP: "123456" })).toThrow(/DEV_OTP/);
    expect(parseEnv(PRODUCTION).SDUI_FAULTS).toBe(false);
  });
  it("production refuses to start with the development webhook secret: anyone could sign a payment callback with it", () => {
    expect(() => parseEnv({ ...PRODUCTION, PAYMENT_WEBHOOK_SECRET: "" })).toThrow(/PAYMENT_WEBHOOK_SECRET must be set in production/);
    expect(() => parseEnv({ ...PRODUCTION, PAYMENT_WEBHOOK_SECRET: "dev-payment-webhook-secret-change-me" })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(parseEnv({ NODE_ENV: "development" }).PAYMENT_WEBHOOK_SECRET).toBe("dev-payment-webhook-secret-change-me");
  });
  it("production with no real payment gateway and no PAYMENT_SANDBOX refuses to start: the sandbox lets the patient decide the payment", () => {
    expect(() => parseEnv({ ...PRODUCTION, PAYMENT_SANDBOX: "" })).toThrow(/PAYMENT_SANDBOX=1/);
    expect(() => parseEnv({ ...PRODUCTION, PAYMENT_SANDBOX: undefined, PAYMENT_GATEWAY: "sandbox" })).toThrow(/PAYMENT_GATEWAY must name a real payment gateway/);
    expect(() => parseEnv({ ...PRODUCTION, PAYMENT_SANDBOX: "0" })).toThrow(/PAYMENT_SANDBOX=1/);
    // A staging site allows it explicitly.
    const staging = parseEnv(PRODUCTION);
    expect(staging).toMatchObject({ PAYMENT_GATEWAY: "sandbox", PAYMENT_SANDBOX: true });
    expect(paymentSandboxEnabled(staging)).toBe(true);
  });
  it("production with the sandbox bank and no CARD_BANK_SANDBOX refuses to start: its fixed rules would approve real card applications", () => {
    expect(() => parseEnv({ ...PRODUCTION, CARD_BANK_SANDBOX: "" })).toThrow(/CARD_BANK_SANDBOX=1 must allow the sandbox bank/);
    expect(() => parseEnv({ ...PRODUCTION, CARD_BANK_SANDBOX: "0", CARD_BANK_PROVIDER: "sandbox" })).toThrow(/CARD_BANK_PROVIDER must name the issuer's API/);
    expect(() => parseEnv({ ...PRODUCTION, CARD_BANK_SANDBOX: "yes" })).toThrow(/CARD_BANK_SANDBOX must be 1/);
    // A staging site allows it explicitly; the issuer's API needs no such setting.
    const staging = parseEnv(PRODUCTION);
    expect(staging).toMatchObject({ CARD_BANK_PROVIDER: "sandbox", CARD_BANK_SANDBOX: true });
    expect(cardBankSandboxEnabled(staging)).toBe(true);
    const bank = { CARD_BANK_PROVIDER: "http", CARD_BANK_API_URL: "https://cards.bank.example", CARD_BANK_CLIENT_ID: "id", CARD_BANK_CLIENT_SECRET: "secret" };
    const live = parseEnv({ ...PRODUCTION, CARD_BANK_SANDBOX: "", ...bank });
    expect(cardBankSandboxEnabled(live)).toBe(false);
    // Outside production the sandbox bank is the default, with or without the setting.
    expect(cardBankSandboxEnabled(parseEnv({ NODE_ENV: "development" }))).toBe(true);
    expect(cardBankSandboxEnabled({ NODE_ENV: "production", CARD_BANK_PROVIDER: "sandbox", CARD_BANK_SANDBOX: false })).toBe(false);
  });
  it("outside production the sandbox is the default gateway, with or without PAYMENT_SANDBOX", () => {
    for (const NODE_ENV of ["development", "test"]) {
      const e = parseEnv({ NODE_ENV });
      expect(e.PAYMENT_GATEWAY).toBe("sandbox");
      expect(paymentSandboxEnabled(e)).toBe(true);
    }
    expect(paymentSandboxEnabled({ NODE_ENV: "production", PAYMENT_GATEWAY: "sandbox", PAYMENT_SANDBOX: false })).toBe(false);
  });
  it("refuses a payment gateway it has no adapter for, and a PAYMENT_SANDBOX value it would not read as on", () => {
    expect(() => parseEnv({ NODE_ENV: "development", PAYMENT_GATEWAY: "paypal" })).toThrow(/PAYMENT_GATEWAY must be one of: sandbox, razorpay/);
    expect(() => parseEnv({ ...PRODUCTION, PAYMENT_SANDBOX: "true" })).toThrow(/PAYMENT_SANDBOX must be 1/);
  });
  it("production with Razorpay as its gateway starts without the sandbox and without the sandbox's webhook key", () => {
    const keys = { RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w" };
    const live = parseEnv({ ...PRODUCTION, PAYMENT_SANDBOX: "", PAYMENT_WEBHOOK_SECRET: "", PAYMENT_GATEWAY: "razorpay", ...keys });
    expect(live.PAYMENT_GATEWAY).toBe("razorpay");
    expect(paymentSandboxEnabled(live)).toBe(false);
    expect(() => parseEnv({ ...PRODUCTION, PAYMENT_GATEWAY: "razorpay" })).toThrow(/PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID/);
  });
  it("test-only fault injection is never honoured in production", () => {
    expect(parseEnv({ NODE_ENV: "test", SDUI_FAULTS: "1" }).SDUI_FAULTS).toBe(true);
    expect(parseEnv({ ...PRODUCTION, SDUI_FAULTS: "1" }).SDUI_FAULTS).toBe(false);
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
