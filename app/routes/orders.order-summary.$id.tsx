/** /orders/order-summary/{id}: one booking (its parent order) with every patient's order and the bill. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { orderSummaryLoader, type OrderSummaryData } from "~/features/orders/orders.server";
import { OrderSummary } from "~/features/orders/OrderSummary";
import ordersStyles from "~/features/orders/orders.css?url";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: ordersStyles }];
export const meta: MetaFunction = () => [{ title: "Order summary | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return Response.json(await orderSummaryLoader(request, params.id), { headers: { "Cache-Control": "private, no-store" } });
}

export default function Route() {
  const data = useLoaderData() as OrderSummaryData;
  return <OrderSummary data={data} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
