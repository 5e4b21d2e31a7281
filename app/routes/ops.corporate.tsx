/** /ops/corporate — companies, rosters and voucher batches for corporate benefits. Staff only (checked here too). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { corporateAction, corporateLoader } from "~/features/ops/corporate/corporate.server";
import { Corporate } from "~/features/ops/corporate/Corporate";
import { OpsErrorBoundary } from "~/features/ops/OpsErrorBoundary";

export const meta: MetaFunction = () => [{ title: "Corporate benefits | Operations console" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => corporateLoader(request);
export const action = ({ request }: ActionFunctionArgs) => corporateAction(request);
export default Corporate;

export function ErrorBoundary() {
  const error = useRouteError();
  return <OpsErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
