import { Form, Link } from "@remix-run/react";
import { DOCTOR_SORTS, DOCTOR_SORT_LABELS } from "~/lib/doctor-listing";
import { DoctorCard } from "./DoctorCard";
import { filterSearch } from "./listing-filters";
import type { ListingPageData } from "./listing.server";

/**
 * A listing of doctors with its filters and sort as a plain GET form (works without JavaScript, every state is a
 * URL) and pages as links. Ranking is honest: the order is the chosen sort, never a paid placement.
 */
export function DoctorListing({ data, children }: { data: ListingPageData; children?: React.ReactNode }) {
  const f = data.filters;
  const hasFilters = Boolean(f.mode || f.feeMin || f.feeMax || f.language || f.gender || f.today || (f.city && !data.lockedCity));
  return (
    <div className="consult-page">
      <h1 className="page-title">{data.heading}</h1>
      {data.intro ? <p className="consult-intro">{data.intro}</p> : null}
      {children}
      <Form method="get" className="doctor-filters" aria-label="Filter doctors">
        {data.origin ? (
          <>
            <input type="hidden" name="lat" value={data.origin.lat} />
            <input type="hidden" name="lng" value={data.origin.lng} />
          </>
        ) : null}
        <label>
          Sort by
          <select name="sort" defaultValue={f.sort}>
            {DOCTOR_SORTS.map((s) => (
              <option key={s} value={s}>{DOCTOR_SORT_LABELS[s]}</option>
            ))}
          </select>
        </label>
        {data.lockedCity ? null : (
          <label>
            City
            <select name="city" defaultValue={f.city}>
              <option value="">All Cities</option>
              {data.cities.map((c) => (
                <option key={c.id} value={c.id}>{c.name}</option>
              ))}
            </select>
          </label>
        )}
        <label>
          Consult
          <select name="mode" defaultValue={f.mode}>
            <option value="">Online or clinic</option>
            <option value="online">Online</option>
            <option value="clinic">Clinic visit</option>
          </select>
        </label>
        <label>
          Fee from ₹
          <input name="feeMin" inputMode="numeric" pattern="\d*" maxLength={6} defaultValue={f.feeMin} />
        </label>
        <label>
          Fee up to ₹
          <input name="feeMax" inputMode="numeric" pattern="\d*" maxLength={6} defaultValue={f.feeMax} />
        </label>
        <label>
          Language
          <select name="language" defaultValue={f.language}>
            <option value="">Any</option>
            {data.languages.map((l) => (
              <option key={l} value={l}>{l}</option>
            ))}
          </select>
        </label>
        <label>
          Gender
          <select name="gender" defaultValue={f.gender}>
            <option value="">Any</option>
            <option value="FEMALE">Female</option>
            <option value="MALE">Male</option>
          </select>
        </label>
        <label className="filter-check">
          <input type="checkbox" name="today" value="1" defaultChecked={f.today} /> Available today
        </label>
        <button type="submit" className="btn-primary btn-small">Apply</button>
      </Form>
      <p className="doctor-count" role="status">
        {data.total === 1 ? "1 doctor" : `${data.total} doctors`}
      </p>
      {data.doctors.length ? (
        <ul className="doctor-list">
          {data.doctors.map((d) => (
            <li key={d.slug}>
              <DoctorCard doctor={d} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : data.nearMe && !data.origin ? null : data.nearMe ? (
        <p className="content-empty">
          No doctor has a clinic within 20 km of you. <Link to="/specialties/online">Consult a doctor online</Link>
        </p>
      ) : (
        <p className="content-empty">
          {hasFilters ? (
            <>No doctors match these filters. <Link to={data.path}>Reset the filters</Link></>
          ) : (
            <>No doctors here yet. <Link to="/specialties">See all specialties</Link></>
          )}
        </p>
      )}
      {data.pageCount > 1 ? (
        <nav className="pagination" aria-label="Pages">
          {data.page > 1 ? <Link rel="prev" to={`${data.path}${filterSearch(f, { page: data.page - 1, ...data.origin })}`}>Previous</Link> : null}
          {Array.from({ length: data.pageCount }, (_, i) => i + 1).map((n) =>
            n === data.page ? (
              <span key={n} aria-current="page">{n}</span>
            ) : (
              <Link key={n} to={`${data.path}${filterSearch(f, { page: n, ...data.origin })}`}>{n}</Link>
            ),
          )}
          {data.page < data.pageCount ? <Link rel="next" to={`${data.path}${filterSearch(f, { page: data.page + 1, ...data.origin })}`}>Next</Link> : null}
        </nav>
      ) : null}
      <p className="fine-print">
        Doctors are ordered by the sort you choose. Relevance is the rating their patients' reviews support, then
        experience. No doctor or clinic pays to be listed higher.
      </p>
    </div>
  );
}
