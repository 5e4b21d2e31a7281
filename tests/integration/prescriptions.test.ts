/**
 * Prescriptions on every database target: uploads checked by content and size (the spec's messages), odd file
 * names refused, files and records only for their owner, one lead per prescription, and the lab's console turning
 * a lead into a priced, audited order (or dropping it) — and refusing patients.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { createUserSession } from "~/.server/session";
import { localFileStorage, useFileStorageForTesting } from "~/.server/providers/file-storage";
import { createLeadForPrescription, PRESCRIPTIONS_PER_DAY, TOO_MANY_UPLOADS_MESSAGE, takeUploadPlace } from "~/.server/domain/lab-tests/prescriptions";
import { NO_ADDRESS_MESSAGE, type LeadSlotOption } from "~/.server/domain/lab-tests/prescription-leads";
import { SLOT_TAKEN_MESSAGE } from "~/.server/domain/scheduling/reschedule-slots";
import { itemByTag } from "~/.server/db/seed-data/catalogue";
import { action as uploadRoute } from "~/routes/resources.prescriptions.upload";
import { loader as fileRoute } from "~/routes/resources.prescriptions.$id";
import { loader as opsFileRoute } from "~/routes/resources.ops.prescriptions.$id";
import { leadsAction, leadsLoader } from "~/features/ops/leads/leads.server";
import { FILE_MAXIMUM_BYTES, INVALID_FILE_NAME_MESSAGE, INVALID_FILE_SIZE_MESSAGE, INVALID_FILE_TYPE_MESSAGE, UPLOAD_FAILED_MESSAGE } from "~/lib/prescription-upload";
import { TRANSITION_REFUSED_MESSAGE } from "~/.server/domain/lab-tests/lab-order-lifecycle";
import { targets, servicesOfTarget } from "./harness";
import type { GqlBody } from "./graphql-body";

const png = fs.readFileSync("tests/fixtures/prescription.png");
const pdf = fs.readFileSync("tests/fixtures/prescription.pdf");
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000)]);
const CBC = itemByTag("complete-blood-count-cbc").itemId;
const THYROID = itemByTag("thyroid-profile-total-t3-t4-tsh").itemId;

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "rx-files-"));
beforeAll(() => useFileStorageForTesting(localFileStorage(storageDir)));
afterAll(() => {
  useFileStorageForTesting(null);
  fs.rmSync(storageDir, { recursive: true, force: true });
});
const storedFiles = () => (fs.existsSync(path.join(storageDir, "prescriptions")) ? fs.readdirSync(path.join(storageDir, "prescriptions"), { recursive: true }).filter((f) => !String(f).endsWith(".type") && /[0-9a-f]{32}$/.test(String(f))).length : 0);

async function cookieFor(accountId: number, mobileNumber: string) {
  const res = await createUserSession({ accountId, mobileNumber, countryCode: "+91", isCircleMember: false }, "/");
  return res.headers.get("Set-Cookie")!.split(";")[0];
}

/** The upload route's answer, as far as these tests read it. */
interface UploadBody {
  message?: string;
  prescription: { id: number; leadOrderId: number; bytes: number; fileName: string };
}

/** A loader's answer: a Response to read as JSON, or Remix's data object. */
async function dataOf<T>(res: unknown): Promise<T> {
  const r = res as { json?: () => Promise<T>; data?: T };
  return (await r.json?.()) ?? (r.data as T);
}

async function upload(cookie: string | null, fields: { name: string; bytes: Buffer; patientId: number; consultId?: string }) {
  const form = new FormData();
  form.set("patientId", String(fields.patientId));
  if (fields.consultId) form.set("consultId", fields.consultId);
  form.set("file", new File([new Uint8Array(fields.bytes)], fields.name, { type: "image/png" }));
  const request = new Request("http://localhost/resources/prescriptions/upload", { method: "POST", body: form, headers: cookie ? { cookie } : {} });
  const res = await uploadRoute({ request, params: {}, context: {} });
  return { status: res.status, body: (await res.json()) as UploadBody };
}

