import { Link, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import type { DoctorAppointmentView } from "./doctor.server";

/** How often the day view asks again who is waiting (the room marks a waiting patient in the database). */
export const WAITING_REFRESH_MS = 10_000;

export interface DoctorDayData {
  doctorName: string;
  today: DoctorAppointmentView[];
  upcoming: DoctorAppointmentView[];
}

/** Revalidates the page on an interval while it is visible, so "Patient waiting" appears without a reload. */
function useLiveRevalidation(everyMs: number) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === "visible" && state === "idle") revalidate();
    };
    const id = window.setInterval(tick, everyMs);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(id);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [everyMs, revalidate, state]);
}

const genderText = (g: string | null) => (g === "M" ? "Male" : g === "F" ? "Female" : null);

function AppointmentRow({ a }: { a: DoctorAppointmentView }) {
  const who = [a.patientAge != null ? `${a.patientAge} yrs` : null, genderText(a.patientGender)].filter(Boolean).join(", ");
  return (
    <li className="doctor-appt" data-appointment-id={a.id} data-waiting={a.patientWaitingSince ? "true" : "false"}>
      <div className="doctor-appt__main">
        <p className="doctor-appt__time">{a.when}</p>
        <p className="doctor-appt__patient"><strong>{a.patientName}</strong>{who ? ` · ${who}` : ""}</p>
        <p className="fine-print">
          {a.consultType === "AUDIO" ? "Audio" : "Video"} consult · {a.displayId} · <span data-status={a.status}>{a.statusLabel}</span>
          {a.hasCaseSheet ? " · Case sheet written" : ""}
        </p>
        {a.patientWaitingSince ? <p className="doctor-appt__waiting">Patient waiting</p> : null}
      </div>
      <div className="doctor-appt__actions">
        {a.status !== "COMPLETED" ? (
          <Link className={a.patientWaitingSince ? "btn-primary" : "btn-secondary"} to={`/chat-room/${a.id}`} aria-label={`Join consult with ${a.patientName}`}>
            Join
          </Link>
        ) : null}
        <Link className="btn-secondary" to={`/doctor/appointments/${a.id}`} aria-label={`Case sheet for ${a.patientName}`}>
          Case sheet
        </Link>
      </div>
    </li>
  );
}

export function DoctorDay({ data }: { data: DoctorDayData }) {
  useLiveRevalidation(WAITING_REFRESH_MS);
  const waiting = data.today.filter((a) => a.patientWaitingSince).length;
  return (
    <div className="doctor-page">
      <h1 className="page-title">Today&apos;s consultations</h1>
      <p>{data.doctorName} · <Link to="/doctor/availability">Online hours and leave</Link></p>
      <p role="status" aria-live="polite" className="doctor-waiting-summary">
        {waiting ? `${waiting} patient${waiting > 1 ? "s" : ""} waiting` : "No patient is waiting"}
      </p>
      <section aria-labelledby="today-title">
        <h2 id="today-title" className="section-title">Today</h2>
        {data.today.length ? (
          <ul className="doctor-appts">{data.today.map((a) => <AppointmentRow key={a.id} a={a} />)}</ul>
        ) : (
          <p className="empty-state">No consultations today.</p>
        )}
      </section>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="section-title">Upcoming</h2>
        {data.upcoming.length ? (
          <ul className="doctor-appts">{data.upcoming.map((a) => <AppointmentRow key={a.id} a={a} />)}</ul>
        ) : (
          <p className="empty-state">No upcoming consultations.</p>
        )}
      </section>
    </div>
  );
}
