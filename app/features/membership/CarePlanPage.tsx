/** A care plan's page: what it is, its plans from the plan table, and the way to buy one at /pay-care. */
import { Link } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import type { CarePlanPageData } from "./care.server";

export const CARE_PLAN_LEAD: Record<string, string> = {
  ApolloCareFirstPackage: "A year of care for you: priority doctor consultations, a yearly health check and member prices on lab tests.",
  FHP1: "One family doctor for your family: unlimited online consultations, follow-ups and prescriptions reviewed by the same doctor.",
};

export function CarePlanPage({ data }: { data: CarePlanPageData }) {
  return (
    <div className="circle-page">
      <header className="circle-hero">
        <h1 className="page-title">{data.planTitle}</h1>
        <p className="circle-lead">{CARE_PLAN_LEAD[data.planId]}</p>
      </header>
      <section className="account-card" aria-labelledby="care-plans">
        <h2 id="care-plans">Plans</h2>
        {data.plans.length ? (
          <ul className="account-links">
            {data.plans.map((p) => (
              <li key={p.subPlanId} className="subscription-row" data-selected={p.subPlanId === data.chosen || undefined}>
                <strong>{p.title}</strong> · {formatPrice(p.price)} <span className="field-hint">about {formatPrice(p.perMonth)} a month · {p.durationDays} days</span>
                <div className="form-actions">
                  <Link
                    className={p.subPlanId === data.chosen ? "btn-primary" : "btn-secondary"}
                    to={`/pay-care?plan_id=${encodeURIComponent(data.planId)}&sub_plan_id=${encodeURIComponent(p.subPlanId)}`}
                    aria-label={`Buy ${data.planTitle}, ${p.title}, ${formatPrice(p.price)}`}
                  >
                    Buy for {formatPrice(p.price)}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">This plan is not on sale right now. Please check again later.</p>
        )}
      </section>
    </div>
  );
}
