/** /radiology-success?orderId=: the booking is made (paid online, or to pay at the centre). Owner only. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { successLoader } from "~/features/radiology/radiology.server";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { indiaDateTime } from "~/lib/india-date-time";
import type { RadiologyOrderView } from "~/.server/domain/radiology/radiology-order-actions";
import styles from "~/features/radiology/radiology.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Scan booked | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await successLoader(request), { headers: { "Cache-Control": "private, no-store" } });
}

export default function RadiologySuccess() {
  const order = useLoaderData() as RadiologyOrderView & { uploadPrescriptionUrl: string | null };
  return (
    <main className="radiology-page">
      <h1>{order.status === "PAYMENT_PENDING" ? "Waiting for your payment" : "Your scan is booked"}</h1>
      <p>
        Order #{order.displayId} · {order.statusLabel}
        <br />
        {order.items.map((i) => i.name).join(", ")} at {order.clinic?.name}, {indiaDateTime(order.slotDateTimeInUTC)}
      </p>
      {order.paymentType === "COD" ? <p>Please pay at the centre when you arrive.</p> : null}
      {order.uploadPrescriptionUrl ? (
        <p className="rx-note">
          Your doctor&apos;s prescription is still needed before your visit. <Link to={order.uploadPrescriptionUrl}>Upload prescription</Link>
        </p>
      ) : null}
      <p><Link to={`/radiology-order-details/${order.id}`} className="btn-primary">View order</Link></p>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
