/**
 * The consult room, on SQLite and PostgreSQL: "Only the appointment's patient (account) and its doctor may join. A
 * socket is authenticated from the session cookie and checked on every join." Another patient, another doctor and a
 * visitor are refused, over the real socket and over the file routes; messages are stored (text and files under
 * the upload rules) so a reload shows the whole conversation, with delivered and read marks.
 */
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import { bookConsult, getConsultRoom, listRoomMessages, markRoomMessages, sendRoomText } from "~/.server/domain/consult";
import { moveOrder } from "~/.server/domain/orders/order-header";
import { getDoctorBySlug, onlineResourceOf } from "~/.server/domain/doctors";
import { slotsWithPlaces } from "~/.server/domain/scheduling";
import { attachConsultRoom } from "~/.server/realtime/consult-room-socket";
import { chatRoomFileAction, chatRoomFileLoader, chatRoomLoader } from "~/features/consult/room/room.server";
import { localFileStorage, useFileStorageForTesting } from "~/.server/providers/file-storage";
import { ROOM_NOT_OPEN_FOR_MESSAGES } from "~/lib/consult-room";
import { INVALID_FILE_NAME_MESSAGE, INVALID_FILE_TYPE_MESSAGE } from "~/lib/prescription-upload";
import { env, setEnvForTesting } from "~/.server/env";
import { targets, servicesOfTarget } from "./harness";
import { cookieFor, statusOf } from "./payment-helpers";

const PNG = new Uint8Array(fs.readFileSync(path.resolve("tests/fixtures/prescription.png")));
let seq = 0;
const clientId = () => `it-${process.pid}-${Date.now()}-${seq++}`;

