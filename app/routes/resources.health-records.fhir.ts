/**
 * GET /resources/health-records/fhir?record= (one record as an NRCES document Bundle) or ?patient= (a family
 * member's whole history): FHIR R4 JSON to download, for the owner only (404 for anyone else).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getSessionUser } from "~/.server/session";
import { DomainError } from "~/.server/domain/errors";
import { exportPatientHistory, exportRecord } from "~/.server/domain/health-records";
import { fhirResponse, notFoundResponse } from "~/features/health-records/health-records.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (!user) return notFoundResponse();
  const url = new URL(request.url);
  const recordId = url.searchParams.get("record");
  const patientId = Number(url.searchParams.get("patient"));
  const { db } = await getServices();
  try {
    if (recordId) return fhirResponse(await exportRecord(db, user.accountId, recordId), `health-record-${recordId}.fhir.json`);
    if (Number.isSafeInteger(patientId) && patientId > 0) return fhirResponse(await exportPatientHistory(db, user.accountId, patientId), `health-records-${patientId}.fhir.json`);
    return notFoundResponse();
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") return notFoundResponse();
    throw e;
  }
}
