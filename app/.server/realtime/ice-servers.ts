/**
 * The ICE servers a consult room's browsers use to reach each other, from configuration (README "Consult room:
 * TURN with coturn"):
 * - RTC_STUN_URLS: STUN URLs, comma-separated (stun:turn.example.in:3478).
 * - RTC_TURN_URLS: TURN URLs, comma-separated (turn:turn.example.in:3478?transport=udp, turns:turn.example.in:5349).
 * - RTC_TURN_SECRET: coturn's static-auth-secret (use-auth-secret). Each page gets its own credentials that run out
 *   after RTC_TURN_TTL_S (default 1 hour): username "<expiry>:<account>", password base64(HMAC-SHA1(secret, username)),
 *   the scheme coturn checks. Or, without a secret, RTC_TURN_USERNAME and RTC_TURN_CREDENTIAL (long-term).
 * - RTC_LOOPBACK_ONLY=1: tests only. Browsers offer each other only loopback host candidates, so media never leaves
 *   the machine. Production refuses it.
 * Nothing set: no ICE servers, host candidates only (two browsers on one network still meet).
 */
import crypto from "node:crypto";
import type { RoomIceConfig, RoomIceServer } from "~/lib/consult-room";

export type { RoomIceConfig };

const urlsOf = (v: string | undefined, scheme: RegExp) =>
  (v ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s && scheme.test(s));

export function roomIceConfig(accountId: number, source: Record<string, string | undefined> = process.env, now = Date.now()): RoomIceConfig {
  const iceServers: RoomIceServer[] = [];
  const stun = urlsOf(source.RTC_STUN_URLS, /^stuns?:/);
  if (stun.length) iceServers.push({ urls: stun });
  const turn = urlsOf(source.RTC_TURN_URLS, /^turns?:/);
  if (turn.length) {
    if (source.RTC_TURN_SECRET) {
      const ttl = Number(source.RTC_TURN_TTL_S) > 0 ? Number(source.RTC_TURN_TTL_S) : 3600;
      const username = `${Math.floor(now / 1000) + ttl}:${accountId}`;
      const credential = crypto.createHmac("sha1", source.RTC_TURN_SECRET).update(username).digest("base64");
      iceServers.push({ urls: turn, username, credential });
    } else if (source.RTC_TURN_USERNAME && source.RTC_TURN_CREDENTIAL) {
      iceServers.push({ urls: turn, username: source.RTC_TURN_USERNAME, credential: source.RTC_TURN_CREDENTIAL });
    }
  }
  const loopbackOnly = source.RTC_LOOPBACK_ONLY === "1" && source.NODE_ENV !== "production";
  // Loopback-only means no server outside the machine either.
  return loopbackOnly ? { iceServers: [], loopbackOnly } : { iceServers, loopbackOnly };
}
