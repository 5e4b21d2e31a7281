import { Link } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import { advertisedMemberPrice } from "~/lib/member-price";
import type { DaySlots, ProfileData } from "./profile.server";
import { consultPreCheckoutDeepLink } from "~/lib/deep-links";

const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

/** Day tabs and the slots of the chosen day; a free slot is a link to checkout, a full one is shown struck out. */
/** The Circle member fee, shown to everyone where it is lower; members are charged it at checkout. */
function CircleFee({ fee, circleFee }: { fee: number; circleFee: number | null }) {
  const memberFee = advertisedMemberPrice(fee, circleFee);
  if (memberFee == null) return null;
  return (
    <p className="doctor-meta" data-circle-fee>
      Circle members pay {formatPrice(memberFee / 100)}
    </p>
  );
}

function SlotPicker({ title, slots, dayHref, slotHref }: { title: string; slots: DaySlots; dayHref: (d: string) => string; slotHref: (iso: string) => string }) {
  return (
    <div className="slot-picker">
      <h3>{title}</h3>
      {slots.days.length ? (
        <>
          <ul className="date-tabs" aria-label={`${title}: days`}>
            {slots.days.map((d) => (
              <li key={d.date}>
                <Link to={dayHref(d.date)} className={d.date === slots.day ? "date-tab date-tab--chosen" : "date-tab"} aria-current={d.date === slots.day ? "date" : undefined} preventScrollReset>
                  {d.label}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="slot-grid" aria-label={`${title}: times`}>
            {slots.slots.map((s) => (
              <li key={s.slotDateTimeInUTC}>
                {s.available ? (
                  <Link className="slot" to={slotHref(s.slotDateTimeInUTC)}>{s.label}</Link>
                ) : (
                  <span className="slot slot--full" aria-label={`${s.label}, booked`}>{s.label}</span>
                )}
              </li>
            ))}
          </ul>
          {slots.slots.every((s) => !s.available) ? <p>Every slot on this day is booked. Please pick another day.</p> : null}
        </>
      ) : (
        <p>No slots in the next 7 days.</p>
      )}
    </div>
  );
}

export function DoctorProfile({ data }: { data: ProfileData }) {
  const d = data.doctor;
  const dayHref = (day: string) => `/doctors/${d.slug}?day=${day}`;
  return (
    <div className="consult-page doctor-profile">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data.structuredData) }} />
      <p className="breadcrumb">
        <Link to="/specialties">Specialties</Link> / <Link to={`/specialties/${d.specialtySlug}`}>{d.specialtyName}</Link> / {d.name}
      </p>
      <header className="doctor-header">
        <img className="doctor-photo" src={d.photoUrl} alt="" width={96} height={96} />
        <div>
          <h1 className="page-title">{d.name}</h1>
          <p className="doctor-meta">{d.specialtyName} · {d.experienceYears} years of experience</p>
          <p className="doctor-meta">{d.qualifications}</p>
          <p className="doctor-registration">
            Medical registration: <strong data-registration>{d.registrationNumber}</strong> ({d.registrationCouncil})
          </p>
          <p className="doctor-meta">★ {d.rating.toFixed(1)} ({d.reviewCount} reviews) · Speaks {d.languages.join(", ")}</p>
        </div>
      </header>
      <p>{d.bio}</p>
      {data.online ? (
        <section className="checkout-section" aria-labelledby="online-consult">
          <h2 id="online-consult">Online consult · {formatPrice(d.feeOnline / 100)}</h2>
          <p className="doctor-meta">Video or audio call, in 15-minute slots.</p>
          <CircleFee fee={d.feeOnline} circleFee={d.feeOnlineCircle} />
          <SlotPicker title="Online consult" slots={data.online} dayHref={dayHref} slotHref={(iso) => consultPreCheckoutDeepLink({ doctorSlug: d.slug, mode: "ONLINE", slotDateTimeInUTC: iso })} />
        </section>
      ) : null}
      {data.clinics.map((c) => (
        <section key={c.facilityId} className="checkout-section" aria-labelledby={`clinic-${c.facilityId}`}>
          <h2 id={`clinic-${c.facilityId}`}>Visit {c.name} · {formatPrice(d.feeClinic / 100)}</h2>
          <p className="doctor-meta">{c.address}</p>
          <CircleFee fee={d.feeClinic} circleFee={d.feeClinicCircle} />
          <SlotPicker title={`Clinic visit at ${c.name}`} slots={c.slots} dayHref={dayHref} slotHref={(iso) => consultPreCheckoutDeepLink({ doctorSlug: d.slug, mode: "PHYSICAL", facilityId: c.facilityId, slotDateTimeInUTC: iso })} />
        </section>
      ))}
      {!data.online && !data.clinics.length ? <p>This doctor is not taking appointments at the moment.</p> : null}
    </div>
  );
}
