import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { patientsAction, patientsLoader } from "~/features/patients/patients.server";
import { PatientForm } from "~/features/patients/PatientForm";
import { PatientList } from "~/features/patients/PatientList";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "Patient profiles | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => patientsLoader(request);
export const action = ({ request }: ActionFunctionArgs) => patientsAction(request);

const SAVED: Record<string, string> = { added: "Family member added", updated: "Profile updated" };

export default function Patients() {
  const { patients, editing, adding, saved, maxProfiles } = useLoaderData<typeof loader>();
  const full = patients.length >= maxProfiles;
  return (
    <div className="account-page">
      <p className="breadcrumb"><Link to="/my-account">My account</Link> / Patients</p>
      <h1 className="page-title">Patient profiles</h1>
      {saved && SAVED[saved] ? <p className="form-notice" role="status">{SAVED[saved]}</p> : null}
      {editing ? <PatientForm defaults={editing} /> : adding && !full ? <PatientForm defaults={null} /> : null}
      <PatientList patients={patients} />
      <p className="field-hint">{patients.length} of {maxProfiles} profiles</p>
      {!editing && !adding ? (
        full ? <p className="form-notice">You can add up to {maxProfiles} profiles to an account.</p> : <Link to="/patients?add=1" className="btn-primary">Add family member</Link>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
