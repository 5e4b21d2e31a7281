/** /doctor: the doctor's day view — today's and upcoming consults, who is waiting, join the room, write the case sheet. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { doctorDayLoader } from "~/features/doctor/doctor.server";
import { DoctorDay, type DoctorDayData } from "~/features/doctor/DoctorDay";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import doctorStyles from "~/features/doctor/doctor.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: doctorStyles }];
export const meta: MetaFunction = () => [{ title: "Today's consultations | Apollo 247 Doctor" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => doctorDayLoader(request);

export default function DoctorDayPage() {
  return <DoctorDay data={useLoaderData<DoctorDayData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
