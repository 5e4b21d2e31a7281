/**
 * /appointments, /appointments/{id}, /appointments-confirmation and /chat-room/{appointmentId}: the account's
 * appointments, each for its owner only (another account's id answers 404, like one that does not exist).
 */
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireUser } from "~/.server/session";
import { parseForm, replyWithErrors } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import { advisedTestsOf, cancelAppointment, consultResource, feedbackOf, getAppointment, listAppointments, rescheduleAppointment, saveFeedback, type Appointment, type ConsultFeedback } from "~/.server/domain/consult";
import { getRequestState } from "~/.server/request-state";
import { feedbackSchema, type AdvisedTest, type Medicine } from "~/lib/case-sheet";
import { getDoctorById } from "~/.server/domain/doctors";
import { slotsWithPlaces } from "~/.server/domain/scheduling";
import { appointmentActionSchema } from "~/lib/consult-form";
import { indiaDateTime } from "~/lib/india-date-time";
import { daySlots, type DaySlots } from "./profile.server";
import { markPersonalDataChanged } from "~/.server/cache/personal-data";

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

/** What the patient sees after the consult: the prescription popover's content and the feedback state. */
export interface AfterConsultView {
  doctorName: string;
  diagnosis: string;
  medicines: Medicine[];
  advice: string;
  followUp: string;
  prescriptionUrl: string;
  cityName: string;
  available: (AdvisedTest & { price: number })[];
  unavailable: AdvisedTest[];
}

export interface AppointmentPageData {
  appointment: AppointmentView;
  reschedule: DaySlots | null;
  confirmation: boolean;
  afterConsult: AfterConsultView | null;
  feedback: ConsultFeedback | null;
  /** The consult has been held and is not rated yet. */
  canRate: boolean;
}

async function afterConsultOf(request: Request, accountId: number, a: Appointment): Promise<Pick<AppointmentPageData, "afterConsult" | "feedback" | "canRate">> {
  const { db } = await getServices();
  const state = await getRequestState(request);
  const [advised, feedback] = await Promise.all([advisedTestsOf(db, accountId, a.id, state.location.cityId), feedbackOf(db, accountId, a.id)]);
  const held = a.status === "COMPLETED" || ((a.status === "CONFIRMED" || a.status === "RESCHEDULED") && Date.parse(a.appointmentDateTimeInUTC) <= Date.now());
  return {
    afterConsult: advised
      ? {
          doctorName: advised.sheet.doctorName,
          diagnosis: advised.sheet.diagnosis,
          medicines: advised.sheet.medicines,
          advice: advised.sheet.advice,
          followUp: advised.sheet.followUp,
          prescriptionUrl: advised.sheet.prescriptionUrl,
          cityName: state.location.cityName,
          available: advised.available,
          unavailable: advised.unavailable,
        }
      : null,
    feedback,
    canRate: held && !feedback,
  };
}

/** One appointment; while it can still be moved, the free slots of the chosen day to move it to. */
export async function appointmentLoader(request: Request, rawId: string | null | undefined, confirmation = false) {
  const user = await requireUser(request);
  const a = await owned(user.accountId, idOf(rawId));
  // A paid booking lands here: the account's cached appointment cards on consult_home start again from the source.
  if (confirmation) await markPersonalDataChanged((await getServices()).cache, user.accountId);
  let reschedule: DaySlots | null = null;
  if (a.canCancel) {
    const { db } = await getServices();
    const doctor = await getDoctorById(db, a.doctorId);
    const resource = await consultResource(db, doctor, a.consultMode, a.facilityId);
    const slots = (await slotsWithPlaces(db, resource, new Date())).filter((s) => s.slotDateTimeInUTC !== a.appointmentDateTimeInUTC);
    reschedule = daySlots(slots, new URL(request.url).searchParams.get("day"));
  }
  const after = await afterConsultOf(request, user.accountId, a);
  return Response.json({ appointment: view(a), reschedule, confirmation, ...after } satisfies AppointmentPageData, { headers: NO_STORE });
}

export async function appointmentAction(request: Request, rawId: string | null | undefined) {
  const user = await requireUser(request);
  const id = idOf(rawId);
  await owned(user.accountId, id);
  if (request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) {
    const form = await request.clone().formData().catch(() => null);
    if (form?.get("intent") === "feedback") return feedbackAction(request, user.accountId, id);
  }
  const submission = await parseForm(request, appointmentActionSchema);
  if (submission.status !== "success") return Response.json({ result: submission.reply() }, { status: 400 });
  const { db, cache } = await getServices();
  try {
    if (submission.value.intent === "cancel") {
      await cancelAppointment(db, user.accountId, id, submission.value.reason || null);
      // consult_home's appointment cards are cached per account: they show the change at once.
      await markPersonalDataChanged(cache, user.accountId);
      return redirect(`/appointments/${id}?done=cancelled`);
    }
    await rescheduleAppointment(db, user.accountId, id, submission.value.slot);
    await markPersonalDataChanged(cache, user.accountId);
    return redirect(`/appointments/${id}?done=rescheduled`);
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return Response.json({ result: replyWithErrors(submission, { formError: e.message }) }, { status: 400 });
    throw e;
  }
}

/** Feedback on the spec's scale with the rating's follow-up answers; once per consult. */
async function feedbackAction(request: Request, accountId: number, id: number) {
  const submission = await parseForm(request, feedbackSchema);
  if (submission.status !== "success") return Response.json({ feedback: submission.reply() }, { status: 400 });
  const { db } = await getServices();
  try {
    await saveFeedback(db, accountId, id, submission.value);
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return Response.json({ feedback: replyWithErrors(submission, { formError: e.message }) }, { status: 400 });
    throw e;
  }
  return redirect(`/appointments/${id}?done=rated`);
}
