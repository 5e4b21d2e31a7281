/** /orders: every order of the signed-in account, of every kind, newest first, ten to a page (lab-tests spec §2). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ordersListLoader } from "~/features/orders/orders.server";
import { OrdersListRoute, ordersClientLoader } from "~/features/orders/list-route";
import ordersStyles from "~/features/orders/orders.css?url";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: ordersStyles }];
export const meta: MetaFunction = () => [{ title: "My orders | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await ordersListLoader(request, { allKinds: true }), { headers: { "Cache-Control": "private, no-store" } });
}
export const clientLoader = ordersClientLoader;

export default function Orders() {
  return <OrdersListRoute title="My orders" basePath="/orders" />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
