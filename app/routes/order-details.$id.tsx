/** /order-details/{id}: one patient's order — status, journey, agent, tests, history and what can be done now. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { orderAction, orderDetailsLoader, type OrderDetailsData } from "~/features/orders/orders.server";
import { OrderDetails } from "~/features/orders/OrderDetails";
import ordersStyles from "~/features/orders/orders.css?url";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { orderResultsStylesheet } from "~/features/orders/results/styles";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: ordersStyles }, orderResultsStylesheet];
export const meta: MetaFunction = () => [{ title: "Order details | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return Response.json(await orderDetailsLoader(request, params.id), { headers: { "Cache-Control": "private, no-store" } });
}
export const action = ({ request, params }: ActionFunctionArgs) => orderAction(request, params.id);

export default function OrderDetailsRoute() {
  const data = useLoaderData() as OrderDetailsData;
  return <OrderDetails data={data} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
