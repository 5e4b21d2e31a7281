/** /health-records/{x}/{id}: one record — its results and files, its FHIR export, and links shared with doctors. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { recordAction, recordLoader } from "~/features/health-records/health-records.server";
import { RecordDetails } from "~/features/health-records/RecordDetails";
import { ShareRecord } from "~/features/health-records/ShareRecord";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import accountStyles from "~/features/auth/accounts.css?url";
import recordStyles from "~/features/health-records/health-records.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: recordStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.record.title ?? "Health record"} | Apollo 247` }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params }: LoaderFunctionArgs) => recordLoader(request, params.x, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => recordAction(request, params.id);

export default function HealthRecord() {
  const { tab, record, shares } = useLoaderData<typeof loader>();
  return (
    <div className="account-page" data-section="Health Records">
      <p className="breadcrumb"><Link to="/health-records">Health records</Link> / <Link to={`/health-records/${tab.slug}`}>{tab.label}</Link></p>
      <h1 className="page-title">{record.title}</h1>
      <RecordDetails record={record} />
      <div className="record-toolbar">
        <a href={`/resources/health-records/fhir?record=${record.id}`} download>Export as FHIR</a>
        {record.recordType === "LAB REPORT" ? <Link to={`/health-records/trends?patient=${record.patientId}`}>See trends</Link> : null}
      </div>
      <ShareRecord shares={shares} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
