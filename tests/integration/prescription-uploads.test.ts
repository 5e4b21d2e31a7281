/**
 * Prescription uploads on every database target: the day's upload limit holds when many uploads arrive at once
 * (page and GraphQL uploadFile alike), files uploadFile stored but nobody attached are deleted after an hour, and an
 * image that would unpack to a huge bitmap is refused before staff could open it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { createUserSession } from "~/.server/session";
import { localFileStorage, useFileStorageForTesting } from "~/.server/providers/file-storage";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  PRESCRIPTIONS_PER_DAY,
  TOO_MANY_UPLOADS_MESSAGE,
  UNATTACHED_UPLOAD_TTL_MS,
  deleteUnattachedUploads,
} from "~/.server/domain/lab-tests/prescriptions";
import { action as uploadRoute } from "~/routes/resources.prescriptions.upload";
import { targets, servicesOfTarget } from "./harness";
import type { GqlBody } from "./graphql-body";

const png = fs.readFileSync("tests/fixtures/prescription.png");

/** A PNG of a few hundred bytes whose header says 20000 × 20000 (400 megapixels). */
function hugeDimensionPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE((zlib as unknown as { crc32(b: Buffer): number }).crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(20001 * 20))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

let storageDir = "";
const storedFiles = (accountId: number) => {
  const dir = path.join(storageDir, "prescriptions", String(accountId));
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^[0-9a-f]{32}$/.test(f)).length : 0;
};

async function cookieFor(accountId: number, mobileNumber: string) {
  const res = await createUserSession({ accountId, mobileNumber, countryCode: "+91", isCircleMember: false }, "/");
  return res.headers.get("Set-Cookie")!.split(";")[0];
}

async function pageUpload(cookie: string, patientId: number, name: string, bytes: Buffer) {
  const form = new FormData();
  form.set("patientId", String(patientId));
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
  const res = await uploadRoute({ request: new Request("http://localhost/resources/prescriptions/upload", { method: "POST", body: form, headers: { cookie } }), params: {}, context: {} });
  return { status: res.status, body: (await res.json()) as { status?: boolean; message?: string; prescription?: { id: number } } };
}

async function gql(query: string, variables: Record<string, unknown>, cookie: string) {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}
const UPLOAD_FILE = `mutation($t: String!, $b: String!) { uploadFile(fileType: $t, base64FileInput: $b) { status message fileKey } }`;
const ADD_RECORD = `mutation($i: PrescriptionRecordInput!) { addPatientPrescriptionRecord(prescriptionInput: $i) { id } }`;

