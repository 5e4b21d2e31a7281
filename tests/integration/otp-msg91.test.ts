/**
 * Sign-in codes by SMS through MSG91's OTP API, against a local fake of it (nothing reaches the internet):
 * OTP_PROVIDER=msg91 chooses it, the code goes to the right number in the approved template and signs the patient
 * in, and a refusal or an outage is a clear error that never carries the code — to the patient, the spec's
 * 'Something went wrong! Please try again.'
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseEnv, resetEnvForTesting } from "~/.server/env";
import { configuredOtpSender, localOtpSender, msg91OtpSender, otpSender, OtpDeliveryError, useOtpSenderForTesting } from "~/.server/providers/otp";
import { OTP_NOT_SENT_MESSAGE, signInAction } from "~/features/auth/sign-in.server";
import { captureLogsForTesting } from "~/.server/log";
import { startFakeMsg91, type FakeMsg91 } from "../fakes/msg91-api";
import { servicesOfTarget, targets } from "./harness";

const AUTH_KEY = "fake-msg91-auth-key";
const TEMPLATE_ID = "6650a1b2c3d4e5f6a7b8c9d0";
const saved = { ...process.env };

let fake: FakeMsg91;
beforeAll(async () => (fake = await startFakeMsg91({ authKey: AUTH_KEY, templateId: TEMPLATE_ID })));
afterAll(async () => fake.close());
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTesting();
  useOtpSenderForTesting(null);
});

const uniq = () => String(Math.floor(Math.random() * 1e6)).padStart(6, "0");

describe("MSG91 OTP sender", () => {
  it("sends the code to the number (country code, no +) with the template, the auth key in a header", async () => {
    const sender = msg91OtpSender({ authKey: AUTH_KEY, templateId: TEMPLATE_ID, apiUrl: fake.url });
    await sender.send("+919812345678", "482913");
    expect(fake.sent.at(-1)).toEqual({ mobile: "919812345678", otp: "482913", templateId: TEMPLATE_ID });
    const request = fake.requests.at(-1)!;
    expect(request.headers.authkey).toBe(AUTH_KEY);
    expect(request.url).not.toContain(AUTH_KEY);
  });

  it("a refusal or an outage is a clear OtpDeliveryError without the code, and the code is never logged", async () => {
    const logs = captureLogsForTesting();
    const wrongTemplate = msg91OtpSender({ authKey: AUTH_KEY, templateId: "not-approved", apiUrl: fake.url });
    await expect(wrongTemplate.send("+919812345678", "111222")).rejects.toThrow(new OtpDeliveryError("MSG91 did not send the code: Invalid template id (HTTP 200)"));
    const wrongKey = msg91OtpSender({ authKey: "wrong", templateId: TEMPLATE_ID, apiUrl: fake.url });
    await expect(wrongKey.send("+919812345678", "111222")).rejects.toThrow("MSG91 did not send the code: Authentication failure (HTTP 401)");
    fake.failNext(500, "Could not send 333444 right now");
    const sender = msg91OtpSender({ authKey: AUTH_KEY, templateId: TEMPLATE_ID, apiUrl: fake.url });
    const echoed = await sender.send("+919812345678", "333444").catch((e: Error) => e);
    expect(echoed).toBeInstanceOf(OtpDeliveryError);
    expect((echoed as Error).message).toBe("MSG91 did not send the code: Could not send ****** right now (HTTP 500)");
    const unreachable = msg91OtpSender({ authKey: AUTH_KEY, templateId: TEMPLATE_ID, apiUrl: "http://127.0.0.1:9" });
    await expect(unreachable.send("+919812345678", "555666")).rejects.toThrow(/^MSG91 could not be reached: /);
    await sender.send("+919812345678", "777888");
    logs.restore();
    const logged = JSON.stringify(logs.records);
    for (const code of ["111222", "333444", "555666", "777888"]) expect(logged).not.toContain(code);
    expect(logs.events("OTP_SENT").at(-1)).toMatchObject({ provider: "msg91", phone: "+xxxxxxxx5678" });
  });

  it("OTP_PROVIDER chooses the sender: local by default, msg91 with its key and template", () => {
    expect(configuredOtpSender(parseEnv({}))).toBe(localOtpSender);
    process.env.OTP_PROVIDER = "msg91";
    process.env.MSG91_AUTH_KEY = AUTH_KEY;
    process.env.MSG91_TEMPLATE_ID = TEMPLATE_ID;
    resetEnvForTesting();
    useOtpSenderForTesting(null);
    expect(otpSender()).not.toBe(localOtpSender);
    expect(() => parseEnv({ OTP_PROVIDER: "msg91" })).toThrow(/MSG91_AUTH_KEY and MSG91_TEMPLATE_ID/);
    expect(() => parseEnv({ OTP_PROVIDER: "carrier-pigeon" })).toThrow(/OTP_PROVIDER must be one of local, msg91/);
  });
});

describe.each(targets)("signing in with codes sent by MSG91 on $name", (target) => {
  servicesOfTarget(target);

  function useMsg91() {
    Object.assign(process.env, { OTP_PROVIDER: "msg91", MSG91_AUTH_KEY: AUTH_KEY, MSG91_TEMPLATE_ID: TEMPLATE_ID, MSG91_API_URL: fake.url });
    resetEnvForTesting();
    useOtpSenderForTesting(null);
  }
  const post = (fields: Record<string, string>, ip: string) =>
    signInAction(new Request("http://localhost:3000/login", { method: "POST", body: new URLSearchParams(fields) }), false, ip);

  it("the code MSG91 delivered signs the patient in", async () => {
    useMsg91();
    const mobileNumber = `97${uniq()}12`;
    const ip = `203.0.113.9-${uniq()}`;
    const asked = await post({ intent: "send-otp", mobileNumber }, ip);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ step: "otp", notice: `OTP sent to +91 ${mobileNumber}` });
    const delivered = fake.sent.filter((s) => s.mobile === `91${mobileNumber}`);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].templateId).toBe(TEMPLATE_ID);
    const signedIn = await post({ intent: "verify-otp", mobileNumber, otp: delivered[0].otp }, ip);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("set-cookie")).toBeTruthy();
  });

  it("an SMS that did not go out: the spec's error, no code is logged, and the patient may ask again at once", async () => {
    useMsg91();
    const mobileNumber = `96${uniq()}34`;
    const ip = `203.0.113.10-${uniq()}`;
    const logs = captureLogsForTesting();
    fake.failNext(500, "Service unavailable");
    const failed = await post({ intent: "send-otp", mobileNumber }, ip);
    logs.restore();
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ step: "mobile", formError: OTP_NOT_SENT_MESSAGE });
    expect(logs.events("OTP_DELIVERY_FAILED")).toEqual([expect.objectContaining({ message: "MSG91 did not send the code: Service unavailable (HTTP 500)" })]);
    // No 30-second wait for a code that never arrived.
    const retried = await post({ intent: "send-otp", mobileNumber }, ip);
    expect(retried.status).toBe(200);
    expect(fake.sent.filter((s) => s.mobile === `91${mobileNumber}`)).toHaveLength(1);
  });
});
