/**
 * /health-insurance: the spec's filters (Age, Members, Cover, Rating, PED, RoomRent) as a GET form — each choice is
 * a real URL, so Back returns to the filters left and a filtered page can be shared — and the plans that pass
 * them, cheapest first for that family.
 */
import { Form, Link, useNavigate } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import {
  INSURANCE_FILTERS, INSURANCE_FILTER_PARAMS, ROOM_RENT_RULES, insuranceHref, parseInsuranceFilters, type InsuranceFilters, type QuotedPlan,
} from "~/lib/insurance-plans";

interface Data {
  filters: InsuranceFilters;
  filtered: boolean;
  total: number;
  plans: QuotedPlan[];
}

const membersText = (p: QuotedPlan) =>
  p.maxAdults === 1 && p.maxChildren === 0 ? "1 adult" : `Up to ${p.maxAdults} adults${p.maxChildren ? ` and ${p.maxChildren} children` : ""}`;

export function InsurancePage({ data }: { data: Data }) {
  const { filters, filtered, plans, total } = data;
  const navigate = useNavigate();
  return (
    <div className="insurance-page">
      <h1 className="page-title">Health insurance</h1>
      <p>Compare health insurance plans for yourself, your family or your parents. Choose who is to be covered and what matters to you.</p>
      <section aria-labelledby="insurance-filters-title" className="insurance-filters">
        <h2 id="insurance-filters-title" className="section-title">Filters</h2>
        <Form
          method="get"
          onChange={(e) => {
            const form = new FormData(e.currentTarget);
            const q = new URLSearchParams();
            for (const [k, v] of form) if (typeof v === "string" && v) q.set(k, v);
            navigate(insuranceHref(parseInsuranceFilters(q)), { preventScrollReset: true });
          }}
        >
          {INSURANCE_FILTERS.map((f) => (
            <label key={f.key}>
              {f.label}
              <select name={INSURANCE_FILTER_PARAMS[f.type]} defaultValue={filters[f.key]?.value ?? ""} key={`${f.key}-${filters[f.key]?.value ?? ""}`}>
                <option value="">Any</option>
                {f.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
              </select>
            </label>
          ))}
          <noscript>
            <button type="submit" className="btn-secondary">Apply</button>
          </noscript>
        </Form>
        {filtered ? (
          <ul className="insurance-chips" aria-label="Filters applied">
            {INSURANCE_FILTERS.filter((f) => filters[f.key]).map((f) => (
              <li key={f.key}>
                <Link to={insuranceHref(filters, { [f.key]: null })} aria-label={`Remove ${f.label}: ${filters[f.key]!.label}`}>
                  {filters[f.key]!.label} ✕
                </Link>
              </li>
            ))}
            <li><Link to="/health-insurance">Reset filters</Link></li>
          </ul>
        ) : null}
      </section>
      <p className="insurance-summary" role="status">
        {plans.length ? `${plans.length} of ${total} plans` : filtered ? "No plans match these filters." : "No plans to show yet."}
      </p>
      {!plans.length && filtered ? <p><Link to="/health-insurance" className="btn-secondary">Reset the filters</Link></p> : null}
      {plans.length ? (
        <ul className="insurance-list" aria-label="Health insurance plans">
          {plans.map((p) => (
            <li key={p.slug} className="insurance-card">
              <h3>{p.planName}</h3>
              <p className="insurance-insurer">{p.insurer}</p>
              <p className="insurance-premium">
                <strong>{formatPrice(p.premiumPaise / 100)}</strong> a year for {p.quotedCover} cover
              </p>
              <dl className="insurance-facts">
                <div><dt>Rating</dt><dd>{(p.ratingTenths / 10).toFixed(1)} of 5</dd></div>
                <div><dt>Members</dt><dd>{membersText(p)}</dd></div>
                <div><dt>Entry age</dt><dd>{p.minEntryAge}–{p.maxEntryAge} years</dd></div>
                <div><dt>Pre-existing diseases</dt><dd>Covered after {p.pedWaitingYears} {p.pedWaitingYears === 1 ? "year" : "years"}</dd></div>
                <div><dt>Room rent</dt><dd>{ROOM_RENT_RULES[p.roomRent]}</dd></div>
                <div><dt>Network hospitals</dt><dd>{p.networkHospitals.toLocaleString("en-IN")}+</dd></div>
              </dl>
              <ul className="insurance-features">
                {p.features.map((f) => <li key={f}>{f}</li>)}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="content-note">
        Plans and premiums shown here are illustrative examples for comparison, not an offer or a quote from the insurers
        named. The indicative premium is for the eldest member's age band, the members and the cover chosen. Read the
        policy wording before you buy.
      </p>
    </div>
  );
}
