/**
 * The Circle membership popup: the plans on sale, read from the plan table (getCirclePlans), and the way to buy
 * the chosen one — /circle-landing with the plan picked, where the purchase form and the gateway are. Terms as
 * the spec gives them (lib/circle-membership).
 */
import { useEffect, useId, useState } from "react";
import { graphql } from "~/graphql/generated";
import { formatPrice } from "~/lib/price";
import { CIRCLE_PLAN_ID, CIRCLE_TERMS } from "~/lib/circle-membership";
import { Overlay } from "../shared/Overlay";
import { requestGraphql, SOMETHING_WENT_WRONG } from "../shared/api";
import type { ScreenWidgetProps } from "../index";

const CirclePlansQuery = graphql(`
  query CirclePlans {
    getCirclePlans { subPlanId title durationDays price perMonth }
  }
`);

type Plan = { subPlanId: string; title: string; durationDays: number; price: number; perMonth: number };
type PlansState = { status: "loading" } | { status: "error" } | { status: "ready"; plans: Plan[] };

export function CircleMembershipPopup({ onClose }: ScreenWidgetProps) {
  const [state, setState] = useState<PlansState>({ status: "loading" });
  const [chosen, setChosen] = useState<string | null>(null);
  const legend = useId();
  useEffect(() => {
    const controller = new AbortController();
    requestGraphql(CirclePlansQuery, {}, controller.signal)
      .then((d) => setState({ status: "ready", plans: d.getCirclePlans }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    return () => controller.abort();
  }, []);
  const plans = state.status === "ready" ? state.plans : [];
  // The longest plan is offered first, as the landing page does.
  const plan = plans.find((p) => p.subPlanId === chosen) ?? plans[plans.length - 1] ?? null;
  const href = plan ? `/circle-landing?plan_id=${CIRCLE_PLAN_ID}&sub_plan_id=${encodeURIComponent(plan.subPlanId)}` : "/circle-landing";
  return (
    <Overlay
      name="circle_membership"
      title="Join Circle membership"
      onClose={onClose}
      footer={
        <a className="btn-primary" href={href}>
          {plan ? `Join Circle for ${formatPrice(plan.price)}` : "See Circle plans"}
        </a>
      }
    >
      <p className="sw-lead">Member prices and extra cashback on lab tests, no booking fee, and a discount at Apollo hospitals.</p>
      {state.status === "loading" ? <p role="status" className="sw-lead">Loading plans…</p> : null}
      {state.status === "error" ? <p role="alert" className="sw-lead">{SOMETHING_WENT_WRONG}</p> : null}
      {plans.length ? (
        <fieldset className="sw-plans">
          <legend id={legend}>Choose a plan</legend>
          {plans.map((p) => (
            <label key={p.subPlanId} className="sw-plan" data-selected={p.subPlanId === plan?.subPlanId || undefined}>
              <input type="radio" name="circle-plan" value={p.subPlanId} checked={p.subPlanId === plan?.subPlanId} onChange={() => setChosen(p.subPlanId)} />
              <span className="sw-plan-name">{p.title}</span>
              <span className="sw-plan-price">{formatPrice(p.price)}</span>
              <span className="sw-plan-note">about {formatPrice(p.perMonth)} a month</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <h3 className="sw-subtitle">Terms</h3>
      <ul className="sw-terms">
        {CIRCLE_TERMS.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </Overlay>
  );
}
