/**
 * /health-records/{x}: the family's records of one type (the tabs: Prescription, Bill, Hospitalization, and the
 * other record types), for everyone or one member; lab reports of ready orders appear here by themselves.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { recordsTabLoader } from "~/features/health-records/health-records.server";
import { PatientFilter, RecordTabs } from "~/features/health-records/RecordTabs";
import { RecordList } from "~/features/health-records/RecordList";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import accountStyles from "~/features/auth/accounts.css?url";
import recordStyles from "~/features/health-records/health-records.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: recordStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.tab.label ?? "Health"} records | Apollo 247` }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params }: LoaderFunctionArgs) => recordsTabLoader(request, params.x);

export default function HealthRecordsTab() {
  const { tab, patients, patientId, records, addedId } = useLoaderData<typeof loader>();
  const q = patientId ? `?patient=${patientId}` : "";
  return (
    <div className="account-page" data-section="Health Records">
      <h1 className="page-title">Health records</h1>
      <RecordTabs current={tab.slug} patientId={patientId} />
      <PatientFilter patients={patients} patientId={patientId} />
      <div className="record-toolbar">
        <Link to={`/add-record/${tab.slug}${q}`} className="btn-primary">Add {tab.label.toLowerCase()}</Link>
        {patientId ? <a href={`/resources/health-records/fhir?patient=${patientId}`} download>Export all records (FHIR)</a> : null}
      </div>
      {addedId ? <p className="form-notice" role="status">Record added.</p> : null}
      <h2 className="section-title">{tab.label}</h2>
      <RecordList records={records} addedId={addedId} emptyText={`No ${tab.label.toLowerCase()} records yet.`} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
