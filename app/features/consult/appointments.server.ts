/**
 * /appointments, /appointments/{id}, /appointments-confirmation and /chat-room/{appointmentId}: the account's
 * appointments, each for its owner only (another account's id answers 404, like one that does not exist).
 */
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireUser } from "~/.server/session";
import { parseForm, replyWithErrors } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import { cancelAppointment, consultResource, getAppointment, listAppointments, rescheduleAppointment, type Appointment } from "~/.server/domain/consult";
import { getDoctorById } from "~/.server/domain/doctors";
import { slotsWithPlaces } from "~/.server/domain/scheduling";
import { appointmentActionSchema } from "~/lib/consult-form";
import { indiaDateTime } from "~/lib/india-date-time";
import { daySlots, type DaySlots } from "./profile.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const notFound = () => new Response("Appointment not found", { status: 404 });

export type AppointmentView = Appointment & { when: string };
const view = (a: Appointment): AppointmentView => ({ ...a, when: indiaDateTime(a.appointmentDateTimeInUTC) });

function idOf(raw: string | null | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== raw) throw notFound();
  return id;
}

async function owned(accountId: number, id: number) {
  const { db } = await getServices();
  try {
    return await getAppointment(db, accountId, id);
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
    throw e;
  }
}

export async function appointmentsLoader(request: Request) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const { upcoming, past } = await listAppointments(db, user.accountId);
  return Response.json({ upcoming: upcoming.map(view), past: past.map(view) }, { headers: NO_STORE });
}

export interface AppointmentPageData {
  appointment: AppointmentView;
  reschedule: DaySlots | null;
  confirmation: boolean;
}

/** One appointment; while it can still be moved, the free slots of the chosen day to move it to. */
export async function appointmentLoader(request: Request, rawId: string | null | undefined, confirmation = false) {
  const user = await requireUser(request);
  const a = await owned(user.accountId, idOf(rawId));
  let reschedule: DaySlots | null = null;
  if (a.canCancel) {
    const { db } = await getServices();
    const doctor = await getDoctorById(db, a.doctorId);
    const resource = await consultResource(db, doctor, a.consultMode, a.facilityId);
    const slots = (await slotsWithPlaces(db, resource, new Date())).filter((s) => s.slotDateTimeInUTC !== a.appointmentDateTimeInUTC);
    reschedule = daySlots(slots, new URL(request.url).searchParams.get("day"));
  }
  return Response.json({ appointment: view(a), reschedule, confirmation } satisfies AppointmentPageData, { headers: NO_STORE });
}

export async function appointmentAction(request: Request, rawId: string | null | undefined) {
  const user = await requireUser(request);
  const id = idOf(rawId);
  await owned(user.accountId, id);
  const submission = await parseForm(request, appointmentActionSchema);
  if (submission.status !== "success") return Response.json({ result: submission.reply() }, { status: 400 });
  const { db } = await getServices();
  try {
    if (submission.value.intent === "cancel") {
      await cancelAppointment(db, user.accountId, id, submission.value.reason || null);
      return redirect(`/appointments/${id}?done=cancelled`);
    }
    await rescheduleAppointment(db, user.accountId, id, submission.value.slot);
    return redirect(`/appointments/${id}?done=rescheduled`);
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return Response.json({ result: replyWithErrors(submission, { formError: e.message }) }, { status: 400 });
    throw e;
  }
}
