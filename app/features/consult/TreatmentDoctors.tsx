/**
 * The doctors who treat a condition (/conditions/{x}-treatment-doctors) or do a procedure (/procedures/{x}-doctors):
 * both are the listing of the specialty that treats it, with a link to all of that specialty's doctors.
 */
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { treatmentLoader } from "./specialties.server";
import { DoctorListing } from "./DoctorListing";

type TreatmentData = Awaited<ReturnType<typeof treatmentLoader>>;

export const treatmentMeta: MetaFunction<() => Promise<TreatmentData>> = ({ data }) =>
  data ? [{ title: `${data.listing.heading} | Apollo 247` }, { tagName: "link", rel: "canonical", href: data.listing.canonical }] : [{ title: "Not found | Apollo 247" }];

export function TreatmentDoctors() {
  const data = useLoaderData<() => Promise<TreatmentData>>();
  return (
    <DoctorListing data={data.listing}>
      <p className="consult-intro">
        See all <Link to={`/specialties/${data.specialty.slug}`}>{data.specialty.name}</Link> doctors.
      </p>
    </DoctorListing>
  );
}
