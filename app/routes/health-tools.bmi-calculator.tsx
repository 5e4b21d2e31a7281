/** /health-tools/bmi-calculator: BMI calculator */
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { BmiCalculator } from "~/features/health-tools/BmiCalculator";
import { bmiAction } from "~/features/health-tools/tools.server";
import accountStyles from "~/features/auth/accounts.css?url";
import siteStyles from "~/features/site/site.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: siteStyles }];
export const meta: MetaFunction = () => [{ title: "BMI calculator | Apollo 247" }, { name: "description", content: "Work out your body mass index with the Asian cut-offs (WHO 2004) and check your waist against the Indian cut-offs." }];

export const action = ({ request }: ActionFunctionArgs) => bmiAction(request);

export default function Route() {
  return <BmiCalculator />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
