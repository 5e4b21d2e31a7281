/**
 * The consult room's real-time channel: Socket.IO on the app's own HTTP server (path /socket.io).
 *
 * - A socket is authenticated from the session cookie at connect (the same check as every request), and the
 *   session and the room are checked again on every join, every message and every mark: only the appointment's
 *   patient account and its doctor get in, anyone else is answered NOT_FOUND.
 * - Messages are stored first, then emitted to the room; a client catches up from the database on every join.
 * - With REDIS_URL, the Redis streams adapter carries room events between instances (a patient on one and the
 *   doctor on another meet) and keeps sessions for connection-state recovery. Without it, one process.
 * - Video is 1:1 WebRTC between the browsers: the server only relays signalling within a joined room.
 * See docs/decisions/2026-11-27-consult-room.md.
 */
import type { Server as HttpServer, IncomingMessage } from "node:http";
import { Server, type DefaultEventsMap, type ServerOptions, type Socket } from "socket.io";
import { Redis } from "ioredis";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import { env } from "../env";
import { log } from "../log";
import { getServices } from "../app-context";
import { isAllowedHost } from "../allowed-hosts";
import { sessionUserOfCookie } from "../session";
import { DomainError } from "../domain/errors";
import {
  clearPatientWaiting,
  getConsultRoom,
  listRoomMessages,
  markPatientWaiting,
  markRoomMessages,
  roomChannel,
  sendRoomText,
  type ConsultRoom,
} from "../domain/consult/room";
import { canCall, type RoomMessage, type RoomRole } from "~/lib/consult-room";

export const SOCKET_PATH = "/socket.io";

/** What a socket remembers of the rooms it has joined (checked): its role there and its page's session id. */
interface SocketData {
  accountId: number;
  rooms: Record<string, { role: RoomRole; peerSession: string; live: boolean }>;
}
type RoomSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

type Ack = (answer: unknown) => void;
const PEER_SESSION = /^[A-Za-z0-9_-]{8,64}$/;

let io: Server | null = null;

/** The process's Socket.IO server, once attached (null in tests and tools that run no HTTP server). */
export const consultRoomServer = (): Server | null => io;

/** Tells everyone in the room (on every instance) of a message stored outside the socket (a file upload). */
export function announceRoomMessage(message: RoomMessage) {
  io?.to(roomChannel(message.appointmentId)).emit("message:new", message);
}

/**
 * Browsers send Origin on the WebSocket handshake: a page of another site must not open a socket that carries our
 * cookie (cross-site WebSocket hijacking). Same host as the request, and a host the app serves.
 */
export function isSameOriginHandshake(req: Pick<IncomingMessage, "headers">): boolean {
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host && isAllowedHost(host);
  } catch {
    return false;
  }
}

async function roomFor(socket: RoomSocket, rawId: unknown): Promise<ConsultRoom> {
  const user = await sessionUserOfCookie(socket.request.headers.cookie ?? null);
  if (!user || user.accountId !== socket.data.accountId) throw new DomainError("Please sign in", "UNAUTHENTICATED");
  const { db } = await getServices();
  return getConsultRoom(db, user.accountId, Number(rawId));
}

function answerError(ack: Ack | undefined, e: unknown) {
  if (e instanceof DomainError) return ack?.({ error: e.code, message: e.message });
  log.error({ event: "CONSULT_ROOM_FAILED", err: e });
  ack?.({ error: "INTERNAL", message: "Something went wrong! Please try again." });
}

const isAck = (f: unknown): f is Ack => typeof f === "function";
const payloadOf = (p: unknown): Record<string, unknown> => (p && typeof p === "object" ? (p as Record<string, unknown>) : {});

