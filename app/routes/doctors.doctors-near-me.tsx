/** /doctors/doctors-near-me: doctors with a clinic within 20 km of the browser's location (asked for, never assumed). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { doctorListingPage } from "~/features/consult/listing.server";
import { citySlug } from "~/features/consult/doctors-route.server";
import { DoctorListing } from "~/features/consult/DoctorListing";
import { NearMeLocation } from "~/features/consult/NearMeLocation";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import consultStyles from "~/features/consult/consult.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consultStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: "Doctors near me – Book a clinic visit | Apollo 247" },
  ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
];

export async function loader({ request }: LoaderFunctionArgs) {
  const listing = await doctorListingPage(request, { heading: "Doctors near me", path: "/doctors/doctors-near-me", nearMe: true });
  return { ...listing, cityLinks: listing.cities.map((c) => ({ name: c.name, href: `/doctors/doctors-in-${citySlug(c.name)}-dcity` })) };
}

export default function DoctorsNearMe() {
  const data = useLoaderData<typeof loader>();
  return (
    <DoctorListing data={data}>
      <NearMeLocation hasLocation={data.origin != null} cities={data.cityLinks} />
    </DoctorListing>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
