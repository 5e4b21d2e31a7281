/** /health-insurance (?age=&members=&cover=&rating=&ped=&roomRent=): plans with the spec's insurance filters. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { insuranceLoader } from "~/features/insurance/insurance.server";
import { InsurancePage } from "~/features/insurance/InsurancePage";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/insurance/insurance.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [
  { title: "Health insurance plans | Apollo 247" },
  { name: "description", content: "Compare health insurance plans by age, family members, cover, rating, pre-existing disease waiting period and room rent." },
];

export const loader = ({ request }: LoaderFunctionArgs) => insuranceLoader(request);

export default function Page() {
  return <InsurancePage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
