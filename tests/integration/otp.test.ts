/**
 * OTP attempts, blocks and the resend throttle live in the database: they hold across a restart and across
 * two app instances sharing one database.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type AppServices } from "~/.server/app-context";
import { BLOCK_MS, OTP_TTL_MS, requestOtp, RESEND_INTERVAL_MS, verifyOtp } from "~/.server/domain/accounts/otp";
import type { OtpSender } from "~/.server/providers/otp";
import { OTP_BLOCKED_MESSAGE } from "~/lib/otp";
import { targets } from "./harness";

function inbox(): OtpSender & { last(phone: string): string } {
  const codes = new Map<string, string>();
  return { async send(phone, code) { codes.set(phone, code); }, last: (phone) => codes.get(phone)! };
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe.each(targets)("OTP on $name", (target) => {
  let services: AppServices;
  let teardown: () => Promise<void>;
  beforeAll(async () => ({ services, teardown } = await target.setup()));
  afterAll(async () => teardown());

  it("a correct code signs in once and only once", async () => {
    const sms = inbox();
    const t = 1_800_000_000_000;
    expect((await requestOtp(services.db, sms, "+919100000001", t)).ok).toBe(true);
    const code = sms.last("+919100000001");
    expect(code).toMatch(/^\d{6}$/);
    expect(await verifyOtp(services.db, "+919100000001", code, t + 1000)).toEqual({ ok: true });
    expect((await verifyOtp(services.db, "+919100000001", code, t + 2000)).ok).toBe(false);
  });

  it("the code is stored hashed, never as typed", async () => {
    const sms = inbox();
    await requestOtp(services.db, sms, "+919100000002", 1_800_000_000_000);
    const row = await services.db.selectFrom("otp_challenges").selectAll().where("phone", "=", "+919100000002").executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(sms.last("+919100000002"));
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("an expired code is refused", async () => {
    const sms = inbox();
    const t = 1_800_000_000_000;
    await requestOtp(services.db, sms, "+919100000003", t);
    const r = await verifyOtp(services.db, "+919100000003", sms.last("+919100000003"), t + OTP_TTL_MS + 1);
    expect(r).toMatchObject({ ok: false, reason: "expired" });
  });

  it("'You entered an incorrect OTP 3 times. Please try again after some time': the 4th try is blocked even with the right code", async () => {
    const sms = inbox();
    const t = 1_800_000_000_000;
    const phone = "+919100000004";
    await requestOtp(services.db, sms, phone, t);
    const code = sms.last(phone);
    expect((await verifyOtp(services.db, phone, wrong(code), t + 1)).ok).toBe(false);
    expect((await verifyOtp(services.db, phone, wrong(code), t + 2)).ok).toBe(false);
    expect(await verifyOtp(services.db, phone, wrong(code), t + 3)).toMatchObject({ ok: false, reason: "blocked", message: OTP_BLOCKED_MESSAGE });
    expect(await verifyOtp(services.db, phone, code, t + 4)).toMatchObject({ ok: false, reason: "blocked", message: OTP_BLOCKED_MESSAGE });
    // A new code cannot be requested while blocked; after the block it can, with a fresh count.
    expect(await requestOtp(services.db, sms, phone, t + RESEND_INTERVAL_MS * 2)).toMatchObject({ ok: false, reason: "blocked" });
    expect((await requestOtp(services.db, sms, phone, t + BLOCK_MS + 10)).ok).toBe(true);
    expect(await verifyOtp(services.db, phone, sms.last(phone), t + BLOCK_MS + 20)).toEqual({ ok: true });
  });

  it("parallel guesses get no more than 3 codes compared", async () => {
    const sms = inbox();
    const t = 1_800_000_000_000;
    const phone = "+919100000005";
    await requestOtp(services.db, sms, phone, t);
    const code = sms.last(phone);
    const guesses = Array.from({ length: 8 }, (_, i) => wrong(String((Number(code) + i) % 1_000_000)));
    const results = await Promise.all(guesses.map((g) => verifyOtp(services.db, phone, g, t + 5)));
    // Two are told "incorrect", the third blocks, every other one is refused without being compared.
    expect(results.filter((r) => !r.ok && r.reason === "incorrect")).toHaveLength(2);
    expect(results.filter((r) => !r.ok && r.reason === "blocked")).toHaveLength(6);
    expect(await verifyOtp(services.db, phone, code, t + 6)).toMatchObject({ ok: false, reason: "blocked" });
  });

  it("resending does not reset the count of wrong entries (the resend interval itself: security-otp-limits)", async () => {
    const sms = inbox();
    const t = 1_800_000_000_000;
    const phone = "+919100000006";
    await requestOtp(services.db, sms, phone, t);
    await verifyOtp(services.db, phone, "000000", t + 2000);
    await verifyOtp(services.db, phone, "000001", t + 3000);
    expect((await requestOtp(services.db, sms, phone, t + RESEND_INTERVAL_MS)).ok).toBe(true);
    expect(await verifyOtp(services.db, phone, wrong(sms.last(phone)), t + RESEND_INTERVAL_MS + 1)).toMatchObject({ reason: "blocked" });
  });

  it("a second app instance on the same database sees the same block", async () => {
    if (target.name === "sqlite") return; // the restart test below covers the shared SQLite file
    const other = await createServices(await databaseUrlOf(services));
    try {
      const sms = inbox();
      const t = 1_800_000_000_000;
      const phone = "+919100000007";
      await requestOtp(services.db, sms, phone, t);
      for (let i = 0; i < 3; i++) await verifyOtp(i % 2 ? other.db : services.db, phone, wrong(sms.last(phone)), t + i);
      expect(await verifyOtp(other.db, phone, sms.last(phone), t + 10)).toMatchObject({ reason: "blocked" });
      expect(await requestOtp(other.db, sms, phone, t + 60_000)).toMatchObject({ ok: false, reason: "blocked" });
    } finally {
      await other.db.destroy();
      await other.cache.close();
    }
  });
});

async function databaseUrlOf(services: AppServices): Promise<string> {
  const { sql } = await import("kysely");
  const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(services.db);
  const url = new URL(process.env.TEST_POSTGRES_URL!);
  url.pathname = `/${rows[0].db}`;
  return url.toString();
}

describe("OTP blocks survive a restart", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "h247-otp-"));
  const url = `file:${path.join(dir, "app.sqlite")}`;
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("4 wrong OTPs block, and the block is still there after the server restarts", async () => {
    const sms = inbox();
    const phone = "+919100000008";
    const t = Date.now();
    let app = await createServices(url);
    await requestOtp(app.db, sms, phone, t);
    const code = sms.last(phone);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await verifyOtp(app.db, phone, wrong(code), t + i));
    expect(results.map((r) => r.ok)).toEqual([false, false, false, false]);
    expect(results[3]).toMatchObject({ message: OTP_BLOCKED_MESSAGE });
    await app.db.destroy();
    await app.cache.close();

    app = await createServices(url);
    try {
      expect(await verifyOtp(app.db, phone, code, t + 100)).toMatchObject({ ok: false, reason: "blocked", message: OTP_BLOCKED_MESSAGE });
      expect(await requestOtp(app.db, sms, phone, t + 60_000)).toMatchObject({ ok: false, reason: "blocked" });
    } finally {
      await app.db.destroy();
      await app.cache.close();
    }
  });
});
