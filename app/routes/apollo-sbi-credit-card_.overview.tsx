/** /apollo-sbi-credit-card/overview: the card's benefits, eligibility and fees, and the applicant's own status. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { overviewAction, overviewLoader } from "~/features/credit-card/card-pages.server";
import { OverviewPage } from "~/features/credit-card/CardPages";
import accountStyles from "~/features/auth/accounts.css?url";
import membershipStyles from "~/features/membership/membership.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: membershipStyles }];
export const meta: MetaFunction = () => [
  { title: "Apollo SBI Card SELECT: benefits, eligibility and fees | Apollo 247" },
  { name: "description", content: "Up to 10% back as health credits, Circle membership and an annual health checkup. Check eligibility and apply." },
];
export const loader = ({ request }: LoaderFunctionArgs) => overviewLoader(request);
export const action = ({ request }: ActionFunctionArgs) => overviewAction(request);
export default OverviewPage;
export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
