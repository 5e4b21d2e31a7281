/** /appointments-confirmation?appointmentId=: where a paid booking lands. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { appointmentLoader, type AppointmentPageData } from "~/features/consult/appointments.server";
import { AppointmentDetail } from "~/features/consult/AppointmentDetail";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import bookingStyles from "~/features/booking/booking.css?url";
import consultStyles from "~/features/consult/consult.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bookingStyles }, { rel: "stylesheet", href: consultStyles }];
export const meta: MetaFunction = () => [{ title: "Appointment booked | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => appointmentLoader(request, new URL(request.url).searchParams.get("appointmentId"), true);

export default function AppointmentConfirmation() {
  return <AppointmentDetail data={useLoaderData<AppointmentPageData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
