/**
 * SMS pumping: one client asking for codes to 250 numbers in seconds. Sending is limited per client IP, per
 * number prefix and overall (with an alert in the log), and once per 30 seconds per number — on every store
 * (memory, or Redis when the target has it).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { useOtpSenderForTesting } from "~/.server/providers/otp";
import { createOtpSendLimiters, numberPrefix, OTP_RATE_LIMITED_MESSAGE, sendOtp } from "~/.server/domain/accounts/otp";
import { signInAction } from "~/features/auth/sign-in.server";
import { servicesOfTarget, targets } from "./harness";
import { captureLogsForTesting } from "~/.server/log";

const uniq = () => Math.floor(Math.random() * 1e6);

/** POST /login as the browser form does, from `ip`. */
function askForOtp(mobileNumber: string, ip: string) {
  const body = new URLSearchParams({ intent: "send-otp", mobileNumber });
  return signInAction(new Request("http://localhost:3000/login", { method: "POST", body }), false, ip);
}

describe.each(targets)("OTP sending limits on $name", (target) => {
  const services = servicesOfTarget(target);
  const sent: string[] = [];
  beforeAll(() => useOtpSenderForTesting({ async send(phone) { sent.push(phone); } }));
  afterAll(() => useOtpSenderForTesting(null));
  afterEach(() => void (sent.length = 0));

  it("250 OTP requests to 250 numbers from one client: only the per-IP allowance is sent", async () => {
    const ip = `203.0.113.${uniq() % 250}-${uniq()}`;
    const base = 6_000_000_000 + uniq() * 1000;
    const statuses: number[] = [];
    // Spread over many prefixes, as a pumping script does, so only the per-IP limit can stop it.
    for (let i = 0; i < 250; i++) statuses.push((await askForOtp(String(base + i * 7919), ip)).status);
    expect(sent).toHaveLength(10);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(240);
    const refused = await (await askForOtp(String(base + 999_999), ip)).json();
    expect(refused).toMatchObject({ step: "mobile", formError: OTP_RATE_LIMITED_MESSAGE });
    // Another client is not affected.
    expect((await askForOtp(String(base + 999_998), `${ip}-other`)).status).toBe(200);
  });

  it("numbers of one prefix are limited across many client addresses", async () => {
    const prefix = `9${String(100_000 + uniq()).slice(-6)}`; // 7 digits: a block of 1,000 numbers
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await askForOtp(`${prefix}${String(i).padStart(3, "0")}`, `198.51.100.${i}-${uniq()}`)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(numberPrefix(`+91${prefix}123`)).toBe(`+91${prefix}`);
  });

  it("a global ceiling stops everyone and logs an alert", async () => {
    const limiters = createOtpSendLimiters(services().cache, {
      resend: { points: 1, duration: 30 },
      perIp: { points: 100, duration: 60 },
      perPrefix: { points: 100, duration: 60 },
      global: { points: 5, duration: 60 },
    }, `otp-ceiling-${uniq()}`);
    const logs = captureLogsForTesting();
    const results = [];
    for (let i = 0; i < 12; i++) {
      results.push(await sendOtp(services(), { send: async () => {} }, `+91${7_000_000_000 + uniq() * 1000 + i * 3571}`, `192.0.2.${i}`, limiters));
    }
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.reason === "rate_limited")).toHaveLength(7);
    logs.restore();
    // One alert for the window, not one per refused request.
    expect(logs.events("OTP_GLOBAL_LIMIT_REACHED")).toHaveLength(1);
    expect(logs.events("OTP_GLOBAL_LIMIT_REACHED")[0]).toMatchObject({ level: "fatal", alert: true });
  });

  it("a number gets one code per 30 seconds; the second ask goes on to entering the code already sent", async () => {
    const mobile = `8${String(uniq()).padStart(6, "0")}123`;
    const ip = `192.0.2.200-${uniq()}`;
    expect((await askForOtp(mobile, ip)).status).toBe(200);
    const again = await askForOtp(mobile, ip);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ step: "otp", notice: expect.stringMatching(/^Please wait (29|30) seconds before requesting another OTP\.$/) });
    const resend = signInAction(new Request("http://localhost:3000/login", { method: "POST", body: new URLSearchParams({ intent: "resend-otp", mobileNumber: mobile }) }), false, ip);
    expect((await resend).status).toBe(429);
    expect(sent.filter((p) => p === `+91${mobile}`)).toHaveLength(1);
  });
});
