/** /pay/{id}: the payment gateway's hosted checkout (the local sandbox), for the payment's owner only. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { checkoutAction, checkoutLoader, type CheckoutActionData } from "~/features/payments/payments.server";
import { SandboxCheckout, type CheckoutData } from "~/features/payments/SandboxCheckout";
import accountStyles from "~/features/auth/accounts.css?url";
import paymentStyles from "~/features/payments/payments.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: paymentStyles }];
export const meta: MetaFunction = () => [{ title: "Payment | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params }: LoaderFunctionArgs) => checkoutLoader(request, params.id ?? "");
export const action = ({ request, params }: ActionFunctionArgs) => checkoutAction(request, params.id ?? "");

export default function Pay() {
  const data = useLoaderData<CheckoutData>();
  const actionData = useActionData<CheckoutActionData>();
  return <SandboxCheckout data={data} actionData={actionData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
