/** /radiology-order-details/{id}: the owner's radiology order; anyone else's id is 404, as for none. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { orderAction, orderLoader } from "~/features/radiology/radiology.server";
import { RadiologyOrder, type RadiologyOrderPageView } from "~/features/radiology/RadiologyOrder";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/radiology/radiology.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Radiology order | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return Response.json(await orderLoader(request, params.id), { headers: { "Cache-Control": "private, no-store" } });
}
export const action = ({ request, params }: ActionFunctionArgs) => orderAction(request, params.id);

export default function RadiologyOrderDetails() {
  const order = useLoaderData() as RadiologyOrderPageView;
  const reply = useActionData() as { error?: Record<string, string[] | null> | null } | undefined;
  return (
    <main className="radiology-page">
      <h1>Radiology order</h1>
      <RadiologyOrder order={order} error={reply?.error?.[""]?.[0] ?? null} />
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
