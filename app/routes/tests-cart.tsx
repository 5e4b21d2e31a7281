/** /tests-cart: the multi-patient cart with its bill (lab-tests spec §2). */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { cartPageAction, cartPageData } from "~/features/cart/cart-page.server";
import { CartPage } from "~/features/cart/CartPage";
import cartStyles from "~/features/cart/cart.css?url";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: cartStyles }];
export const meta: MetaFunction = () => [{ title: "Your cart | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await cartPageData(request), { headers: { "Cache-Control": "private, no-store" } });
}
export const action = ({ request }: ActionFunctionArgs) => cartPageAction(request);

export default function TestsCart() {
  const data = useLoaderData<Awaited<ReturnType<typeof cartPageData>>>();
  return <CartPage data={data} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
