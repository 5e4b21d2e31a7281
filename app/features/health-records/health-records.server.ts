/** Server glue of the health-records pages and downloads: whose records, which file, as what response. */
import { getServices } from "~/.server/app-context";
import { getSessionUser } from "~/.server/session";
import { DomainError } from "~/.server/domain/errors";
import { redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { requireUser } from "~/.server/session";
import { listPatients, type Patient } from "~/.server/domain/accounts/patients";
import {
  accountRecordsOfType, checkFileLink, fileLinkOf, fileOfRecord, openSharedRecord, parameterTrendsOf, recordOfAccount, revokeShare,
  shareRecord, sharesOfRecord, uploadHealthRecord, type MedicalRecord,
} from "~/.server/domain/health-records";
import { parseForm, replyWithErrors } from "~/.server/form";
import { log } from "~/.server/log";
import { listAccountPrescriptions } from "~/.server/domain/lab-tests/prescriptions";
import { prescriptionFileResponse, readUploadForm, UploadRefused } from "~/features/prescriptions/prescriptions.server";
import { RECORD_TABS, RECORD_TYPE_FIELDS, tabOfSlug } from "~/lib/health-records";
import { healthRecordSchema, shareFormSchema } from "~/lib/health-record-form";
import { indiaDate } from "~/lib/india-date-time";
import { UPLOAD_FAILED_MESSAGE } from "~/lib/prescription-upload";

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/** A refusal that says nothing about whether the record exists. */
export const notFoundResponse = () => plain("Not found", 404);

/**
 * GET /resources/health-records/file?record=&file=&expires=&signature= (fetchBlobURLWithPRISMData): the file, for
 * the account the link was made for and only until it expires. Signed out, expired, tampered, or another
 * account's: the same 404.
 */
export async function recordFileDownload(request: Request): Promise<Response> {
  const user = await getSessionUser(request);
  if (!user) return notFoundResponse();
  const link = checkFileLink(user.accountId, new URL(request.url).searchParams);
  if (!link) return notFoundResponse();
  const { db } = await getServices();
  try {
    const record = await recordOfAccount(db, user.accountId, link.recordId);
    return prescriptionFileResponse(await fileOfRecord(db, record, link.index));
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") return notFoundResponse();
    throw e;
  }
}

/** A FHIR Bundle as a download named after what it holds. */
export function fhirResponse(bundle: unknown, fileName: string): Response {
  return new Response(JSON.stringify(bundle, null, 2), {
    headers: {
      "Content-Type": "application/fhir+json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Pages

/** What the record pages show of a record: its files as expiring links, made for the viewer at page load. */
export type RecordView = MedicalRecord & { fileLinks: { fileName: string; url: string }[] };

const viewOf = (accountId: number, r: MedicalRecord): RecordView => ({
  ...r,
  fileLinks: r.files.map((f) => ({ fileName: f.fileName, url: fileLinkOf(accountId, r.id, f.index).url })),
});

const patientOptions = (patients: Patient[]) => patients.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim(), relation: p.relation }));

/** The family member picked by ?patient= (one of the account's), or null for the whole family. */
const pickedPatient = (url: URL, patients: Patient[]) => {
  const id = Number(url.searchParams.get("patient"));
  return patients.find((p) => p.id === id) ?? null;
};

/** /health-records/{x}: the account's records of the tab's type, for the whole family or one member. */
export async function recordsTabLoader(request: Request, slug: string | undefined) {
  const user = await requireUser(request);
  const tab = tabOfSlug(slug ?? "");
  if (!tab) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const { db } = await getServices();
  const patients = await listPatients(db, user.accountId);
  const patient = pickedPatient(url, patients);
  const records = (await accountRecordsOfType(db, user.accountId, tab.type)).filter((r) => !patient || r.patientId === patient.id);
  return {
    tab,
    patients: patientOptions(patients),
    patientId: patient?.id ?? null,
    records: records.map((r) => viewOf(user.accountId, r)),
    addedId: url.searchParams.get("added"),
  };
}

/** /health-records/{x}/{id}: one record with its results, files, export and shared links. */
export async function recordLoader(request: Request, slug: string | undefined, id: string | undefined) {
  const user = await requireUser(request);
  const tab = tabOfSlug(slug ?? "");
  const { db } = await getServices();
  const record = await recordOfAccount(db, user.accountId, id ?? "").catch((e: unknown) => {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Record not found", { status: 404 });
    throw e;
  });
  if (!tab || tab.type !== record.recordType) throw new Response("Record not found", { status: 404 });
  return { tab, record: viewOf(user.accountId, record), shares: await sharesOfRecord(db, user.accountId, record.id) };
}

export interface ShareActionData {
  result?: SubmissionResult<string[]>;
  /** The link just made: shown once. */
  sharedUrl?: string;
  revoked?: boolean;
}

/** Shares the record (intent share) or revokes one of its links (intent revoke). */
export async function recordAction(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const submission = await parseForm(request, shareFormSchema);
  if (submission.status !== "success") return Response.json({ result: submission.reply() } satisfies ShareActionData, { status: 400 });
  const { db } = await getServices();
  const value = submission.value;
  try {
    if (value.intent === "revoke") {
      await revokeShare(db, user.accountId, value.shareId);
      return Response.json({ revoked: true } satisfies ShareActionData);
    }
    const { token } = await shareRecord(db, user.accountId, { recordId: id ?? "", sharedWith: value.sharedWith, days: value.days });
    return Response.json({ sharedUrl: `${new URL(request.url).origin}/shared-record/${token}`, result: submission.reply({ resetForm: true }) } satisfies ShareActionData);
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Record not found", { status: 404 });
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return Response.json({ result: replyWithErrors(submission, { formError: e.message }) } satisfies ShareActionData, { status: 400 });
    throw e;
  }
}

/** /add-record/{x}: whose record it can be. */
export async function addRecordLoader(request: Request, slug: string | undefined) {
  const user = await requireUser(request);
  const tab = tabOfSlug(slug ?? "");
  if (!tab) throw new Response("Not found", { status: 404 });
  const { db } = await getServices();
  const patients = await listPatients(db, user.accountId);
  const picked = pickedPatient(new URL(request.url), patients);
  return { tab, patients: patientOptions(patients), patientId: picked?.id ?? patients[0]?.id ?? null, today: indiaDate(new Date()) };
}

export interface AddRecordActionData {
  result: SubmissionResult<string[]>;
}

/** Reads the multipart form within the upload limit, checks it by the form's schema, and stores the record. */
export async function addRecordAction(request: Request, slug: string | undefined) {
  const user = await requireUser(request);
  const tab = tabOfSlug(slug ?? "");
  if (!tab) throw new Response("Not found", { status: 404 });
  let read: { form: FormData; file: File } | null = null;
  let uploadProblem: string | null = null;
  try {
    read = await readUploadForm(request);
  } catch (e) {
    if (!(e instanceof UploadRefused)) throw e;
    uploadProblem = e.message;
  }
  const form = read?.form ?? new FormData();
  const submission = parseWithZod(form, { schema: healthRecordSchema(tab.type, indiaDate(new Date())) });
  if (submission.status !== "success" || !read) {
    const reply = uploadProblem ? submission.reply({ fieldErrors: { file: [uploadProblem] } }) : submission.reply();
    return Response.json({ result: reply } satisfies AddRecordActionData, { status: 400 });
  }
  const { db } = await getServices();
  const v = submission.value as Record<string, unknown>;
  const fields = Object.fromEntries(RECORD_TYPE_FIELDS[tab.type].map((f) => [f.name, typeof v[f.name] === "string" ? (v[f.name] as string) : null]));
  try {
    const record = await uploadHealthRecord(db, user.accountId, {
      recordType: tab.type, patientId: v.patientId as number, title: v.title as string, recordDate: v.recordDate as string,
      doctorName: v.doctorName as string | null, hospitalName: v.hospitalName as string | null, fields,
      fileName: read.file.name, bytes: new Uint8Array(await read.file.arrayBuffer()),
    });
    return redirect(`/health-records/${tab.slug}?added=${record.id}`);
  } catch (e) {
    if (e instanceof DomainError && (e.code === "BAD_REQUEST" || e.code === "NOT_FOUND")) {
      const fieldErrors = (e.details as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors;
      const reply = fieldErrors
        ? submission.reply({ fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([k, m]) => [k, [m]])) })
        : submission.reply({ fieldErrors: { file: [e.code === "NOT_FOUND" ? UPLOAD_FAILED_MESSAGE : e.message] } });
      return Response.json({ result: reply } satisfies AddRecordActionData, { status: 400 });
    }
    log.warn({ event: "HEALTH_RECORD_UPLOAD_FAILED", message: String((e as Error)?.message ?? e) });
    return Response.json({ result: submission.reply({ fieldErrors: { file: [UPLOAD_FAILED_MESSAGE] } }) } satisfies AddRecordActionData, { status: 500 });
  }
}

/** /health-records/trends: one family member's parameters, one plotted (?parameter=, HbA1c first when present). */
export async function trendsLoader(request: Request) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const { db } = await getServices();
  const patients = await listPatients(db, user.accountId);
  const patient = pickedPatient(url, patients) ?? patients[0] ?? null;
  const trends = patient ? await parameterTrendsOf(db, user.accountId, patient.id) : [];
  const wanted = url.searchParams.get("parameter");
  const trend = trends.find((t) => t.parameterName === wanted) ?? trends.find((t) => t.parameterName === "HbA1c") ?? trends[0] ?? null;
  return { patients: patientOptions(patients), patientId: patient?.id ?? null, parameters: trends.map((t) => ({ name: t.parameterName, reports: t.points.length })), trend };
}

