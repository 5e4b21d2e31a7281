/**
 * /radiology-cart: the scans, the city and centre (chosen in the radiology city and clinic selection modals), then
 * the slot date and time, the patient, the prescription where a scan needs one, and how to pay — online through the
 * gateway or at the centre. The price is all-in. A visitor's cart lives in their browser and survives sign-in.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { cartAction, cartLoader } from "~/features/radiology/radiology-cart.server";
import { RadiologyCartPage, type RadiologyCartData } from "~/features/radiology/RadiologyCartPage";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/radiology/radiology.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Radiology cart | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await cartLoader(request), { headers: { "Cache-Control": "private, no-store" } });
}
export const action = ({ request }: ActionFunctionArgs) => cartAction(request);

export default function RadiologyCart() {
  const data = useLoaderData() as RadiologyCartData;
  const reply = useActionData() as { error?: Record<string, string[] | null> | null } | undefined;
  return <RadiologyCartPage data={data} errors={reply?.error ?? {}} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
