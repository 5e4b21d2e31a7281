/** /chat-room/{appointmentId}: the consult room's entry. The room opens at the consult's time. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { chatRoomLoader, type AppointmentView } from "~/features/consult/appointments.server";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import consultStyles from "~/features/consult/consult.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consultStyles }];
export const meta: MetaFunction = () => [{ title: "Consult room | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request, params }: LoaderFunctionArgs) => chatRoomLoader(request, params.appointmentId);

export default function ChatRoom() {
  const { appointment: a, opensAt } = useLoaderData<{ appointment: AppointmentView; opensAt: string }>();
  return (
    <div className="consult-page">
      <p className="breadcrumb"><Link to={`/appointments/${a.id}`}>← Appointment {a.displayId}</Link></p>
      <h1 className="page-title">Consult room</h1>
      {a.isUpcoming ? (
        <p role="status">Your consult room with {a.doctorName} opens at {opensAt}. Please come back then; you&apos;ll be connected to the Doctor in a while.</p>
      ) : (
        <p role="status">This appointment is {a.statusLabel.toLowerCase()}; its consult room is closed.</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
