/**
 * /apollo-prohealth/{slug}: a category page (full-body-checkup and the others: its packages and where to book them)
 * or a package page (getProHealthPackageBySlug: inclusions, fasting, FAQs, the hospitals and clinics offering it).
 * A link from the risk assessment carries ?hra=; it is added to the booking links in the browser, so the page
 * itself stays the same for everyone and is served from the HTML cache.
 */
import { useEffect, useState } from "react";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { slugLoader } from "~/features/prohealth/prohealth.server";
import { PackageList } from "~/features/prohealth/PackageList";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { formatPrice } from "~/lib/price";
import styles from "~/features/prohealth/prohealth.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  !data
    ? [{ title: "Health check not found | Apollo 247" }]
    : data.kind === "category"
      ? [{ title: `${data.category.name} health checks | Apollo ProHealth` }, { name: "description", content: data.category.benefits.join(". ") }]
      : [{ title: `${data.pkg.packageName} | Apollo ProHealth` }, { name: "description", content: data.pkg.description }];
export const headers = () => ({ "Cache-Control": "public, max-age=300, stale-while-revalidate=600" });

export const loader = ({ params }: LoaderFunctionArgs) => slugLoader(params.slug);

/** The assessment's token from the address, read after hydration (the cached page never holds one). */
function useHraQuery(): string {
  const [query, setQuery] = useState("");
  useEffect(() => {
    const hra = new URLSearchParams(window.location.search).get("hra");
    if (hra && /^[A-Za-z0-9_-]{16,64}$/.test(hra)) setQuery(hra);
  }, []);
  return query;
}

const withHra = (url: string, hra: string) => (hra ? `${url}${url.includes("?") ? "&" : "?"}hra=${hra}` : url);

export default function ProhealthSlugPage() {
  const data = useLoaderData<typeof loader>();
  const hra = useHraQuery();
  if (data.kind === "category") {
    const { category, packages, cities } = data;
    return (
      <main className="prohealth-page">
        <nav aria-label="Breadcrumb"><Link to="/apollo-prohealth">Health checks</Link> › {category.name}</nav>
        <h1>{category.name} health checks</h1>
        <p className="ph-meta">For ages {category.minimumAgeInYears}+{category.genderRecomended !== "ALL" ? `, recommended for ${category.genderRecomended === "FEMALE" ? "women" : "men"}` : ""} · {category.tags.join(" · ")}</p>
        <ul>{category.benefits.map((b) => <li key={b}>{b}</li>)}</ul>
        <h2>Packages</h2>
        <PackageList packages={packages} label={`${category.name} packages`} query={hra ? `?hra=${hra}` : ""} />
        <h2>Where to book</h2>
        {cities.map((c) => (
          <section key={c.name} aria-label={c.name}>
            <h3>{c.name}</h3>
            <ul className="ph-choices">
              {c.hospitals.map((h) => <li key={h.url}><Link to={withHra(h.url, hra)}>{h.unitName}</Link> <span className="ph-meta">({h.unitType === "HOSPITAL" ? "hospital" : "clinic"})</span></li>)}
            </ul>
          </section>
        ))}
        <p className="ph-meta">{category.disclaimer}</p>
      </main>
    );
  }
  const { pkg, category, hospitals } = data;
  return (
    <main className="prohealth-page">
      <nav aria-label="Breadcrumb"><Link to="/apollo-prohealth">Health checks</Link> › <Link to={`/apollo-prohealth/${category.slug}`}>{category.name}</Link></nav>
      <h1>{pkg.packageName}</h1>
      <p>{pkg.description}</p>
      <p><strong>{formatPrice(pkg.price / 100)}</strong> all-in · for ages {category.minimumAgeInYears}+{pkg.gender !== "ALL" ? ` · for ${pkg.gender === "FEMALE" ? "women" : "men"}` : ""}</p>
      {pkg.memberPrice != null ? <p data-circle-price>Circle members pay {formatPrice(pkg.memberPrice / 100)}. <Link to="/circle-landing">Join Circle</Link></p> : null}
      {pkg.fastingHours ? <p className="ph-note">{pkg.fastingHours} hours fasting needed before your appointment (water is fine).</p> : <p>No fasting needed.</p>}
      <h2>What's included ({pkg.inclusions.length})</h2>
      <ul aria-label="Inclusions">{pkg.inclusions.map((t) => <li key={t}>{t}</li>)}</ul>
      <h2>Book at a hospital or clinic</h2>
      {!pkg.isBookable ? (
        <p className="ph-note">This package cannot be booked online. Please call the hospital to book it.</p>
      ) : (
        <ul className="ph-choices" aria-label="Hospitals and clinics">
          {hospitals.map((h) => (
            <li key={h.url}>
              <Link to={withHra(h.url, hra)} aria-label={`Book at ${h.unitName}, ${h.city}`}>{h.unitName}</Link>
              <span className="ph-meta"> · {h.city} · {h.address}</span>
            </li>
          ))}
        </ul>
      )}
      <h2>Frequently asked questions</h2>
      <dl className="ph-faqs">{pkg.faqs.map((f) => <div key={f.question}><dt>{f.question}</dt><dd>{f.answer}</dd></div>)}</dl>
      <p className="ph-meta">{category.disclaimer} Service code {pkg.serviceId}.</p>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
