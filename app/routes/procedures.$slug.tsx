/** /procedures/{x}-doctors: the doctors of the specialty that treats it. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { treatmentLoader } from "~/features/consult/specialties.server";
import { DoctorListing } from "~/features/consult/DoctorListing";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import consultStyles from "~/features/consult/consult.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consultStyles }];
export const loader = ({ request, params }: LoaderFunctionArgs) => treatmentLoader(request, "procedures", params.slug ?? "");
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.listing.heading} | Apollo 247` }, { tagName: "link", rel: "canonical", href: data.listing.canonical }] : [{ title: "Not found | Apollo 247" }];

export default function TreatmentDoctors() {
  const data = useLoaderData<typeof loader>();
  return (
    <DoctorListing data={data.listing}>
      <p className="consult-intro">
        See all <Link to={`/specialties/${data.specialty.slug}`}>{data.specialty.name}</Link> doctors.
      </p>
    </DoctorListing>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
