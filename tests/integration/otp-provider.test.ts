/** The local OTP sender and DEV_OTP: a fixed code and a dev inbox outside production only. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTesting } from "~/.server/env";
import { devInbox, localOtpSender } from "~/.server/providers/otp";
import { requestOtp, verifyOtp } from "~/.server/domain/accounts/otp";
import { targets } from "./harness";
import type { AppServices } from "~/.server/app-context";
import { captureLogsForTesting } from "~/.server/log";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTesting();
});

describe("local OTP sender", () => {
  it("outside production: the code goes to the server log and the dev inbox, latest per number", async () => {
    const logs = captureLogsForTesting();
    await localOtpSender.send("+919111111111", "111111");
    await localOtpSender.send("+919111111111", "222222");
    logs.restore();
    expect(logs.events("OTP_SENT")).toContainEqual(expect.objectContaining({ phone: "+919111111111", code: "222222" }));
    expect(devInbox().filter((e) => e.phone === "+919111111111").map((e) => e.code)).toEqual(["222222"]);
  });

  it("in production: no inbox, and the code never reaches the log", async () => {
    process.env.NODE_ENV = "production";
    process.env.SESSION_SECRET = "a-real-secret-for-this-test-only";
    process.env.PAYMENT_WEBHOOK_SECRET = "a-real-webhook-secret-for-this-test-only";
    process.env.PAYMENT_SANDBOX = "1";
    process.env.CARD_BANK_SANDBOX = "1";
    resetEnvForTesting();
    const logs = captureLogsForTesting();
    await localOtpSender.send("+919222222222", "333333");
    logs.restore();
    expect(devInbox()).toEqual([]);
    expect(logs.events("OTP_SENT")).toHaveLength(1);
    expect(JSON.stringify(logs.records)).not.toContain("333333");
    // Nobody receives it: production without OTP_PROVIDER says so where operators look.
    expect(logs.events("OTP_NOT_DELIVERED")).toHaveLength(1);
  });
});

describe.each(targets)("DEV_OTP on $name", (target) => {
  let services: AppServices;
  let teardown: () => Promise<void>;
  beforeAll(async () => ({ services, teardown } = await target.setup()));
  afterAll(async () => teardown());

  it("'DEV_OTP fixes the code outside production only'", async () => {
    process.env.DEV_OTP = "424242";
    resetEnvForTesting();
    const sent: string[] = [];
    await requestOtp(services.db, { send: async (_p, code) => void sent.push(code) }, "+919333333333");
    expect(sent).toEqual(["424242"]);
    expect(await verifyOtp(services.db, "+919333333333", "424242")).toEqual({ ok: true });
  });
});
