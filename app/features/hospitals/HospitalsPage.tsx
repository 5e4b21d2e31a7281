/**
 * /hospitals-and-clinics: the spec's Category, City and Location filters as a GET form (works without JavaScript,
 * submits on change with it), "near me" from the browser's location, result cards and real page links.
 */
import { Form, Link, useNavigate, useSubmit } from "@remix-run/react";
import { useState } from "react";
import {
  HOSPITAL_CATEGORIES,
  HOSPITAL_CATEGORY_LABELS,
  HOSPITAL_CITIES,
  NEAR_ME_RADIUS_KM,
  hospitalsHref,
} from "~/lib/hospital-filters";
import type { HospitalsListing } from "./hospitals.server";

export const KIND_LABELS = { hospital: "Hospital", clinic: "Clinic", partner_clinic: "Partner clinic", diagnostic_centre: "Diagnostic centre" } as const;

export function HospitalsPage({ data }: { data: HospitalsListing }) {
  const { filters, hospitals, totalCount, pageCount } = data;
  return (
    <div className="hospitals">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/">Home</Link> › <span aria-current="page">Hospitals and clinics</span>
      </nav>
      <h1 className="page-title">Hospitals and clinics</h1>
      <Filters data={data} />
      <p className="hospitals-summary" role="status" aria-live="polite">
        {totalCount === 0 ? "No hospitals or clinics match these filters." : `${totalCount} ${totalCount === 1 ? "place" : "places"}`}
        {filters.near ? ` within ${NEAR_ME_RADIUS_KM} km of you` : ""}
      </p>
      {hospitals.length ? (
        <ul className="hospitals-list" aria-label="Hospitals and clinics">
          {hospitals.map((h) => (
            <li key={h.id} className="hospital-card">
              <h2>
                <Link to={`/hospital/${h.id}`}>{h.name}</Link>
              </h2>
              <p className="hospital-meta">
                {KIND_LABELS[h.kind]} · {h.locality ? `${h.locality}, ` : ""}{h.cityName}
                {h.distance !== null ? ` · ${h.distance} km away` : ""}
              </p>
              <p className="hospital-address">{h.address}</p>
              {h.departments.length ? <p className="hospital-departments">{h.departments.slice(0, 4).join(" · ")}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Link to="/hospitals-and-clinics">Show every hospital and clinic</Link>
        </p>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Pagination" className="browse-pagination">
          <ul>
            {Array.from({ length: pageCount }, (_, i) => i + 1).map((p) => (
              <li key={p}>
                <Link to={hospitalsHref({ ...filters, page: p })} aria-current={p === filters.page ? "page" : undefined}>
                  <span className="visually-hidden">Page </span>
                  {p}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

type Locating = { state: "idle" } | { state: "locating" } | { state: "denied" } | { state: "unavailable" };

function Filters({ data }: { data: HospitalsListing }) {
  const { filters } = data;
  const submit = useSubmit();
  const navigate = useNavigate();
  const [locating, setLocating] = useState<Locating>({ state: "idle" });

  // The browser asks the patient (prompt); a refusal (denied) or no position gets a message, never a silent nothing.
  function nearMe() {
    if (!("geolocation" in navigator)) return setLocating({ state: "unavailable" });
    setLocating({ state: "locating" });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating({ state: "idle" });
        const near = { latitude: pos.coords.latitude, longitude: pos.coords.longitude };
        navigate(hospitalsHref({ category: filters.category, location: "nearme", near }));
      },
      (err) => setLocating({ state: err.code === err.PERMISSION_DENIED ? "denied" : "unavailable" }),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="hospitals-filters">
      <Form method="get" onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}>
        <label>
          Category
          <select name="category" defaultValue={filters.category ?? ""} key={`c-${filters.category}`}>
            <option value="">All categories</option>
            {HOSPITAL_CATEGORIES.map((c) => (
              <option key={c} value={c}>{HOSPITAL_CATEGORY_LABELS[c]}</option>
            ))}
          </select>
        </label>
        <label>
          City
          <select name="city" defaultValue={filters.city} key={`city-${filters.city}`}>
            {HOSPITAL_CITIES.map((c) => (
              <option key={c} value={c}>{c}</option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit">Apply</button>
        </noscript>
      </Form>
      <fieldset className="hospitals-location">
        <legend>Location</legend>
        {filters.location === "nearme" && filters.near ? (
          <Link to={hospitalsHref({ category: filters.category })}>Show all locations</Link>
        ) : (
          <button type="button" onClick={nearMe} disabled={locating.state === "locating"}>
            {locating.state === "locating" ? "Finding your location…" : "Hospitals near me"}
          </button>
        )}
        {filters.location === "nearme" && !filters.near && locating.state === "idle" ? (
          <p>Share your location to see the hospitals and clinics near you.</p>
        ) : null}
        <div role="alert">
          {locating.state === "denied" ? "Location access is blocked. Allow it in your browser's settings, or choose a city." : null}
          {locating.state === "unavailable" ? "We could not find your location. Choose a city instead." : null}
        </div>
      </fieldset>
    </div>
  );
}
