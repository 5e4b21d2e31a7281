/** Finding orders: by order id, display id, the patient's mobile number, and status. */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { getServices } from "~/.server/app-context";
import { requireOpsUser } from "~/.server/ops/access";
import { findOrders } from "~/.server/domain/lab-tests/ops-console";
import { OrderSearch } from "~/features/ops/OrderSearch";
import { OpsErrorBoundary } from "~/features/ops/OpsErrorBoundary";

export const meta: MetaFunction = () => [{ title: "Orders | Operations console" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOpsUser(request);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 40);
  const status = url.searchParams.get("status") ?? "";
  const { db } = await getServices();
  const orders = await findOrders(db, { query, status });
  return data({ query, status, orders }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function OpsOrders() {
  const { query, status, orders } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return <OrderSearch query={query} status={status} orders={orders} loading={navigation.state === "loading" && navigation.location?.pathname === "/ops"} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <OpsErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
