/**
 * The consult room across two instances behind nginx, through Redis (the streams adapter): the patient's socket on
 * one instance and the doctor's on the other meet in the room — each sees the other join, messages and call
 * signalling cross between the instances, and the patient's second device, through nginx (WebSocket upgrade), gets
 * the whole conversation. Needs TEST_POSTGRES_URL (and Redis) and a production build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import { startCluster, CLUSTER_SESSION_SECRET } from "../../scripts/cluster.mjs";
import { createServices, useServicesForTesting, type AppServices } from "~/.server/app-context";
import { env, setEnvForTesting } from "~/.server/env";
import { startSession } from "~/.server/session";
import { bookConsult } from "~/.server/domain/consult";
import { moveOrder } from "~/.server/domain/orders/order-header";
import { getDoctorBySlug, onlineResourceOf } from "~/.server/domain/doctors";
import { slotsWithPlaces } from "~/.server/domain/scheduling";

const BASE_PORT = 8370;

type Cluster = { url: string; databaseUrl: string; apps: { url: string }[]; stop(): Promise<void> };

describe.skipIf(!process.env.TEST_POSTGRES_URL)("the consult room on two instances", () => {
  let cluster: Cluster;
  let services: AppServices;
  let appointmentId = 0;
  const cookies = { patient: "", doctor: "" };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    cluster = (await startCluster({ basePort: BASE_PORT, contentService: false })) as Cluster;
    services = await createServices(cluster.databaseUrl);
    useServicesForTesting(services);
    setEnvForTesting({ ...env(), SESSION_SECRET: CLUSTER_SESSION_SECRET });
    const db = services.db;
    const accountOf = async (mobile: string) => (await db.selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow()).id;
    const patient = await accountOf("9000000001");
    const doctor = await accountOf("9000000201");
    cookies.patient = (await startSession({ accountId: patient, mobileNumber: "9000000001", countryCode: "+91", isCircleMember: false })).split(";")[0];
    cookies.doctor = (await startSession({ accountId: doctor, mobileNumber: "9000000201", countryCode: "+91", isCircleMember: false })).split(";")[0];
    const patientId = (await db.selectFrom("patients").select("id").where("account_id", "=", patient).executeTakeFirstOrThrow()).id;
    const ramesh = await getDoctorBySlug(db, "dr-ramesh-kumar-reddy");
    const slot = (await slotsWithPlaces(db, onlineResourceOf(ramesh), new Date())).find((s) => s.available)!;
    const booked = await bookConsult(db, { accountId: patient, patientId, doctorId: ramesh.id, mode: "ONLINE", consultType: "VIDEO", slotDateTimeInUTC: slot.slotDateTimeInUTC, idempotencyKey: `cluster-room-${process.pid}` });
    appointmentId = booked.orderId;
    await moveOrder(db, { kind: "CONSULT", orderId: appointmentId, to: "CONFIRMED", actor: "payment" });
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    setEnvForTesting(null);
    useServicesForTesting(null);
    await services?.db.destroy();
    await services?.cache.close();
    await cluster?.stop();
  });

  const open = (base: string, cookie: string) =>
    new Promise<Socket>((resolve, reject) => {
      const s = connect(base, { path: "/socket.io", transports: ["websocket"], extraHeaders: { cookie, origin: base }, reconnection: false, forceNew: true });
      sockets.push(s);
      s.once("connect", () => resolve(s));
      s.once("connect_error", reject);
    });

  it("a patient on one instance and the doctor on the other meet, chat and signal; a second device through nginx catches up", async () => {
    const [app1, app2] = cluster.apps;
    const patient = await open(app1.url, cookies.patient);
    expect(await patient.emitWithAck("room:join", { appointmentId, peerSession: "patient-page-1" })).toMatchObject({ ok: true, role: "PATIENT", peers: [] });

    const doctor = await open(app2.url, cookies.doctor);
    const doctorJoined = new Promise((r) => patient.once("peer:joined", r));
    // The doctor's instance learns from the other that the patient is there.
    expect(await doctor.emitWithAck("room:join", { appointmentId, peerSession: "doctor-page-1" })).toMatchObject({ ok: true, role: "DOCTOR", peers: [{ role: "PATIENT", peerSession: "patient-page-1" }] });
    expect(await doctorJoined).toMatchObject({ role: "DOCTOR", peerSession: "doctor-page-1" });

    // A room's messages reach both people, the sender too (its other devices): wait for the one sent, by its words,
    // since the sender's own copy can arrive through Redis after the next listener is set.
    const arrival = (s: Socket, text: string) =>
      new Promise<{ text: string }>((r) => {
        const on = (m: { text: string }) => {
          if (m.text !== text) return;
          s.off("message:new", on);
          r(m);
        };
        s.on("message:new", on);
      });
    const atDoctor = arrival(doctor, "Namaste doctor, fever since Monday.");
    await patient.emitWithAck("message:send", { appointmentId, clientId: "cluster-message-0001", text: "Namaste doctor, fever since Monday." });
    expect((await atDoctor).text).toBe("Namaste doctor, fever since Monday.");
    const atPatient = arrival(patient, "Please take paracetamol 650 mg.");
    await doctor.emitWithAck("message:send", { appointmentId, clientId: "cluster-message-0002", text: "Please take paracetamol 650 mg." });
    expect((await atPatient).text).toBe("Please take paracetamol 650 mg.");

    const offer = new Promise((r) => patient.once("rtc:signal", r));
    doctor.emit("rtc:signal", { appointmentId, type: "offer", callId: "cluster-call", sdp: "v=0" });
    expect(await offer).toMatchObject({ type: "offer", callId: "cluster-call", from: "DOCTOR" });

    // The patient's phone, through nginx: the upgrade passes and the whole conversation is there.
    const phone = await open(cluster.url, cookies.patient);
    const joined = (await phone.emitWithAck("room:join", { appointmentId, peerSession: "patient-phone-1" })) as { messages: { text: string }[] };
    expect(joined.messages.map((m) => m.text)).toEqual(["Namaste doctor, fever since Monday.", "Please take paracetamol 650 mg."]);
  });
});
