/** The body of bench/consult-room.mjs (TypeScript, run by vite-node so it uses the app's own modules). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { io as connect, type Socket } from "socket.io-client";
import { createServices, useServicesForTesting as setServices } from "~/.server/app-context";
import { setEnvForTesting, env } from "~/.server/env";
import { startSession } from "~/.server/session";
import { bookConsult } from "~/.server/domain/consult";
import { moveOrder } from "~/.server/domain/orders/order-header";
import { getDoctorBySlug, onlineResourceOf } from "~/.server/domain/doctors";
import { slotsWithPlaces } from "~/.server/domain/scheduling";
import { attachConsultRoom } from "~/.server/realtime/consult-room-socket";

const SOCKETS = Number(process.env.BENCH_ROOM_SOCKETS ?? 500);
const MESSAGES_PER_ROOM = Number(process.env.BENCH_ROOM_MESSAGES ?? 10);
const ROOMS = SOCKETS / 2;
const at = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-room-"));
const services = await createServices(`file:${path.join(dir, "bench.sqlite")}`);
setServices(services);
setEnvForTesting({ ...env(), ALLOWED_HOSTS: ["127.0.0.1"] });
const db = services.db;

// ROOMS appointments of demo patient 1 with Dr. Ramesh Kumar Reddy, all moved to now so every room is live.
const patient = await db.selectFrom("accounts").select("id").where("mobile_number", "=", "9000000001").executeTakeFirstOrThrow();
const patientId = (await db.selectFrom("patients").select("id").where("account_id", "=", patient.id).executeTakeFirstOrThrow()).id;
const doctorAccount = await db.selectFrom("accounts").select("id").where("mobile_number", "=", "9000000201").executeTakeFirstOrThrow();
const ramesh = await getDoctorBySlug(db, "dr-ramesh-kumar-reddy");
const slots = (await slotsWithPlaces(db, onlineResourceOf(ramesh), new Date())).filter((s) => s.available).slice(0, ROOMS);
if (slots.length < ROOMS) throw new Error(`only ${slots.length} free slots`);
const ids: number[] = [];
for (const [i, slot] of slots.entries()) {
  const b = await bookConsult(db, { accountId: patient.id, patientId, doctorId: ramesh.id, mode: "ONLINE", consultType: "VIDEO", slotDateTimeInUTC: slot.slotDateTimeInUTC, idempotencyKey: `bench-room-${i}` });
  await moveOrder(db, { kind: "CONSULT", orderId: b.orderId, to: "CONFIRMED", actor: "payment" });
  ids.push(b.orderId);
}
await db.updateTable("consult_details").set({ appointment_date_time_utc: new Date().toISOString() }).where("order_id", "in", ids).execute();

const cookieOf = async (accountId: number, mobileNumber: string) => (await startSession({ accountId, mobileNumber, countryCode: "+91", isCircleMember: false })).split(";")[0];
const patientCookie = await cookieOf(patient.id, "9000000001");
const doctorCookie = await cookieOf(doctorAccount.id, "9000000201");

const server = http.createServer((_req, res) => res.end());
attachConsultRoom(server);
await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const open = (cookie: string) =>
  new Promise<Socket>((resolve, reject) => {
    const s = connect(url, { path: "/socket.io", transports: ["websocket"], extraHeaders: { cookie, origin: url }, reconnection: false, forceNew: true });
    s.once("connect", () => resolve(s));
    s.once("connect_error", reject);
  });

const t0 = performance.now();
const pairs: { id: number; patient: Socket; doctor: Socket }[] = [];
for (const id of ids) {
  const [p, d] = await Promise.all([open(patientCookie), open(doctorCookie)]);
  await p.emitWithAck("room:join", { appointmentId: id, peerSession: `bench-p-${id}` });
  await d.emitWithAck("room:join", { appointmentId: id, peerSession: `bench-d-${id}` });
  pairs.push({ id, patient: p, doctor: d });
}
console.log(`  ${SOCKETS} sockets connected and joined (${ROOMS} rooms) in ${Math.round(performance.now() - t0)} ms`);

// Every room at once: the patient sends MESSAGES_PER_ROOM messages one after another; latency is from the send to
// the message arriving at the doctor's socket (stored, then fanned out to the room).
const latencies: number[] = [];
const start = performance.now();
await Promise.all(
  pairs.map(async ({ id, patient: p, doctor: d }) => {
    for (let i = 0; i < MESSAGES_PER_ROOM; i++) {
      const clientId = `bench-${id}-${i}-xxxxxxxx`;
      const sentAt = performance.now();
      const arrived = new Promise<void>((resolve) => {
        const on = (m: { clientId: string }) => {
          if (m.clientId !== clientId) return;
          d.off("message:new", on);
          latencies.push(performance.now() - sentAt);
          resolve();
        };
        d.on("message:new", on);
      });
      p.emit("message:send", { appointmentId: id, clientId, text: `Message ${i} of room ${id}` });
      await arrived;
    }
  }),
);
const seconds = (performance.now() - start) / 1000;
latencies.sort((a, b) => a - b);
console.log(
  `  ${latencies.length} messages in ${seconds.toFixed(1)} s (${Math.round(latencies.length / seconds)} msg/s); fan-out to the other side p50 ${at(latencies, 50).toFixed(1)} ms, p99 ${at(latencies, 99).toFixed(1)} ms`,
);
for (const { patient: p, doctor: d } of pairs) {
  p.disconnect();
  d.disconnect();
}
server.close();
await db.destroy();
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
