/**
 * /circle-landing: what Circle gives (the spec's benefits), the plans from the plan table, the purchase form (a
 * full name and a valid Indian mobile number, checked in the browser and again on the server), the FAQ and terms.
 * Signed in, the page is the segment's (members and others each their own); the member's own plan and the form's
 * name and number come with the personal request after load.
 */
import { Link, useLoaderData } from "@remix-run/react";
import { CIRCLE_BENEFITS, CIRCLE_TERMS } from "~/lib/circle-membership";
import { usePersonalPage } from "~/sdui/personal";
import { CIRCLE_FAQ } from "./circle-content";
import { PlanPurchaseForm } from "./PlanPurchaseForm";
import type { CircleLandingData, CircleLandingPersonal } from "./membership.server";

const NO_DEFAULTS = { fullName: "", mobileNumber: "" };

export function CircleLanding() {
  const data = useLoaderData<CircleLandingData>();
  const afterLoad = usePersonalPage<CircleLandingPersonal>();
  const personal = data.personal ?? (data.personalAfterLoad ? afterLoad.data : null) ?? null;
  // The segment's word until the person's own is there.
  const isCircleMember = personal ? personal.isCircleMember : data.isCircleMember;
  const endDate = personal?.membershipEndDate ?? null;
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

      <PlanPurchaseForm
        data={{ ...data, defaults: personal?.defaults ?? NO_DEFAULTS, idempotencyKey: personal?.idempotencyKey ?? null }}
        heading="Choose your plan"
        submitLabel="Join Circle"
        signInLabel="Sign in to join Circle"
        termsNote="By joining you accept the terms below: no cancellation, and no refund except at the management's discretion."
        notice={isCircleMember ? (
          <>
            You are a Circle member{endDate ? <> until <span data-testid="circle-end-date">{endDate}</span></> : null}. A plan bought now starts when your
            current plan ends. <Link to="/my-membership">My membership</Link>
          </>
        ) : null}
      />

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

