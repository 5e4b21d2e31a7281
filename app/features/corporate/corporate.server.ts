/**
 * /corporate-benefits: the benefits of the viewer's company (or of the partner bank a ?partner= landing names),
 * registration by company email or by employee or retiree id, and voucher cards. Registration gives the account's
 * own profile the company's partnerId; corporate prices and reasons follow from it.
 */
import type { SubmissionResult } from "@conform-to/react";
import { getServices } from "~/.server/app-context";
import { getSessionUser, requireUser } from "~/.server/session";
import { parseForm, replyWithErrors } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import { emailSender } from "~/.server/providers/email";
import { EmailDeliveryError } from "~/.server/providers/email";
import {
  findCompany, listCompanies, pendingEmailCode, redeemVoucher, registerByMemberId, registrationOf, sendCompanyEmailCode, verifyCompanyEmailCode,
  type CorporateBenefit,
} from "~/.server/domain/corporate";
import { corporateFormSchema, partnerLoginCode } from "~/lib/corporate-forms";
import { toRupees } from "~/.server/domain/pricing/pricing";
import { isProduction } from "~/.server/env";
import { markPersonalDataChanged } from "~/.server/cache/personal-data";
import { formatPrice } from "~/lib/price";
import { isCrossSiteWrite } from "~/lib/same-origin";

export const PARTNER_LOGIN_COOKIE = "partner_login";

export interface CorporatePageData {
  partner: { code: string; name: string; benefits: CorporateBenefit[] } | null;
  signedIn: boolean;
  registration: { companyName: string; method: string; via: string; mobile: string; benefits: CorporateBenefit[]; discountPercent: number } | null;
  pending: { email: string; companyName: string } | null;
  companies: { partnerId: string; name: string }[];
  defaultPartnerId: string;
}

/** The partner-login flag the landing sets ("partner codes SBIYONO and HDFCBANK"), read back from the cookie. */
export function partnerLoginOf(request: Request): string | null {
  const m = /(?:^|;\s*)partner_login=([A-Z]+)/.exec(request.headers.get("cookie") ?? "");
  return partnerLoginCode(m?.[1]);
}

export async function corporateLoader(request: Request): Promise<Response> {
  const { db } = await getServices();
  const url = new URL(request.url);
  const code = partnerLoginCode(url.searchParams.get("partner"));
  const [user, companies, partnerCompany] = await Promise.all([getSessionUser(request), listCompanies(db), code ? findCompany(db, code) : null]);
  let registration: CorporatePageData["registration"] = null;
  let pending: CorporatePageData["pending"] = null;
  if (user) {
    const [r, p] = await Promise.all([registrationOf(db, user.accountId), pendingEmailCode(db, user.accountId)]);
    pending = p;
    if (r) {
      const company = await findCompany(db, r.partnerId);
      registration = {
        companyName: r.companyName,
        method: r.method,
        via: r.method === "email" ? `company email ${r.companyEmail}` : `${r.method === "retiree_id" ? "retiree" : "employee"} ID ${r.memberId}`,
        mobile: `${r.countryCode} ${r.mobileNumber}`,
        benefits: company?.benefits ?? [],
        discountPercent: company?.discountPercent ?? 0,
      };
    }
  }
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (code) headers.append("Set-Cookie", `${PARTNER_LOGIN_COOKIE}=${code}; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly${isProduction() ? "; Secure" : ""}`);
  const data: CorporatePageData = {
    partner: partnerCompany ? { code: partnerCompany.partnerId, name: partnerCompany.name, benefits: partnerCompany.benefits } : null,
    signedIn: !!user,
    registration,
    pending,
    companies: companies.map((c) => ({ partnerId: c.partnerId, name: c.name })),
    defaultPartnerId: code ?? partnerLoginOf(request) ?? "",
  };
  return Response.json(data, { headers });
}

export interface CorporateActionData {
  intent: string;
  result: SubmissionResult<string[]>;
  notice?: string;
}

export async function corporateAction(request: Request): Promise<Response> {
  // The server refuses cross-site posts before any route; refused here too, so no other entry point can skip it.
  if (isCrossSiteWrite(request.method, request.headers, new URL(request.url).host)) return new Response("Cross-site request refused", { status: 403 });
  const user = await requireUser(request);
  const submission = await parseForm(request, corporateFormSchema);
  const intent = String(submission.payload.intent ?? "send-code");
  const reply = (result: SubmissionResult<string[]>, status: number, notice?: string) =>
    Response.json({ intent, result, notice } satisfies CorporateActionData, { status });
  if (submission.status !== "success") return reply(submission.reply(), 400);
  const services = await getServices();
  const v = submission.value;
  try {
    switch (v.intent) {
      case "send-code": {
        const { company, email } = await sendCompanyEmailCode(services.db, emailSender(), user.accountId, v.email);
        return reply(submission.reply({ resetForm: true }), 200, `We sent a 6-digit code to ${email} to confirm you work at ${company.name}.`);
      }
      case "verify-code": {
        const r = await verifyCompanyEmailCode(services.db, user.accountId, v.code);
        await markPersonalDataChanged(services.cache, user.accountId);
        return reply(submission.reply({ resetForm: true }), 200, `You are registered for ${r.companyName} corporate benefits.`);
      }
      case "register-id": {
        const r = await registerByMemberId(services.db, user.accountId, v);
        await markPersonalDataChanged(services.cache, user.accountId);
        return reply(submission.reply({ resetForm: true }), 200, `You are registered for ${r.companyName} corporate benefits.`);
      }
      case "redeem-voucher": {
        const r = await redeemVoucher(services, user.accountId, v);
        if (r.result !== "APPROVAL") return reply(submission.reply({ formErrors: [r.message] }), 400);
        const value = "value" in r && r.value ? toRupees(r.value) : 0;
        return reply(submission.reply({ resetForm: true }), 200, `APPROVAL: ${formatPrice(value)} has been added to your health credits.`);
      }
    }
    return reply(submission.reply(), 400);
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      const details = e.details as { fieldErrors?: Record<string, string> } | undefined;
      return reply(replyWithErrors(submission, { fieldErrors: details?.fieldErrors, formError: e.message }), 400);
    }
    if (e instanceof EmailDeliveryError) return reply(submission.reply({ formErrors: ["We could not send the email just now. Please try again in a few minutes."] }), 503);
    throw e;
  }
}
