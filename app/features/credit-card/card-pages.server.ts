/**
 * The /apollo-sbi-credit-card/* pages: the form (saves progress, resumes, submits), the bank's decision
 * (approved, declined), the KYC handshake and the overview. Each reads and changes only the signed-in account's
 * own application; PAN and income are only ever shown masked.
 */
import { redirect, type TypedResponse } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { getServices } from "~/.server/app-context";
import { getSessionUser, requireUser } from "~/.server/session";
import { parseForm, replyWithErrors } from "~/.server/form";
import { cardHandshake, getApplication, saveApplicationData, submitApplication, type CardApplicationView } from "~/.server/domain/credit-card/applications";
import { cardBankProvider } from "~/.server/domain/credit-card/bank-provider";
import { CardKeyMissingError } from "~/.server/domain/credit-card/sealed";
import { CardBankError } from "~/.server/providers/card-bank-http";
import { CARD_DOCUMENT_KINDS, listCardDocuments, uploadCardDocument, type CardDocument, type CardDocumentKind } from "~/.server/domain/credit-card/documents";
import { DomainError } from "~/.server/domain/errors";
import { readUploadForm, UploadRefused } from "~/features/prescriptions/prescriptions.server";
import { cardFormSchema, type CardInput } from "~/lib/card-application";
import { log } from "~/.server/log";
import { isCrossSiteWrite } from "~/lib/same-origin";

const NO_STORE = { "Cache-Control": "private, no-store" };
/** The bank did not answer (after its retries): nothing was decided, the application is kept as it was. */
export const BANK_UNAVAILABLE = "We could not reach SBI Card just now. Your application is saved: please try again in a few minutes.";
export const CARD_BASE = "/apollo-sbi-credit-card";

/** Where an application in this state is shown. */
export function pageForStatus(status: CardApplicationView["status"]): string {
  switch (status) {
    case "APPROVED":
      return `${CARD_BASE}/approved`;
    case "DECLINED":
      return `${CARD_BASE}/declined`;
    case "CARD_ACTIVE":
      return CARD_BASE;
    default:
      return `${CARD_BASE}/overview`;
  }
}

const loginRedirect = (request: Request) => {
  const url = new URL(request.url);
  return redirect(`/login?continue=${encodeURIComponent(url.pathname + url.search)}`);
};

export interface CardFormData {
  application: CardApplicationView | null;
  companies: string[];
  designations: string[];
  mobile: string;
}

export async function cardFormLoader(request: Request) {
  const user = await getSessionUser(request);
  if (!user) throw loginRedirect(request);
  const { db } = await getServices();
  const application = await getApplication(db, user.accountId);
  if (application && application.status !== "DRAFT") throw redirect(pageForStatus(application.status));
  const [companies, designations] = await Promise.all([
    db.selectFrom("card_companies").select("name").orderBy("name").execute(),
    db.selectFrom("card_designations").select("name").orderBy("name").execute(),
  ]);
  return Response.json(
    { application, companies: companies.map((c) => c.name), designations: designations.map((d) => d.name), mobile: `${user.countryCode} ${user.mobileNumber}` } satisfies CardFormData,
    { headers: NO_STORE },
  );
}

export interface CardFormActionData {
  result: SubmissionResult<string[]>;
  notice?: string;
}

/** Cross-site posts are refused by the server before any route; refused here too, so no entry point can skip it. */
const crossSite = (request: Request) => isCrossSiteWrite(request.method, request.headers, new URL(request.url).host);

