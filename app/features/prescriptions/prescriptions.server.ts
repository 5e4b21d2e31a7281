/**
 * /diagnostic-prescription and the upload resource route: reading a multipart upload within the spec's size limit,
 * and answering downloads of a prescription's file.
 */
import { MaxPartSizeExceededError, redirect, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireUser } from "~/.server/session";
import { listPatients } from "~/.server/domain/accounts/patients";
import { listAccountPrescriptions, uploadPatientPrescription, type PrescriptionRecord } from "~/.server/domain/lab-tests/prescriptions";
import { DomainError } from "~/.server/domain/errors";
import { FILE_MAXIMUM_BYTES, INVALID_FILE_SIZE_MESSAGE, UPLOAD_FAILED_MESSAGE } from "~/lib/prescription-upload";
import { log } from "~/.server/log";
import { displayName } from "~/lib/patient";
import { readForm } from "~/.server/form";
import { getRequestState } from "~/.server/request-state";
import { advisedTestsOf, bookAdvisedTests } from "~/.server/domain/consult/post-consult";

/** Room for the form's other fields and the multipart boundaries around the largest allowed file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export interface UploadFields {
  patientId: number;
  consultId: string | null;
  fileName: string;
  bytes: Uint8Array;
}

/** A refusal the page shows as it is (the spec's messages), with the HTTP status the resource route answers. */
export class UploadRefused extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

/**
 * The upload's fields. The body is refused past the size limit before it is read whole (declared length) and while
 * it is read (each part at most FILE_MAXIMUM_BYTES), so an oversized file costs at most that much memory.
 */
export async function readPrescriptionUpload(request: Request): Promise<UploadFields> {
  const { form, file } = await readUploadForm(request);
  const patientId = Number(form.get("patientId"));
  if (!Number.isSafeInteger(patientId) || patientId <= 0) throw new UploadRefused(UPLOAD_FAILED_MESSAGE, 400);
  const consultId = String(form.get("consultId") ?? "").trim() || null;
  return { patientId, consultId, fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * A multipart form with one file (field "file") read within the upload limit: the health records' add-record
 * page reads its form the same way.
 */
export async function readUploadForm(request: Request): Promise<{ form: FormData; file: File }> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > FILE_MAXIMUM_BYTES + MULTIPART_OVERHEAD_BYTES) throw new UploadRefused(INVALID_FILE_SIZE_MESSAGE, 413);
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw new UploadRefused(UPLOAD_FAILED_MESSAGE, 400);
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: FILE_MAXIMUM_BYTES }));
  } catch (e) {
    if (e instanceof MaxPartSizeExceededError) throw new UploadRefused(INVALID_FILE_SIZE_MESSAGE, 413);
    throw new UploadRefused(UPLOAD_FAILED_MESSAGE, 400);
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw new UploadRefused(UPLOAD_FAILED_MESSAGE, 400);
  return { form, file };
}

/** Reads, checks and stores one upload for the signed-in account; refusals come back as UploadRefused. */
export async function savePrescriptionUpload(request: Request, accountId: number): Promise<PrescriptionRecord> {
  const fields = await readPrescriptionUpload(request);
  const { db } = await getServices();
  try {
    return await uploadPatientPrescription(db, accountId, fields);
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") throw new UploadRefused(e.message, 400);
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new UploadRefused(UPLOAD_FAILED_MESSAGE, 404);
    log.warn({ event: "PRESCRIPTION_UPLOAD_FAILED", message: String((e as Error)?.message ?? e) });
    throw new UploadRefused(UPLOAD_FAILED_MESSAGE, 500);
  }
}

/** The consult id of `?consult_id=`: kept only when it looks like an id (it is echoed into the form). */
export const consultIdOf = (url: URL) => {
  const v = url.searchParams.get("consult_id") ?? "";
  return /^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : null;
};

/** The tests a consult's doctor advised, split by the patient's city; null unless consult_id is the account's appointment with a case sheet. */
async function advisedOfConsult(request: Request, accountId: number, consultId: string | null) {
  const id = Number(consultId);
  if (!consultId || !Number.isSafeInteger(id) || id <= 0) return null;
  const { db } = await getServices();
  const state = await getRequestState(request);
  try {
    const advised = await advisedTestsOf(db, accountId, id, state.location.cityId);
    return advised ? { appointmentId: id, doctorName: advised.sheet.doctorName, cityName: state.location.cityName, available: advised.available, unavailable: advised.unavailable } : null;
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") return null;
    throw e;
  }
}

export async function prescriptionPageLoader(request: Request) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const { db } = await getServices();
  const [patients, prescriptions, advised] = await Promise.all([
    listPatients(db, user.accountId),
    listAccountPrescriptions(db, user.accountId),
    advisedOfConsult(request, user.accountId, consultIdOf(url)),
  ]);
  const uploaded = Number(url.searchParams.get("uploaded"));
  return {
    advised,
    consultId: consultIdOf(url),
    // A new account's own profile has no name yet: it is still offered, as "My profile".
    patients: patients.map((p) => ({ id: p.id, name: displayName(p), relation: p.relation })),
    prescriptions,
    uploadedId: prescriptions.some((p) => p.id === uploaded) ? uploaded : null,
  };
}

export interface PrescriptionActionData {
  formError: string;
}

export async function prescriptionPageAction(request: Request) {
  const user = await requireUser(request);
  // The post-consult popover's one step: the advised tests sold in the patient's city go into the lab cart.
  if ((request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")) return bookAdvisedAction(request, user.accountId);
  try {
    const record = await savePrescriptionUpload(request, user.accountId);
    const url = new URL(request.url);
    const consultId = consultIdOf(url);
    const back = new URLSearchParams({ ...(consultId ? { consult_id: consultId } : {}), uploaded: String(record.id) });
    return redirect(`/diagnostic-prescription?${back}`);
  } catch (e) {
    if (e instanceof UploadRefused) return Response.json({ formError: e.message } satisfies PrescriptionActionData, { status: e.status });
    throw e;
  }
}

async function bookAdvisedAction(request: Request, accountId: number) {
  const form = await readForm(request);
  const id = Number(consultIdOf(new URL(request.url)));
  if (form.get("intent") !== "book-advised" || !Number.isSafeInteger(id) || id <= 0) return Response.json({ formError: UPLOAD_FAILED_MESSAGE } satisfies PrescriptionActionData, { status: 400 });
  const { db } = await getServices();
  const state = await getRequestState(request);
  try {
    await bookAdvisedTests(db, accountId, id, state.location.cityId);
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Appointment not found", { status: 404 });
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return Response.json({ formError: e.message } satisfies PrescriptionActionData, { status: 400 });
    throw e;
  }
  return redirect("/tests-cart");
}

/**
 * A prescription's bytes as a download: the stored content type (checked by content at upload), never sniffed by
 * the browser (X-Content-Type-Options comes with every response, security-headers.ts), never cached by a shared cache. Images open in the browser; a PDF is saved (a blob to the spec).
 */
export function prescriptionFileResponse(file: { bytes: Buffer; contentType: string; fileName: string }): Response {
  const disposition = file.contentType === "application/pdf" ? "attachment" : "inline";
  // Names passed the spec's character rule at upload, so they need no escaping inside the quotes.
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `${disposition}; filename="${file.fileName.replace(/["\\]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
