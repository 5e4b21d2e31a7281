/** /pay-care?plan_id=&sub_plan_id=: paying for a care plan (care-first or the family doctor plan) through the gateway. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { payCareAction, payCareLoader, type PayCareData } from "~/features/membership/care.server";
import { PlanPurchaseForm } from "~/features/membership/PlanPurchaseForm";
import accountStyles from "~/features/auth/accounts.css?url";
import membershipStyles from "~/features/membership/membership.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: membershipStyles }];
export const meta: MetaFunction = () => [{ title: "Pay for your care plan | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => payCareLoader(request);
export const action = ({ request }: ActionFunctionArgs) => payCareAction(request);

const PAGE_OF: Record<string, string> = { ApolloCareFirstPackage: "/membership/care-first", FHP1: "/membership/family-doctor-plan?plan_id=FHP1" };

export default function PayCarePage() {
  const data = useLoaderData<PayCareData>();
  return (
    <div className="circle-page">
      <p className="breadcrumb"><Link to={PAGE_OF[data.planId] ?? "/"}>{data.planTitle}</Link> / Pay</p>
      <h1 className="page-title">{data.planTitle}</h1>
      <PlanPurchaseForm
        data={data}
        heading="Confirm your plan"
        submitLabel="Proceed to pay"
        signInLabel="Sign in to buy"
        termsNote="The plan starts when your payment is confirmed; a plan bought while the same plan runs starts when it ends."
      />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
