/** /specialties/{x}: a specialty's doctors (all cities, filterable), its conditions and procedures; /specialties/online: online doctors. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { specialtyLoader } from "~/features/consult/specialties.server";
import { DoctorListing } from "~/features/consult/DoctorListing";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import consultStyles from "~/features/consult/consult.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consultStyles }];
export const loader = ({ request, params }: LoaderFunctionArgs) => specialtyLoader(request, params.slug ?? "");
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.listing.heading} – Consult online or at a clinic | Apollo 247` }, { name: "description", content: data.listing.intro ?? data.listing.heading }, { tagName: "link", rel: "canonical", href: data.listing.canonical }]
    : [{ title: "Specialty not found | Apollo 247" }];

export default function SpecialtyPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <DoctorListing data={data.listing}>
      {data.structuredData ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data.structuredData).replace(/</g, "\\u003c") }} /> : null}
      {data.specialty ? (
        <nav className="chip-list" aria-label="Conditions, procedures and cities">
          {data.specialty.conditions.map((c) => (
            <Link key={c.slug} className="chip-link" to={`/conditions/${c.slug}-treatment-doctors`}>{c.name}</Link>
          ))}
          {data.specialty.procedures.map((p) => (
            <Link key={p.slug} className="chip-link" to={`/procedures/${p.slug}-doctors`}>{p.name}</Link>
          ))}
          {data.cityLinks.map((c) => (
            <Link key={c.href} className="chip-link" to={c.href}>{c.label}</Link>
          ))}
        </nav>
      ) : null}
    </DoctorListing>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
