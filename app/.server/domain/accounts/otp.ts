/**
 * One-time passwords for sign-in. Codes are stored hashed, expire, and are single-use. "After 3 incorrect
 * entries, the user is blocked" for BLOCK_MS. Attempts and blocks are conditional writes in the database, so
 * they hold across restarts and across app instances sharing one database, and parallel guesses cannot get
 * more than OTP_ATTEMPTS codes evaluated. Sending is rate-limited (sendOtp): once per RESEND_INTERVAL_MS per
 * number, and per client IP, per number prefix and overall, because every SMS costs money.
 */
import crypto from "node:crypto";
import { sql } from "kysely";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { DB } from "../../db/client";
import type { Cache } from "../../cache/cache";
import type { AppServices } from "../../app-context";
import type { OtpSender } from "../../providers/otp";
import { env } from "../../env";
import { createLimiter, take, type Limit } from "../../rate-limit";
import { OTP_ATTEMPTS, OTP_BLOCKED_MESSAGE, OTP_EXPIRED_MESSAGE, OTP_INCORRECT_MESSAGE, OTP_LENGTH } from "~/lib/otp";
import { log } from "../../log";

export const OTP_TTL_MS = 10 * 60_000;
export const RESEND_INTERVAL_MS = 30_000;
export const BLOCK_MS = 15 * 60_000;
export const NO_OTP_MESSAGE = "Please request an OTP first.";
export const OTP_RATE_LIMITED_MESSAGE = "Too many OTP requests. Please try again after some time.";

/** Limits on sending codes. SMS pumping (codes sent to many numbers to earn from their traffic) costs real money. */
export function otpSendLimits(): Record<"resend" | "perIp" | "perPrefix" | "global", Limit> {
  return {
    /** One code per number per RESEND_INTERVAL_MS. */
    resend: { points: 1, duration: RESEND_INTERVAL_MS / 1000 },
    /** Per client IP address: OTP_SENDS_PER_IP (default 10) per 15 minutes. */
    perIp: { points: env().OTP_SENDS_PER_IP, duration: 15 * 60 },
    /** Per number prefix (a block of 1,000 numbers: the number without its last 3 digits): OTP_SENDS_PER_PREFIX (10) per hour. */
    perPrefix: { points: env().OTP_SENDS_PER_PREFIX, duration: 60 * 60 },
    /** Everyone together, far above real traffic; reaching it logs an alert. */
    global: { points: 600, duration: 60 },
  };
}

export type OtpSendLimiters = Record<keyof ReturnType<typeof otpSendLimits>, RateLimiterAbstract>;

export function createOtpSendLimiters(cache: Cache, limits = otpSendLimits(), name = "otp"): OtpSendLimiters {
  return {
    resend: createLimiter(cache, `${name}-resend`, limits.resend),
    perIp: createLimiter(cache, `${name}-ip`, limits.perIp),
    perPrefix: createLimiter(cache, `${name}-prefix`, limits.perPrefix),
    global: createLimiter(cache, `${name}-global`, limits.global),
  };
}

const appLimiters = new WeakMap<Cache, OtpSendLimiters>();
/** The app's limiters, stored where its cache is (memory, or Redis shared by every instance). */
export function otpSendLimitersFor(cache: Cache): OtpSendLimiters {
  let limiters = appLimiters.get(cache);
  if (!limiters) appLimiters.set(cache, (limiters = createOtpSendLimiters(cache)));
  return limiters;
}

/** The block of 1,000 numbers a number belongs to: "+919812345678" → "+919812345". */
export const numberPrefix = (phone: string) => phone.slice(0, -3);

/** Until when the global-ceiling alert has been logged, per limiter: one alert per window, not per request. */
const globalAlertUntil = new WeakMap<RateLimiterAbstract, number>();

/**
 * Sends a code to `phone` for a client at `clientIp`, within the limits: a blocked number is told so first
 * (without using up any limit), then the per-number resend interval, then per IP, per prefix and overall.
 */
export async function sendOtp(
  services: Pick<AppServices, "db" | "cache">,
  sender: OtpSender,
  phone: string,
  clientIp: string,
  limiters = otpSendLimitersFor(services.cache),
  now = Date.now(),
): Promise<RequestOtpResult> {
  const row = await services.db.selectFrom("otp_challenges").select("blocked_until").where("phone", "=", phone).executeTakeFirst();
  if (row?.blocked_until && row.blocked_until > now) {
    return { ok: false, reason: "blocked", message: OTP_BLOCKED_MESSAGE, retryAt: row.blocked_until };
  }
  const wait = await take(limiters.resend, phone);
  if (wait != null) return { ok: false, reason: "throttled", message: resendWaitMessage(wait), retryAt: now + wait };
  for (const [limiter, key] of [[limiters.perIp, clientIp], [limiters.perPrefix, numberPrefix(phone)], [limiters.global, "all"]] as const) {
    const ms = await take(limiter, key);
    if (ms == null) continue;
    if (limiter === limiters.global && now >= (globalAlertUntil.get(limiter) ?? 0)) {
      globalAlertUntil.set(limiter, now + ms);
      log.fatal({ event: "OTP_GLOBAL_LIMIT_REACHED", alert: true, retryInMs: ms }, "OTP sending paused: global ceiling reached (possible SMS pumping)");
    }
    return { ok: false, reason: "rate_limited", message: OTP_RATE_LIMITED_MESSAGE, retryAt: now + ms };
  }
  return requestOtp(services.db, sender, phone, now);
}

/** After a successful sign-in the number may get a new code at once (another device, say). */
export async function clearOtpResendInterval(cache: Cache, phone: string) {
  await otpSendLimitersFor(cache).resend.delete(phone);
}

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
  | { ok: false; reason: "blocked" | "throttled" | "rate_limited"; message: string; retryAt: number };

/** Stores a fresh code and sends it, unless the number is blocked. No rate limits here: callers use sendOtp. */
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
      .where((eb) => eb.or([eb("blocked_until", "is", null), eb("blocked_until", "<=", now)]))
      .where((eb) => eb.or([eb("blocked_until", "is not", null), eb("failed_attempts", "<", OTP_ATTEMPTS)]))
      .executeTakeFirst();
    sent = Number(updated.numUpdatedRows) > 0;
  }
  if (!sent) {
    // Blocked, or its third wrong entry is being turned into a block right now.
    const row = await db.selectFrom("otp_challenges").select("blocked_until").where("phone", "=", phone).executeTakeFirstOrThrow();
    return { ok: false, reason: "blocked", message: OTP_BLOCKED_MESSAGE, retryAt: row.blocked_until ?? now + BLOCK_MS };
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
