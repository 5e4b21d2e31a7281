/** /health-tools/calories-required: Calories required */
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { CaloriesRequired } from "~/features/health-tools/CaloriesRequired";
import { caloriesRequiredAction } from "~/features/health-tools/tools.server";
import accountStyles from "~/features/auth/accounts.css?url";
import siteStyles from "~/features/site/site.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: siteStyles }];
export const meta: MetaFunction = () => [{ title: "Calories required | Apollo 247" }, { name: "description", content: "How many calories you need a day, by the Mifflin-St Jeor equation and your activity level." }];

export const action = ({ request }: ActionFunctionArgs) => caloriesRequiredAction(request);

export default function Route() {
  return <CaloriesRequired />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
