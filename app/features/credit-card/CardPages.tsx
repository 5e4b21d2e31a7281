/**
 * The Apollo SBI Card pages. The form saves progress and resumes; PAN and income are never shown back, only
 * "on file" with the masked PAN. Consent is a box the applicant ticks; nothing is sent to the bank without it.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormField, useFocusFirstErrorOnLoad } from "~/features/auth/FormField";
import { cardFormSchema } from "~/lib/card-application";
import { formatPrice } from "~/lib/price";
import type { CardApplicationView } from "~/.server/domain/credit-card/applications";
import type { CardFormActionData, CardFormData, OverviewData } from "./card-pages.server";
import { CardDocuments } from "./CardDocuments";

const STATUS_TEXT: Record<CardApplicationView["status"], string> = {
  DRAFT: "In progress: not sent to the bank yet",
  APPROVED: "Approved: complete your KYC to activate the card",
  DECLINED: "Not approved",
  REFERRED: "With SBI Card: they are checking your documents",
  CARD_ACTIVE: "Card active",
};

export function CardFormPage() {
  const data = useLoaderData<CardFormData>();
  const actionData = useActionData<CardFormActionData>();
  const navigation = useNavigation();
  const a = data.application;
  const f = a?.fields ?? {};
  const [form, fields] = useForm({
    id: "card-application",
    lastResult: actionData?.result,
    defaultValue: { ...f, employmentType: f.employmentType ?? "salaried" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cardFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstErrorOnLoad(form.id, actionData?.result.status === "error");
  const err = (name: keyof typeof fields) => fields[name].errors?.[0];
  const val = (name: keyof typeof fields) => {
    const v = fields[name].initialValue;
    return typeof v === "string" ? v : "";
  };
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const employment = val("employmentType") || "salaried";
  return (
    <div className="circle-page card-page">
      <h1 className="page-title">Apply for the Apollo SBI Card</h1>
      <p className="circle-lead">
        Takes about 2 minutes. Save at any point and finish later{a?.applicationRefNo ? <> (application {a.applicationRefNo})</> : null}.
      </p>
      {actionData?.notice ? <p className="form-notice" role="status">{actionData.notice}</p> : null}
      <Form method="post" {...getFormProps(form)} noValidate className="account-card">
        {form.errors?.length ? <p id={form.errorId} className="form-error" role="alert">{form.errors[0]}</p> : null}
        <h2>About you</h2>
        <p className="field-hint">Mobile number: {data.mobile} (your account's)</p>
        <FormField name="firstName" label="First name (as on PAN)" autoComplete="given-name" maxLength={50} defaultValue={val("firstName")} error={err("firstName")} />
        <FormField name="lastName" label="Surname (as on PAN)" autoComplete="family-name" maxLength={50} defaultValue={val("lastName")} error={err("lastName")} />
        <FormField name="dateOfBirth" label="Date of birth" placeholder="dd/mm/yyyy" inputMode="numeric" maxLength={10} defaultValue={val("dateOfBirth")} error={err("dateOfBirth")} hint="dd/mm/yyyy" />
        <FormField name="email" label="Email" type="email" autoComplete="email" maxLength={120} defaultValue={val("email")} error={err("email")} />
        <FormField
          name="panNumber" label="PAN" autoComplete="off" maxLength={10} error={err("panNumber")}
          hint={a?.panMasked ? `PAN on file: ${a.panMasked}. Leave blank to keep it.` : "10 characters, like ABCPK1234F: the 4th letter is P, the 5th your surname's first letter"}
        />
        <h2>Work and income</h2>
        <fieldset className="corporate-kind">
          <legend className="form-legend">Employment</legend>
          <label><input type="radio" name="employmentType" value="salaried" defaultChecked={employment === "salaried"} /> Salaried</label>
          <label><input type="radio" name="employmentType" value="self_employed" defaultChecked={employment === "self_employed"} /> Self-employed</label>
        </fieldset>
        {err("employmentType") ? <p className="field-error">{err("employmentType")}</p> : null}
        <FormField name="companyName" label="Company (salaried)" list="card-companies" autoComplete="organization" maxLength={100} defaultValue={val("companyName")} error={err("companyName")} hint="Start typing to search the bank's list" />
        <datalist id="card-companies">{data.companies.map((c) => <option key={c} value={c} />)}</datalist>
        <FormField name="designation" label="Designation (salaried)" list="card-designations" autoComplete="organization-title" maxLength={60} defaultValue={val("designation")} error={err("designation")} />
        <datalist id="card-designations">{data.designations.map((d) => <option key={d} value={d} />)}</datalist>
        <FormField
          name="annualIncome" label="Annual income (₹)" inputMode="numeric" autoComplete="off" maxLength={12} error={err("annualIncome")}
          hint={a?.incomeProvided ? "Income on file. Leave blank to keep it." : "Before tax, in rupees, digits only"}
        />
        <h2>Address</h2>
        <FormField name="addressLine1" label="House, street and area" autoComplete="street-address" maxLength={120} defaultValue={val("addressLine1")} error={err("addressLine1")} />
        <FormField
          name="pincode" label="Pincode" inputMode="numeric" autoComplete="postal-code" maxLength={6} defaultValue={val("pincode")} error={err("pincode")}
          hint={f.city ? `${f.city}, ${f.state}` : "6 digits"}
        />
        <div className="form-field">
          <label className="checkbox-label">
            <input type="checkbox" name="consent" defaultChecked={a?.consentGiven ?? false} aria-invalid={err("consent") ? true : undefined} aria-describedby={err("consent") ? "card-consent-error" : undefined} />
            {" "}I agree to share these details with SBI Card to apply for the Apollo SBI Card, and to a credit bureau check.
          </label>
          {err("consent") ? <p id="card-consent-error" className="field-error">{err("consent")}</p> : null}
        </div>
        <div className="form-actions">
          <button type="submit" name="intent" value="save" className="btn-secondary" disabled={busy}>Save and continue later</button>
          <button type="submit" name="intent" value="submit" className="btn-primary" disabled={busy}>{busy ? "Sending…" : "Submit application"}</button>
        </div>
      </Form>
    </div>
  );
}

function Facts({ a }: { a: CardApplicationView }) {
  return (
    <dl className="membership-facts">
      <div><dt>Application</dt><dd>{a.applicationRefNo}</dd></div>
      <div><dt>Status</dt><dd>{STATUS_TEXT[a.status]}</dd></div>
      {a.panMasked ? <div><dt>PAN</dt><dd>{a.panMasked}</dd></div> : null}
      {a.creditLimit != null ? <div><dt>Credit limit</dt><dd>{formatPrice(a.creditLimit)}</dd></div> : null}
    </dl>
  );
}

export function ApprovedPage() {
  const { application: a } = useLoaderData<{ application: CardApplicationView }>();
  return (
    <div className="circle-page card-page">
      <h1 className="page-title">Your Apollo SBI Card is approved</h1>
      <section className="account-card" aria-labelledby="card-approved">
        <h2 id="card-approved">Next: complete your KYC</h2>
        <Facts a={a} />
        <p>SBI Card needs to confirm your identity before the card is issued. It takes a few minutes.</p>
        <div className="form-actions"><Link className="btn-primary" to="/apollo-sbi-credit-card/handshake">Complete KYC</Link></div>
      </section>
    </div>
  );
}

export function DeclinedPage() {
  const { application: a } = useLoaderData<{ application: CardApplicationView }>();
  return (
    <div className="circle-page card-page">
      <h1 className="page-title">Your application was not approved</h1>
      <section className="account-card" aria-labelledby="card-declined">
        <h2 id="card-declined">Why</h2>
        <ul className="circle-terms" data-testid="card-reasons">{a.reasons.map((r) => <li key={r}>{r}</li>)}</ul>
        <Facts a={a} />
        <p>You can still enjoy member prices with <Link to="/circle-landing">Circle</Link>.</p>
      </section>
    </div>
  );
}

export function HandshakePage() {
  const { signedIn, application: a } = useLoaderData<{ signedIn: boolean; application: CardApplicationView | null }>();
  const actionData = useActionData<{ error?: string }>();
  const navigation = useNavigation();
  return (
    <div className="circle-page card-page">
      <h1 className="page-title">Application status and KYC</h1>
      <section className="account-card" aria-labelledby="card-status">
        <h2 id="card-status">Your application</h2>
        {!signedIn ? (
          <p><Link to="/login?continue=%2Fapollo-sbi-credit-card%2Fhandshake">Sign in</Link> to see your application.</p>
        ) : !a ? (
          <p>You have not applied yet. <Link to="/apollo-sbi-credit-card/form">Apply for the Apollo SBI Card</Link></p>
        ) : (
          <>
            <Facts a={a} />
            {actionData?.error ? <p className="form-error" role="alert">{actionData.error}</p> : null}
            {a.status === "APPROVED" ? (
              <Form method="post">
                <p>SBI Card confirms your identity with your PAN and Aadhaar. Your card is activated as soon as they do.</p>
                <div className="form-actions">
                  <button type="submit" className="btn-primary" disabled={navigation.state !== "idle"}>Complete KYC with SBI Card</button>
                </div>
              </Form>
            ) : a.status === "DRAFT" ? (
              <p><Link to="/apollo-sbi-credit-card/form">Continue your application</Link></p>
            ) : a.status === "CARD_ACTIVE" ? (
              <p><Link to="/apollo-sbi-credit-card">See your card</Link></p>
            ) : a.status === "DECLINED" ? (
              <p><Link to="/apollo-sbi-credit-card/declined">Why it was not approved</Link></p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

export function OverviewPage() {
  const { signedIn, application: a, documents, documentKinds } = useLoaderData<OverviewData>();
  return (
    <div className="circle-page card-page">
      <h1 className="page-title">Apollo SBI Card SELECT</h1>
      {a ? (
        <section className="account-card" aria-labelledby="card-yours">
          <h2 id="card-yours">Your application</h2>
          <Facts a={a} />
          {a.reasons.length && a.status !== "APPROVED" ? <ul className="circle-terms">{a.reasons.map((r) => <li key={r}>{r}</li>)}</ul> : null}
          {a.status === "DRAFT" ? <p><Link to="/apollo-sbi-credit-card/form">Continue your application</Link></p> : null}
          {a.status === "APPROVED" ? <p><Link to="/apollo-sbi-credit-card/handshake">Complete your KYC</Link></p> : null}
        </section>
      ) : null}
      {a?.status === "REFERRED" ? <CardDocuments documents={documents} kinds={documentKinds} /> : null}
      <section className="account-card" aria-labelledby="card-benefits">
        <h2 id="card-benefits">Benefits</h2>
        <ul className="circle-terms">
          <li>Up to 10% back as health credits on Apollo pharmacy, lab tests and consultations.</li>
          <li>Circle membership for card holders: member prices on every lab test.</li>
          <li>An annual health checkup on yearly spends of ₹2 lakh.</li>
        </ul>
      </section>
      <section className="account-card" aria-labelledby="card-eligibility">
        <h2 id="card-eligibility">Eligibility</h2>
        <ul className="circle-terms">
          <li>Age 21 to 60 years, with a PAN in your own name.</li>
          <li>Annual income of at least ₹3,00,000.</li>
          <li>Salaried applicants of employers on SBI Card's list get a decision at once; others are checked by SBI Card.</li>
        </ul>
      </section>
      <section className="account-card" aria-labelledby="card-fees">
        <h2 id="card-fees">Fees and charges</h2>
        <p>Joining fee ₹1,499 plus GST. SBI Card's schedule of charges applies to the card.</p>
      </section>
      {!a ? (
        <div className="form-actions">
          <Link className="btn-primary" to={signedIn ? "/apollo-sbi-credit-card/form" : "/login?continue=%2Fapollo-sbi-credit-card%2Fform"}>Check eligibility and apply</Link>
        </div>
      ) : null}
    </div>
  );
}
