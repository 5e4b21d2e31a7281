/** /membership/care-first: the Apollo Care First package (plan id ApolloCareFirstPackage). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { carePlanPageLoader, type CarePlanPageData } from "~/features/membership/care.server";
import { CarePlanPage } from "~/features/membership/CarePlanPage";
import accountStyles from "~/features/auth/accounts.css?url";
import membershipStyles from "~/features/membership/membership.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { CARE_FIRST_PLAN_ID } from "~/lib/circle-membership";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: membershipStyles }];
export const meta: MetaFunction = () => [{ title: "Apollo Care First | Apollo 247" }];

export const loader = ({ request }: LoaderFunctionArgs) => carePlanPageLoader(request, CARE_FIRST_PLAN_ID);

export default function CareFirstPage() {
  return <CarePlanPage data={useLoaderData<CarePlanPageData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
