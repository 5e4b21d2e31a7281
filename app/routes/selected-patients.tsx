/** /selected-patients: "Diag Patient Selection Page" — who the cart's tests are for. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { selectedPatientsAction, selectedPatientsLoader } from "~/features/cart/selected-patients.server";
import { SelectedPatients } from "~/features/cart/SelectedPatients";
import cartStyles from "~/features/cart/cart.css?url";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: cartStyles }];
export const meta: MetaFunction = () => [{ title: "Select patients | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => selectedPatientsLoader(request);
export const action = ({ request }: ActionFunctionArgs) => selectedPatientsAction(request);

export default function SelectedPatientsRoute() {
  return <SelectedPatients data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
