/**
 * /ops/leads — prescription leads ('Prescription Uploaded') for the lab's staff: read the prescription, pick the
 * tests and a collection slot, and make the lead an order, or drop it ('Order Aborted'). Staff only (role ops):
 * checked here too, so the page is safe with or without the console's layout around it.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { leadsAction, leadsLoader, type LeadActionData } from "~/features/ops/leads/leads.server";
import { LeadList } from "~/features/ops/leads/LeadList";
import { LeadWorkbench } from "~/features/ops/leads/LeadWorkbench";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "Prescription leads | Operations console" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => leadsLoader(request);
export const action = ({ request }: ActionFunctionArgs) => leadsAction(request);

export default function OpsLeads() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<LeadActionData>();
  return (
    <div className="account-page ops-leads">
      <h1 className="page-title">Prescription leads</h1>
      {d.done === "converted" ? <p className="form-notice" role="status">Order placed{d.doneRef ? ` (pre-booking id ${d.doneRef})` : ""}.</p> : null}
      {d.done === "dropped" ? <p className="form-notice" role="status">Lead dropped. The patient sees Order Aborted.</p> : null}
      {d.selectedGone ? <p className="form-error" role="alert">That lead has already been handled. <Link to="/ops/leads">Back to the leads</Link></p> : null}
      {d.selected ? (
        <LeadWorkbench
          lead={d.selected} q={d.q} itemIds={d.itemIds} results={d.results} preview={d.preview} previewError={d.previewError}
          slots={d.slots} actionData={actionData}
        />
      ) : null}
      <h2 className="section-title">Waiting for a call ({d.leads.length})</h2>
      <LeadList leads={d.leads} selectedId={d.selected?.orderId ?? null} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="error-page" data-status="403">
        <h1>Staff only</h1>
        <p>The operations console is for lab staff.</p>
        <Link to="/" className="btn-primary">Go to home</Link>
      </div>
    );
  }
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