describe.each(targets)("the consult room on $name", (target) => {
  const services = servicesOfTarget(target);
  const db = () => services().db;
  const people = {} as Record<"patient" | "otherPatient" | "doctor" | "otherDoctor", { accountId: number; cookie: string }>;
  let appointmentId = 0;
  let server: http.Server;
  let url = "";
  let filesDir = "";
  const sockets: Socket[] = [];

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "room-files-"));
    useFileStorageForTesting(localFileStorage(filesDir));
    const accountOf = async (mobile: string) => {
      const a = await db().selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow();
      return { accountId: a.id, cookie: await cookieFor(a.id, mobile) };
    };
    people.patient = await accountOf("9000000001");
    people.otherPatient = await accountOf("9000000002");
    people.doctor = await accountOf("9000000201"); // Dr. Ramesh Kumar Reddy, online round the clock
    people.otherDoctor = await accountOf("9000000202"); // Dr. Farah Khan
    const patientId = (await db().selectFrom("patients").select("id").where("account_id", "=", people.patient.accountId).executeTakeFirstOrThrow()).id;
    const ramesh = await getDoctorBySlug(db(), "dr-ramesh-kumar-reddy");
    // The next slot: within 15 minutes, so the room is live now.
    const slot = (await slotsWithPlaces(db(), onlineResourceOf(ramesh), new Date())).find((s) => s.available)!;
    const booked = await bookConsult(db(), {
      accountId: people.patient.accountId,
      patientId,
      doctorId: ramesh.id,
      mode: "ONLINE",
      consultType: "VIDEO",
      slotDateTimeInUTC: slot.slotDateTimeInUTC,
      idempotencyKey: `room-${process.pid}-${target.name}`,
    });
    appointmentId = booked.orderId;
    await moveOrder(db(), { kind: "CONSULT", orderId: appointmentId, to: "CONFIRMED", actor: "payment" });

    // The test server listens on a port of its own: its loopback host is one the app serves.
    setEnvForTesting({ ...env(), ALLOWED_HOSTS: ["127.0.0.1"] });
    server = http.createServer((_req, res) => res.end());
    attachConsultRoom(server);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await new Promise<void>((r) => server.close(() => r()));
    useFileStorageForTesting(null);
    setEnvForTesting(null);
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  function socketAs(cookie: string | null, origin: string | null = url): Socket {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (origin) headers.origin = origin;
    const s = connect(url, { path: "/socket.io", transports: ["websocket"], extraHeaders: headers, reconnection: false, forceNew: true });
    sockets.push(s);
    return s;
  }
  const connected = (s: Socket) =>
    new Promise<{ ok: true } | { error: string }>((resolve) => {
      s.once("connect", () => resolve({ ok: true }));
      s.once("connect_error", (e) => resolve({ error: e.message }));
    });
  const join = (s: Socket, id = appointmentId) => s.emitWithAck("room:join", { appointmentId: id, peerSession: `page-${seq++}-abcdefgh` });

  it("lets the patient and the appointment's doctor join, each in their role", async () => {
    const p = socketAs(people.patient.cookie);
    expect(await connected(p)).toEqual({ ok: true });
    const joined = await join(p);
    expect(joined).toMatchObject({ ok: true, role: "PATIENT", phase: "LIVE", peers: [] });
    // The call webhook, made durable: the doctor's day view sees the patient waiting.
    const waiting = await db().selectFrom("consult_details").select("patient_waiting_at").where("order_id", "=", appointmentId).executeTakeFirstOrThrow();
    expect(waiting.patient_waiting_at).not.toBeNull();

    const d = socketAs(people.doctor.cookie);
    await connected(d);
    const peerJoined = new Promise((r) => p.once("peer:joined", r));
    expect(await join(d)).toMatchObject({ ok: true, role: "DOCTOR", peers: [{ role: "PATIENT" }] });
    expect(await peerJoined).toMatchObject({ appointmentId, role: "DOCTOR" });
    const cleared = await db().selectFrom("consult_details").select("patient_waiting_at").where("order_id", "=", appointmentId).executeTakeFirstOrThrow();
    expect(cleared.patient_waiting_at).toBeNull();

    // A message is stored, then reaches the other side; signalling reaches only the other side.
    const arrived = new Promise<{ text: string }>((r) => d.once("message:new", r));
    const sent = await p.emitWithAck("message:send", { appointmentId, clientId: clientId(), text: "Namaste doctor, I have had a fever since Monday." });
    expect(sent).toMatchObject({ ok: true, message: { senderRole: "PATIENT", text: "Namaste doctor, I have had a fever since Monday." } });
    expect((await arrived).text).toBe("Namaste doctor, I have had a fever since Monday.");
    const signal = new Promise((r) => p.once("rtc:signal", r));
    d.emit("rtc:signal", { appointmentId, type: "offer", callId: "call-1", sdp: "v=0" });
    expect(await signal).toMatchObject({ type: "offer", from: "DOCTOR", callId: "call-1" });
  });

  it("refuses another patient, another doctor and a visitor (IDOR), and a socket from another site", async () => {
    for (const who of [people.otherPatient, people.otherDoctor]) {
      const s = socketAs(who.cookie);
      expect(await connected(s)).toEqual({ ok: true });
      expect(await join(s)).toMatchObject({ error: "NOT_FOUND" });
      // Not joined: neither messages nor signalling get through.
      expect(await s.emitWithAck("message:send", { appointmentId, clientId: clientId(), text: "hello" })).toMatchObject({ error: "NOT_FOUND" });
      expect(await s.emitWithAck("message:mark", { appointmentId, mark: "read", upToId: 1_000_000 })).toMatchObject({ error: "NOT_FOUND" });
    }
    expect(await connected(socketAs(null))).toEqual({ error: "UNAUTHENTICATED" });
    // A page of another site cannot open a socket that carries the cookie.
    expect(await connected(socketAs(people.patient.cookie, "https://evil.example"))).toHaveProperty("error");
    // A signed-out session (revoked) is refused at the next join.
    const s = socketAs(people.patient.cookie);
    await connected(s);
    await db().updateTable("sessions").set({ revoked_at: Date.now() }).where("account_id", "=", people.patient.accountId).execute();
    expect(await join(s)).toMatchObject({ error: "UNAUTHENTICATED" });
    people.patient.cookie = await cookieFor(people.patient.accountId, "9000000001");
  });

  it("stores the conversation: a reload shows it all, resends are stored once, marks are the other side's", async () => {
    const room = await getConsultRoom(db(), people.doctor.accountId, appointmentId);
    const id = clientId();
    const first = await sendRoomText(db(), room, people.doctor.accountId, { clientId: id, text: "Please take paracetamol 650 mg\nand drink fluids." });
    const again = await sendRoomText(db(), room, people.doctor.accountId, { clientId: id, text: "Please take paracetamol 650 mg\nand drink fluids." });
    expect(again.id).toBe(first.id);
    await expect(sendRoomText(db(), room, people.doctor.accountId, { clientId: clientId(), text: "   " })).rejects.toMatchObject({ code: "BAD_REQUEST" });

    // The patient's page (a reload) shows the whole conversation in order.
    const page = await chatRoomLoader(new Request(`http://localhost/chat-room/${appointmentId}`, { headers: { cookie: people.patient.cookie } }), String(appointmentId));
    const data = (await page.json()) as { room: { role: string }; messages: { text: string | null; senderRole: string }[] };
    expect(data.room.role).toBe("PATIENT");
    expect(data.messages.map((m) => [m.senderRole, m.text])).toEqual([
      ["PATIENT", "Namaste doctor, I have had a fever since Monday."],
      ["DOCTOR", "Please take paracetamol 650 mg\nand drink fluids."],
    ]);

    // The patient reads the doctor's message: only the doctor's messages get the patient's marks.
    const patientRoom = await getConsultRoom(db(), people.patient.accountId, appointmentId);
    expect(await markRoomMessages(db(), patientRoom, "read", first.id)).toBe(first.id);
    const after = await listRoomMessages(db(), patientRoom);
    expect(after.find((m) => m.id === first.id)).toMatchObject({ deliveredAt: expect.any(String), readAt: expect.any(String) });
    expect(after.find((m) => m.senderRole === "PATIENT")).toMatchObject({ deliveredAt: null, readAt: null });

    // Another account's page of this room: 404, like an appointment that does not exist.
    for (const who of [people.otherPatient, people.otherDoctor]) {
      expect(await statusOf(() => chatRoomLoader(new Request(`http://localhost/chat-room/${appointmentId}`, { headers: { cookie: who.cookie } }), String(appointmentId)))).toBe(404);
    }
  });

  it("takes files under the upload rules; only the patient and the doctor can download them", async () => {
    const upload = (cookie: string | null, name: string, bytes: Uint8Array<ArrayBuffer>, type = "image/png") => {
      const form = new FormData();
      form.set("clientId", clientId());
      form.set("file", new File([bytes], name, { type }));
      return chatRoomFileAction(new Request(`http://localhost/resources/chat-room/${appointmentId}/files`, { method: "POST", body: form, headers: cookie ? { cookie } : {} }), String(appointmentId));
    };
    const ok = await upload(people.patient.cookie, "Rash photo (1).png", PNG);
    expect(ok.status).toBe(201);
    const { message } = (await ok.json()) as { message: { id: number; file: { name: string; url: string; contentType: string } } };
    expect(message.file).toMatchObject({ name: "Rash photo (1).png", contentType: "image/png", url: `/resources/chat-room/${appointmentId}/files/${message.id}` });

    // A text file called .png, and a name with characters outside the spec's: refused in the spec's words.
    const fake = await upload(people.patient.cookie, "report.png", new TextEncoder().encode("not an image at all"));
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { message: string }).message).toBe(INVALID_FILE_TYPE_MESSAGE);
    const badName = await upload(people.patient.cookie, "rash<script>.png", PNG);
    expect(((await badName.json()) as { message: string }).message).toBe(INVALID_FILE_NAME_MESSAGE);
    // Someone else's room: nothing stored.
    expect((await upload(people.otherPatient.cookie, "x.png", PNG)).status).toBe(404);
    expect((await upload(people.otherDoctor.cookie, "x.png", PNG)).status).toBe(404);
    expect((await upload(null, "x.png", PNG)).status).toBe(401);

    const download = (cookie: string | null, msgId = message.id) =>
      chatRoomFileLoader(new Request(`http://localhost${message.file.url}`, { headers: cookie ? { cookie } : {} }), String(appointmentId), String(msgId));
    for (const who of [people.patient, people.doctor]) {
      const res = await download(who.cookie);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);
    }
    for (const cookie of [people.otherPatient.cookie, people.otherDoctor.cookie, null]) expect((await download(cookie)).status).toBe(404);
    // A text message's id is not a file.
    const text = (await listRoomMessages(db(), await getConsultRoom(db(), people.patient.accountId, appointmentId))).find((m) => m.text)!;
    expect((await download(people.patient.cookie, text.id)).status).toBe(404);
  });

  it("is read-only once the 7-day follow-up chat is over", async () => {
    const eightDaysOn = new Date(Date.now() + 8 * 24 * 60 * 60_000);
    const room = await getConsultRoom(db(), people.patient.accountId, appointmentId, eightDaysOn);
    expect(room.phase).toBe("READ_ONLY");
    await expect(sendRoomText(db(), room, people.patient.accountId, { clientId: clientId(), text: "Still feverish" }, eightDaysOn)).rejects.toMatchObject({ message: ROOM_NOT_OPEN_FOR_MESSAGES });
    expect((await listRoomMessages(db(), room)).length).toBeGreaterThan(0);
  });
});