/** /shared-record/{token}: the record a doctor was sent, while the link works (logged); 404 otherwise. */
export async function sharedRecordLoader(token: string | undefined) {
  const { db } = await getServices();
  const shared = await openSharedRecord(db, token ?? "");
  if (!shared) throw new Response("This link has expired or been revoked", { status: 404 });
  const { record } = shared;
  return {
    expiresAt: shared.expiresAt,
    record: { ...record, fileLinks: record.files.map((f) => ({ fileName: f.fileName, url: `/shared-record-file/${token}/${f.index}` })) } satisfies RecordView,
  };
}

/** /prescriptions: those uploaded to book tests, and those kept in the records. */
export async function prescriptionsPageLoader(request: Request) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const [forTests, records] = await Promise.all([listAccountPrescriptions(db, user.accountId), accountRecordsOfType(db, user.accountId, "PRESCRIPTION")]);
  return { forTests, kept: records.filter((r) => r.id.startsWith("upload-")).map((r) => viewOf(user.accountId, r)) };
}

export type ClaimAnswer = { status: true; recordId: string; tab: string } | { status: false; message: string; code?: string };

/**
 * POST /resources/health-records/claim (multipart, as /add-record/{x} sends it, with recordType): one guest record
 * kept on the device becomes a record of the signed-in account's family member. The same checks as an upload from
 * the add-record page: the form's rules, the file's name, size and content, the day's upload limit, and the family
 * member being the account's own.
 */
