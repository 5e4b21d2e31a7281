import { Link } from "@remix-run/react";
import type { AppointmentView } from "./appointments.server";

function AppointmentRow({ a }: { a: AppointmentView }) {
  return (
    <li className="appointment-row" data-appointment={a.id}>
      <img className="doctor-photo" src={a.doctorPhotoUrl} alt="" width={56} height={56} loading="lazy" />
      <div>
        <h3>
          <Link to={`/appointments/${a.id}`}>{a.doctorName}</Link>
        </h3>
        <p className="doctor-meta">{a.specialtyName} · {a.consultMode === "ONLINE" ? `Online (${a.consultType === "AUDIO" ? "audio" : "video"})` : `Clinic visit, ${a.facilityName}`}</p>
        <p>{a.when}</p>
        <p className="doctor-meta">For {a.patientName} · <span className="appointment-status" data-status={a.status}>{a.statusLabel}</span></p>
      </div>
    </li>
  );
}

/** The account's appointments: upcoming first (soonest first), then past ones. */
export function AppointmentsList({ upcoming, past }: { upcoming: AppointmentView[]; past: AppointmentView[] }) {
  return (
    <div className="consult-page">
      <h1 className="page-title">Appointments</h1>
      <section aria-labelledby="upcoming-appointments">
        <h2 id="upcoming-appointments">Upcoming</h2>
        {upcoming.length ? (
          <ul className="appointment-list">{upcoming.map((a) => <AppointmentRow key={a.id} a={a} />)}</ul>
        ) : (
          <p className="content-empty">
            No upcoming appointments. <Link to="/specialties">Find a doctor</Link>
          </p>
        )}
      </section>
      <section aria-labelledby="past-appointments">
        <h2 id="past-appointments">Past</h2>
        {past.length ? <ul className="appointment-list">{past.map((a) => <AppointmentRow key={a.id} a={a} />)}</ul> : <p className="content-empty">No past appointments.</p>}
      </section>
    </div>
  );
}
