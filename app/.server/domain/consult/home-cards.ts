/**
 * consult_home's two personal cards, from the account's real appointments: "Your appointments" (what is coming,
 * then what was completed or cancelled) and "Previously consulted" (each doctor once, from consults that have taken
 * place, to book a follow-up). Shapes are the widgets' props (AppointmentListingCard, PreviouslyConsultedCard);
 * fees are rupees there, as every widget's money is.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { doctorsQuery, toDoctor } from "../doctors/doctors";
import { listAppointments, type Appointment } from "./appointments";
import { indiaDate } from "~/lib/india-date-time";

/** The card shows at most this many (the widget's schema allows 20). */
export const HOME_CARD_LIMIT = 10;

export type HomeCardStatus = "UPCOMING" | "RESCHEDULED" | "COMPLETED" | "CANCELLED";

export interface HomeAppointment {
  appointmentId: string;
  displayId: string;
  doctorName: string;
  specialty: string;
  patientName: string;
  appointmentDateTimeInUTC: string;
  consultMode: "ONLINE" | "PHYSICAL";
  status: HomeCardStatus;
  hospitalName: string | null;
  doctorImageUrl: string;
}

export interface ConsultedDoctor {
  doctorId: string;
  doctorName: string;
  specialty: string;
  experienceYears: number;
  lastConsultedOn: string;
  imageUrl: string;
  profileUrl: string;
  consultFee: number;
}

/** The card's status word: an upcoming consult is UPCOMING (or RESCHEDULED); a past one only if it ended somewhere. */
function cardStatus(a: Appointment): HomeCardStatus | null {
  if (a.isUpcoming) return a.status === "RESCHEDULED" ? "RESCHEDULED" : "UPCOMING";
  if (a.status === "COMPLETED" || a.status === "CANCELLED") return a.status;
  return null;
}

const toHomeAppointment = (a: Appointment, status: HomeCardStatus): HomeAppointment => ({
  appointmentId: String(a.id),
  displayId: a.displayId,
  doctorName: a.doctorName,
  specialty: a.specialtyName,
  patientName: a.patientName,
  appointmentDateTimeInUTC: a.appointmentDateTimeInUTC,
  consultMode: a.consultMode,
  status,
  hospitalName: a.facilityName,
  doctorImageUrl: a.doctorPhotoUrl,
});

/** Upcoming soonest first, then completed and cancelled ones latest first. */
export async function homeAppointments(db: Kysely<Database>, accountId: number, now = new Date()): Promise<HomeAppointment[]> {
  const { upcoming, past } = await listAppointments(db, accountId, now);
  return [...upcoming, ...past]
    .flatMap((a) => {
      const status = cardStatus(a);
      return status ? [toHomeAppointment(a, status)] : [];
    })
    .slice(0, HOME_CARD_LIMIT);
}

/**
 * Doctors whose consult with one of the account's patients has taken place (its time has passed, or the doctor
 * completed it), never a cancelled one; latest first, each doctor once, with the online fee a follow-up costs.
 */
export async function previouslyConsultedDoctors(db: Kysely<Database>, accountId: number, now = new Date()): Promise<ConsultedDoctor[]> {
  const { past } = await listAppointments(db, accountId, now);
  const latest = new Map<number, Appointment>();
  for (const a of past) if (a.status !== "CANCELLED" && !latest.has(a.doctorId)) latest.set(a.doctorId, a);
  const ids = [...latest.keys()].slice(0, HOME_CARD_LIMIT);
  if (!ids.length) return [];
  const doctors = new Map((await doctorsQuery(db).where("doctors.id", "in", ids).execute()).map((r) => [r.id, toDoctor(r)]));
  return ids.flatMap((id) => {
    const d = doctors.get(id);
    const a = latest.get(id)!;
    if (!d) return [];
    return [
      {
        doctorId: d.slug,
        doctorName: d.name,
        specialty: d.specialtyName,
        experienceYears: d.experienceYears,
        lastConsultedOn: indiaDate(new Date(a.appointmentDateTimeInUTC)),
        imageUrl: d.photoUrl,
        profileUrl: `/doctors/${d.slug}`,
        consultFee: d.feeOnline / 100,
      },
    ];
  });
}
