/** /doctors/{specialty}-in-{city}-scity, /doctors/doctors-in-{city}-dcity, /doctors/doctors-in-{locality}-dloc, and a doctor's profile. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { doctorsRouteLoader } from "~/features/consult/doctors-route.server";
import { DoctorListing } from "~/features/consult/DoctorListing";
import { DoctorProfile } from "~/features/consult/DoctorProfile";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import bookingStyles from "~/features/booking/booking.css?url";
import consultStyles from "~/features/consult/consult.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bookingStyles }, { rel: "stylesheet", href: consultStyles }];

export const loader = ({ request, params }: LoaderFunctionArgs) => doctorsRouteLoader(request, params.slug ?? "");

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Doctor not found | Apollo 247" }];
  if (data.page === "listing") {
    const l = data.listing;
    return [{ title: `${l.heading} – Book an appointment | Apollo 247` }, { name: "description", content: `${l.total} doctors. Consult online or visit a clinic.` }, { tagName: "link", rel: "canonical", href: l.canonical }];
  }
  const d = data.profile.doctor;
  return [
    { title: `${d.name}, ${d.specialtyName} – Book an appointment | Apollo 247` },
    { name: "description", content: `${d.name}: ${d.qualifications}, ${d.experienceYears} years. Consult online or at a clinic.` },
    { tagName: "link", rel: "canonical", href: data.profile.canonical },
  ];
};

export default function DoctorsSlug() {
  const data = useLoaderData<typeof loader>();
  return data.page === "listing" ? <DoctorListing data={data.listing} /> : <DoctorProfile data={data.profile} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