function onConnection(socket: RoomSocket) {
  socket.data.rooms ??= {};

  socket.on("room:join", async (raw: unknown, ack: unknown) => {
    const reply = isAck(ack) ? ack : undefined;
    const p = payloadOf(raw);
    try {
      const room = await roomFor(socket, p.appointmentId);
      const peerSession = typeof p.peerSession === "string" && PEER_SESSION.test(p.peerSession) ? p.peerSession : socket.id;
      const channel = roomChannel(room.appointmentId);
      const { db } = await getServices();
      socket.data.rooms[String(room.appointmentId)] = { role: room.role, peerSession, live: canCall(room.phase) };
      await socket.join(channel);
      if (room.role === "PATIENT") await markPatientWaiting(db, room);
      else await clearPatientWaiting(db, room);
      const afterId = Number(p.afterId);
      const messages = await listRoomMessages(db, room, Number.isSafeInteger(afterId) && afterId > 0 ? afterId : 0);
      // Who else is here, on any instance (the adapter asks the others).
      const others = (await io!.in(channel).fetchSockets())
        .filter((s) => s.id !== socket.id)
        .map((s) => (s.data as SocketData).rooms?.[String(room.appointmentId)])
        .filter((r): r is SocketData["rooms"][string] => !!r && r.role !== room.role);
      socket.to(channel).emit("peer:joined", { appointmentId: room.appointmentId, role: room.role, peerSession });
      reply?.({ ok: true, role: room.role, phase: room.phase, messages, peers: others.map((o) => ({ role: o.role, peerSession: o.peerSession })) });
    } catch (e) {
      answerError(reply, e);
    }
  });

  socket.on("message:send", async (raw: unknown, ack: unknown) => {
    const reply = isAck(ack) ? ack : undefined;
    const p = payloadOf(raw);
    try {
      const room = await roomFor(socket, p.appointmentId);
      const { db } = await getServices();
      const message = await sendRoomText(db, room, socket.data.accountId, { clientId: p.clientId, text: p.text });
      io!.to(roomChannel(room.appointmentId)).emit("message:new", message);
      reply?.({ ok: true, message });
    } catch (e) {
      answerError(reply, e);
    }
  });

  socket.on("message:mark", async (raw: unknown, ack: unknown) => {
    const reply = isAck(ack) ? ack : undefined;
    const p = payloadOf(raw);
    try {
      const room = await roomFor(socket, p.appointmentId);
      const mark = p.mark === "read" ? "read" : "delivered";
      const { db } = await getServices();
      const now = new Date();
      const upTo = await markRoomMessages(db, room, mark, p.upToId, now);
      if (upTo != null) io!.to(roomChannel(room.appointmentId)).emit("message:marked", { appointmentId: room.appointmentId, byRole: room.role, mark, upToId: upTo, at: now.toISOString() });
      reply?.({ ok: true });
    } catch (e) {
      answerError(reply, e);
    }
  });

  // Signalling (offer, answer, ICE candidates, media state) goes only to the other side of a room this socket has
  // joined, and only while the call may run. It is relayed, never stored.
  socket.on("rtc:signal", (raw: unknown) => {
    const p = payloadOf(raw);
    const id = String(Number(p.appointmentId));
    const joined = socket.data.rooms[id];
    if (!joined?.live || !socket.rooms.has(roomChannel(Number(id)))) return;
    socket.to(roomChannel(Number(id))).emit("rtc:signal", { ...p, appointmentId: Number(id), from: joined.role, peerSession: joined.peerSession });
  });

  socket.on("disconnecting", () => {
    for (const [id, r] of Object.entries(socket.data.rooms)) {
      socket.to(roomChannel(Number(id))).emit("peer:left", { appointmentId: Number(id), role: r.role, peerSession: r.peerSession });
    }
  });
}

/** Attaches the consult room's Socket.IO server to the app's HTTP server (server.mjs calls this once). */
export function attachConsultRoom(httpServer: HttpServer): Server {
  const e = env();
  const options: Partial<ServerOptions> = {
    path: SOCKET_PATH,
    serveClient: false,
    // Text and signalling only: files go over HTTP with the upload rules.
    maxHttpBufferSize: 64 * 1024,
    allowRequest: (req, callback) => callback(null, isSameOriginHandshake(req)),
    // A socket that drops for a moment (a lift, a train) gets its rooms and missed events back; the middleware
    // (the session check) runs again on recovery.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
  };
  if (e.REDIS_URL) {
    // Its own connection: the adapter blocks on XREAD and duplicates it for pub/sub. Keys carry the deployment's
    // prefix by name (the adapter does not use ioredis' keyPrefix for stream reads).
    const client = new Redis(e.REDIS_URL, { maxRetriesPerRequest: null });
    client.on("error", (err) => log.warn({ event: "CONSULT_ROOM_REDIS_ERROR", err: err.message }));
    options.adapter = createAdapter(client, {
      streamName: `${e.REDIS_KEY_PREFIX}consult-room`,
      sessionKeyPrefix: `${e.REDIS_KEY_PREFIX}consult-room:session:`,
      channelPrefix: `${e.REDIS_KEY_PREFIX}consult-room`,
    }) as ServerOptions["adapter"];
  }
  io = new Server(httpServer, options);
  io.use(async (socket, next) => {
    try {
      const user = await sessionUserOfCookie(socket.request.headers.cookie ?? null);
      if (!user) return next(new Error("UNAUTHENTICATED"));
      (socket as RoomSocket).data.accountId = user.accountId;
      next();
    } catch (err) {
      log.error({ event: "CONSULT_ROOM_AUTH_FAILED", err });
      next(new Error("INTERNAL"));
    }
  });
  io.on("connection", (s) => onConnection(s as RoomSocket));
  return io;
}

/**
 * Graceful shutdown: this instance's sockets are closed (open WebSockets would keep the HTTP server from closing);
 * their clients reconnect, through the load balancer, to an instance that is still up.
 */
export function disconnectConsultRoomSockets(): void {
  io?.local.disconnectSockets(true);
}
