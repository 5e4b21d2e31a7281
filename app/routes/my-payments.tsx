/** /my-payments: the signed-in account's payments. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { myPaymentsLoader } from "~/features/payments/payments.server";
import { PaymentsList, type PaymentsListData } from "~/features/payments/PaymentsList";
import accountStyles from "~/features/auth/accounts.css?url";
import paymentStyles from "~/features/payments/payments.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: paymentStyles }];
export const meta: MetaFunction = () => [{ title: "My payments | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => myPaymentsLoader(request);

export default function MyPayments() {
  const data = useLoaderData<PaymentsListData>();
  return (
    <div className="account-page">
      <p className="breadcrumb"><Link to="/my-account">My account</Link> / My payments</p>
      <h1 className="page-title">My payments</h1>
      <PaymentsList data={data} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
