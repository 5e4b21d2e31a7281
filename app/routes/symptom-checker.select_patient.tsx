/** /symptom-checker/select_patient: who the symptom check is for. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { selectPatientLoader, selectPatientAction, type SelectPatientData } from "~/features/symptom-checker/symptom-checker.server";
import { SelectPatient } from "~/features/symptom-checker/SelectPatient";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/symptom-checker/symptom-checker.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Symptom checker – Choose a profile | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => selectPatientLoader(request);
export const action = ({ request }: ActionFunctionArgs) => selectPatientAction(request);

export default function Route() {
  return <SelectPatient data={useLoaderData<SelectPatientData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
