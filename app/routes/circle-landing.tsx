/** /circle-landing: Circle's benefits, plans, FAQ and terms, and buying a plan through the gateway. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { circleLandingAction, circleLandingLoader } from "~/features/membership/membership.server";
import { CircleLanding } from "~/features/membership/CircleLanding";
import accountStyles from "~/features/auth/accounts.css?url";
import membershipStyles from "~/features/membership/membership.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: membershipStyles }];
export const meta: MetaFunction = () => [
  { title: "Circle membership | Apollo 247" },
  { name: "description", content: "Join Circle for member prices and cashback on lab tests, no booking fee and a discount at Apollo hospitals." },
];

export const loader = async ({ request, context }: LoaderFunctionArgs) => Response.json(await circleLandingLoader(request, context), { headers: { "Cache-Control": "private, no-store" } });
export const action = ({ request }: ActionFunctionArgs) => circleLandingAction(request);

export default function CircleLandingPage() {
  return <CircleLanding />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
