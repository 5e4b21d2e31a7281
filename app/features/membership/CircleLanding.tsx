/**
 * /circle-landing: what Circle gives (the spec's benefits), the plans from the plan table, the purchase form (a
 * full name and a valid Indian mobile number, checked in the browser and again on the server), the FAQ and terms.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormField, useFocusFirstErrorOnLoad } from "~/features/auth/FormField";
import { formatPrice } from "~/lib/price";
import { circlePurchaseSchema } from "~/lib/circle-form";
import { CIRCLE_BENEFITS, CIRCLE_TERMS } from "~/lib/circle-membership";
import { CIRCLE_FAQ } from "./circle-content";
import type { CircleLandingData, CirclePurchaseActionData } from "./membership.server";

export function CircleLanding() {
  const data = useLoaderData<CircleLandingData>();
  return (
    <div className="circle-page">
      <header className="circle-hero">
        <h1 className="page-title">Circle membership</h1>
        <p className="circle-lead">Member prices and extra cashback on lab tests, no booking fee, and a discount at Apollo hospitals.</p>
      </header>

      <section aria-labelledby="circle-benefits" className="account-card">
        <h2 id="circle-benefits">Benefits</h2>
        <ul className="circle-benefits">
          {CIRCLE_BENEFITS.map((b) => (
            <li key={b.title}>
              <strong>{b.title}</strong>
              <span>{b.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <PurchaseForm data={data} />

      <section aria-labelledby="circle-faq" className="account-card">
        <h2 id="circle-faq">Frequently asked questions</h2>
        {CIRCLE_FAQ.slice(0, 3).map((f) => (
          <details key={f.question} className="circle-faq-item">
            <summary>{f.question}</summary>
            <p>{f.answer}</p>
          </details>
        ))}
        <p><Link to="/circle-faq">All Circle questions</Link></p>
      </section>

      <section aria-labelledby="circle-terms" className="account-card">
        <h2 id="circle-terms">Terms</h2>
        <ul className="circle-terms">
          {CIRCLE_TERMS.map((t) => <li key={t}>{t}</li>)}
        </ul>
        <p><Link to="/circle-terms">Circle terms and conditions</Link></p>
      </section>
    </div>
  );
}

function PurchaseForm({ data }: { data: CircleLandingData }) {
  const actionData = useActionData<CirclePurchaseActionData>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "circle-purchase",
    lastResult: actionData?.result,
    defaultValue: { subPlanId: data.chosen, fullName: data.defaults.fullName, mobileNumber: data.defaults.mobileNumber },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: circlePurchaseSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstErrorOnLoad(form.id, actionData?.result.status === "error");
  const value = (name: "subPlanId" | "fullName" | "mobileNumber") => {
    const v = fields[name].initialValue;
    return typeof v === "string" ? v : "";
  };
  const planError = fields.subPlanId.errors?.[0];
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  if (!data.plans.length) {
    return (
      <section aria-labelledby="circle-plans" className="account-card">
        <h2 id="circle-plans">Plans</h2>
        <p className="empty-state">Circle plans are not on sale right now. Please check again later.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="circle-plans" className="account-card">
      <h2 id="circle-plans">Choose your plan</h2>
      {data.isCircleMember && data.membershipEndDate ? (
        <p className="form-notice" role="status">
          You are a Circle member until {data.membershipEndDate}. A plan bought now starts when your current plan ends. <Link to="/my-membership">My membership</Link>
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate>
        {form.errors?.length ? <p id={form.errorId} className="form-error" role="alert">{form.errors[0]}</p> : null}
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        <fieldset className="circle-plans" aria-describedby={planError ? "field-subPlanId-error" : undefined}>
          <legend className="form-legend">Plan</legend>
          {data.plans.map((p) => (
            <label key={p.subPlanId} className="circle-plan">
              <input type="radio" name="subPlanId" value={p.subPlanId} defaultChecked={value("subPlanId") === p.subPlanId} aria-invalid={planError ? true : undefined} />
              <span className="circle-plan-name">{p.title}</span>
              <span className="circle-plan-price">{formatPrice(p.price)}</span>
              <span className="circle-plan-note">about {formatPrice(p.perMonth)} a month · {p.durationDays} days</span>
            </label>
          ))}
          {planError ? <p id="field-subPlanId-error" className="field-error">{planError}</p> : null}
        </fieldset>
        {data.signedIn ? (
          <>
            <FormField name="fullName" label="Full name" autoComplete="name" defaultValue={value("fullName")} error={fields.fullName.errors?.[0]} maxLength={100} required />
            <FormField
              name="mobileNumber" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={13}
              defaultValue={value("mobileNumber")} error={fields.mobileNumber.errors?.[0]} hint="10 digits, starting with 6, 7, 8 or 9" required
            />
            <p className="field-hint">By joining you accept the terms below: no cancellation, and no refund except at the management&apos;s discretion.</p>
            <div className="form-actions">
              <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Opening payment…" : "Join Circle"}</button>
            </div>
          </>
        ) : (
          <div className="form-actions">
            <Link className="btn-primary" to={`/login?continue=${encodeURIComponent(`/circle-landing?sub_plan_id=${value("subPlanId")}`)}`}>Sign in to join Circle</Link>
          </div>
        )}
      </Form>
    </section>
  );
}
