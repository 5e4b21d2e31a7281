/** /health-tools/heart-health: the 10-year heart attack and stroke risk from the WHO South Asia chart */
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { HeartHealth } from "~/features/health-tools/HeartHealth";
import { heartHealthAction } from "~/features/health-tools/tools.server";
import accountStyles from "~/features/auth/accounts.css?url";
import siteStyles from "~/features/site/site.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: siteStyles }];
export const meta: MetaFunction = () => [{ title: "Heart health: 10-year heart attack and stroke risk | Apollo 247" }, { name: "description", content: "Estimate your 10-year risk of a heart attack or stroke with the WHO 2019 chart for South Asia, and see what to do next." }];

export const action = ({ request }: ActionFunctionArgs) => heartHealthAction(request);

export default function Route() {
  return <HeartHealth />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
