/**
 * /prescriptions: every prescription of the family — those uploaded to book tests (with where their lead stands)
 * and those kept in the health records.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { prescriptionsPageLoader } from "~/features/health-records/health-records.server";
import { PrescriptionList } from "~/features/prescriptions/PrescriptionList";
import { RecordList } from "~/features/health-records/RecordList";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import accountStyles from "~/features/auth/accounts.css?url";
import recordStyles from "~/features/health-records/health-records.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: recordStyles }];
export const meta: MetaFunction = () => [{ title: "Prescriptions | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => prescriptionsPageLoader(request);

export default function Prescriptions() {
  const { forTests, kept } = useLoaderData<typeof loader>();
  return (
    <div className="account-page">
      <h1 className="page-title">Prescriptions</h1>
      <div className="record-toolbar">
        <Link to="/upload-prescription" className="btn-primary">Book tests from a prescription</Link>
        <Link to="/add-record/prescription">Keep a prescription in your records</Link>
      </div>
      <h2 className="section-title">Uploaded to book tests</h2>
      <PrescriptionList prescriptions={forTests} highlightId={null} />
      <h2 className="section-title">In your health records</h2>
      <RecordList records={kept} addedId={null} emptyText="No prescriptions kept in your health records yet." />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
