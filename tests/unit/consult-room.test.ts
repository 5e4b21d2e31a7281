/**
 * The consult room's rules: spec §9 "Consult: … follow-up chat 7 days" and §8 "Doctor call: 'You'll be connected to
 * the Doctor in a while'; 'Error while connecting to the Doctor, Please try again'".
 */
import { describe, expect, it } from "vitest";
import {
  DOCTOR_CALL_ERROR_MESSAGE,
  DOCTOR_CALL_WAITING_MESSAGE,
  FOLLOW_UP_CHAT_DAYS,
  canCall,
  canSendMessages,
  followUpChatEndsAt,
  roomPhase,
  ROOM_OPENS_BEFORE_MINUTES,
} from "~/lib/consult-room";
import { candidateAddress, isLoopbackHostCandidate } from "~/features/consult/room/room-call.client";
import { roomIceConfig } from "~/.server/realtime/ice-servers";

const start = "2030-01-14T06:00:00.000Z"; // 11:30 in India
const appt = (status = "CONFIRMED") => ({ status, appointmentDateTimeInUTC: start, durationMinutes: 15 });
const at = (minutesFromStart: number) => new Date(Date.parse(start) + minutesFromStart * 60_000);
const DAY_MIN = 24 * 60;

describe("follow-up chat 7 days", () => {
  it("'follow-up chat 7 days': chat stays open for 7 days after the consult ends, then the room is read-only", () => {
    expect(FOLLOW_UP_CHAT_DAYS).toBe(7);
    // The consult (15-minute slot) ends at +15 min; the follow-up ends 7 days later.
    expect(followUpChatEndsAt(appt())).toBe(Date.parse(start) + 15 * 60_000 + 7 * DAY_MIN * 60_000);
    expect(roomPhase(appt(), at(16))).toBe("FOLLOW_UP");
    expect(roomPhase(appt(), at(15 + 7 * DAY_MIN - 1))).toBe("FOLLOW_UP");
    expect(roomPhase(appt(), at(15 + 7 * DAY_MIN))).toBe("READ_ONLY");
    expect(canSendMessages("FOLLOW_UP")).toBe(true);
    expect(canSendMessages("READ_ONLY")).toBe(false);
    // The follow-up is chat: no call after the consult.
    expect(canCall("FOLLOW_UP")).toBe(false);
  });

  it("a consult the doctor has completed is in its follow-up at once, and read-only after the same 7 days", () => {
    expect(roomPhase(appt("COMPLETED"), at(5))).toBe("FOLLOW_UP");
    expect(roomPhase(appt("COMPLETED"), at(15 + 7 * DAY_MIN))).toBe("READ_ONLY");
  });

  it("the room is live (call and chat) from the close of the cancel window (-30) until the slot ends", () => {
    expect(ROOM_OPENS_BEFORE_MINUTES).toBe(30);
    expect(roomPhase(appt(), at(-31))).toBe("NOT_OPEN");
    expect(roomPhase(appt(), at(-30))).toBe("LIVE");
    expect(roomPhase(appt("RESCHEDULED"), at(14))).toBe("LIVE");
    expect(canCall("LIVE") && canSendMessages("LIVE")).toBe(true);
    expect(canSendMessages("NOT_OPEN")).toBe(false);
  });

  it("a cancelled or unpaid appointment's room is closed", () => {
    for (const status of ["CANCELLED", "PAYMENT_PENDING", "PAYMENT_FAILED", "EXPIRED"]) expect(roomPhase(appt(status), at(0))).toBe("CLOSED");
    expect(canSendMessages("CLOSED")).toBe(false);
  });
});

describe("doctor call messages", () => {
  it("uses the spec's words", () => {
    expect(DOCTOR_CALL_WAITING_MESSAGE).toBe("You'll be connected to the Doctor in a while");
    expect(DOCTOR_CALL_ERROR_MESSAGE).toBe("Error while connecting to the Doctor, Please try again");
  });
});

describe("ICE configuration", () => {
  it("gives coturn's time-limited credentials from the shared secret", () => {
    const now = Date.parse("2030-01-14T06:00:00.000Z");
    const c = roomIceConfig(42, { RTC_STUN_URLS: "stun:turn.example.in:3478", RTC_TURN_URLS: "turn:turn.example.in:3478?transport=udp, http://bad", RTC_TURN_SECRET: "s3cret" }, now);
    expect(c.loopbackOnly).toBe(false);
    expect(c.iceServers[0]).toEqual({ urls: ["stun:turn.example.in:3478"] });
    expect(c.iceServers[1].urls).toEqual(["turn:turn.example.in:3478?transport=udp"]);
    expect(c.iceServers[1].username).toBe(`${now / 1000 + 3600}:42`);
    // base64(HMAC-SHA1(secret, username)), as coturn's use-auth-secret checks it.
    expect(c.iceServers[1].credential).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });

  it("loopback-only (tests) uses no server at all, and production refuses it", () => {
    expect(roomIceConfig(1, { RTC_LOOPBACK_ONLY: "1", RTC_STUN_URLS: "stun:stun.example.in" })).toEqual({ iceServers: [], loopbackOnly: true });
    expect(roomIceConfig(1, { RTC_LOOPBACK_ONLY: "1", NODE_ENV: "production" }).loopbackOnly).toBe(false);
    expect(roomIceConfig(1, {})).toEqual({ iceServers: [], loopbackOnly: false });
  });

  it("keeps only loopback host candidates when told to", () => {
    const host = "candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host generation 0";
    expect(candidateAddress(host)).toBe("127.0.0.1");
    expect(isLoopbackHostCandidate(host)).toBe(true);
    expect(isLoopbackHostCandidate("candidate:2 1 udp 2122260223 192.168.1.5 50001 typ host")).toBe(false);
    expect(isLoopbackHostCandidate("candidate:3 1 udp 1686052607 127.0.0.1 50002 typ srflx raddr 0.0.0.0 rport 0")).toBe(false);
  });
});