const download = (loader: typeof fileRoute, id: number, cookie?: string) =>
  loader({ request: new Request(`http://localhost/resources/prescriptions/${id}`, { headers: cookie ? { cookie } : {} }), params: { id: String(id) }, context: {} });

async function gql(query: string, variables: Record<string, unknown>, cookie?: string): Promise<GqlBody> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}

/** Runs a loader or action that may throw a Response (redirects, 403/404), giving back the Response either way. */
async function settle(run: () => Promise<unknown>): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
}

const opsForm = (cookie: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) body.append(k, x);
  return new Request("http://localhost/ops/leads", { method: "POST", body, headers: { cookie, "content-type": "application/x-www-form-urlencoded" } });
};

describe.each(targets)("prescriptions on $name", (target) => {
  const services = servicesOfTarget(target);
  let a: { accountId: number; patientId: number; cookie: string };
  let b: { accountId: number; patientId: number; cookie: string };
  let ops: { accountId: number; cookie: string };

  beforeAll(async () => {
    const db = services().db;
    const who = async (mobile: string) => {
      const account = await db.selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow();
      const patient = await db.selectFrom("patients").select("id").where("account_id", "=", account.id).orderBy("id").executeTakeFirst();
      return { accountId: account.id, patientId: patient?.id ?? 0, cookie: await cookieFor(account.id, mobile) };
    };
    a = await who("9000000001");
    b = await who("9000000002");
    ops = await who("9000000103");
  });

  const prescriptionCount = async () => Number((await services().db.selectFrom("patient_prescriptions").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const leadOf = (prescriptionId: number) => services().db.selectFrom("diagnostic_orders").selectAll().where("lead_prescription_id", "=", prescriptionId).execute();

  it("an upload is stored, listed and becomes one 'Prescription Uploaded' lead: NEW_LEAD, payment NONE, no line items", async () => {
    const r = await upload(a.cookie, { name: "Rx (Dr. Rao), 23-11.png", bytes: png, patientId: a.patientId, consultId: "consult-42" });
    expect(r.status).toBe(201);
    expect(r.body.prescription).toMatchObject({ fileName: "Rx (Dr. Rao), 23-11.png", contentType: "image/png", bytes: png.length, consultId: "consult-42", leadOrderStatus: "NEW_LEAD" });
    const [lead] = await leadOf(r.body.prescription.id);
    expect(lead).toMatchObject({ order_status: "NEW_LEAD", patient_id: a.patientId, account_id: a.accountId, pre_booking_id: null });
    const parent = await services().db.selectFrom("diagnostic_parent_orders").selectAll().where("id", "=", lead.parent_order_id).executeTakeFirstOrThrow();
    expect(parent).toMatchObject({ payment_type: "NONE", order_status: "NEW_LEAD", to_pay: 0 });
    const lines = await services().db.selectFrom("diagnostic_order_line_items").select("id").where("order_id", "=", lead.id).execute();
    expect(lines).toEqual([]);

    const listed = await gql(`query($p: ID!) { getPatientPrescriptions(patientId: $p, limit: 5) { id fileName leadOrderStatus fileUrl } }`, { p: a.patientId }, a.cookie);
    expect(listed.data.getPatientPrescriptions[0]).toMatchObject({ id: String(r.body.prescription.id), leadOrderStatus: "NEW_LEAD" });

    const file = await download(fileRoute, r.body.prescription.id, a.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    // nosniff comes with every response from the server (security-headers.ts), not from the route: once only.
    expect(file.headers.get("x-content-type-options")).toBeNull();
    expect(file.headers.get("content-disposition")).toBe('inline; filename="Rx (Dr. Rao), 23-11.png"');
    expect(file.headers.get("cache-control")).toMatch(/no-store/);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png);
  });

  it("a pdf downloads as an attachment of type application/pdf", async () => {
    const r = await upload(a.cookie, { name: "report.pdf", bytes: pdf, patientId: a.patientId });
    expect(r.status).toBe(201);
    const file = await download(fileRoute, r.body.prescription.id, a.cookie);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="report.pdf"');
  });

  it("refuses a renamed executable and a text file named .png, by content, and keeps nothing", async () => {
    const before = { rows: await prescriptionCount(), files: storedFiles() };
    expect(await upload(a.cookie, { name: "prescription.png", bytes: elf, patientId: a.patientId })).toEqual({ status: 400, body: { status: false, message: INVALID_FILE_TYPE_MESSAGE } });
    expect((await upload(a.cookie, { name: "prescription.png", bytes: Buffer.from("#!/bin/sh\nrm -rf /\n"), patientId: a.patientId })).body.message).toBe(INVALID_FILE_TYPE_MESSAGE);
    expect((await upload(a.cookie, { name: "prescription.exe", bytes: elf, patientId: a.patientId })).body.message).toBe(INVALID_FILE_TYPE_MESSAGE);
    expect((await upload(a.cookie, { name: "prescription.jpg", bytes: pdf, patientId: a.patientId })).body.message).toBe(INVALID_FILE_TYPE_MESSAGE);
    expect({ rows: await prescriptionCount(), files: storedFiles() }).toEqual(before);
  });

  it("refuses 3 MB + 1 byte with the spec's message and accepts exactly the 3,000,000-byte maximum", async () => {
    const before = await prescriptionCount();
    const over = Buffer.concat([png, Buffer.alloc(FILE_MAXIMUM_BYTES + 1 - png.length)]);
    expect(await upload(a.cookie, { name: "big.png", bytes: over, patientId: a.patientId })).toEqual({ status: 413, body: { status: false, message: INVALID_FILE_SIZE_MESSAGE } });
    expect(await prescriptionCount()).toBe(before);
    const exact = await upload(a.cookie, { name: "big.png", bytes: over.subarray(0, FILE_MAXIMUM_BYTES), patientId: a.patientId });
    expect(exact.status).toBe(201);
    expect(exact.body.prescription.bytes).toBe(FILE_MAXIMUM_BYTES);
  });

  it.each([
    ["a script tag", "<script>alert(1)</script>.png"],
    ["non-ASCII letters", "पर्चा.png"],
    ["an emoji", "rx💊.png"],
  ])("refuses a file name with %s and keeps nothing", async (_, name) => {
    const before = { rows: await prescriptionCount(), files: storedFiles() };
    const r = await upload(a.cookie, { name, bytes: png, patientId: a.patientId });
    expect(r).toEqual({ status: 400, body: { status: false, message: INVALID_FILE_NAME_MESSAGE } });
    expect({ rows: await prescriptionCount(), files: storedFiles() }).toEqual(before);
  });

  it("a quote in a multipart file name is a malformed body: 'Upload Failed. Please try again.', nothing kept", async () => {
    const before = { rows: await prescriptionCount(), files: storedFiles() };
    expect(await upload(a.cookie, { name: 'rx";x.png', bytes: png, patientId: a.patientId })).toEqual({ status: 400, body: { status: false, message: UPLOAD_FAILED_MESSAGE } });
    expect({ rows: await prescriptionCount(), files: storedFiles() }).toEqual(before);
  });

  it("a path in a multipart file name is dropped (the base name is kept); the file is stored under a key the server made", async () => {
    const r = await upload(a.cookie, { name: "../../etc/passwd.png", bytes: png, patientId: a.patientId });
    expect(r.status).toBe(201);
    expect(r.body.prescription.fileName).toBe("passwd.png");
    const row = await services().db.selectFrom("patient_prescriptions").select("file_key").where("id", "=", r.body.prescription.id).executeTakeFirstOrThrow();
    expect(row.file_key).toMatch(new RegExp(`^prescriptions/${a.accountId}/[0-9a-f]{32}$`));
    expect(fs.existsSync("/etc/passwd.png")).toBe(false);
  });

  it.each([["path traversal", "../../etc/passwd.png"], ["a quote", 'rx".png'], ["a script tag", "<img src=x onerror=alert(1)>.png"]])(
    "addPatientPrescriptionRecord refuses a file name with %s",
    async (_, fileName) => {
      const up = await gql(`mutation($t: String!, $b: String!) { uploadFile(fileType: $t, base64FileInput: $b) { fileKey } }`, { t: "png", b: png.toString("base64") }, a.cookie);
      const rec = await gql(
        `mutation($i: PrescriptionRecordInput!) { addPatientPrescriptionRecord(prescriptionInput: $i) { id } }`,
        { i: { patientId: String(a.patientId), fileKey: up.data.uploadFile.fileKey, fileName } },
        a.cookie,
      );
      expect(rec.errors?.[0]).toMatchObject({ message: INVALID_FILE_NAME_MESSAGE, extensions: { code: "BAD_USER_INPUT" } });
    },
  );

  it("another account can neither fetch, list, record nor upload for one's prescriptions", async () => {
    const mine = (await upload(a.cookie, { name: "mine.png", bytes: png, patientId: a.patientId })).body.prescription;
    expect((await download(fileRoute, mine.id, b.cookie)).status).toBe(404);
    expect((await download(fileRoute, mine.id)).status).toBe(404);
    expect((await download(fileRoute, 999_999, a.cookie)).status).toBe(404);
    const list = await gql(`query($p: ID!) { getPatientPrescriptions(patientId: $p) { id } }`, { p: a.patientId }, b.cookie);
    expect(list.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const blob = await gql(`mutation($id: ID!) { fetchBlobURLWithPRISMData(prescriptionId: $id) { url } }`, { id: mine.id }, b.cookie);
    expect(blob.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(`mutation($id: ID!) { fetchBlobURLWithPRISMData(prescriptionId: $id) { url } }`, { id: mine.id }, a.cookie)).data.fetchBlobURLWithPRISMData.url).toMatch(new RegExp(`^/resources/health-records/file\\?record=prescription-${mine.id}&file=0&expires=\\d+&signature=`));
    // Uploading for someone else's patient changes nothing.
    const before = await prescriptionCount();
    expect(await upload(b.cookie, { name: "x.png", bytes: png, patientId: a.patientId })).toEqual({ status: 404, body: { status: false, message: UPLOAD_FAILED_MESSAGE } });
    expect(await upload(null, { name: "x.png", bytes: png, patientId: a.patientId })).toMatchObject({ status: 401 });
    // A stored file of account A cannot be recorded by account B.
    const up = await gql(`mutation($t: String!, $b: String!) { uploadFile(fileType: $t, base64FileInput: $b) { status message fileKey } }`, { t: "png", b: png.toString("base64") }, a.cookie);
    const rec = await gql(
      `mutation($i: PrescriptionRecordInput!) { addPatientPrescriptionRecord(prescriptionInput: $i) { id } }`,
      { i: { patientId: String(b.patientId), fileKey: up.data.uploadFile.fileKey, fileName: "stolen.png" } },
      b.cookie,
    );
    expect(rec.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(await prescriptionCount()).toBe(before);
  });

  it("uploadFile and addPatientPrescriptionRecord over GraphQL: content checked, one record and lead", async () => {
    const refused = await gql(`mutation($t: String!, $b: String!) { uploadFile(fileType: $t, base64FileInput: $b) { status message fileKey } }`, { t: "png", b: elf.toString("base64") }, a.cookie);
    expect(refused.data.uploadFile).toEqual({ status: false, message: INVALID_FILE_TYPE_MESSAGE, fileKey: null });
    const up = await gql(`mutation($t: String!, $b: String!) { uploadFile(fileType: $t, base64FileInput: $b) { status message fileKey } }`, { t: "pdf", b: pdf.toString("base64") }, a.cookie);
    expect(up.data.uploadFile.status).toBe(true);
    const add = `mutation($i: PrescriptionRecordInput!) { addPatientPrescriptionRecord(prescriptionInput: $i) { id fileName contentType doctorName leadOrderStatus } }`;
    const wrongName = await gql(add, { i: { patientId: String(a.patientId), fileKey: up.data.uploadFile.fileKey, fileName: "rx.png" } }, a.cookie);
    expect(wrongName.errors?.[0].message).toBe(INVALID_FILE_TYPE_MESSAGE);
    const rec = await gql(add, { i: { patientId: String(a.patientId), fileKey: up.data.uploadFile.fileKey, fileName: "rx.pdf", doctorName: "Dr. Rao" } }, a.cookie);
    expect(rec.data.addPatientPrescriptionRecord).toMatchObject({ fileName: "rx.pdf", contentType: "application/pdf", doctorName: "Dr. Rao", leadOrderStatus: "NEW_LEAD" });
    // The same file cannot be recorded twice.
    const again = await gql(add, { i: { patientId: String(a.patientId), fileKey: up.data.uploadFile.fileKey, fileName: "rx.pdf" } }, a.cookie);
    expect(again.errors?.[0].message).toBe(UPLOAD_FAILED_MESSAGE);
    expect(await leadOf(Number(rec.data.addPatientPrescriptionRecord.id))).toHaveLength(1);
    // Signed out: UNAUTHENTICATED.
    expect((await gql(`query($p: ID!) { getPatientPrescriptions(patientId: $p) { id } }`, { p: a.patientId })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("creates the lead once per prescription", async () => {
    const r = (await upload(a.cookie, { name: "once.png", bytes: png, patientId: a.patientId })).body.prescription;
    const db = services().db;
    const first = r.leadOrderId;
    expect(await createLeadForPrescription(db, r.id)).toBe(first);
    expect(await db.transaction().execute((trx) => createLeadForPrescription(trx, r.id))).toBe(first);
    expect(await leadOf(r.id)).toHaveLength(1);
  });

  it(`refuses more than ${PRESCRIPTIONS_PER_DAY} uploads a day from one account, storing nothing`, async () => {
    const db = services().db;
    // Use up the rest of the day's places.
    for (let i = 0; i < PRESCRIPTIONS_PER_DAY; i++) await takeUploadPlace(db, b.accountId).catch(() => undefined);
    const files = storedFiles();
    expect(await upload(b.cookie, { name: "one-more.png", bytes: png, patientId: b.patientId })).toEqual({ status: 400, body: { status: false, message: TOO_MANY_UPLOADS_MESSAGE } });
    expect(storedFiles()).toBe(files);
    await db.deleteFrom("upload_quota").where("account_id", "=", b.accountId).execute();
  });

  describe("the lab's leads page", () => {
    it("refuses patients and visitors", async () => {
      const patient = await settle(() => leadsLoader(new Request("http://localhost/ops/leads", { headers: { cookie: a.cookie } })));
      expect(patient.status).toBe(403);
      const visitor = await settle(() => leadsLoader(new Request("http://localhost/ops/leads")));
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("location")).toBe("/login?continue=%2Fops%2Fleads");
      const act = await settle(() => leadsAction(opsForm(a.cookie, { intent: "drop", orderId: "1", reason: "x" })));
      expect(act.status).toBe(403);
      expect((await settle(() => opsFileRoute({ request: new Request("http://localhost/x", { headers: { cookie: a.cookie } }), params: { id: "1" }, context: {} }))).status).toBe(403);
    });

    it("lists the lead with its prescription (viewable by staff) and prices picked tests", async () => {
      const r = (await upload(a.cookie, { name: "lead.png", bytes: png, patientId: a.patientId })).body.prescription;
      const res = await settle(() => leadsLoader(new Request(`http://localhost/ops/leads?lead=${r.leadOrderId}&q=cbc&items=${CBC}`, { headers: { cookie: ops.cookie } })));
      const d = await dataOf<{ leads: { orderId: number }[]; selected: unknown; results: { itemId: number }[]; preview: { lines: { itemId: number }[] } }>(res);
      expect(d.leads.map((l) => l.orderId)).toContain(r.leadOrderId);
      expect(d.selected).toMatchObject({ orderId: r.leadOrderId, prescriptionId: r.id });
      expect(d.results.map((i) => i.itemId)).toContain(CBC);
      expect(d.preview.lines.map((l) => l.itemId)).toEqual([CBC]);
      const file = await opsFileRoute({ request: new Request("http://localhost/x", { headers: { cookie: ops.cookie } }), params: { id: String(r.id) }, context: {} });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/png");
    });

    /** The slots the console offers for this lead (booking's slots of the lead's city with a free place). */
    async function leadSlots(orderId: number): Promise<LeadSlotOption[]> {
      const res = await settle(() => leadsLoader(new Request(`http://localhost/ops/leads?lead=${orderId}`, { headers: { cookie: ops.cookie } })));
      return (await dataOf<{ slots: LeadSlotOption[] }>(res)).slots;
    }
    const bookedOf = async (slotId: number) =>
      (await services().db.selectFrom("booking_slots").select("booked").where("id", "=", slotId).executeTakeFirstOrThrow()).booked;

    it("turns a lead into a priced order with a pre-booking id, once, audited, taking a place in the slot", async () => {
      const r = (await upload(a.cookie, { name: "convert.png", bytes: png, patientId: a.patientId })).body.prescription;
      const orderId = r.leadOrderId as number;
      const slots = await leadSlots(orderId);
      expect(slots.length).toBeGreaterThan(1);
      const slot = slots.at(-1)!;
      const slotDateTimeInUTC = slot.slotDateTimeInUTC;
      const db = services().db;
      const bookedBefore = await bookedOf(slot.slotId);
      const firstBookedBefore = await bookedOf(slots[0].slotId);
      const offHour = new Date(Date.parse(slotDateTimeInUTC) + 30 * 60_000).toISOString();

      // Bad input changes nothing.
      for (const bad of [
        { itemId: [] as string[], slotDateTimeInUTC },
        { itemId: [String(CBC)], slotDateTimeInUTC: "2020-01-01T04:30:00.000Z" },
        { itemId: [String(CBC)], slotDateTimeInUTC: offHour },
        { itemId: [String(CBC)], slotDateTimeInUTC: "" },
        { itemId: ["99999999"], slotDateTimeInUTC },
      ]) {
        const res = await settle(() => leadsAction(opsForm(ops.cookie, { intent: "convert", orderId: String(orderId), ...bad })));
        expect(res.status).toBe(400);
      }
      expect((await db.selectFrom("diagnostic_orders").select("order_status").where("id", "=", orderId).executeTakeFirstOrThrow()).order_status).toBe("NEW_LEAD");

      const done = await settle(() => leadsAction(opsForm(ops.cookie, { intent: "convert", orderId: String(orderId), itemId: [String(CBC), String(THYROID)], slotDateTimeInUTC })));
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toMatch(/^\/ops\/leads\?done=converted&ref=PB\d{8}$/);

      const order = await db.selectFrom("diagnostic_orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(order.order_status).toBe("ORDER_PLACED");
      expect(order.pre_booking_id).toMatch(/^PB\d{8}$/);
      expect(order.slot_duration_minutes).toBe(60);
      expect(order).toMatchObject({ slot_id: slot.slotId, slot_date_time_in_utc: slotDateTimeInUTC });
      expect(await bookedOf(slot.slotId)).toBe(bookedBefore + 1);
      const lines = await db.selectFrom("diagnostic_order_line_items").selectAll().where("order_id", "=", orderId).orderBy("item_id").execute();
      expect(lines.map((l) => l.item_id).sort()).toEqual([CBC, THYROID].sort());
      expect(lines.every((l) => Number.isInteger(l.price) && l.price > 0)).toBe(true);
      expect(order.total_price).toBe(lines.reduce((s, l) => s + l.price, 0));
      const parent = await db.selectFrom("diagnostic_parent_orders").selectAll().where("id", "=", order.parent_order_id).executeTakeFirstOrThrow();
      expect(parent).toMatchObject({ order_status: "ORDER_PLACED", payment_type: "COD", slot_id: slot.slotId, slot_date_time_in_utc: slotDateTimeInUTC });
      expect(parent.to_pay).toBe(JSON.parse(parent.billing).toPay);
      expect(parent.to_pay).toBeGreaterThanOrEqual(order.total_price);
      const history = await db.selectFrom("diagnostic_order_status_history").select(["order_status", "actor"]).where("order_id", "=", orderId).orderBy("id").execute();
      expect(history).toEqual([{ order_status: "NEW_LEAD", actor: `patient:${a.accountId}` }, { order_status: "ORDER_PLACED", actor: `ops:${ops.accountId}` }]);
      // Changes only: staff views of the lead are audited too (VIEW_*).
      const audit = await db.selectFrom("ops_audit").selectAll().where("order_id", "=", orderId).where("action", "not like", "VIEW_%").execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ account_id: ops.accountId, action: "LEAD_CONVERTED" });
      expect(JSON.parse(audit[0].detail!)).toMatchObject({ prescriptionId: r.id, preBookingId: order.pre_booking_id });

      // A second conversion (another staff member, a double click) is refused and writes nothing.
      const again = await settle(() => leadsAction(opsForm(ops.cookie, { intent: "convert", orderId: String(orderId), itemId: [String(CBC)], slotDateTimeInUTC: slots[0].slotDateTimeInUTC })));
      expect(again.status).toBe(400);
      expect(await bookedOf(slots[0].slotId)).toBe(firstBookedBefore);
      expect(await bookedOf(slot.slotId)).toBe(bookedBefore + 1);
      expect((await dataOf<{ formError?: string }>(again)).formError).toBe(TRANSITION_REFUSED_MESSAGE);
      expect(await db.selectFrom("diagnostic_order_line_items").select("id").where("order_id", "=", orderId).execute()).toHaveLength(2);
      expect(await db.selectFrom("ops_audit").select("id").where("order_id", "=", orderId).where("action", "not like", "VIEW_%").execute()).toHaveLength(1);
    });

    it("refuses to convert into a full slot, changing nothing, and stops offering it", async () => {
      const r = (await upload(a.cookie, { name: "full-slot.png", bytes: png, patientId: a.patientId })).body.prescription;
      const orderId = r.leadOrderId as number;
      const db = services().db;
      const slot = (await leadSlots(orderId))[0];
      // Every place taken (by patients' bookings) while staff were on the phone.
      await db.updateTable("booking_slots").set((eb) => ({ booked: eb.ref("capacity") })).where("id", "=", slot.slotId).execute();
      const full = await bookedOf(slot.slotId);

      const refused = await settle(() => leadsAction(opsForm(ops.cookie, { intent: "convert", orderId: String(orderId), itemId: [String(CBC)], slotDateTimeInUTC: slot.slotDateTimeInUTC })));
      expect(refused.status).toBe(400);
      expect((await refused.json()).formError).toBe(SLOT_TAKEN_MESSAGE);
      const order = await db.selectFrom("diagnostic_orders").select(["order_status", "slot_id", "pre_booking_id"]).where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(order).toEqual({ order_status: "NEW_LEAD", slot_id: null, pre_booking_id: null });
      expect(await db.selectFrom("diagnostic_order_line_items").select("id").where("order_id", "=", orderId).execute()).toHaveLength(0);
      expect(await db.selectFrom("ops_audit").select("id").where("order_id", "=", orderId).where("action", "not like", "VIEW_%").execute()).toHaveLength(0);
      expect(await db.selectFrom("diagnostic_order_status_history").select("order_status").where("order_id", "=", orderId).execute()).toEqual([{ order_status: "NEW_LEAD" }]);
      expect(await bookedOf(slot.slotId)).toBe(full);
      expect((await leadSlots(orderId)).map((s) => s.slotId)).not.toContain(slot.slotId);
    });

    it("needs an address for home collection: refused without one, and takes the one added since the upload", async () => {
      const db = services().db;
      const at = new Date().toISOString();
      const account = await db.insertInto("accounts").values({ country_code: "+91", mobile_number: "9000000199", created_at: at }).returning("id").executeTakeFirstOrThrow();
      const patient = await db
        .insertInto("patients")
        .values({ account_id: account.id, uhid: "APJ1.0099999999", first_name: "Meera", last_name: "Iyer", gender: "F", date_of_birth: "01/01/1990", relation: "me", mobile_number: "9000000199", created_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      const cookie = await cookieFor(account.id, "9000000199");
      const r = (await upload(cookie, { name: "no-address.png", bytes: png, patientId: patient.id })).body.prescription;
      const slotAt = (await leadSlots(r.leadOrderId)).at(-1)!.slotDateTimeInUTC;
      const convert = () => settle(() => leadsAction(opsForm(ops.cookie, { intent: "convert", orderId: String(r.leadOrderId), itemId: [String(CBC)], slotDateTimeInUTC: slotAt })));
      const refused = await convert();
      expect(refused.status).toBe(400);
      expect((await refused.json()).formError).toBe(NO_ADDRESS_MESSAGE);
      await db
        .insertInto("addresses")
        .values({ account_id: account.id, name: "Home", address_line1: "4 Hill Road", pincode: "500085", city: "Hyderabad", city_id: 9, state: "Telangana", state_code: "TG", latitude: 17.4927, longitude: 78.3966, is_default: 1, created_at: at })
        .execute();
      expect((await convert()).status).toBe(302);
      const order = await db.selectFrom("diagnostic_orders").select(["order_status", "parent_order_id"]).where("id", "=", r.leadOrderId).executeTakeFirstOrThrow();
      expect(order.order_status).toBe("ORDER_PLACED");
      const parent = await db.selectFrom("diagnostic_parent_orders").select(["address", "city_id"]).where("id", "=", order.parent_order_id).executeTakeFirstOrThrow();
      expect(JSON.parse(parent.address)).toMatchObject({ addressLine1: "4 Hill Road", pincode: "500085" });
      expect(parent.city_id).toBe(9);
    });

    it("drops a lead ('Order Aborted'), audited, with a reason", async () => {
      const r = (await upload(a.cookie, { name: "drop.png", bytes: png, patientId: a.patientId })).body.prescription;
      const noReason = await settle(() => leadsAction(opsForm(ops.cookie, { intent: "drop", orderId: String(r.leadOrderId), reason: " " })));
      expect(noReason.status).toBe(400);
      const done = await settle(() => leadsAction(opsForm(ops.cookie, { intent: "drop", orderId: String(r.leadOrderId), reason: "Not reachable after three calls" })));
      expect(done.headers.get("location")).toBe("/ops/leads?done=dropped");
      const db = services().db;
      expect((await db.selectFrom("diagnostic_orders").select("order_status").where("id", "=", r.leadOrderId).executeTakeFirstOrThrow()).order_status).toBe("LEAD_DROPPED");
      expect((await db.selectFrom("ops_audit").select("action").where("order_id", "=", r.leadOrderId).execute()).map((x) => x.action)).toEqual(["LEAD_DROPPED"]);
      const listed = await gql(`query($p: ID!) { getPatientPrescriptions(patientId: $p, limit: 50) { id leadOrderStatus } }`, { p: a.patientId }, a.cookie);
      expect(listed.data.getPatientPrescriptions.find((p) => p.id === String(r.id))?.leadOrderStatus).toBe("LEAD_DROPPED");
    });
  });
});
