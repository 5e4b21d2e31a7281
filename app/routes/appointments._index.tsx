/** /appointments: the account's upcoming and past appointments. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { appointmentsLoader, type AppointmentView } from "~/features/consult/appointments.server";
import { AppointmentsList } from "~/features/consult/AppointmentsList";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import consultStyles from "~/features/consult/consult.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consultStyles }];
export const meta: MetaFunction = () => [{ title: "Appointments | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => appointmentsLoader(request);

export default function Appointments() {
  const { upcoming, past } = useLoaderData<{ upcoming: AppointmentView[]; past: AppointmentView[] }>();
  return <AppointmentsList upcoming={upcoming} past={past} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
