/** /doctor/availability: the doctor's weekly online hours and leave, on the booking spine's scheduling. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { availabilityAction, availabilityLoader } from "~/features/doctor/doctor.server";
import { AvailabilityEditor, type AvailabilityData } from "~/features/doctor/AvailabilityEditor";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import doctorStyles from "~/features/doctor/doctor.css?url";
import bookingStyles from "~/features/booking/booking.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bookingStyles }, { rel: "stylesheet", href: doctorStyles }];
export const meta: MetaFunction = () => [{ title: "Online hours and leave | Apollo 247 Doctor" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => availabilityLoader(request);
export const action = ({ request }: ActionFunctionArgs) => availabilityAction(request);

export default function AvailabilityPage() {
  return <AvailabilityEditor data={useLoaderData<AvailabilityData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
