import { Link } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import type { DoctorCardData } from "./listing.server";

/**
 * One doctor in a listing: who, what they cost online and at the clinic, and when they are next free. The name is a
 * heading one level below the section it sits in: `h2` straight under a page's title, `h3` under a section's `h2`.
 */
export function DoctorCard({ doctor, headingLevel = 3 }: { doctor: DoctorCardData; headingLevel?: 2 | 3 }) {
  const Name = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="doctor-card" data-doctor={doctor.slug}>
      <img className="doctor-photo" src={doctor.photoUrl} alt="" width={72} height={72} loading="lazy" />
      <div className="doctor-card-body">
        <Name className="doctor-name">
          <Link to={`/doctors/${doctor.slug}`}>{doctor.name}</Link>
        </Name>
        <p className="doctor-meta">
          {doctor.specialtyName} · {doctor.experienceYears} years · {doctor.cityName}
        </p>
        <p className="doctor-meta">{doctor.qualifications}</p>
        <p className="doctor-meta">
          <span aria-label={`Rated ${doctor.rating} out of 5`}>★ {doctor.rating.toFixed(1)}</span> ({doctor.reviewCount} reviews) · {doctor.languages.join(", ")}
        </p>
        {doctor.clinicNames.length ? (
          <p className="doctor-meta">
            {doctor.clinicNames.join(", ")}
            {doctor.distanceKm != null ? ` · ${doctor.distanceKm} km away` : ""}
          </p>
        ) : null}
        <p className="doctor-fees">
          {doctor.feeOnline != null ? <span>Online {formatPrice(doctor.feeOnline / 100)}</span> : null}
          {doctor.feeClinic != null ? <span>Clinic visit {formatPrice(doctor.feeClinic / 100)}</span> : null}
        </p>
        <p className="doctor-next">{doctor.nextSlotLabel ? `Available online ${doctor.nextSlotLabel}` : doctor.feeOnline != null ? "No online slots in the next 7 days" : "Clinic visits only"}</p>
      </div>
    </article>
  );
}