export async function claimGuestRecordAction(request: Request): Promise<Response> {
  const answer = (body: ClaimAnswer, status: number) => Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
  const user = await getSessionUser(request);
  if (!user) return answer({ status: false, message: "Please sign in", code: "UNAUTHENTICATED" }, 401);
  let read: { form: FormData; file: File };
  try {
    read = await readUploadForm(request);
  } catch (e) {
    if (e instanceof UploadRefused) return answer({ status: false, message: e.message }, e.status);
    throw e;
  }
  const tab = RECORD_TABS.find((t) => t.type === read.form.get("recordType"));
  if (!tab) return answer({ status: false, message: "Please choose a record type" }, 400);
  const submission = parseWithZod(read.form, { schema: healthRecordSchema(tab.type, indiaDate(new Date())) });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0];
    return answer({ status: false, message: first ?? UPLOAD_FAILED_MESSAGE }, 400);
  }
  const v = submission.value as Record<string, unknown>;
  const { db } = await getServices();
  try {
    const record = await uploadHealthRecord(db, user.accountId, {
      recordType: tab.type, patientId: v.patientId as number, title: v.title as string, recordDate: v.recordDate as string,
      doctorName: v.doctorName as string | null, hospitalName: v.hospitalName as string | null, fields: {},
      fileName: read.file.name, bytes: new Uint8Array(await read.file.arrayBuffer()),
    });
    return answer({ status: true, recordId: record.id, tab: tab.slug }, 201);
  } catch (e) {
    // Another account's family member is refused as one that does not exist.
    if (e instanceof DomainError && e.code === "NOT_FOUND") return answer({ status: false, message: UPLOAD_FAILED_MESSAGE }, 404);
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return answer({ status: false, message: e.message }, 400);
    log.warn({ event: "GUEST_RECORD_CLAIM_FAILED", message: String((e as Error)?.message ?? e) });
    return answer({ status: false, message: UPLOAD_FAILED_MESSAGE }, 500);
  }
}

/** /guest-health-records: whether the visitor is signed in, and then whose records the guest ones can become. */
export async function guestRecordsLoader(request: Request) {
  const user = await getSessionUser(request);
  const today = indiaDate(new Date());
  if (!user) return { signedIn: false as const, patients: [], today };
  const { db } = await getServices();
  return { signedIn: true as const, patients: patientOptions(await listPatients(db, user.accountId)), today };
}
