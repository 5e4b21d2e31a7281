/** /add-record/{x}: upload a record of type {x} (a bill, a discharge summary, a vaccination card…) for a family member. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { addRecordAction, addRecordLoader } from "~/features/health-records/health-records.server";
import { AddRecordForm } from "~/features/health-records/AddRecordForm";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import accountStyles from "~/features/auth/accounts.css?url";
import recordStyles from "~/features/health-records/health-records.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: recordStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Add ${data?.tab.label.toLowerCase() ?? "record"} | Apollo 247` }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params }: LoaderFunctionArgs) => addRecordLoader(request, params.x);
export const action = ({ request, params }: ActionFunctionArgs) => addRecordAction(request, params.x);

export default function AddRecord() {
  const { tab, patients, patientId, today } = useLoaderData<typeof loader>();
  return (
    <div className="account-page" data-section="Health Records">
      <p className="breadcrumb"><Link to="/health-records">Health records</Link> / <Link to={`/health-records/${tab.slug}`}>{tab.label}</Link></p>
      <h1 className="page-title">Add a health record</h1>
      {patients.length ? (
        <AddRecordForm recordType={tab.type} label={tab.label} patients={patients} patientId={patientId} today={today} />
      ) : (
        <p className="form-notice">Add a patient profile first: <Link to="/patients?add=1">add a profile</Link>.</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
