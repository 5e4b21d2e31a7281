/** /apollo-sbi-credit-card/approved: the bank's decision on the signed-in applicant's own application. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { decisionLoader } from "~/features/credit-card/card-pages.server";
import { ApprovedPage } from "~/features/credit-card/CardPages";
import accountStyles from "~/features/auth/accounts.css?url";
import membershipStyles from "~/features/membership/membership.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: membershipStyles }];
export const meta: MetaFunction = () => [{ title: "Your Apollo SBI Card is approved | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => decisionLoader(request, "APPROVED");
export default ApprovedPage;
export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
