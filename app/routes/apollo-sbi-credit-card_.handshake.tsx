/** /apollo-sbi-credit-card/handshake: application status and the bank's KYC step, which activates an approved card. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { handshakeAction, handshakeLoader } from "~/features/credit-card/card-pages.server";
import { HandshakePage } from "~/features/credit-card/CardPages";
import accountStyles from "~/features/auth/accounts.css?url";
import membershipStyles from "~/features/membership/membership.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: membershipStyles }];
export const meta: MetaFunction = () => [{ title: "Apollo SBI Card application status | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => handshakeLoader(request);
export const action = ({ request }: ActionFunctionArgs) => handshakeAction(request);
export default HandshakePage;
export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
