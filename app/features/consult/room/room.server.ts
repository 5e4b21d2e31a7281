/**
 * /chat-room/{appointmentId} and its resource routes: the room for the appointment's patient and its doctor only
 * (another account, signed in or not a party, gets 404 like an appointment that does not exist).
 */
import { getServices } from "~/.server/app-context";
import { getSessionUser, requireUser } from "~/.server/session";
import { DomainError } from "~/.server/domain/errors";
import { getConsultRoom, listRoomMessages, roomMessageFile, sendRoomFile, type ConsultRoom } from "~/.server/domain/consult/room";
import { announceRoomMessage } from "~/.server/realtime/consult-room-socket";
import { roomIceConfig, type RoomIceConfig } from "~/.server/realtime/ice-servers";
import { readUploadForm, prescriptionFileResponse, UploadRefused } from "~/features/prescriptions/prescriptions.server";
import { indiaDateTime } from "~/lib/india-date-time";
import { ROOM_OPENS_BEFORE_MINUTES, type RoomMessage } from "~/lib/consult-room";
import { UPLOAD_FAILED_MESSAGE } from "~/lib/prescription-upload";
import { log } from "~/.server/log";

const NO_STORE = { "Cache-Control": "private, no-store" };
const notFound = () => new Response("Appointment not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE } });

function idOf(raw: string | null | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== raw) throw notFound();
  return id;
}

async function roomOrNotFound(accountId: number, appointmentId: number): Promise<ConsultRoom> {
  const { db } = await getServices();
  try {
    return await getConsultRoom(db, accountId, appointmentId);
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
    throw e;
  }
}

export interface ChatRoomPageData {
  room: ConsultRoom & { when: string; opensAt: string };
  messages: RoomMessage[];
  ice: RoomIceConfig;
}

export async function chatRoomLoader(request: Request, rawId: string | null | undefined) {
  const user = await requireUser(request);
  const room = await roomOrNotFound(user.accountId, idOf(rawId));
  const { db } = await getServices();
  const messages = room.phase === "NOT_OPEN" ? [] : await listRoomMessages(db, room);
  const opensAt = new Date(Date.parse(room.appointmentDateTimeInUTC) - ROOM_OPENS_BEFORE_MINUTES * 60_000).toISOString();
  const data: ChatRoomPageData = {
    room: { ...room, when: indiaDateTime(room.appointmentDateTimeInUTC), opensAt: indiaDateTime(opensAt) },
    messages,
    ice: roomIceConfig(user.accountId),
  };
  return Response.json(data, { headers: NO_STORE });
}

/** POST /resources/chat-room/{id}/files (multipart: file, clientId): a file message, under the upload rules. */
export async function chatRoomFileAction(request: Request, rawId: string | undefined) {
  if (request.method !== "POST") return Response.json({ message: "Method not allowed" }, { status: 405 });
  const user = await getSessionUser(request);
  if (!user) return Response.json({ message: "Please sign in", code: "UNAUTHENTICATED" }, { status: 401 });
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id <= 0) return Response.json({ message: "Appointment not found" }, { status: 404 });
  const { db } = await getServices();
  try {
    // The room is checked before the body is read: someone else's appointment costs no upload.
    const room = await getConsultRoom(db, user.accountId, id);
    const { form, file } = await readUploadForm(request);
    const message = await sendRoomFile(db, room, user.accountId, { clientId: form.get("clientId"), fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
    announceRoomMessage(message);
    return Response.json({ ok: true, message }, { status: 201, headers: NO_STORE });
  } catch (e) {
    if (e instanceof UploadRefused) return Response.json({ message: e.message }, { status: e.status });
    if (e instanceof DomainError && e.code === "NOT_FOUND") return Response.json({ message: "Appointment not found" }, { status: 404 });
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return Response.json({ message: e.message }, { status: 400 });
    log.warn({ event: "CONSULT_ROOM_UPLOAD_FAILED", message: String((e as Error)?.message ?? e) });
    return Response.json({ message: UPLOAD_FAILED_MESSAGE }, { status: 500 });
  }
}

/** GET /resources/chat-room/{id}/files/{messageId}: the file, for the room's patient and doctor only. */
export async function chatRoomFileLoader(request: Request, rawId: string | undefined, rawMessageId: string | undefined) {
  const user = await getSessionUser(request);
  const id = Number(rawId);
  const messageId = Number(rawMessageId);
  // Signed out, a malformed id and someone else's room all look the same: nothing to find here.
  if (!user || !Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(messageId) || messageId <= 0) return notFound();
  const { db } = await getServices();
  try {
    return prescriptionFileResponse(await roomMessageFile(db, user.accountId, id, messageId));
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") return notFound();
    throw e;
  }
}
