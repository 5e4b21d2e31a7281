/**
 * One-time passwords for sign-in. Codes are stored hashed, expire, and are single-use. "After 3 incorrect
 * entries, the user is blocked" for BLOCK_MS, and resending is throttled. Every check is a conditional
 * write in the database, so the limits hold across restarts and across app instances sharing one database,
 * and parallel guesses cannot get more than OTP_ATTEMPTS codes evaluated.
 */
import crypto from "node:crypto";
import { sql } from "kysely";
import type { DB } from "../db/client";
import type { OtpSender } from "../providers/otp";
import { env } from "../env";
import { OTP_ATTEMPTS, OTP_BLOCKED_MESSAGE, OTP_EXPIRED_MESSAGE, OTP_INCORRECT_MESSAGE, OTP_LENGTH } from "~/lib/otp";

export const OTP_TTL_MS = 10 * 60_000;
export const RESEND_INTERVAL_MS = 30_000;
export const BLOCK_MS = 15 * 60_000;
export const NO_OTP_MESSAGE = "Please request an OTP first.";

export function resendWaitMessage(ms: number) {
  return `Please wait ${Math.ceil(ms / 1000)} seconds before requesting another OTP.`;
}

function hashCode(phone: string, code: string): string {
  return crypto.createHmac("sha256", env().SESSION_SECRET).update(`${phone}:${code}`).digest("hex");
}

function newCode(): string {
  // DEV_OTP is null in production (env refuses it there).
  return env().DEV_OTP ?? String(crypto.randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

export type RequestOtpResult =
  | { ok: true; expiresAt: number; resendAt: number }
  | { ok: false; reason: "blocked" | "throttled"; message: string; retryAt: number };

export async function requestOtp(db: DB, sender: OtpSender, phone: string, now = Date.now()): Promise<RequestOtpResult> {
  const code = newCode();
  const fresh = { code_hash: hashCode(phone, code), expires_at: now + OTP_TTL_MS, last_sent_at: now };
  const inserted = await db
    .insertInto("otp_challenges")
    .values({ phone, ...fresh, failed_attempts: 0, blocked_until: null })
    .onConflict((oc) => oc.column("phone").doNothing())
    .executeTakeFirst();
  let sent = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  if (!sent) {
    // Only one of several concurrent requests wins this update. Wrong entries still count after a resend
    // (resending must not buy more guesses); only an expired block starts a fresh count.
    const updated = await db
      .updateTable("otp_challenges")
      .set({
        ...fresh,
        failed_attempts: sql<number>`case when blocked_until is not null then 0 else failed_attempts end`,
        blocked_until: null,
      })
      .where("phone", "=", phone)
      .where("last_sent_at", "<=", now - RESEND_INTERVAL_MS)
      .where((eb) => eb.or([eb("blocked_until", "is", null), eb("blocked_until", "<=", now)]))
      .where((eb) => eb.or([eb("blocked_until", "is not", null), eb("failed_attempts", "<", OTP_ATTEMPTS)]))
      .executeTakeFirst();
    sent = Number(updated.numUpdatedRows) > 0;
  }
  if (!sent) {
    const row = await db.selectFrom("otp_challenges").selectAll().where("phone", "=", phone).executeTakeFirstOrThrow();
    if (row.blocked_until && row.blocked_until > now) {
      return { ok: false, reason: "blocked", message: OTP_BLOCKED_MESSAGE, retryAt: row.blocked_until };
    }
    const retryAt = row.last_sent_at + RESEND_INTERVAL_MS;
    return { ok: false, reason: "throttled", message: resendWaitMessage(retryAt - now), retryAt };
  }
  await sender.send(phone, code);
  return { ok: true, expiresAt: fresh.expires_at, resendAt: now + RESEND_INTERVAL_MS };
}

export type VerifyOtpResult = { ok: true } | { ok: false; reason: "blocked" | "incorrect" | "expired" | "missing"; message: string };

export async function verifyOtp(db: DB, phone: string, code: string, now = Date.now()): Promise<VerifyOtpResult> {
  // Count the attempt before looking at the code: at most OTP_ATTEMPTS codes are ever compared.
  const counted = await db
    .updateTable("otp_challenges")
    .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) }))
    .where("phone", "=", phone)
    .where("blocked_until", "is", null)
    .where("failed_attempts", "<", OTP_ATTEMPTS)
    .returning(["failed_attempts", "code_hash", "expires_at"])
    .executeTakeFirst();
  if (!counted) {
    const row = await db.selectFrom("otp_challenges").selectAll().where("phone", "=", phone).executeTakeFirst();
    if (!row) return { ok: false, reason: "missing", message: NO_OTP_MESSAGE };
    if (row.blocked_until && row.blocked_until > now) return { ok: false, reason: "blocked", message: OTP_BLOCKED_MESSAGE };
    if (!row.blocked_until) {
      await block(db, phone, now);
      return { ok: false, reason: "blocked", message: OTP_BLOCKED_MESSAGE };
    }
    return { ok: false, reason: "expired", message: OTP_EXPIRED_MESSAGE };
  }
  const expected = Buffer.from(counted.code_hash, "hex");
  const given = Buffer.from(hashCode(phone, code), "hex");
  const matches = expected.length === given.length && crypto.timingSafeEqual(expected, given);
  if (matches && counted.expires_at >= now) {
    // Single use: whoever deletes the row signs in; a concurrent duplicate finds nothing.
    const deleted = await db.deleteFrom("otp_challenges").where("phone", "=", phone).where("code_hash", "=", counted.code_hash).executeTakeFirst();
    if (Number(deleted.numDeletedRows) > 0) return { ok: true };
    return { ok: false, reason: "expired", message: OTP_EXPIRED_MESSAGE };
  }
  if (counted.failed_attempts >= OTP_ATTEMPTS) {
    await block(db, phone, now);
    return { ok: false, reason: "blocked", message: OTP_BLOCKED_MESSAGE };
  }
  if (matches) return { ok: false, reason: "expired", message: OTP_EXPIRED_MESSAGE };
  return { ok: false, reason: "incorrect", message: OTP_INCORRECT_MESSAGE };
}

async function block(db: DB, phone: string, now: number) {
  await db.updateTable("otp_challenges").set({ blocked_until: now + BLOCK_MS }).where("phone", "=", phone).where("blocked_until", "is", null).execute();
}
