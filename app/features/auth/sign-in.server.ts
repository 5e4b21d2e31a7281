/**
 * The /login and /internationallogin actions: send an OTP, verify it, resend it. Errors come back as 400
 * with field messages (the form keeps what was typed); success rotates the session and redirects to the
 * `continue` target when the spec allows it, home otherwise.
 */
import { getServices } from "~/.server/app-context";
import { clearOtpResendInterval, sendOtp, verifyOtp } from "~/.server/domain/accounts/otp";
import { accountIsCircleMember, findOrCreateAccount } from "~/.server/domain/accounts/accounts";
import { OtpDeliveryError, otpSender } from "~/.server/providers/otp";
import { log } from "~/.server/log";
import { createUserSession } from "~/.server/session";
import { indianMobileError, internationalMobileError, INDIA_DIAL_CODE, nationalNumber } from "~/lib/mobile-number";
import { countryByCode } from "~/lib/countries";
import { otpError, OTP_BLOCKED_MESSAGE } from "~/lib/otp";
import { postLoginRedirect } from "~/lib/post-login-redirect";
import { withPendingGoogleLink } from "./google/google.server";
import { MS_TEAMS_RETURN_URL_KEY, msTeamsReturnTarget } from "~/lib/roles";
import { readForm } from "~/.server/form";
import { withVisitorCartMerged } from "./login-route.server";

export type SignInField = "mobileNumber" | "countryCode" | "otp";
export interface SignInActionData {
  step: "mobile" | "otp";
  values: { mobileNumber: string; countryCode: string };
  fieldErrors?: Partial<Record<SignInField, string>>;
  formError?: string;
  notice?: string;
  /** Epoch ms from which "Resend OTP" is allowed. */
  resendAt?: number;
}

const reply = (data: SignInActionData, status = 200) => Response.json(data, { status });
/** The spec's general failure message, for a code the SMS provider did not send. */
export const OTP_NOT_SENT_MESSAGE = "Something went wrong! Please try again.";

/** `clientIp` (from the server's load context) is what OTP sending is limited by, with the number. */
export async function signInAction(request: Request, international: boolean, clientIp = "local"): Promise<Response> {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const rawNumber = String(form.get("mobileNumber") ?? "").trim().slice(0, 20);
  const countryCode = international ? String(form.get("countryCode") ?? "").slice(0, 3) : "IN";
  const values = { mobileNumber: rawNumber, countryCode };
  const country = countryByCode(countryCode);
  const dialCode = international ? country?.dial_code ?? "" : INDIA_DIAL_CODE;

  const fieldErrors: Partial<Record<SignInField, string>> = {};
  if (international && (!country || country.code === "IN")) fieldErrors.countryCode = "Please select your country";
  const numberError = international ? internationalMobileError(dialCode, rawNumber) : indianMobileError(rawNumber);
  if (numberError) fieldErrors.mobileNumber = numberError;
  if (Object.keys(fieldErrors).length) return reply({ step: "mobile", values, fieldErrors }, 400);

  const national = nationalNumber(dialCode, rawNumber);
  const phone = `${dialCode}${national}`;
  const services = await getServices();
  const { db } = services;

  if (intent === "send-otp" || intent === "resend-otp") {
    let sent: Awaited<ReturnType<typeof sendOtp>>;
    try {
      sent = await sendOtp(services, otpSender(), phone, clientIp);
    } catch (e) {
      if (!(e instanceof OtpDeliveryError)) throw e;
      // The SMS never left: say so, and let the patient ask again at once rather than wait out the resend interval.
      log.error({ event: "OTP_DELIVERY_FAILED", message: e.message });
      await clearOtpResendInterval(services.cache, phone);
      return reply({ step: intent === "send-otp" ? "mobile" : "otp", values, formError: OTP_NOT_SENT_MESSAGE }, 503);
    }
    if (sent.ok) return reply({ step: "otp", values, notice: `OTP sent to ${dialCode} ${national}`, resendAt: sent.resendAt });
    if (sent.reason === "blocked") return reply({ step: intent === "send-otp" ? "mobile" : "otp", values, formError: OTP_BLOCKED_MESSAGE }, 429);
    if (sent.reason === "rate_limited") return reply({ step: intent === "send-otp" ? "mobile" : "otp", values, formError: sent.message, resendAt: sent.retryAt }, 429);
    // A code sent moments ago is still valid: go on to entering it rather than failing.
    if (intent === "send-otp") return reply({ step: "otp", values, notice: sent.message, resendAt: sent.retryAt });
    return reply({ step: "otp", values, formError: sent.message, resendAt: sent.retryAt }, 429);
  }

  if (intent === "verify-otp") {
    const otp = String(form.get("otp") ?? "").trim().slice(0, 12);
    const formatError = otpError(otp);
    if (formatError) return reply({ step: "otp", values, fieldErrors: { otp: formatError } }, 400);
    const verified = await verifyOtp(db, phone, otp);
    if (!verified.ok) return reply({ step: "otp", values, fieldErrors: { otp: verified.message } }, verified.reason === "blocked" ? 429 : 400);
    await clearOtpResendInterval(services.cache, phone);
    const account = await findOrCreateAccount(db, dialCode, national);
    const isCircleMember = await accountIsCircleMember(db, account.id);
    const target =
      postLoginRedirect(new URL(request.url).searchParams.get("continue") ?? form.get("continue"), "") ||
      msTeamsReturnTarget(form.get(MS_TEAMS_RETURN_URL_KEY)) ||
      "/";
    const signedIn = await createUserSession({ accountId: account.id, mobileNumber: national, countryCode: dialCode, isCircleMember }, target);
    return withPendingGoogleLink(request, account.id, await withVisitorCartMerged(request, account.id, signedIn));
  }

  return reply({ step: "mobile", values, formError: "Something went wrong! Please try again." }, 400);
}
