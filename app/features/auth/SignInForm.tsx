/**
 * Mobile number, then OTP. The number field accepts only what the spec's typing rule allows; the OTP
 * step offers resend once the throttle allows it, and a way back to change the number.
 */
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { SignInActionData } from "./sign-in.server";
import { FormField, useFocusFirstError } from "./FormField";
import { filterTypedMobile, INDIA_DIAL_CODE } from "~/lib/mobile-number";
import { INTERNATIONAL_COUNTRIES, countryByCode } from "~/lib/countries";
import { OTP_LENGTH } from "~/lib/otp";
import { MS_TEAMS_RETURN_URL_KEY } from "~/lib/roles";

function useSecondsUntil(at: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [at]);
  return at ? Math.max(0, Math.ceil((at - now) / 1000)) : 0;
}

export function SignInForm({ international, continueTo }: { international: boolean; continueTo: string | null }) {
  const data = useActionData<SignInActionData>();
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const [changingNumber, setChangingNumber] = useState(false);
  useEffect(() => setChangingNumber(false), [data]);
  const step = changingNumber ? "mobile" : data?.step ?? "mobile";
  const [mobile, setMobile] = useState(data?.values.mobileNumber ?? "");
  const [country, setCountry] = useState(data?.values.countryCode || "AE");
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, data?.fieldErrors);
  const resendIn = useSecondsUntil(step === "otp" ? data?.resendAt : undefined);
  const dial = international ? countryByCode(country)?.dial_code ?? "" : INDIA_DIAL_CODE;
  const otpRef = useRef<HTMLInputElement>(null);
  // Teams mode: the page Teams opened is kept in local storage; the server returns there after sign-in.
  const [teamsReturn, setTeamsReturn] = useState<string | null>(null);
  useEffect(() => {
    try {
      setTeamsReturn(localStorage.getItem(MS_TEAMS_RETURN_URL_KEY));
    } catch {
      /* storage unavailable: no Teams return */
    }
  }, []);
  useEffect(() => {
    if (step === "otp" && !data?.fieldErrors) otpRef.current?.focus();
  }, [step, data]);

  return (
    <Form method="post" ref={formRef} noValidate replace>
      {continueTo ? <input type="hidden" name="continue" value={continueTo} /> : null}
      {teamsReturn ? <input type="hidden" name={MS_TEAMS_RETURN_URL_KEY} value={teamsReturn} /> : null}
      {data?.formError ? <p className="form-error" role="alert">{data.formError}</p> : null}
      {step === "mobile" ? (
        <>
          {international ? (
            <FormField name="countryCode" label="Country" error={data?.fieldErrors?.countryCode}>
              <select
                id="field-countryCode" name="countryCode" className="form-select" value={country}
                onChange={(e) => setCountry(e.target.value)} aria-invalid={data?.fieldErrors?.countryCode ? true : undefined}
              >
                {INTERNATIONAL_COUNTRIES.map((c) => <option key={c.code} value={c.code}>{c.label}</option>)}
              </select>
            </FormField>
          ) : null}
          <FormField name="mobileNumber" label="Mobile number" error={data?.fieldErrors?.mobileNumber}>
            <div className="phone-input">
              <span className="dial-code" aria-hidden="true">{dial}</span>
              <input
                id="field-mobileNumber" name="mobileNumber" type="tel" inputMode="numeric" autoComplete="tel-national"
                value={mobile} required aria-label={`Mobile number (${dial})`}
                onChange={(e) => setMobile(international ? e.target.value.replace(/\D/g, "").slice(0, 13) : filterTypedMobile(mobile, e.target.value))}
                aria-invalid={data?.fieldErrors?.mobileNumber ? true : undefined}
                aria-describedby={data?.fieldErrors?.mobileNumber ? "field-mobileNumber-error" : undefined}
              />
            </div>
          </FormField>
          <div className="form-actions">
            <button type="submit" name="intent" value="send-otp" className="btn-primary" disabled={busyIntent === "send-otp"}>
              {busyIntent === "send-otp" ? "Sending OTP…" : "Get OTP"}
            </button>
          </div>
        </>
      ) : (
        <>
          <input type="hidden" name="mobileNumber" value={data?.values.mobileNumber ?? ""} />
          {international ? <input type="hidden" name="countryCode" value={data?.values.countryCode ?? ""} /> : null}
          {data?.notice ? <p className="form-notice" role="status">{data.notice}</p> : null}
          <FormField name="otp" label="Enter OTP" error={data?.fieldErrors?.otp} hint={`${OTP_LENGTH}-digit code sent by SMS`}>
            <input
              ref={otpRef} id="field-otp" name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH}
              className="otp-input" aria-invalid={data?.fieldErrors?.otp ? true : undefined}
              aria-describedby={data?.fieldErrors?.otp ? "field-otp-error field-otp-hint" : "field-otp-hint"}
            />
          </FormField>
          <div className="form-actions">
            <button type="submit" name="intent" value="verify-otp" className="btn-primary" disabled={busyIntent === "verify-otp"}>
              {busyIntent === "verify-otp" ? "Verifying…" : "Verify and sign in"}
            </button>
            <button type="submit" name="intent" value="resend-otp" className="link-button" disabled={resendIn > 0 || busyIntent === "resend-otp"} formNoValidate>
              {resendIn > 0 ? `Resend OTP in ${resendIn}s` : "Resend OTP"}
            </button>
            <button type="button" className="link-button" onClick={() => setChangingNumber(true)}>Change number</button>
          </div>
        </>
      )}
      <p className="field-hint">
        {international ? (
          <Link to={`/login${continueTo ? `?continue=${encodeURIComponent(continueTo)}` : ""}`}>Have an Indian (+91) number? Sign in here</Link>
        ) : (
          <Link to={`/internationallogin${continueTo ? `?continue=${encodeURIComponent(continueTo)}` : ""}`}>Not in India? Sign in with an international number</Link>
        )}
      </p>
    </Form>
  );
}