describe.each(targets)("prescription uploads on $name", (target) => {
  const services = servicesOfTarget(target);
  // Each target gets its own storage: account ids repeat between databases.
  beforeAll(() => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "rx-uploads-"));
    useFileStorageForTesting(localFileStorage(storageDir));
  });
  afterAll(() => {
    useFileStorageForTesting(null);
    fs.rmSync(storageDir, { recursive: true, force: true });
  });
  const who = async (mobile: string) => {
    const db = services().db;
    const account = await db.selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow();
    const patient = await db.selectFrom("patients").select("id").where("account_id", "=", account.id).orderBy("id").executeTakeFirstOrThrow();
    return { accountId: account.id, patientId: patient.id, cookie: await cookieFor(account.id, mobile) };
  };
  const prescriptionsOf = async (accountId: number) =>
    Number((await services().db.selectFrom("patient_prescriptions").select((eb) => eb.fn.countAll<number>().as("n")).where("account_id", "=", accountId).executeTakeFirstOrThrow()).n);

  it(`40 uploads at once from one account: exactly ${PRESCRIPTIONS_PER_DAY} are recorded, the rest get the limit's message and store nothing`, async () => {
    const a = await who("9000000001");
    const before = await prescriptionsOf(a.accountId);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => pageUpload(a.cookie, a.patientId, `rx-${i}.png`, png)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(PRESCRIPTIONS_PER_DAY);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(40 - PRESCRIPTIONS_PER_DAY);
    for (const r of refused) expect(r).toEqual({ status: 400, body: { status: false, message: TOO_MANY_UPLOADS_MESSAGE } });
    expect((await prescriptionsOf(a.accountId)) - before).toBe(PRESCRIPTIONS_PER_DAY);
    expect(storedFiles(a.accountId)).toBe(PRESCRIPTIONS_PER_DAY);
  });

  it("uploadFile counts in the same daily limit: 40 at once store exactly 30, and the page is refused after them", async () => {
    const b = await who("9000000002");
    const results = await Promise.all(Array.from({ length: 40 }, () => gql(UPLOAD_FILE, { t: "png", b: png.toString("base64") }, b.cookie)));
    const stored = results.filter((r) => r.data?.uploadFile.status === true);
    expect(stored).toHaveLength(PRESCRIPTIONS_PER_DAY);
    for (const r of results.filter((x) => x.data?.uploadFile.status !== true)) {
      expect(r.data.uploadFile).toEqual({ status: false, message: TOO_MANY_UPLOADS_MESSAGE, fileKey: null });
    }
    expect(storedFiles(b.accountId)).toBe(PRESCRIPTIONS_PER_DAY);
    expect(await pageUpload(b.cookie, b.patientId, "one-more.png", png)).toEqual({ status: 400, body: { status: false, message: TOO_MANY_UPLOADS_MESSAGE } });
    // Attaching an uploaded file is not a second upload: it is recorded though the day's places are used up.
    const attached = await gql(ADD_RECORD, { i: { patientId: String(b.patientId), fileKey: stored[0].data.uploadFile.fileKey, fileName: "rx.png" } }, b.cookie);
    expect(attached.errors).toBeUndefined();
    expect(attached.data.addPatientPrescriptionRecord.id).toBeTruthy();
  });

  it("files uploadFile stored that no prescription names within an hour are deleted from storage and the database; attached ones stay", async () => {
    const db = services().db;
    const c = await who("9876543210");
    const keep = (await gql(UPLOAD_FILE, { t: "png", b: png.toString("base64") }, c.cookie)).data.uploadFile.fileKey as string;
    const orphan = (await gql(UPLOAD_FILE, { t: "png", b: png.toString("base64") }, c.cookie)).data.uploadFile.fileKey as string;
    const attached = await gql(ADD_RECORD, { i: { patientId: String(c.patientId), fileKey: keep, fileName: "kept.png" } }, c.cookie);
    expect(attached.errors).toBeUndefined();
    expect(storedFiles(c.accountId)).toBe(2);

    // Within the hour nothing goes.
    await deleteUnattachedUploads(db, new Date(Date.now() + UNATTACHED_UPLOAD_TTL_MS - 60_000));
    expect(storedFiles(c.accountId)).toBe(2);

    const deleted = await deleteUnattachedUploads(db, new Date(Date.now() + UNATTACHED_UPLOAD_TTL_MS + 60_000));
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(storedFiles(c.accountId)).toBe(1);
    expect(await db.selectFrom("pending_uploads").select("file_key").where("file_key", "in", [keep, orphan]).execute()).toEqual([]);
    const record = await db.selectFrom("patient_prescriptions").select("file_key").where("account_id", "=", c.accountId).where("file_name", "=", "kept.png").executeTakeFirstOrThrow();
    expect(record.file_key).toBe(keep);
    // A swept file cannot be attached afterwards.
    const late = await gql(ADD_RECORD, { i: { patientId: String(c.patientId), fileKey: orphan, fileName: "late.png" } }, c.cookie);
    expect(late.errors?.[0].message).toBe("File not found");
  });

  it("a PNG of a few hundred bytes declaring 20000 × 20000 pixels is refused (page and uploadFile), storing nothing", async () => {
    const bomb = hugeDimensionPng();
    expect(bomb.length).toBeLessThan(2000);
    const c = await who("9876543210");
    const files = storedFiles(c.accountId);
    expect(await pageUpload(c.cookie, c.patientId, "scan.png", bomb)).toEqual({ status: 400, body: { status: false, message: IMAGE_TOO_LARGE_MESSAGE } });
    const up = await gql(UPLOAD_FILE, { t: "png", b: bomb.toString("base64") }, c.cookie);
    expect(up.data.uploadFile).toEqual({ status: false, message: IMAGE_TOO_LARGE_MESSAGE, fileKey: null });
    expect(storedFiles(c.accountId)).toBe(files);
  });
});
