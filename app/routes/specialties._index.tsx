/** /specialties: every specialty, with the conditions it treats. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { specialtiesLoader } from "~/features/consult/specialties.server";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import consultStyles from "~/features/consult/consult.css?url";
import { ResponsiveImage } from "#widgets/widgets/shared/ResponsiveImage";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consultStyles }];
export const loader = ({ request }: LoaderFunctionArgs) => specialtiesLoader(request);
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: "Doctor specialties – Consult online or at a clinic | Apollo 247" },
  { name: "description", content: "Find doctors by specialty and book an online consult or a clinic visit." },
  ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
];

export default function Specialties() {
  const { specialties, structuredData } = useLoaderData<typeof loader>();
  return (
    <div className="consult-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, "\\u003c") }} />
      <h1 className="page-title">Specialties</h1>
      <p className="consult-intro">
        <Link to="/instant-consult">Instant consult</Link> · <Link to="/specialties/online">Consult online</Link> · <Link to="/opd-consult">Visit a clinic</Link> ·{" "}
        <Link to="/doctors/doctors-near-me">Doctors near me</Link>
      </p>
      <ul className="specialty-grid">
        {specialties.map((s) => (
          <li key={s.slug} className="specialty-tile">
            <ResponsiveImage src={s.iconUrl} sizes="48px" alt="" width={48} height={48} loading="lazy" decoding="async" />
            <h2>
              <Link to={`/specialties/${s.slug}`}>{s.name}</Link>
            </h2>
            <p>{s.description}</p>
            {s.conditions.length ? (
              <p className="doctor-meta">
                Treats:{" "}
                {s.conditions.map((c, i) => (
                  <span key={c.slug}>
                    {i ? ", " : ""}
                    <Link to={`/conditions/${c.slug}-treatment-doctors`}>{c.name}</Link>
                  </span>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
