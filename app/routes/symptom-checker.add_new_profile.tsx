/** /symptom-checker/add_new_profile: add a family member, then check their symptoms. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { addProfileAction, addProfileLoader } from "~/features/symptom-checker/symptom-checker.server";
import { PatientForm } from "~/features/patients/PatientForm";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { gdStepPath } from "~/lib/symptom-checker";
import accountStyles from "~/features/auth/accounts.css?url";
import styles from "~/features/symptom-checker/symptom-checker.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Symptom checker – Add a profile | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => addProfileLoader(request);
export const action = ({ request }: ActionFunctionArgs) => addProfileAction(request);

export default function AddNewProfile() {
  return (
    <div className="sc-page">
      <p className="breadcrumb"><Link to={gdStepPath("select_patient")}>← Choose a profile</Link></p>
      <h1>Add a new profile</h1>
      <PatientForm defaults={null} cancelTo={gdStepPath("select_patient")} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
