/**
 * /ops/corporate: companies, their rosters and voucher batches. Staff only. The page's forms tell themselves apart
 * by `intent`; a refused form answers 400 with the field's message and changes nothing.
 */
import { data, redirect, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData, MaxPartSizeExceededError } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireOpsUser } from "~/.server/ops/access";
import { readForm } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import {
  createVoucherBatch, listCompaniesForOps, listVoucherBatches, replaceRoster, saveCompany,
  type IssuedVoucher, type VoucherBatchInput,
} from "~/.server/domain/corporate/ops-corporate";
import { indiaDate } from "~/lib/india-date-time";

const NO_STORE = { "Cache-Control": "private, no-store" };
/** A roster of 20,000 rows fits well under this; the server's body cap (1 MB) is above it. */
const ROSTER_MAX_BYTES = 900 * 1024;

export async function corporateLoader(request: Request) {
  await requireOpsUser(request);
  const url = new URL(request.url);
  const { db } = await getServices();
  const [companies, batches] = await Promise.all([listCompaniesForOps(db), listVoucherBatches(db)]);
  const selected = companies.find((c) => c.partnerId === url.searchParams.get("company")) ?? null;
  return data({ companies, batches, selected, done: url.searchParams.get("done"), today: indiaDate(new Date()) }, { headers: NO_STORE });
}

export interface CorporateActionData {
  intent: string;
  error?: string;
  problems?: string[];
  fieldErrors?: Record<string, string>;
  issued?: IssuedVoucher[];
  batch?: { issuer: string; issuanceNumber: string; valueRupees: number; expiresOn: string };
}

const refused = (intent: string, e: DomainError) => {
  const details = (e.details ?? {}) as { fieldErrors?: Record<string, string>; problems?: string[] };
  return data<CorporateActionData>({ intent, error: e.message, fieldErrors: details.fieldErrors, problems: details.problems }, { status: e.code === "NOT_FOUND" ? 404 : 400 });
};

async function readRosterForm(request: Request): Promise<FormData> {
  try {
    return await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: ROSTER_MAX_BYTES }));
  } catch (e) {
    if (e instanceof MaxPartSizeExceededError) throw new DomainError("The roster file is too large (at most 900 KB).", "BAD_REQUEST");
    throw new DomainError("Choose a CSV file to upload.", "BAD_REQUEST");
  }
}

export async function corporateAction(request: Request) {
  const ops = await requireOpsUser(request);
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  const { db } = await getServices();
  let intent = "";
  try {
    const form = multipart ? await readRosterForm(request) : await readForm(request);
    intent = String(form.get("intent") ?? "");
    const text = (k: string) => String(form.get(k) ?? "");
    if (intent === "save-company") {
      const partnerId = text("partnerId").trim().toUpperCase();
      const { created } = await saveCompany(db, ops, {
        partnerId, name: text("name"), kind: text("kind"), emailDomains: text("emailDomains"), discountPercent: text("discountPercent"), isActive: form.get("isActive") === "on",
      });
      return redirect(`/ops/corporate?${new URLSearchParams({ company: partnerId, done: created ? "added" : "saved" })}`);
    }
    if (intent === "replace-roster") {
      const partnerId = text("partnerId");
      const file = form.get("roster");
      if (!(file instanceof File) || file.size === 0) throw new DomainError("Choose a CSV file to upload.", "BAD_REQUEST");
      await replaceRoster(db, ops, partnerId, await file.text());
      return redirect(`/ops/corporate?${new URLSearchParams({ company: partnerId, done: "roster" })}`);
    }
    if (intent === "create-vouchers") {
      const input: VoucherBatchInput = { issuer: text("issuer"), issuanceNumber: text("issuanceNumber"), count: text("count"), valueRupees: text("valueRupees"), expiresOn: text("expiresOn") };
      const issued = await createVoucherBatch(db, ops, input);
      return data<CorporateActionData>({ intent, issued, batch: { issuer: input.issuer.trim(), issuanceNumber: input.issuanceNumber.trim(), valueRupees: Number(input.valueRupees), expiresOn: input.expiresOn } }, { headers: NO_STORE });
    }
    return data<CorporateActionData>({ intent, error: "Unknown action." }, { status: 400 });
  } catch (e) {
    if (e instanceof DomainError && (e.code === "BAD_REQUEST" || e.code === "NOT_FOUND")) return refused(intent, e);
    throw e;
  }
}
