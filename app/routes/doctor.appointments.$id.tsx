/** /doctor/appointments/{id}: the case sheet of one of the doctor's consults; submitting issues the e-prescription. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { caseSheetAction, caseSheetLoader } from "~/features/doctor/doctor.server";
import { CaseSheetEditor, type CaseSheetPageData } from "~/features/doctor/CaseSheetEditor";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import doctorStyles from "~/features/doctor/doctor.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: doctorStyles }];
export const meta: MetaFunction = () => [{ title: "Case sheet | Apollo 247 Doctor" }, { name: "robots", content: "noindex" }];
export const loader = ({ request, params }: LoaderFunctionArgs) => caseSheetLoader(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => caseSheetAction(request, params.id);

export default function CaseSheetPage() {
  const data = useLoaderData<CaseSheetPageData>();
  // A fresh editor per saved version: the picker's chosen tests start from what was stored.
  return <CaseSheetEditor key={data.sheet?.updatedAt ?? "new"} data={data} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
