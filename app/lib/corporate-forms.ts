/**
 * Corporate registration and voucher forms, one schema for the browser and the server. Platform document §5:
 * "Corporate registration needs agreement to terms: 'Without agreeing to the Terms and Conditions, you'll not be
 * able to register for corporate benefits.' Corporate membership is identified by company email or employee or
 * retiree id, and the mobile number cannot be changed later."
 */
import { z } from "zod";
import { addFieldIssues, formCode } from "./form-text";
import { voucherFormatErrors, normaliseCardNumber } from "./voucher-card";
import { PARTNER_LOGIN_CODES } from "./roles";

export const CORPORATE_TERMS_MESSAGE = "Without agreeing to the Terms and Conditions, you'll not be able to register for corporate benefits.";
export const COMPANY_EMAIL_MESSAGE = "Please enter your company email address";
export const MEMBER_ID_MESSAGE = "Please enter your ID as it appears on your company ID card";
export const CHOOSE_COMPANY_MESSAGE = "Please choose your company";
export const EMAIL_CODE_MESSAGE = "Please enter the 6-digit code sent to your company email";
export const MOBILE_LOCKED_NOTE = "Your benefits are tied to this mobile number. It cannot be changed after you register.";

export const MEMBER_KINDS = ["employee", "retiree"] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** The terms must be agreed: a checkbox posts "on" only when ticked. */
export const termsError = (agreed: string) => (agreed === "on" ? null : CORPORATE_TERMS_MESSAGE);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const normaliseEmail = (raw: string) => raw.trim().toLowerCase();
export const emailDomain = (email: string) => normaliseEmail(email).split("@")[1] ?? "";
/** Employee and retiree ids are letters, digits and hyphens, kept in upper case. */
export const normaliseMemberId = (raw: string) => raw.trim().toUpperCase();
export const isMemberId = (id: string) => /^[A-Z0-9-]{3,20}$/.test(id);

/** "Partner login flag: partner codes SBIYONO and HDFCBANK." */
export function partnerLoginCode(raw: string | null | undefined): (typeof PARTNER_LOGIN_CODES)[number] | null {
  const code = (raw ?? "").trim().toUpperCase();
  return (PARTNER_LOGIN_CODES as readonly string[]).includes(code) ? (code as (typeof PARTNER_LOGIN_CODES)[number]) : null;
}

export const sendCodeSchema = z
  .object({ intent: z.literal("send-code"), email: formCode(254), terms: formCode(3) })
  .superRefine((v, ctx) =>
    addFieldIssues(ctx, { email: EMAIL.test(v.email) ? undefined : COMPANY_EMAIL_MESSAGE, terms: termsError(v.terms) ?? undefined }),
  )
  .transform((v) => ({ intent: v.intent, email: normaliseEmail(v.email) }));

export const verifyCodeSchema = z
  .object({ intent: z.literal("verify-code"), code: formCode(10) })
  .superRefine((v, ctx) => addFieldIssues(ctx, { code: /^\d{6}$/.test(v.code) ? undefined : EMAIL_CODE_MESSAGE }));

export const registerIdSchema = z
  .object({ intent: z.literal("register-id"), partnerId: formCode(40), memberKind: formCode(10), memberId: formCode(40), terms: formCode(3) })
  .superRefine((v, ctx) =>
    addFieldIssues(ctx, {
      partnerId: v.partnerId ? undefined : CHOOSE_COMPANY_MESSAGE,
      memberId: isMemberId(normaliseMemberId(v.memberId)) ? undefined : MEMBER_ID_MESSAGE,
      terms: termsError(v.terms) ?? undefined,
    }),
  )
  .transform((v) => ({
    intent: v.intent,
    partnerId: v.partnerId,
    memberKind: (v.memberKind === "retiree" ? "retiree" : "employee") as MemberKind,
    memberId: normaliseMemberId(v.memberId),
  }));

export const redeemVoucherSchema = z
  .object({ intent: z.literal("redeem-voucher"), cardNumber: formCode(25), issuanceNumber: formCode(10), pin: formCode(10) })
  .superRefine((v, ctx) => addFieldIssues(ctx, voucherFormatErrors(v)))
  .transform((v) => ({ intent: v.intent, cardNumber: normaliseCardNumber(v.cardNumber), issuanceNumber: v.issuanceNumber, pin: v.pin }));

/** The schema of the form a post came from (its `intent`). */
export function corporateFormSchema(form: FormData) {
  switch (form.get("intent")) {
    case "verify-code":
      return verifyCodeSchema;
    case "register-id":
      return registerIdSchema;
    case "redeem-voucher":
      return redeemVoucherSchema;
    default:
      return sendCodeSchema;
  }
}

