/** /payments/{category}/{orderId}: an order's payment result, polled while pending (owner only). */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { paymentResultAction, paymentResultLoader } from "~/features/payments/payments.server";
import { PaymentResult, type PaymentResultData } from "~/features/payments/PaymentResult";
import accountStyles from "~/features/auth/accounts.css?url";
import paymentStyles from "~/features/payments/payments.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: paymentStyles }];
export const meta: MetaFunction = () => [{ title: "Payment status | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params }: LoaderFunctionArgs) => paymentResultLoader(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => paymentResultAction(request, params);

export default function PaymentStatusPage() {
  const data = useLoaderData<PaymentResultData>();
  const actionData = useActionData<{ formError?: string }>();
  return <PaymentResult data={data} formError={actionData?.formError} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
