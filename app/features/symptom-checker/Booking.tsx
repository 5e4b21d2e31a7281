import { Link } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import type { PrevConsultData, SlotBookingData, SuccessData } from "./symptom-checker.server";

/** prev_consult: the doctors of this specialty the patient has seen; consult one again, or choose another. */
export function PrevConsult({ data }: { data: PrevConsultData }) {
  return (
    <div className="sc-page">
      <p className="breadcrumb"><Link to={`/symptom-checker/main_flow?assessment=${data.assessmentId}`}>← Back to the result</Link></p>
      <h1>Consulted before</h1>
      <p>{data.patientName} has seen these {data.specialty.name} doctors. A doctor who knows the history can often help faster.</p>
      <ul className="sc-doctors" aria-label="Previous consults">
        {data.consults.map((c) => (
          <li key={c.id} className="sc-card">
            <p><strong>{c.doctorName}</strong></p>
            <p className="sc-note">{c.when} · {c.statusLabel}</p>
            <Link to={`/doctors/${c.doctorSlug}`}>Consult {c.doctorName} again</Link>
          </li>
        ))}
      </ul>
      <div className="sc-actions">
        <Link to={data.slotBookingHref} className="btn-primary">Choose a {data.specialty.name} doctor</Link>
      </div>
    </div>
  );
}

/** slot_booking: the first free online times of a few doctors of the recommended specialty; each leads to checkout. */
export function SlotBooking({ data }: { data: SlotBookingData }) {
  return (
    <div className="sc-page">
      <p className="breadcrumb"><Link to={data.resultHref}>← Back to the result</Link></p>
      <h1>Book an online consult</h1>
      <p>{data.specialty.name} doctors for {data.patientName}{data.cityName ? ` in ${data.cityName}` : ""}, soonest first.</p>
      {data.doctors.length ? (
        <ul className="sc-doctors" aria-label={`${data.specialty.name} doctors`}>
          {data.doctors.map((d) => (
            <li key={d.slug} className="sc-card" aria-labelledby={`doctor-${d.slug}`}>
              <p id={`doctor-${d.slug}`}><strong><Link to={`/doctors/${d.slug}`}>{d.name}</Link></strong></p>
              <p className="sc-note">{d.experienceYears} years · {d.cityName} · Online consult {formatPrice(d.fee / 100)}</p>
              {d.times.length ? (
                <ul className="sc-times" aria-label={`${d.name}: times`}>
                  {d.times.map((t) => <li key={t.href}><Link to={t.href}>{t.label}</Link></li>)}
                </ul>
              ) : <p className="sc-note">No free online time in the next days.</p>}
            </li>
          ))}
        </ul>
      ) : (
        <p role="status">No {data.specialty.name} doctor consults online just now.</p>
      )}
      <p><Link to={data.listingHref}>See all {data.specialty.name} doctors, with clinic visits</Link></p>
    </div>
  );
}

/** success: the consult booked from the check. */
export function Success({ data }: { data: SuccessData }) {
  const a = data.appointment;
  return (
    <div className="sc-page">
      <h1>Consult booked</h1>
      <section className="sc-card" aria-labelledby="booked-title">
        <h2 id="booked-title">{a.doctorName}</h2>
        <p>{data.specialty.name} · for {data.patientName}</p>
        <p data-when>{a.when}</p>
        <p>Status: <strong data-status>{a.statusLabel}</strong> · Booking {a.displayId}</p>
        <div className="sc-actions">
          <Link to={`/appointments/${a.id}`} className="btn-primary">View appointment</Link>
          <Link to={data.resultHref} className="btn-secondary">See the symptom check</Link>
        </div>
      </section>
    </div>
  );
}
