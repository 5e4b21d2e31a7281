/**
 * The room's connection in the browser: the socket (joined on every connect, so a reconnect catches up from the
 * database), the conversation with its delivered and read marks, and who else is in the room.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";
import type { RoomMessage, RoomPhase, RoomRole } from "~/lib/consult-room";
import { UPLOAD_FAILED_MESSAGE } from "~/lib/prescription-upload";

export type Peer = { role: RoomRole; peerSession: string } | null;
type JoinAnswer = { ok: true; role: RoomRole; phase: RoomPhase; messages: RoomMessage[]; peers: { role: RoomRole; peerSession: string }[] } | { error: string; message: string };
type SendAnswer = { ok: true; message: RoomMessage } | { error: string; message: string };

export const newClientId = () => (typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, "");

function merge(list: RoomMessage[], incoming: RoomMessage[]): RoomMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, { ...byId.get(m.id), ...m });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export interface RoomConnection {
  socket: Socket | null;
  connected: boolean;
  joinError: string | null;
  messages: RoomMessage[];
  peer: Peer;
  /** The page's own id in the room: a reload is a new page (and a new call). */
  peerSession: string;
  sendText(text: string): Promise<string | null>;
  sendFile(file: File): Promise<string | null>;
}

export function useRoom(appointmentId: number, role: RoomRole, initial: RoomMessage[], enabled: boolean): RoomConnection {
  const [socket, setSocket] = useState<Socket | null>(null);
  const [connected, setConnected] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [messages, setMessages] = useState<RoomMessage[]>(initial);
  const [peer, setPeer] = useState<Peer>(null);
  const [peerSession] = useState(newClientId);
  const lastId = useRef(initial.at(-1)?.id ?? 0);
  lastId.current = messages.at(-1)?.id ?? lastId.current;

  // The other side's messages are delivered once they reach this page, and read while it is on screen.
  const markSeen = useCallback(
    (s: Socket, list: RoomMessage[]) => {
      const theirs = list.filter((m) => m.senderRole !== role);
      const last = theirs.at(-1);
      if (!last) return;
      const visible = document.visibilityState === "visible";
      if (!last.deliveredAt) s.emit("message:mark", { appointmentId, mark: "delivered", upToId: last.id });
      if (visible && !last.readAt) s.emit("message:mark", { appointmentId, mark: "read", upToId: last.id });
    },
    [appointmentId, role],
  );

  useEffect(() => {
    if (!enabled) return;
    let s: Socket | null = null;
    let stopped = false;
    // Loaded on this page only: the rest of the site does not carry the socket client.
    void import("socket.io-client").then(({ io }) => {
      if (stopped) return;
      // WebSocket only: behind a load balancer without sticky sessions, long-polling requests could reach an
      // instance that does not know the session.
      s = io({ path: "/socket.io", transports: ["websocket"], withCredentials: true });
      setSocket(s);
      s.on("connect", () => {
        setConnected(true);
        s!.emit("room:join", { appointmentId, peerSession, afterId: lastId.current }, (a: JoinAnswer) => {
          if ("error" in a) return setJoinError(a.message);
          setJoinError(null);
          setMessages((list) => {
            const next = merge(list, a.messages);
            markSeen(s!, next);
            return next;
          });
          setPeer(a.peers[0] ?? null);
        });
      });
      s.on("disconnect", () => setConnected(false));
      s.on("connect_error", () => setConnected(false));
      s.on("message:new", (m: RoomMessage) => {
        if (m.appointmentId !== appointmentId) return;
        setMessages((list) => merge(list, [m]));
        if (m.senderRole !== role) markSeen(s!, [m]);
      });
      s.on("message:marked", (e: { appointmentId: number; byRole: RoomRole; mark: "delivered" | "read"; upToId: number; at: string }) => {
        if (e.appointmentId !== appointmentId || e.byRole === role) return;
        setMessages((list) =>
          list.map((m) =>
            m.senderRole === role && m.id <= e.upToId
              ? { ...m, deliveredAt: m.deliveredAt ?? e.at, readAt: e.mark === "read" ? (m.readAt ?? e.at) : m.readAt }
              : m,
          ),
        );
      });
      s.on("peer:joined", (e: { appointmentId: number; role: RoomRole; peerSession: string }) => {
        if (e.appointmentId === appointmentId && e.role !== role) setPeer({ role: e.role, peerSession: e.peerSession });
      });
      s.on("peer:left", (e: { appointmentId: number; role: RoomRole; peerSession: string }) => {
        if (e.appointmentId === appointmentId && e.role !== role) setPeer((p) => (p?.peerSession === e.peerSession ? null : p));
      });
    });
    return () => {
      stopped = true;
      s?.disconnect();
    };
  }, [appointmentId, enabled, markSeen, peerSession, role]);

  // Read when the page comes back on screen.
  useEffect(() => {
    if (!socket) return;
    const onVisible = () => {
      if (document.visibilityState === "visible") setMessages((list) => (markSeen(socket, list), list));
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [socket, markSeen]);

  const sendText = useCallback(
    (text: string) =>
      new Promise<string | null>((resolve) => {
        if (!socket?.connected) return resolve("Something went wrong! Please try again.");
        socket.timeout(15_000).emit("message:send", { appointmentId, clientId: newClientId(), text }, (err: Error | null, a: SendAnswer) => {
          if (err) return resolve("Something went wrong! Please try again.");
          if ("error" in a) return resolve(a.message);
          setMessages((list) => merge(list, [a.message]));
          resolve(null);
        });
      }),
    [appointmentId, socket],
  );

  const sendFile = useCallback(
    async (file: File) => {
      const body = new FormData();
      body.set("clientId", newClientId());
      body.set("file", file);
      try {
        const res = await fetch(`/resources/chat-room/${appointmentId}/files`, { method: "POST", body });
        const a = (await res.json()) as { ok?: true; message: RoomMessage | string };
        if (!res.ok || typeof a.message === "string") return typeof a.message === "string" ? a.message : UPLOAD_FAILED_MESSAGE;
        const message = a.message;
        setMessages((list) => merge(list, [message]));
        return null;
      } catch {
        return UPLOAD_FAILED_MESSAGE;
      }
    },
    [appointmentId],
  );

  return { socket, connected, joinError, messages, peer, peerSession, sendText, sendFile };
}
