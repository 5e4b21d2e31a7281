/**
 * The doctor's console (/doctor): the day view, one appointment's case sheet, weekly hours and leave, and the
 * catalogue search the case sheet's "tests advised" picks from. Every loader and action asks requireDoctorUser,
 * and every appointment is checked to be this doctor's (another doctor's id answers 404, like one that does not
 * exist).
 */
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireDoctorUser } from "~/.server/doctor/access";
import { parseForm, replyWithErrors } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import { appointmentOfDoctor, caseSheetForDoctor, doctorAppointments, saveCaseSheet, type DoctorAppointment } from "~/.server/domain/consult";
import { addLeave, doctorAvailability, getDoctorById, removeLeave, saveOnlineHours } from "~/.server/domain/doctors";
import { getSearchIndex, searchItemIds } from "~/.server/domain/catalogue/search";
import { availabilitySchema, caseSheetSchema } from "~/lib/case-sheet";
import { indiaDateTime } from "~/lib/india-date-time";
import { ageFromDateOfBirth } from "~/lib/patient";

const NO_STORE = { "Cache-Control": "private, no-store" };
const notFound = () => new Response("Appointment not found", { status: 404 });

function idOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== raw) throw notFound();
  return id;
}

export type DoctorAppointmentView = DoctorAppointment & { when: string };

export async function doctorDayLoader(request: Request) {
  const doctor = await requireDoctorUser(request);
  const { db } = await getServices();
  const { today, upcoming } = await doctorAppointments(db, doctor.doctorId);
  const view = (a: DoctorAppointment): DoctorAppointmentView => ({ ...a, when: indiaDateTime(a.appointmentDateTimeInUTC) });
  return Response.json({ doctorName: doctor.doctorName, today: today.map(view), upcoming: upcoming.map(view) }, { headers: NO_STORE });
}

async function doctorsAppointment(doctorId: number, rawId: string | undefined) {
  const { db } = await getServices();
  try {
    return await appointmentOfDoctor(db, doctorId, idOf(rawId));
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
    throw e;
  }
}

export async function caseSheetLoader(request: Request, rawId: string | undefined) {
  const doctor = await requireDoctorUser(request);
  const a = await doctorsAppointment(doctor.doctorId, rawId);
  const { db } = await getServices();
  const sheet = await caseSheetForDoctor(db, doctor.doctorId, a.id);
  return Response.json(
    {
      appointment: {
        id: a.id,
        displayId: a.display_id,
        status: a.status,
        when: indiaDateTime(a.appointment_date_time_utc),
        patientName: `${a.first_name} ${a.last_name}`.trim(),
        patientAge: ageFromDateOfBirth(a.date_of_birth),
        patientGender: a.gender,
      },
      sheet,
      saved: new URL(request.url).searchParams.get("saved") === "1",
    },
    { headers: NO_STORE },
  );
}

export async function caseSheetAction(request: Request, rawId: string | undefined) {
  const doctor = await requireDoctorUser(request);
  const a = await doctorsAppointment(doctor.doctorId, rawId);
  const submission = await parseForm(request, caseSheetSchema);
  if (submission.status !== "success") return Response.json({ result: submission.reply() }, { status: 400 });
  const { db } = await getServices();
  try {
    await saveCaseSheet(db, doctor.doctorId, a.id, submission.value);
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return Response.json({ result: replyWithErrors(submission, { formError: e.message }) }, { status: 400 });
    throw e;
  }
  return redirect(`/doctor/appointments/${a.id}?saved=1`);
}

/** Catalogue search for "tests advised": every catalogue test and package by name, whatever the city. */
export async function testSearchLoader(request: Request) {
  await requireDoctorUser(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const { db } = await getServices();
  const ids = q.length >= 2 ? searchItemIds(await getSearchIndex(db), q).slice(0, 10) : [];
  const rows = ids.length ? await db.selectFrom("diagnostic_items").select(["item_id", "item_name", "item_type"]).where("item_id", "in", ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.item_id, r]));
  const items = ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ itemId: r.item_id, itemName: r.item_name, itemType: r.item_type }] : [];
  });
  return Response.json({ q, items }, { headers: NO_STORE });
}

export async function availabilityLoader(request: Request) {
  const doctor = await requireDoctorUser(request);
  const { db } = await getServices();
  const [availability, profile] = await Promise.all([doctorAvailability(db, doctor.doctorId), getDoctorById(db, doctor.doctorId)]);
  return Response.json({ ...availability, doctorSlug: profile.slug, saved: new URL(request.url).searchParams.get("saved") }, { headers: NO_STORE });
}

export async function availabilityAction(request: Request) {
  const doctor = await requireDoctorUser(request);
  const submission = await parseForm(request, availabilitySchema);
  const intent = submission.payload.intent;
  if (submission.status !== "success") return Response.json({ result: submission.reply(), intent }, { status: 400 });
  const { db } = await getServices();
  const v = submission.value;
  try {
    if (v.intent === "hours") await saveOnlineHours(db, doctor.doctorId, v.hours);
    else if (v.intent === "add-leave") await addLeave(db, doctor.doctorId, v.leaveDate);
    else await removeLeave(db, doctor.doctorId, v.leaveDate);
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      const field = v.intent === "add-leave" ? { leaveDate: e.message } : {};
      return Response.json({ result: replyWithErrors(submission, { fieldErrors: field, formError: e.message }), intent }, { status: 400 });
    }
    throw e;
  }
  return redirect(`/doctor/availability?saved=${v.intent}`);
}
