/** /my-membership: the Circle membership's status and dates, and the savings ledger. */
import { Link } from "@remix-run/react";
import { savingsLine } from "~/lib/circle-membership";
import { formatPrice } from "~/lib/price";
import type { MyMembershipData, SubscriptionView } from "./membership.server";

const STATUS_LABEL: Record<string, string> = { active: "Active", ACTIVE: "Active", deferred_active: "Starts when your current plan ends", expired: "Expired", refunded: "Refunded" };
export const subscriptionStatusLabel = (status: string) => STATUS_LABEL[status] ?? status;

export function MyMembership({ data }: { data: MyMembershipData }) {
  if (!data.current) {
    return (
      <section className="account-card" aria-labelledby="membership-none">
        <h2 id="membership-none">{data.circleLabel === "No" ? "Your Circle membership has ended" : "You are not a Circle member yet"}</h2>
        <p>Members pay the Circle price on lab tests wherever it is lower, with extra cashback and no booking fee.</p>
        <div className="form-actions">
          <Link to="/circle-landing" className="btn-primary">{data.circleLabel === "No" ? "Renew Circle" : "Join Circle"}</Link>
        </div>
        {data.history.length ? <PlanList title="Earlier plans" plans={data.history} /> : null}
      </section>
    );
  }
  return (
    <>
      <section className="account-card" aria-labelledby="membership-status">
        <h2 id="membership-status">Circle member <span className="badge">{subscriptionStatusLabel(data.current.status)}</span></h2>
        <dl className="membership-facts">
          <div><dt>Plan</dt><dd>{data.current.planTitle} ({data.current.purchaseType})</dd></div>
          <div><dt>Member since</dt><dd>{data.startDate}</dd></div>
          <div><dt>Valid until</dt><dd>{data.endDate}</dd></div>
          <div><dt>Days left</dt><dd>{data.daysLeft}</dd></div>
        </dl>
        <p className="membership-ledger" data-testid="savings-ledger">{savingsLine(data.saved, data.fee)}</p>
        <div className="form-actions">
          <Link to="/circle-landing" className="btn-secondary">Renew early</Link>
          <Link to="/subscriptions" className="btn-secondary">All my plans</Link>
        </div>
      </section>
      {data.upcoming.length ? <section className="account-card"><PlanList title="Starting later" plans={data.upcoming} /></section> : null}
    </>
  );
}

export function PlanList({ title, plans }: { title: string; plans: SubscriptionView[] }) {
  return (
    <>
      <h3>{title}</h3>
      <ul className="account-links">
        {plans.map((s) => <PlanRow key={s.id} s={s} />)}
      </ul>
    </>
  );
}

const PLAN_NAME_LABEL: Record<string, string> = { "CIRCLE PLAN": "Circle", "CARE FIRST PACKAGE": "Apollo Care First", "FAMILY DOCTOR PLAN": "Family doctor plan" };

export function PlanRow({ s }: { s: SubscriptionView }) {
  return (
    <li className="subscription-row">
      <strong>{PLAN_NAME_LABEL[s.name] ?? s.name}</strong> · {s.planTitle} · <span className="badge">{subscriptionStatusLabel(s.status)}</span>
      <br />
      <span className="field-hint">{s.startDate} to {s.endDate} · {s.purchaseType}{s.fee ? ` · paid ${formatPrice(s.fee)}` : ""}</span>
    </li>
  );
}
