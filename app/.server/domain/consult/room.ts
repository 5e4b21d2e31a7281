/**
 * The consult room (/chat-room/{appointmentId}): who may enter it, and its stored conversation.
 *
 * Only two accounts may enter a room: the account that booked the appointment (its patient) and the account of
 * the appointment's doctor (role "doctor", linked by doctors.account_id). Anyone else — another patient, another
 * doctor — gets NOT_FOUND, as for an appointment that does not exist. Every read and write asks this first.
 *
 * Messages are stored before anyone is told of them; files follow the spec's upload rules (checked by content,
 * through the prescription upload's check) and live in file storage under the appointment's prefix.
 */
import type { Kysely, Selectable } from "kysely";
import type { ConsultMessageTable, Database } from "../../db/schema";
import { badRequest, notFound } from "../errors";
import { doctorOfAccount } from "../../doctor/access";
import { fileStorage, type StoredFile } from "../../providers/file-storage";
import { checkPrescriptionFile, returnUploadPlace, takeUploadPlace } from "../lab-tests/prescriptions";
import { CONSULT_KIND } from "./consult-kind";
import {
  CLIENT_ID_PATTERN,
  MESSAGE_EMPTY,
  MESSAGE_TEXT_MAX_LENGTH,
  MESSAGE_TOO_LONG,
  ROOM_NOT_OPEN_FOR_MESSAGES,
  canSendMessages,
  roomPhase,
  type RoomMessage,
  type RoomPhase,
  type RoomRole,
} from "~/lib/consult-room";
import { hasUnsafeCharacters } from "~/lib/safe-text";

type Db = Kysely<Database>;

export interface ConsultRoom {
  appointmentId: number;
  displayId: string;
  /** Who the asking account is in this room. */
  role: RoomRole;
  status: string;
  phase: RoomPhase;
  patientName: string;
  doctorName: string;
  doctorId: number;
  consultType: string | null;
  consultMode: string;
  appointmentDateTimeInUTC: string;
  durationMinutes: number;
}

export const roomChannel = (appointmentId: number) => `consult-room:${appointmentId}`;
export const roomFileUrl = (appointmentId: number, messageId: number) => `/resources/chat-room/${appointmentId}/files/${messageId}`;
const storagePrefixOf = (appointmentId: number) => `consult-room/${appointmentId}`;

