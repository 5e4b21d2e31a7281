/** /ops/memberships — Circle and care-plan refunds at the management's discretion, audited. Staff only (checked here too). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { membershipsAction, membershipsLoader } from "~/features/ops/memberships/memberships.server";
import { Memberships } from "~/features/ops/memberships/Memberships";
import { OpsErrorBoundary } from "~/features/ops/OpsErrorBoundary";

export const meta: MetaFunction = () => [{ title: "Memberships | Operations console" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => membershipsLoader(request);
export const action = ({ request }: ActionFunctionArgs) => membershipsAction(request);
export default Memberships;

export function ErrorBoundary() {
  const error = useRouteError();
  return <OpsErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
