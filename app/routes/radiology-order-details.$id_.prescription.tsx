/**
 * /radiology-order-details/{id}/prescription: the doctor's prescription for a booked scan that needs one, when it
 * was not uploaded at booking. The lab's upload form and rules; the owner only (anyone else's id is 404).
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { prescriptionPageAction, prescriptionPageLoader } from "~/features/radiology/radiology-prescription.server";
import { PrescriptionUploadForm } from "~/features/prescriptions/PrescriptionUploadForm";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { indiaDateTime } from "~/lib/india-date-time";
import { RADIOLOGY_PRESCRIPTION_CLOSED_MESSAGE } from "~/lib/radiology-order-status";
import accountStyles from "~/features/auth/accounts.css?url";
import styles from "~/features/radiology/radiology.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Upload prescription | Radiology | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return Response.json(await prescriptionPageLoader(request, params.id), { headers: { "Cache-Control": "private, no-store" } });
}
export const action = ({ request, params }: ActionFunctionArgs) => prescriptionPageAction(request, params.id);

type Data = Awaited<ReturnType<typeof prescriptionPageLoader>>;

export default function RadiologyPrescriptionUpload() {
  const { order, scans, hasPrescription, open } = useLoaderData() as Data;
  const reply = useActionData() as { formError?: string } | undefined;
  const back = `/radiology-order-details/${order.id}`;
  return (
    <main className="radiology-page">
      <nav aria-label="Breadcrumb"><Link to={back}>Order #{order.displayId}</Link> › Prescription</nav>
      <h1>Upload your prescription</h1>
      <p>
        {order.patientName ? <>{order.patientName} · </> : null}
        {order.clinicName ? <>{order.clinicName} · </> : null}
        {indiaDateTime(order.slotDateTimeInUTC)} · {order.statusLabel}
      </p>
      {scans.length ? (
        <p className="rx-note">A doctor&apos;s prescription is needed for {scans.join(", ")}. Please bring the original to the centre too.</p>
      ) : (
        <p>None of the scans in this order needs a prescription, but you can add one for the centre.</p>
      )}
      {hasPrescription ? <p className="form-notice">A prescription is already uploaded for this order. Uploading another replaces it.</p> : null}
      {open ? (
        <PrescriptionUploadForm title={`Prescription for order #${order.displayId}`} formError={reply?.formError ?? null} />
      ) : (
        <p className="form-error" role="alert">{RADIOLOGY_PRESCRIPTION_CLOSED_MESSAGE}</p>
      )}
      <p><Link to={back}>Back to the order</Link></p>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
