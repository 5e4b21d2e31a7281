/**
 * Circle membership plans and terms. Plans as the spec's plan list gives them: "INR 99 for 2 months,
 * INR 199 for 6 months, INR 299 for 12 months (about INR 25 per month)"; terms: "the member cannot cancel;
 * no refund except at management discretion; benefits begin within 24 hours; not valid in physical stores
 * or for hospital visits booked through the product."
 */
import { useId, useState } from "react";
import { formatPrice } from "~/lib/price";
import { Overlay } from "../shared/Overlay";
import type { ScreenWidgetProps } from "../index";

/** Plan id of Circle ("circle is CIRCLEPlan"). */
export const CIRCLE_PLAN_ID = "CIRCLEPlan";

export const CIRCLE_PLANS = [
  { subPlanId: "CIRCLE_2M", months: 2, price: 99 },
  { subPlanId: "CIRCLE_6M", months: 6, price: 199 },
  { subPlanId: "CIRCLE_12M", months: 12, price: 299 },
] as const;

export const CIRCLE_TERMS = [
  "Membership cannot be cancelled once bought.",
  "No refund, except at the management's discretion.",
  "Benefits begin within 24 hours of purchase.",
  "Not valid in physical stores or for hospital visits booked through Apollo 247.",
];

const perMonth = (price: number, months: number) => Math.round(price / months);

export function CircleMembershipPopup({ onClose }: ScreenWidgetProps) {
  const [chosen, setChosen] = useState<string>(CIRCLE_PLANS[2].subPlanId);
  const legend = useId();
  const plan = CIRCLE_PLANS.find((p) => p.subPlanId === chosen) ?? CIRCLE_PLANS[2];
  const href = `/circle-landing?plan_id=${CIRCLE_PLAN_ID}&sub_plan_id=${plan.subPlanId}`;
  return (
    <Overlay
      name="circle_membership"
      title="Join Circle membership"
      onClose={onClose}
      footer={
        <a className="btn-primary" href={href}>
          Join Circle for {formatPrice(plan.price)}
        </a>
      }
    >
      <p className="sw-lead">Member prices on lab tests, extra cashback and free home sample collection on eligible orders.</p>
      <fieldset className="sw-plans">
        <legend id={legend}>Choose a plan</legend>
        {CIRCLE_PLANS.map((p) => (
          <label key={p.subPlanId} className="sw-plan" data-selected={p.subPlanId === chosen || undefined}>
            <input type="radio" name="circle-plan" value={p.subPlanId} checked={p.subPlanId === chosen} onChange={() => setChosen(p.subPlanId)} />
            <span className="sw-plan-name">{p.months} months</span>
            <span className="sw-plan-price">{formatPrice(p.price)}</span>
            <span className="sw-plan-note">about {formatPrice(perMonth(p.price, p.months))} a month</span>
          </label>
        ))}
      </fieldset>
      <h3 className="sw-subtitle">Terms</h3>
      <ul className="sw-terms">
        {CIRCLE_TERMS.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </Overlay>
  );
}
