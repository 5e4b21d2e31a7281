/** /membership/family-doctor-plan?plan_id=&sub_plan_id=: the family doctor plan (plan id FHP1). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { carePlanPageLoader, type CarePlanPageData } from "~/features/membership/care.server";
import { CarePlanPage } from "~/features/membership/CarePlanPage";
import accountStyles from "~/features/auth/accounts.css?url";
import membershipStyles from "~/features/membership/membership.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { FAMILY_DOCTOR_PLAN_ID } from "~/lib/circle-membership";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: membershipStyles }];
export const meta: MetaFunction = () => [{ title: "Family doctor plan | Apollo 247" }];

export const loader = ({ request }: LoaderFunctionArgs) => carePlanPageLoader(request, FAMILY_DOCTOR_PLAN_ID);

export default function FamilyDoctorPlanPage() {
  return <CarePlanPage data={useLoaderData<CarePlanPageData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
