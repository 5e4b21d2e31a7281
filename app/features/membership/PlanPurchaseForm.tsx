/**
 * The plan purchase form shared by /circle-landing and /pay-care. A visitor sees the plans and is asked to sign in:
 * that is plain markup. The purchase form itself, with the form library and its schema, is a chunk of its own
 * (SignedInPlanForm.tsx) that only a signed-in person's page loads.
 */
import { lazy, Suspense, type ReactNode } from "react";
import { Form, Link, useLocation } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import type { PlanView } from "./membership.server";

export interface PlanPurchaseProps {
  data: {
    plans: PlanView[];
    chosen: string;
    signedIn: boolean;
    /**
     * The person's name and number, and the purchase's key (one submit is one order). On a page a segment shares
     * they arrive after load: until then the fields are empty (filled when they come, unless typed in) and no key
     * is sent.
     */
    defaults: { fullName: string; mobileNumber: string };
    idempotencyKey: string | null;
  };
  heading: string;
  submitLabel: string;
  signInLabel: string;
  /** Where sign-in returns to (the page with the plan chosen); the page itself by default. */
  signInReturn?: string;
  notice?: ReactNode;
  termsNote?: string;
}

const SignedInPlanForm = lazy(() => import("./SignedInPlanForm"));

export function PlanPurchaseForm(props: PlanPurchaseProps) {
  const { data, heading, signInLabel, signInReturn, notice } = props;
  const location = useLocation();
  if (!data.plans.length) {
    return (
      <section aria-labelledby="circle-plans" className="account-card">
        <h2 id="circle-plans">Plans</h2>
        <p className="empty-state">Circle plans are not on sale right now. Please check again later.</p>
      </section>
    );
  }
  const visitorForm = (
    <PlanSection heading={heading} notice={notice}>
      <Form method="post" id="circle-purchase" noValidate>
        <PlanChoices plans={data.plans} chosen={data.chosen} />
        <div className="form-actions">
          {data.signedIn ? null : (
            <Link className="btn-primary" to={`/login?continue=${encodeURIComponent(signInReturn ?? `${location.pathname}?sub_plan_id=${data.chosen}`)}`}>{signInLabel}</Link>
          )}
        </div>
      </Form>
    </PlanSection>
  );
  if (!data.signedIn) return visitorForm;
  // Drawn by the server with the page; in the browser the plans show until the form's chunk is there.
  return (
    <Suspense fallback={visitorForm}>
      <SignedInPlanForm {...props} />
    </Suspense>
  );
}

export function PlanSection({ heading, notice, children }: { heading: string; notice?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="circle-plans" className="account-card">
      <h2 id="circle-plans">{heading}</h2>
      {notice ? <p className="form-notice" role="status">{notice}</p> : null}
      {children}
    </section>
  );
}

export function PlanChoices({ plans, chosen, error }: { plans: PlanPurchaseProps["data"]["plans"]; chosen: string; error?: string }) {
  return (
    <fieldset className="circle-plans" aria-describedby={error ? "field-subPlanId-error" : undefined}>
      <legend className="form-legend">Plan</legend>
      {plans.map((p) => (
        <label key={p.subPlanId} className="circle-plan">
          <input type="radio" name="subPlanId" value={p.subPlanId} defaultChecked={chosen === p.subPlanId} aria-invalid={error ? true : undefined} />
          <span className="circle-plan-name">{p.title}</span>
          <span className="circle-plan-price">{formatPrice(p.price)}</span>
          <span className="circle-plan-note">about {formatPrice(p.perMonth)} a month · {p.durationDays} days</span>
        </label>
      ))}
      {error ? <p id="field-subPlanId-error" className="field-error">{error}</p> : null}
    </fieldset>
  );
}
