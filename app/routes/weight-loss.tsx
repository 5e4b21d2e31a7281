/** /weight-loss: the weight-management programme, with tests and consults from the catalogue. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { weightLossLoader } from "~/features/weight-loss/weight-loss.server";
import { WeightLossPage } from "~/features/weight-loss/WeightLossPage";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/insurance/insurance.css?url";
import siteStyles from "~/features/site/site.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: siteStyles }, { rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [
  { title: "Weight loss programme | Apollo 247" },
  { name: "description", content: "A safe weight-loss plan: BMI and waist, the blood tests to start with, and doctors to guide you." },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => weightLossLoader(request, context);

export default function Page() {
  return <WeightLossPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
