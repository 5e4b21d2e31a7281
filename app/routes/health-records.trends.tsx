/**
 * /health-records/trends: one family member's lab parameter (HbA1c, TSH, vitamin D, LDL, …) across every report
 * that has it, against its reference range. The chart is drawn on the server; choosing is a plain GET form.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { trendsLoader } from "~/features/health-records/health-records.server";
import { RecordTabs } from "~/features/health-records/RecordTabs";
import { TrendChart } from "~/features/health-records/TrendChart";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import accountStyles from "~/features/auth/accounts.css?url";
import recordStyles from "~/features/health-records/health-records.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: recordStyles }];
export const meta: MetaFunction = () => [{ title: "Health trends | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => trendsLoader(request);

export default function HealthTrends() {
  const { patients, patientId, parameters, trend } = useLoaderData<typeof loader>();
  return (
    <div className="account-page" data-section="Health Records">
      <h1 className="page-title">Health records</h1>
      <RecordTabs current="trends" patientId={patientId} />
      <form method="get" className="record-filter" aria-label="Choose a trend">
        <label htmlFor="trend-patient">Family member</label>
        <select id="trend-patient" name="patient" defaultValue={patientId ?? undefined}>
          {patients.map((p) => <option key={p.id} value={p.id}>{p.name}{p.relation === "me" ? " (you)" : ""}</option>)}
        </select>
        {parameters.length ? (
          <>
            <label htmlFor="trend-parameter">Parameter</label>
            <select id="trend-parameter" name="parameter" defaultValue={trend?.parameterName}>
              {parameters.map((p) => <option key={p.name} value={p.name}>{p.name} ({p.reports} report{p.reports === 1 ? "" : "s"})</option>)}
            </select>
          </>
        ) : null}
        <button type="submit" className="link-button">Show</button>
      </form>
      {trend ? (
        <section aria-labelledby="trend-heading">
          <h2 id="trend-heading" className="section-title">{trend.parameterName}{trend.unit ? ` (${trend.unit})` : ""}</h2>
          <TrendChart trend={trend} />
        </section>
      ) : (
        <p className="empty-state">No lab results yet. Results from your lab test reports will appear here.</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
