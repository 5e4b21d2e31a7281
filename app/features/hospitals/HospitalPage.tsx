/** /hospital/{id}: address and directions, opening hours (the spec's weekDay, startTime, endTime), departments and services. */
import { Link } from "@remix-run/react";
import { clockOf, minutesOf } from "~/lib/slots";
import { directionsUrl } from "~/lib/hospital-filters";
import type { HospitalDetails } from "./hospitals.server";
import { KIND_LABELS } from "./HospitalsPage";

const SERVICE_LABELS = { radiology: "Radiology scans", health_checks: "Health checks", consults: "Doctor consultations", lab_collection: "Lab tests" } as const;

export function HospitalPage({ data, serviceLinks }: { data: HospitalDetails; serviceLinks: Partial<Record<keyof typeof SERVICE_LABELS, string>> }) {
  const { hospital, week } = data;
  return (
    <div className="hospital">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/">Home</Link> › <Link to="/hospitals-and-clinics">Hospitals and clinics</Link> › <span aria-current="page">{hospital.name}</span>
      </nav>
      <h1 className="page-title">{hospital.name}</h1>
      <p className="hospital-meta">{KIND_LABELS[hospital.kind]} · {hospital.cityName}</p>
      <section aria-labelledby="h-address">
        <h2 id="h-address">Address</h2>
        <p>{hospital.address}</p>
        <p>
          <a href={directionsUrl(hospital)} target="_blank" rel="noopener noreferrer">
            Get directions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </section>
      <section aria-labelledby="h-hours">
        <h2 id="h-hours">Opening hours</h2>
        <table className="hospital-hours">
          <tbody>
            {week.map((d) => (
              <tr key={d.weekDay}>
                <th scope="row">{d.dayName}</th>
                <td>{d.sessions.length ? d.sessions.map((s) => `${clockOf(minutesOf(s.startTime))} – ${clockOf(minutesOf(s.endTime))}`).join(", ") : "Closed"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {hospital.services.length ? (
        <section aria-labelledby="h-services">
          <h2 id="h-services">Services</h2>
          <ul>
            {hospital.services.map((s) => (
              <li key={s}>{serviceLinks[s] ? <Link to={serviceLinks[s]!}>{SERVICE_LABELS[s]}</Link> : SERVICE_LABELS[s]}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {hospital.departments.length ? (
        <section aria-labelledby="h-departments">
          <h2 id="h-departments">Departments</h2>
          <ul className="hospital-departments-list">
            {hospital.departments.map((d) => <li key={d}>{d}</li>)}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
