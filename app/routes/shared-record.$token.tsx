/**
 * /shared-record/{token}: the one record a patient shared with their doctor, while the link works (every opening
 * is logged for the patient). Unknown, expired and revoked links get the same answer.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { sharedRecordLoader } from "~/features/health-records/health-records.server";
import { RecordDetails } from "~/features/health-records/RecordDetails";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { indiaDateTime } from "~/lib/india-date-time";
import accountStyles from "~/features/auth/accounts.css?url";
import recordStyles from "~/features/health-records/health-records.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: recordStyles }];
export const meta: MetaFunction = () => [{ title: "Shared health record | Apollo 247" }, { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
export const headers = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export const loader = ({ params }: LoaderFunctionArgs) => sharedRecordLoader(params.token);

export default function SharedRecord() {
  const { record, expiresAt } = useLoaderData<typeof loader>();
  return (
    <div className="account-page">
      <h1 className="page-title">{record.title}</h1>
      <p className="form-notice">Shared by the patient. This link works until {indiaDateTime(expiresAt)}.</p>
      <RecordDetails record={record} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
