/**
 * A signed-in user's consult appointments: doctor, specialty, patient, date and time (India time), online or at
 * a clinic, and the status. The card links to the appointment; an upcoming online consult also offers
 * "Join consult" (its chat room).
 */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { CardRow, CardRowSkeleton, type CardRowOptions } from "../shared/card-row";
import { WidgetLink } from "../shared/links";
import { formatDateTime, isoValue } from "../shared/format";

export type AppointmentStatus = "UPCOMING" | "RESCHEDULED" | "COMPLETED" | "CANCELLED";
export type ConsultMode = "ONLINE" | "PHYSICAL";

export interface Appointment {
  appointmentId: string;
  displayId: string;
  doctorName: string;
  specialty: string;
  patientName: string;
  appointmentDateTimeInUTC: string;
  consultMode: ConsultMode;
  status: AppointmentStatus;
  hospitalName?: string | null;
  doctorImageUrl?: string;
}

export interface AppointmentListingCardProps {
  appointments: Appointment[];
}

export const DOCTOR_PHOTO_SIZE = 56;
export const NO_APPOINTMENT_TEXT = "You have no appointments";
const options: CardRowOptions = { mwebCards: 1.1, gridFallback: 3 };

export const STATUS_LABEL: Record<AppointmentStatus, string> = {
  UPCOMING: "Upcoming",
  RESCHEDULED: "Rescheduled",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
};

/** The appointment's own page (its cancel, reschedule and room links live there). */
export const appointmentHref = (a: Appointment) => `/appointments/${encodeURIComponent(a.appointmentId)}`;
const isOpen = (a: Appointment) => a.status === "UPCOMING" || a.status === "RESCHEDULED";

function AppointmentItem({ a, dispatch }: { a: Appointment; dispatch: WidgetProps<AppointmentListingCardProps>["dispatch"] }) {
  return (
    <article className="w-appt" data-status={a.status.toLowerCase()}>
      <div className="w-appt-head">
        {a.doctorImageUrl ? (
          <img className="w-appt-photo" src={a.doctorImageUrl} alt="" width={DOCTOR_PHOTO_SIZE} height={DOCTOR_PHOTO_SIZE} loading="lazy" decoding="async" />
        ) : null}
        <div className="w-appt-who">
          <h3 className="w-appt-doctor">
            <WidgetLink className="w-item-link" href={appointmentHref(a)} dispatch={dispatch} event="item_click">
              {a.doctorName}
            </WidgetLink>
          </h3>
          <p className="w-appt-specialty">{a.specialty}</p>
        </div>
        <span className={`w-appt-status w-appt-status--${a.status.toLowerCase()}`}>{STATUS_LABEL[a.status]}</span>
      </div>
      <p className="w-appt-when">
        <time dateTime={isoValue(a.appointmentDateTimeInUTC)}>{formatDateTime(a.appointmentDateTimeInUTC)}</time>
      </p>
      <p className="w-appt-meta">
        {a.consultMode === "ONLINE" ? "Online consult" : `Clinic visit${a.hospitalName ? ` · ${a.hospitalName}` : ""}`}
      </p>
      <p className="w-appt-meta">
        For {a.patientName} · #{a.displayId}
      </p>
      {isOpen(a) && a.consultMode === "ONLINE" ? (
        <WidgetLink className="btn-primary btn-small w-appt-cta" href={`/chat-room/${encodeURIComponent(a.appointmentId)}`} dispatch={dispatch}>
          Join consult
        </WidgetLink>
      ) : null}
    </article>
  );
}

export function AppointmentListingCard({ props, meta, section, dispatch }: WidgetProps<AppointmentListingCardProps>) {
  return (
    <CardRow slotClassName="w-appt-skel" className="w-appts" meta={meta} section={section} dispatch={dispatch} label="Appointments" empty={NO_APPOINTMENT_TEXT} options={options}>
      {props.appointments.map((a) => (
        <AppointmentItem key={a.appointmentId} a={a} dispatch={dispatch} />
      ))}
    </CardRow>
  );
}

export function AppointmentListingCardSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <CardRowSkeleton className="w-appts" cardClassName="w-appt-skel" meta={meta} view={view} options={options} />;
}