/** The room of an appointment for an account that may enter it; NOT_FOUND for everyone else. */
export async function getConsultRoom(db: Db, accountId: number, appointmentId: number, now = new Date()): Promise<ConsultRoom> {
  if (!Number.isSafeInteger(appointmentId) || appointmentId <= 0) throw notFound("Appointment not found");
  const row = await db
    .selectFrom("orders")
    .innerJoin("consult_details", "consult_details.order_id", "orders.id")
    .innerJoin("doctors", "doctors.id", "consult_details.doctor_id")
    .leftJoin("patients", "patients.id", "orders.patient_id")
    .select([
      "orders.id",
      "orders.display_id",
      "orders.status",
      "orders.account_id",
      "doctors.id as doctor_id",
      "doctors.name as doctor_name",
      "doctors.account_id as doctor_account_id",
      "patients.first_name",
      "patients.last_name",
      "consult_details.consult_type",
      "consult_details.consult_mode",
      "consult_details.appointment_date_time_utc",
      "consult_details.duration_minutes",
    ])
    .where("orders.id", "=", appointmentId)
    .where("orders.kind", "=", CONSULT_KIND)
    .executeTakeFirst();
  if (!row) throw notFound("Appointment not found");
  let role: RoomRole | null = null;
  if (row.account_id === accountId) role = "PATIENT";
  else if (row.doctor_account_id != null && row.doctor_account_id === accountId) {
    // The link alone is not enough: the account must still hold the doctor role.
    const doctor = await doctorOfAccount(db, accountId);
    if (doctor?.doctorId === row.doctor_id) role = "DOCTOR";
  }
  if (!role) throw notFound("Appointment not found");
  const times = { status: row.status, appointmentDateTimeInUTC: row.appointment_date_time_utc, durationMinutes: row.duration_minutes };
  return {
    appointmentId: row.id,
    displayId: row.display_id,
    role,
    status: row.status,
    phase: roomPhase(times, now),
    patientName: `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim(),
    doctorName: row.doctor_name,
    doctorId: row.doctor_id,
    consultType: row.consult_type,
    consultMode: row.consult_mode,
    appointmentDateTimeInUTC: row.appointment_date_time_utc,
    durationMinutes: row.duration_minutes,
  };
}

type MessageRow = Omit<Selectable<ConsultMessageTable>, "sender_account_id" | "file_key">;

function toMessage(r: MessageRow): RoomMessage {
  return {
    id: Number(r.id),
    appointmentId: r.order_id,
    senderRole: r.sender_role === "DOCTOR" ? "DOCTOR" : "PATIENT",
    clientId: r.client_id,
    text: r.body,
    file: r.file_name && r.file_type ? { name: r.file_name, contentType: r.file_type, size: r.file_size ?? 0, url: roomFileUrl(r.order_id, Number(r.id)) } : null,
    createdAt: r.created_at,
    deliveredAt: r.delivered_at,
    readAt: r.read_at,
  };
}

const MESSAGE_COLUMNS = ["id", "order_id", "sender_role", "client_id", "body", "file_name", "file_type", "file_size", "created_at", "delivered_at", "read_at"] as const;

/** The whole conversation, oldest first (or only what came after `afterId`, for a client catching up). */
export async function listRoomMessages(db: Db, room: ConsultRoom, afterId = 0): Promise<RoomMessage[]> {
  const rows = await db
    .selectFrom("consult_messages")
    .select(MESSAGE_COLUMNS)
    .where("order_id", "=", room.appointmentId)
    .where("id", ">", afterId)
    .orderBy("id")
    .execute();
  return rows.map(toMessage);
}

function requireWritable(room: ConsultRoom) {
  if (!canSendMessages(room.phase)) throw badRequest(ROOM_NOT_OPEN_FOR_MESSAGES);
}

function requireClientId(clientId: unknown): string {
  if (typeof clientId !== "string" || !CLIENT_ID_PATTERN.test(clientId)) throw badRequest("Something went wrong! Please try again.");
  return clientId;
}

async function byClientId(db: Db, appointmentId: number, clientId: string): Promise<RoomMessage | null> {
  const row = await db.selectFrom("consult_messages").select(MESSAGE_COLUMNS).where("order_id", "=", appointmentId).where("client_id", "=", clientId).executeTakeFirst();
  return row ? toMessage(row) : null;
}

/** Stores a text message from the asking account; the same clientId again answers the stored message. */
export async function sendRoomText(db: Db, room: ConsultRoom, accountId: number, input: { clientId: unknown; text: unknown }, now = new Date()): Promise<RoomMessage> {
  requireWritable(room);
  const clientId = requireClientId(input.clientId);
  const text = typeof input.text === "string" ? input.text.trim() : "";
  if (!text) throw badRequest(MESSAGE_EMPTY);
  if (text.length > MESSAGE_TEXT_MAX_LENGTH) throw badRequest(MESSAGE_TOO_LONG);
  // Line breaks are part of a chat message; other control characters are not.
  if (hasUnsafeCharacters(text.replace(/\r?\n/g, " "))) throw badRequest("Please remove the special characters from the message.");
  const existing = await byClientId(db, room.appointmentId, clientId);
  if (existing) return existing;
  await db
    .insertInto("consult_messages")
    .values({ order_id: room.appointmentId, sender_role: room.role, sender_account_id: accountId, client_id: clientId, body: text, file_key: null, file_name: null, file_type: null, file_size: null, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["order_id", "client_id"]).doNothing())
    .execute();
  return (await byClientId(db, room.appointmentId, clientId))!;
}

/**
 * Stores a file message: the spec's upload rules (png, jpg, jpeg, pdf; at most 3,000,000 bytes; the file-name
 * characters), checked by content. The upload takes one of the account's daily upload places, as prescriptions do.
 */
export async function sendRoomFile(
  db: Db,
  room: ConsultRoom,
  accountId: number,
  input: { clientId: unknown; fileName: string; bytes: Uint8Array },
  now = new Date(),
): Promise<RoomMessage> {
  requireWritable(room);
  const clientId = requireClientId(input.clientId);
  const existing = await byClientId(db, room.appointmentId, clientId);
  if (existing) return existing;
  const { contentType } = await checkPrescriptionFile(input.fileName, input.bytes);
  await takeUploadPlace(db, accountId, now);
  let key: string | null = null;
  try {
    key = await fileStorage().put(storagePrefixOf(room.appointmentId), Buffer.from(input.bytes), contentType);
    await db
      .insertInto("consult_messages")
      .values({
        order_id: room.appointmentId,
        sender_role: room.role,
        sender_account_id: accountId,
        client_id: clientId,
        body: null,
        file_key: key,
        file_name: input.fileName,
        file_type: contentType,
        file_size: input.bytes.byteLength,
        created_at: now.toISOString(),
      })
      .execute();
  } catch (e) {
    if (key) await fileStorage().delete(key);
    await returnUploadPlace(db, accountId, now);
    // The same clientId stored by a parallel send: that one stands.
    const stored = await byClientId(db, room.appointmentId, clientId);
    if (stored) return stored;
    throw e;
  }
  return (await byClientId(db, room.appointmentId, clientId))!;
}

export type MessageMark = "delivered" | "read";

/**
 * Marks the other side's messages up to `upToId` delivered (or read, which is also delivered) for the asking
 * account. Returns the highest id now so marked, or null when nothing changed.
 */
export async function markRoomMessages(db: Db, room: ConsultRoom, mark: MessageMark, upToId: unknown, now = new Date()): Promise<number | null> {
  const upTo = Number(upToId);
  if (!Number.isSafeInteger(upTo) || upTo <= 0) return null;
  const at = now.toISOString();
  const base = db
    .updateTable("consult_messages")
    .where("order_id", "=", room.appointmentId)
    .where("sender_role", "!=", room.role)
    .where("id", "<=", upTo);
  const changed =
    mark === "read"
      ? await base.set((eb) => ({ read_at: at, delivered_at: eb.fn.coalesce("delivered_at", eb.val(at)) })).where("read_at", "is", null).executeTakeFirst()
      : await base.set({ delivered_at: at }).where("delivered_at", "is", null).executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0 ? upTo : null;
}

/** A file of the room's conversation, for the patient and the doctor only (NOT_FOUND for anyone else). */
export async function roomMessageFile(db: Db, accountId: number, appointmentId: number, messageId: number): Promise<StoredFile & { fileName: string }> {
  const room = await getConsultRoom(db, accountId, appointmentId);
  const row = await db
    .selectFrom("consult_messages")
    .select(["file_key", "file_name"])
    .where("order_id", "=", room.appointmentId)
    .where("id", "=", messageId)
    .executeTakeFirst();
  if (!row?.file_key || !row.file_name) throw notFound();
  const file = await fileStorage().get(row.file_key);
  if (!file) throw notFound();
  return { ...file, fileName: row.file_name };
}

/** The spec's call webhook, made durable: the patient is in the room and waiting (the doctor's day view reads it). */
export async function markPatientWaiting(db: Db, room: ConsultRoom, now = new Date()): Promise<void> {
  if (room.role !== "PATIENT" || room.phase !== "LIVE") return;
  await db.updateTable("consult_details").set({ patient_waiting_at: now.toISOString() }).where("order_id", "=", room.appointmentId).where("patient_waiting_at", "is", null).execute();
}

/** The doctor has joined: nobody is waiting any more. */
export async function clearPatientWaiting(db: Db, room: ConsultRoom): Promise<void> {
  if (room.role !== "DOCTOR") return;
  await db.updateTable("consult_details").set({ patient_waiting_at: null }).where("order_id", "=", room.appointmentId).execute();
}
