/** /appointments/{id}: one appointment of the account, with reschedule and cancel. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { appointmentAction, appointmentLoader, type AppointmentPageData } from "~/features/consult/appointments.server";
import { AppointmentDetail } from "~/features/consult/AppointmentDetail";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import bookingStyles from "~/features/booking/booking.css?url";
import consultStyles from "~/features/consult/consult.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bookingStyles }, { rel: "stylesheet", href: consultStyles }];
export const meta: MetaFunction = () => [{ title: "Appointment | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request, params }: LoaderFunctionArgs) => appointmentLoader(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => appointmentAction(request, params.id);

export default function AppointmentPage() {
  return <AppointmentDetail data={useLoaderData<AppointmentPageData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
