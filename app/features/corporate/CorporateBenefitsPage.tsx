/**
 * /corporate-benefits (and ?partner=HDFCBANK or SBIYONO): the company's real benefits, registration by company
 * email (a code sent to it) or by employee or retiree id, the spec's terms rule, and voucher cards.
 */
import type { ReactNode } from "react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { FormField } from "~/features/auth/FormField";
import { MOBILE_LOCKED_NOTE, redeemVoucherSchema, registerIdSchema, sendCodeSchema, verifyCodeSchema } from "~/lib/corporate-forms";
import type { CorporateActionData, CorporatePageData } from "./corporate.server";
import type { CorporateBenefit } from "~/.server/domain/corporate/companies";

const SCHEMAS = { "send-code": sendCodeSchema, "verify-code": verifyCodeSchema, "register-id": registerIdSchema, "redeem-voucher": redeemVoucherSchema } as const;
type Intent = keyof typeof SCHEMAS;

function useIntentForm(intent: Intent) {
  const actionData = useActionData<CorporateActionData>();
  const mine = actionData?.intent === intent ? actionData : undefined;
  const [form, fields] = useForm({
    id: `corporate-${intent}`,
    lastResult: mine?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SCHEMAS[intent] }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return { form, fields, notice: mine?.notice, busy };
}

function BenefitList({ benefits }: { benefits: CorporateBenefit[] }) {
  if (!benefits.length) return <p className="empty-state">No benefits are listed for this company yet.</p>;
  return (
    <ul className="corporate-benefits" data-testid="corporate-benefits">
      {benefits.map((b) => (
        <li key={b.id}>
          <strong>{b.title}</strong>
          <span>{b.description}</span>
          {b.ctaText ? <Link to={b.redirectUrl}>{b.ctaText}<span className="visually-hidden">: {b.title}</span></Link> : null}
        </li>
      ))}
    </ul>
  );
}

function TermsBox({ error, id }: { error?: string; id: string }) {
  return (
    <div className="form-field">
      <label className="checkbox-label">
        <input type="checkbox" name="terms" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-terms-error` : undefined} />
        {" "}I agree to the <a href="#corporate-terms">Terms and Conditions</a> of corporate benefits
      </label>
      {error ? <p id={`${id}-terms-error`} className="field-error">{error}</p> : null}
    </div>
  );
}

function Notice({ children }: { children?: ReactNode }) {
  return children ? <p className="form-notice" role="status">{children}</p> : null;
}

function EmailRegistration({ pending }: { pending: CorporatePageData["pending"] }) {
  const send = useIntentForm("send-code");
  const verify = useIntentForm("verify-code");
  return (
    <section aria-labelledby="corporate-email" className="account-card">
      <h2 id="corporate-email">Register with your company email</h2>
      <Notice>{send.notice}</Notice>
      <Form method="post" {...getFormProps(send.form)} noValidate>
        {send.form.errors?.length ? <p className="form-error" role="alert">{send.form.errors[0]}</p> : null}
        <input type="hidden" name="intent" value="send-code" />
        <FormField name="email" id="corporate-email-address" label="Company email" type="email" autoComplete="email" maxLength={254} error={send.fields.email.errors?.[0]} required />
        <TermsBox id="send-code" error={send.fields.terms.errors?.[0]} />
        <div className="form-actions">
          <button type="submit" className="btn-primary" disabled={send.busy}>{send.busy ? "Sending…" : "Send code"}</button>
        </div>
      </Form>
      {pending ? (
        <Form method="post" {...getFormProps(verify.form)} noValidate>
          <h3>Enter the code sent to {pending.email}</h3>
          <Notice>{verify.notice}</Notice>
          {verify.form.errors?.length ? <p className="form-error" role="alert">{verify.form.errors[0]}</p> : null}
          <input type="hidden" name="intent" value="verify-code" />
          <FormField name="code" id="corporate-email-code" label="6-digit code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={verify.fields.code.errors?.[0]} required />
          <div className="form-actions">
            <button type="submit" className="btn-primary" disabled={verify.busy}>{verify.busy ? "Checking…" : `Verify and register with ${pending.companyName}`}</button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

function IdRegistration({ companies, defaultPartnerId }: Pick<CorporatePageData, "companies" | "defaultPartnerId">) {
  const reg = useIntentForm("register-id");
  const partnerError = reg.fields.partnerId.errors?.[0];
  return (
    <section aria-labelledby="corporate-id" className="account-card">
      <h2 id="corporate-id">Register with your employee or retiree ID</h2>
      <Notice>{reg.notice}</Notice>
      <Form method="post" {...getFormProps(reg.form)} noValidate>
        {reg.form.errors?.length ? <p className="form-error" role="alert">{reg.form.errors[0]}</p> : null}
        <input type="hidden" name="intent" value="register-id" />
        <FormField name="partnerId" id="corporate-company" label="Company" error={partnerError}>
          <select id="corporate-company" name="partnerId" defaultValue={defaultPartnerId} aria-invalid={partnerError ? true : undefined} aria-describedby={partnerError ? "corporate-company-error" : undefined}>
            <option value="">Choose your company</option>
            {companies.map((c) => <option key={c.partnerId} value={c.partnerId}>{c.name}</option>)}
          </select>
        </FormField>
        <fieldset className="corporate-kind">
          <legend className="form-legend">I am</legend>
          <label><input type="radio" name="memberKind" value="employee" defaultChecked /> an employee</label>
          <label><input type="radio" name="memberKind" value="retiree" /> a retiree</label>
        </fieldset>
        <FormField name="memberId" id="corporate-member-id" label="Employee or retiree ID" autoComplete="off" maxLength={20} error={reg.fields.memberId.errors?.[0]} required />
        <TermsBox id="register-id" error={reg.fields.terms.errors?.[0]} />
        <div className="form-actions">
          <button type="submit" className="btn-primary" disabled={reg.busy}>{reg.busy ? "Registering…" : "Register"}</button>
        </div>
      </Form>
    </section>
  );
}

function VoucherForm() {
  const v = useIntentForm("redeem-voucher");
  return (
    <section aria-labelledby="corporate-voucher" className="account-card">
      <h2 id="corporate-voucher">Redeem a voucher card</h2>
      <p>Enter the details printed on your health voucher card. Its value is added to your health credits.</p>
      <Notice>{v.notice}</Notice>
      <Form method="post" {...getFormProps(v.form)} noValidate>
        {v.form.errors?.length ? <p className="form-error" role="alert">{v.form.errors[0]}</p> : null}
        <input type="hidden" name="intent" value="redeem-voucher" />
        <FormField name="cardNumber" id="voucher-card-number" label="Card number" inputMode="numeric" autoComplete="off" maxLength={19} hint="16 digits" error={v.fields.cardNumber.errors?.[0]} required />
        <FormField name="issuanceNumber" id="voucher-issuance-number" label="Issuance number" inputMode="numeric" autoComplete="off" maxLength={6} hint="6 digits" error={v.fields.issuanceNumber.errors?.[0]} required />
        <FormField name="pin" id="voucher-pin" label="PIN" type="password" inputMode="numeric" autoComplete="off" maxLength={6} error={v.fields.pin.errors?.[0]} required />
        <div className="form-actions">
          <button type="submit" className="btn-primary" disabled={v.busy}>{v.busy ? "Checking…" : "Redeem"}</button>
        </div>
      </Form>
    </section>
  );
}

export function CorporateBenefitsPage() {
  const data = useLoaderData<CorporatePageData>();
  const location = useLocation();
  return (
    <div className="circle-page corporate-page">
      <header className="circle-hero">
        <h1 className="page-title">{data.partner ? `${data.partner.name} customer benefits` : "Corporate benefits"}</h1>
        <p className="circle-lead">Health benefits from your employer or bank: corporate prices on lab tests, consultations and health checkups.</p>
      </header>

      {data.partner && !data.registration ? (
        <section aria-labelledby="partner-benefits" className="account-card">
          <h2 id="partner-benefits">Benefits for {data.partner.name} customers</h2>
          <BenefitList benefits={data.partner.benefits} />
        </section>
      ) : null}

      {data.registration ? (
        <section aria-labelledby="corporate-registered" className="account-card">
          <h2 id="corporate-registered">Your {data.registration.companyName} benefits</h2>
          <p>Registered with your {data.registration.via}. Lab tests are {data.registration.discountPercent}% off the MRP at corporate prices.</p>
          <BenefitList benefits={data.registration.benefits} />
          <p className="field-hint">Linked mobile number: {data.registration.mobile}. {MOBILE_LOCKED_NOTE}</p>
        </section>
      ) : data.signedIn ? (
        <>
          <p className="field-hint">{MOBILE_LOCKED_NOTE}</p>
          <EmailRegistration pending={data.pending} />
          <IdRegistration companies={data.companies} defaultPartnerId={data.defaultPartnerId} />
        </>
      ) : (
        <section aria-labelledby="corporate-sign-in" className="account-card">
          <h2 id="corporate-sign-in">Register for your benefits</h2>
          <p>Sign in with your mobile number, then confirm your company email or your employee or retiree ID.</p>
          <div className="form-actions">
            <Link className="btn-primary" to={`/login?continue=${encodeURIComponent(`${location.pathname}${location.search}`)}`}>Sign in to register</Link>
          </div>
        </section>
      )}

      {data.signedIn ? <VoucherForm /> : null}

      <section aria-labelledby="corporate-terms-heading" className="account-card" id="corporate-terms">
        <h2 id="corporate-terms-heading">Terms and Conditions</h2>
        <ul className="circle-terms">
          <li>Benefits are for employees, retirees and customers of the companies listed, and their family profiles on the same account.</li>
          <li>Your benefits are tied to the mobile number you register with. It cannot be changed later.</li>
          <li>Your company may end or change its plan at any time; prices shown at booking apply.</li>
          <li>Voucher cards can be redeemed once, before their expiry date, and cannot be exchanged for cash.</li>
        </ul>
      </section>
    </div>
  );
}
