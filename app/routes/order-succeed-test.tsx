/** /order-succeed-test?orderId=: "Booking success" (lab-tests spec §2). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { orderSucceedLoader } from "~/features/booking/order-succeed.server";
import { OrderSucceed } from "~/features/booking/OrderSucceed";
import cartStyles from "~/features/cart/cart.css?url";
import bookingStyles from "~/features/booking/booking.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cartStyles }, { rel: "stylesheet", href: bookingStyles }];
export const meta: MetaFunction = () => [{ title: "Booking confirmed | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await orderSucceedLoader(request), { headers: { "Cache-Control": "private, no-store" } });
}

export default function OrderSucceedTest() {
  return <OrderSucceed data={useLoaderData<Awaited<ReturnType<typeof orderSucceedLoader>>>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