export async function cardFormAction(request: Request): Promise<Response | TypedResponse<never>> {
  if (crossSite(request)) return new Response("Cross-site request refused", { status: 403 });
  const user = await requireUser(request);
  const submission = await parseForm(request, cardFormSchema);
  if (submission.status !== "success") return Response.json({ result: submission.reply() } satisfies CardFormActionData, { status: 400 });
  const { intent, ...fields } = submission.value;
  // An unticked box posts nothing: on this form that means "no consent", so it is sent as such.
  const input: CardInput = { ...fields, consent: fields.consent === "on" ? "on" : "" };
  const { db } = await getServices();
  try {
    const result = intent === "submit" ? await submitApplication(db, user, cardBankProvider(), input) : await saveApplicationData(db, user, input);
    if (!result.ok) {
      return Response.json({ result: replyWithErrors(submission, { fieldErrors: result.fieldErrors, formError: result.message }) } satisfies CardFormActionData, { status: 400 });
    }
    if (intent === "submit") throw redirect(pageForStatus(result.application.status));
    return Response.json({ result: submission.reply(), notice: "Your progress is saved. You can come back and finish at any time." } satisfies CardFormActionData);
  } catch (e) {
    if (e instanceof CardBankError) {
      log.error({ event: "CARD_BANK_UNAVAILABLE", reason: e.message });
      return Response.json({ result: submission.reply({ formErrors: [BANK_UNAVAILABLE] }) } satisfies CardFormActionData, { status: 503 });
    }
    if (e instanceof CardKeyMissingError) {
      log.error({ event: "CARD_KEY_MISSING" });
      return Response.json({ result: submission.reply({ formErrors: ["Applications cannot be taken right now. Please try again later."] }) } satisfies CardFormActionData, { status: 503 });
    }
    throw e;
  }
}

/** The decision pages: only the application's own state is shown there; anything else goes to its page. */
export async function decisionLoader(request: Request, expected: CardApplicationView["status"]) {
  const user = await getSessionUser(request);
  if (!user) throw loginRedirect(request);
  const { db } = await getServices();
  const application = await getApplication(db, user.accountId);
  if (!application) throw redirect(`${CARD_BASE}/form`);
  if (application.status !== expected) throw redirect(application.status === "DRAFT" ? `${CARD_BASE}/form` : pageForStatus(application.status));
  return Response.json({ application }, { headers: NO_STORE });
}

export async function handshakeLoader(request: Request) {
  const user = await getSessionUser(request);
  const application = user ? await getApplication((await getServices()).db, user.accountId) : null;
  return Response.json({ signedIn: !!user, application }, { headers: NO_STORE });
}

export async function handshakeAction(request: Request) {
  if (crossSite(request)) return new Response("Cross-site request refused", { status: 403 });
  const user = await requireUser(request);
  let done: Awaited<ReturnType<typeof cardHandshake>>;
  try {
    done = await cardHandshake((await getServices()).db, user, cardBankProvider());
  } catch (e) {
    if (!(e instanceof CardBankError)) throw e;
    log.error({ event: "CARD_BANK_UNAVAILABLE", reason: e.message });
    return Response.json({ error: BANK_UNAVAILABLE }, { status: 503 });
  }
  if (!done.ok) return Response.json({ error: done.message }, { status: 409 });
  return redirect(CARD_BASE);
}

export interface OverviewData {
  signedIn: boolean;
  application: CardApplicationView | null;
  /** The referred application's documents (empty otherwise). */
  documents: CardDocument[];
  documentKinds: { value: CardDocumentKind; label: string }[];
}

export async function overviewLoader(request: Request) {
  const user = await getSessionUser(request);
  const { db } = await getServices();
  const application = user ? await getApplication(db, user.accountId) : null;
  const documents = user && application?.status === "REFERRED" ? await listCardDocuments(db, user.accountId) : [];
  const documentKinds = Object.entries(CARD_DOCUMENT_KINDS).map(([value, label]) => ({ value: value as CardDocumentKind, label }));
  return Response.json({ signedIn: !!user, application, documents, documentKinds } satisfies OverviewData, { headers: NO_STORE });
}

export interface OverviewActionData {
  error?: string;
}

/** Uploading a document of a referred application (multipart: kind, file), by the product's upload rules. */
export async function overviewAction(request: Request) {
  if (crossSite(request)) return new Response("Cross-site request refused", { status: 403 });
  const user = await requireUser(request);
  try {
    const { form, file } = await readUploadForm(request);
    const { db } = await getServices();
    await uploadCardDocument(db, user.accountId, cardBankProvider(), { kind: String(form.get("kind") ?? ""), fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
  } catch (e) {
    if (e instanceof UploadRefused) return Response.json({ error: e.message } satisfies OverviewActionData, { status: e.status });
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return Response.json({ error: e.message } satisfies OverviewActionData, { status: 400 });
    throw e;
  }
  return redirect(`${CARD_BASE}/overview?uploaded=1#card-documents`);
}
