/** /apollo-prohealth: preventive health checks — choose a city, then a category and its packages; or take the risk assessment first. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { landingLoader } from "~/features/prohealth/prohealth.server";
import { PackageList } from "~/features/prohealth/PackageList";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/prohealth/prohealth.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Apollo ProHealth health checks${data?.city ? ` in ${data.city.name}` : ""} | Apollo 247` },
  { name: "description", content: "Preventive health checks at Apollo hospitals and clinics: full body, heart, diabetes, women's, senior citizen and cancer screening packages." },
];
export const headers = () => ({ "Cache-Control": "public, max-age=300, stale-while-revalidate=600" });

export const loader = ({ request, context }: LoaderFunctionArgs) => landingLoader(request, context);

export default function ProhealthLanding() {
  const { cities, city, categories } = useLoaderData<typeof loader>();
  return (
    <main className="prohealth-page">
      <h1>Apollo ProHealth health checks</h1>
      <p>Preventive health checks at Apollo hospitals and clinics, with a doctor reviewing every result.</p>
      <p><Link to="/apollo-prohealth/hra" className="btn-primary">Not sure which? Take a 2-minute risk assessment</Link></p>
      <nav aria-label="Cities">
        <ul className="ph-cities">
          {cities.map((c) => (
            <li key={c.slug}><Link to={`/apollo-prohealth?city=${c.slug}`} aria-current={c.slug === city?.slug ? "page" : undefined}>{c.name}</Link></li>
          ))}
        </ul>
      </nav>
      {city ? <h2>Health checks in {city.name}</h2> : null}
      {categories.length ? (
        categories.map((c) => (
          <section key={c.slug} aria-labelledby={`cat-${c.slug}`}>
            <h3 id={`cat-${c.slug}`}><Link to={`/apollo-prohealth/${c.slug}`}>{c.name}</Link></h3>
            <p className="ph-meta">{c.minimumAgeInYears}+ years{c.genderRecomended !== "ALL" ? ` · for ${c.genderRecomended === "FEMALE" ? "women" : "men"}` : ""} · up to {c.inclusionsCount} tests and consultations</p>
            <PackageList packages={c.packages} label={c.name} />
          </section>
        ))
      ) : (
        <p>No health checks are offered in this city yet.</p>
      )}
      <p><Link to="/apollo-prohealth/appointments">My health-check appointments</Link></p>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
