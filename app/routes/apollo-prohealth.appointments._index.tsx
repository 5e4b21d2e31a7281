/** /apollo-prohealth/appointments: the patient's health-check appointments, latest first. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { appointmentsLoader } from "~/features/prohealth/prohealth.server";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { indiaDateTime } from "~/lib/india-date-time";
import { PROHEALTH_UPCOMING } from "~/lib/prohealth-status";
import type { ProhealthAppointmentView } from "~/.server/domain/prohealth/prohealth-appointments";
import styles from "~/features/prohealth/prohealth.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "My health-check appointments | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await appointmentsLoader(request), { headers: { "Cache-Control": "private, no-store" } });
}

export default function ProhealthAppointments() {
  const { appointments } = useLoaderData() as { appointments: ProhealthAppointmentView[] };
  return (
    <main className="prohealth-page">
      <h1>My health-check appointments</h1>
      {appointments.length ? (
        <>
          <AppointmentList title="Upcoming" appointments={appointments.filter((a) => PROHEALTH_UPCOMING.includes(a.status))} />
          <AppointmentList title="Past and cancelled" appointments={appointments.filter((a) => !PROHEALTH_UPCOMING.includes(a.status))} />
        </>
      ) : (
        <p>You have no health-check appointments yet. <Link to="/apollo-prohealth">Find a health check</Link></p>
      )}
    </main>
  );
}

function AppointmentList({ title, appointments }: { title: string; appointments: ProhealthAppointmentView[] }) {
  if (!appointments.length) return null;
  return (
    <section>
      <h2>{title}</h2>
      <ul className="ph-choices" aria-label={`${title} appointments`}>
        {appointments.map((a) => (
          <li key={a.id} className="ph-card">
            <Link to={`/apollo-prohealth/appointments/${a.id}`}>{a.package.packageName} · #{a.displayId}</Link>
            <span>{a.hospital.unitName} · {indiaDateTime(a.appointmentStartUtc)}</span>
            <span className="ph-meta">{a.patientName} · {a.statusLabel}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
