/** /apollo-prohealth/appointments/{id}: the owner's health-check appointment; anyone else's id is 404, as for none. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { appointmentAction, appointmentLoader } from "~/features/prohealth/prohealth.server";
import { ProhealthAppointment } from "~/features/prohealth/ProhealthAppointment";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import type { ProhealthAppointmentView } from "~/.server/domain/prohealth/prohealth-appointments";
import styles from "~/features/prohealth/prohealth.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Health-check appointment | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return Response.json(await appointmentLoader(request, params.id), { headers: { "Cache-Control": "private, no-store" } });
}
export const action = ({ request, params }: ActionFunctionArgs) => appointmentAction(request, params.id);

export default function ProhealthAppointmentPage() {
  const appointment = useLoaderData() as ProhealthAppointmentView;
  const reply = useActionData() as { error?: Record<string, string[] | null> | null } | undefined;
  return (
    <main className="prohealth-page">
      <h1>{appointment.status === "PAYMENT_PENDING" ? "Waiting for your payment" : "Your health check"}</h1>
      <ProhealthAppointment appointment={appointment} error={reply?.error?.[""]?.[0] ?? null} />
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
