/** /health-tools/calories-burnt: Calories burnt */
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { CaloriesBurnt } from "~/features/health-tools/CaloriesBurnt";
import { caloriesBurntAction } from "~/features/health-tools/tools.server";
import accountStyles from "~/features/auth/accounts.css?url";
import siteStyles from "~/features/site/site.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: siteStyles }];
export const meta: MetaFunction = () => [{ title: "Calories burnt | Apollo 247" }, { name: "description", content: "Calories burnt walking, cycling, swimming, yoga, cricket and more, from the Compendium of Physical Activities." }];

export const action = ({ request }: ActionFunctionArgs) => caloriesBurntAction(request);

export default function Route() {
  return <CaloriesBurnt />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
