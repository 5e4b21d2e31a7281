/** /pay-online-consult: checkout of a doctor's online consult, paid through the gateway. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { consultCheckoutAction, consultCheckoutLoader, type ConsultCheckoutData } from "~/features/consult/consult-checkout.server";
import { ConsultCheckout } from "~/features/consult/ConsultCheckout";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import bookingStyles from "~/features/booking/booking.css?url";
import consultStyles from "~/features/consult/consult.css?url";
import paymentStyles from "~/features/payments/payments.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bookingStyles }, { rel: "stylesheet", href: consultStyles }, { rel: "stylesheet", href: paymentStyles }];
export const meta: MetaFunction = () => [{ title: "Online consult – Pay | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => consultCheckoutLoader(request, "ONLINE");
export const action = ({ request }: ActionFunctionArgs) => consultCheckoutAction(request, "ONLINE");

export default function PayOnlineConsult() {
  return <ConsultCheckout data={useLoaderData<ConsultCheckoutData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
