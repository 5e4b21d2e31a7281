/**
 * The consult room's rules, shared by the server (which enforces them) and the page (which shows them):
 * spec §9 "Consult: … follow-up chat 7 days", §8 "Doctor call: 'You'll be connected to the Doctor in a while';
 * 'Error while connecting to the Doctor, Please try again'", and §2's upload rules for files sent in the chat.
 */
import { ACTIVE_CONSULT_STATUSES, CANCEL_WINDOW_MINUTES } from "./consult-rules";

/** §8, shown to the patient while the doctor has not joined (or the call is being set up). */
export const DOCTOR_CALL_WAITING_MESSAGE = "You'll be connected to the Doctor in a while";
/** §8, shown when the call cannot be set up (camera, microphone or network); the chat stays open. */
export const DOCTOR_CALL_ERROR_MESSAGE = "Error while connecting to the Doctor, Please try again";

/** "follow-up chat 7 days": after the consult the patient and the doctor may go on writing for 7 days. */
export const FOLLOW_UP_CHAT_DAYS = 7;

/**
 * The room opens this long before the consult starts: when the spec's cancel window (-30) closes and the
 * appointment can no longer be cancelled or moved. A consult booked for the next free slot (at most 20 minutes
 * ahead) can be entered at once.
 */
export const ROOM_OPENS_BEFORE_MINUTES = -CANCEL_WINDOW_MINUTES;

/** Longest text message: a chat line, not a document (a file carries those). */
export const MESSAGE_TEXT_MAX_LENGTH = 2000;

/**
 * Where the room is in its life:
 * - NOT_OPEN: the consult is more than 30 minutes away; the page says when the room opens.
 * - LIVE: from 30 minutes before the start to the end of the slot: video, audio and chat.
 * - FOLLOW_UP: after the consult, for 7 days: chat and files only, no call.
 * - READ_ONLY: the 7 days are over: the conversation can be read, nothing more can be sent.
 * - CLOSED: the appointment was cancelled or never booked: nothing can be sent.
 */
export type RoomPhase = "NOT_OPEN" | "LIVE" | "FOLLOW_UP" | "READ_ONLY" | "CLOSED";

export interface RoomTimes {
  status: string;
  appointmentDateTimeInUTC: string;
  durationMinutes: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** When the consult ends: the end of its slot. */
export const consultEndsAt = (a: RoomTimes): number => Date.parse(a.appointmentDateTimeInUTC) + a.durationMinutes * MINUTE;

/** "follow-up chat 7 days": the instant after which the room is read-only. */
export const followUpChatEndsAt = (a: RoomTimes): number => consultEndsAt(a) + FOLLOW_UP_CHAT_DAYS * DAY;

export function roomPhase(a: RoomTimes, now: Date): RoomPhase {
  const start = Date.parse(a.appointmentDateTimeInUTC);
  if (!Number.isFinite(start)) return "CLOSED";
  const t = now.getTime();
  const active = (ACTIVE_CONSULT_STATUSES as readonly string[]).includes(a.status);
  const completed = a.status === "COMPLETED";
  if (!active && !completed) return "CLOSED";
  if (t >= followUpChatEndsAt(a)) return "READ_ONLY";
  // A consult the doctor has completed has no more call, even inside its slot: its follow-up chat has begun.
  if (completed || t >= consultEndsAt(a)) return "FOLLOW_UP";
  if (t < start - ROOM_OPENS_BEFORE_MINUTES * MINUTE) return "NOT_OPEN";
  return "LIVE";
}

/** Whether messages (text or files) may be sent in this phase. */
export const canSendMessages = (phase: RoomPhase): boolean => phase === "LIVE" || phase === "FOLLOW_UP";
/** Whether the video/audio call runs in this phase. */
export const canCall = (phase: RoomPhase): boolean => phase === "LIVE";

export const ROOM_PHASE_NOTES: Record<RoomPhase, string> = {
  NOT_OPEN: `The consult room opens ${ROOM_OPENS_BEFORE_MINUTES} minutes before the consult.`,
  LIVE: "",
  FOLLOW_UP: `The consult is over. You can go on chatting for ${FOLLOW_UP_CHAT_DAYS} days after the consult.`,
  READ_ONLY: `The ${FOLLOW_UP_CHAT_DAYS}-day follow-up chat is over. You can still read the conversation.`,
  CLOSED: "This appointment is not active; its consult room is closed.",
};

export const MESSAGE_EMPTY = "Please type a message.";
export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_TEXT_MAX_LENGTH} characters.`;
export const ROOM_NOT_OPEN_FOR_MESSAGES = "Messages cannot be sent in this consult room now.";

/** Who is in a room: the appointment's patient (its account) or its doctor. */
export type RoomRole = "PATIENT" | "DOCTOR";

/** A stored message as both sides see it. */
export interface RoomMessage {
  id: number;
  appointmentId: number;
  senderRole: RoomRole;
  clientId: string;
  text: string | null;
  file: { name: string; contentType: string; size: number; url: string } | null;
  createdAt: string;
  deliveredAt: string | null;
  readAt: string | null;
}

/** A client's own id for a message it sends, so a resend after a reconnect is stored once. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export interface RoomIceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** What a room's page needs to set up its call (from configuration, see .server/realtime/ice-servers.ts). */
export interface RoomIceConfig {
  iceServers: RoomIceServer[];
  /** Offer and accept only loopback host candidates (tests: --allow-loopback-in-peer-connection). */
  loopbackOnly: boolean;
}
