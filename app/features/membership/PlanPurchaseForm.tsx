/** The plan purchase form shared by /circle-landing and /pay-care. */
import type { ReactNode } from "react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { FormField, useFocusFirstErrorOnLoad } from "~/features/auth/FormField";
import { formatPrice } from "~/lib/price";
import { circlePurchaseSchema } from "~/lib/circle-form";
import type { CircleLandingData, CirclePurchaseActionData } from "./membership.server";

export interface PlanPurchaseProps {
  data: Pick<CircleLandingData, "plans" | "chosen" | "signedIn" | "defaults" | "idempotencyKey">;
  heading: string;
  submitLabel: string;
  signInLabel: string;
  /** Where sign-in returns to (the page with the plan chosen); the page itself by default. */
  signInReturn?: string;
  notice?: ReactNode;
  termsNote?: string;
}

/**
 * Choosing a plan and buying it: a full name and a valid Indian mobile number (checked in the browser, and again
 * on the server), then the gateway. Visitors see the plans and are asked to sign in.
 */
export function PlanPurchaseForm({ data, heading, submitLabel, signInLabel, signInReturn, notice, termsNote }: PlanPurchaseProps) {
  const actionData = useActionData<CirclePurchaseActionData>();
  const location = useLocation();
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
      <h2 id="circle-plans">{heading}</h2>
      {notice ? <p className="form-notice" role="status">{notice}</p> : null}
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
            {termsNote ? <p className="field-hint">{termsNote}</p> : null}
            <div className="form-actions">
              <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Opening payment…" : submitLabel}</button>
            </div>
          </>
        ) : (
          <div className="form-actions">
            <Link className="btn-primary" to={`/login?continue=${encodeURIComponent(signInReturn ?? `${location.pathname}?sub_plan_id=${value("subPlanId")}`)}`}>{signInLabel}</Link>
          </div>
        )}
      </Form>
    </section>
  );
}
