/** /corporate-benefits and /corporate-benefits?partner=HDFCBANK: benefits, registration and voucher cards. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { corporateAction, corporateLoader } from "~/features/corporate/corporate.server";
import { CorporateBenefitsPage } from "~/features/corporate/CorporateBenefitsPage";
import accountStyles from "~/features/auth/accounts.css?url";
import membershipStyles from "~/features/membership/membership.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: membershipStyles }];
export const meta: MetaFunction = () => [
  { title: "Corporate benefits | Apollo 247" },
  { name: "description", content: "Register with your company email or employee ID for corporate prices on lab tests, consultations and health checkups." },
];

export const loader = ({ request }: LoaderFunctionArgs) => corporateLoader(request);
export const action = ({ request }: ActionFunctionArgs) => corporateAction(request);

export default function CorporateBenefits() {
  return <CorporateBenefitsPage />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
