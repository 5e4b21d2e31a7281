/** /resample-order/{id}: a rejected sample — book a free re-collection or ask for a refund. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { orderAction, resampleLoader, type ResampleData } from "~/features/orders/orders.server";
import { ResampleOrder } from "~/features/orders/ResampleOrder";
import ordersStyles from "~/features/orders/orders.css?url";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: ordersStyles }];
export const meta: MetaFunction = () => [{ title: "Sample rejected | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return Response.json(await resampleLoader(request, params.id), { headers: { "Cache-Control": "private, no-store" } });
}
export const action = ({ request, params }: ActionFunctionArgs) => orderAction(request, params.id);

export default function Route() {
  const data = useLoaderData() as ResampleData;
  return <ResampleOrder data={data} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
