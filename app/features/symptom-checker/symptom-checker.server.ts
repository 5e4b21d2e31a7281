/**
 * The good-doctor flow's pages (platform §2): how_to_use_gd → select_patient (or add_new_profile →
 * new_patient_added_success) → main_flow (one question per page, then the emergency advice or the outcome) →
 * prev_consult (when the patient has seen a doctor of that specialty) → slot_booking → the consult checkout →
 * success. Every check and appointment is read for its own account only.
 */
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireUser, getSessionUser } from "~/.server/session";
import { getRequestState } from "~/.server/request-state";
import { parseForm, replyWithErrors } from "~/.server/form";
import { addPatient, listPatients } from "~/.server/domain/accounts/patients";
import { DomainError } from "~/.server/domain/errors";
import { getAppointment, listAppointments } from "~/.server/domain/consult";
import { listDoctors, listSpecialties, onlineResourceOf } from "~/.server/domain/doctors";
import { consultPreCheckoutDeepLink } from "~/lib/deep-links";
import { slotsWithPlaces } from "~/.server/domain/scheduling";
import {
  answerAssessment,
  answerSummary,
  doidUrl,
  getAssessment,
  listAssessments,
  QUESTION_BY_ID,
  startAssessment,
  walk,
  type Assessment,
} from "~/.server/domain/symptom-checker";
import { citySlug } from "~/features/consult/doctors-route.server";
import { ageFromDateOfBirth, isProfileIncomplete, type PatientErrors } from "~/lib/patient";
import { patientFormSchema } from "~/lib/patient-form";
import { answerSchema, selectPatientSchema } from "~/lib/symptom-checker-forms";
import { gdStepPath, TRIAGE_LEVELS, type TriageLevel } from "~/lib/symptom-checker";
import { indiaDateTime } from "~/lib/india-date-time";

const NO_STORE = { "Cache-Control": "private, no-store" };
const notFound = () => new Response("Not found", { status: 404 });

function idParam(request: Request, name: string): number {
  const n = Number(new URL(request.url).searchParams.get(name));
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** The account's own check, or 404 (as for one that does not exist). */
async function ownAssessment(request: Request, accountId: number): Promise<Assessment> {
  const id = idParam(request, "assessment");
  if (!id) throw notFound();
  const { db } = await getServices();
  try {
    return await getAssessment(db, accountId, id);
  } catch (e) {
    if (e instanceof DomainError && (e.code === "NOT_FOUND" || e.code === "BAD_REQUEST")) throw notFound();
    throw e;
  }
}

const patientName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
import { mainFlowHref as mainFlowPath } from "./paths";

// — how_to_use_gd —

export async function howToUseLoader(request: Request) {
  const user = await getSessionUser(request);
  const { db } = await getServices();
  const recent = user ? await listAssessments(db, user.accountId, 5) : [];
  return Response.json(
    {
      signedIn: Boolean(user),
      recent: recent.map((r) => ({
        id: r.id,
        patientName: r.patientName,
        when: indiaDateTime(r.createdAt),
        status: r.status,
        triageLabel: r.triage ? TRIAGE_LEVELS[r.triage as TriageLevel]?.label ?? null : null,
        href: r.appointmentOrderId ? `${gdStepPath("success")}?assessment=${r.id}` : mainFlowPath(r.id),
        booked: r.appointmentOrderId != null,
      })),
    },
    { headers: NO_STORE },
  );
}
export type HowToUseData = { signedIn: boolean; recent: { id: number; patientName: string; when: string; status: string; triageLabel: string | null; href: string; booked: boolean }[] };

// — select_patient —

export async function selectPatientLoader(request: Request) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const patients = await listPatients(db, user.accountId);
  return Response.json(
    {
      patients: patients.map((p) => ({ id: p.id, name: patientName(p), relation: p.relation, age: ageFromDateOfBirth(p.dateOfBirth), isIncomplete: isProfileIncomplete(p) })),
    },
    { headers: NO_STORE },
  );
}
export type SelectPatientData = { patients: { id: number; name: string; relation: string; age: number | null; isIncomplete: boolean }[] };

export async function selectPatientAction(request: Request) {
  const user = await requireUser(request);
  const submission = await parseForm(request, selectPatientSchema);
  if (submission.status !== "success") return Response.json({ result: submission.reply() }, { status: 400 });
  const { db } = await getServices();
  try {
    const id = await startAssessment(db, user.accountId, submission.value.patientId);
    return redirect(mainFlowPath(id, 0));
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      return Response.json({ result: replyWithErrors(submission, { fieldErrors: { patientId: e.message }, formError: e.message }) }, { status: 400 });
    }
    throw e;
  }
}

// — add_new_profile / new_patient_added_success —

export async function addProfileLoader(request: Request) {
  await requireUser(request);
  return Response.json({}, { headers: NO_STORE });
}

export async function addProfileAction(request: Request) {
  const user = await requireUser(request);
  const submission = await parseForm(request, patientFormSchema());
  if (submission.status !== "success") return Response.json({ result: submission.reply() }, { status: 400 });
  const { db } = await getServices();
  try {
    const patient = await addPatient(db, user.accountId, submission.value.input);
    return redirect(`${gdStepPath("new_patient_added_success")}?patient=${patient.id}`);
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      const details = e.details as { fieldErrors?: PatientErrors } | undefined;
      return Response.json({ result: replyWithErrors(submission, { fieldErrors: details?.fieldErrors, formError: e.message }) }, { status: 400 });
    }
    throw e;
  }
}

export async function profileAddedLoader(request: Request) {
  const user = await requireUser(request);
  const id = idParam(request, "patient");
  const { db } = await getServices();
  const patient = (await listPatients(db, user.accountId)).find((p) => p.id === id);
  if (!patient) throw notFound();
  return Response.json({ patient: { id: patient.id, name: patientName(patient) } }, { headers: NO_STORE });
}
export type ProfileAddedData = { patient: { id: number; name: string } };

// — main_flow —

export interface QuestionView {
  kind: "question";
  index: number;
  revision: number;
  id: string;
  text: string;
  hint: string | null;
  type: "S" | "M";
  inputMode: "M" | "A";
  actions: string[];
  options: { id: string; label: string; exclusive: boolean }[];
  chosen: string[];
}

export interface ConditionView {
  id: string;
  name: string;
  about: string;
  evidence: string;
  answersFor: string[];
  answersAgainst: string[];
  source: { title: string; url: string; doid: string | null; doidUrl: string | null };
}

export type MainFlowData = {
  assessmentId: number;
  patientName: string;
  profileFacts: string;
  view:
    | QuestionView
    | { kind: "emergency"; title: string; advice: string[]; mentalHealth: boolean; source: { title: string; url: string; doid: string | null; doidUrl: string | null }; changeStep: number }
    | {
        kind: "outcome";
        triage: TriageLevel;
        triageLabel: string;
        triageAdvice: string;
        seeDoctorReason: string | null;
        severity: string | null;
        conditions: ConditionView[];
        specialty: { slug: string; name: string };
        bookHref: string;
        listingHref: string;
        answers: { question: string; answer: string; step: number }[];
      };
};

const sourceView = (s: { guideline: { title: string; url: string }; doid: string | null }) => ({ title: s.guideline.title, url: s.guideline.url, doid: s.doid, doidUrl: s.doid ? doidUrl(s.doid) : null });

async function cityOfRequest(request: Request) {
  const { db } = await getServices();
  const state = await getRequestState(request);
  return db.selectFrom("cities").select(["id", "name"]).where("id", "=", state.location.cityId).executeTakeFirst();
}

/** Past consults of this patient with doctors of a specialty, newest first. */
async function previousConsults(accountId: number, patientId: number, specialtyName: string) {
  const { db } = await getServices();
  const { past, upcoming } = await listAppointments(db, accountId);
  return [...upcoming, ...past].filter((a) => a.patientId === patientId && a.specialtyName === specialtyName && a.status !== "CANCELLED");
}

export async function mainFlowLoader(request: Request) {
  const user = await requireUser(request);
  const a = await ownAssessment(request, user.accountId);
  const stepParam = new URL(request.url).searchParams.get("step");
  const step = stepParam != null && /^\d{1,3}$/.test(stepParam) ? Number(stepParam) : null;
  const base = {
    assessmentId: a.id,
    patientName: patientName(a.patient),
    profileFacts: `${a.facts.age} ${a.facts.age === 1 ? "year" : "years"}, ${a.facts.sex === "F" ? "female" : "male"}`,
  };

  // Going back to an earlier question shows it with the answer given; answering it again drops what came after.
  if (step != null && step < a.answers.length) {
    const earlier = walk(a.facts, a.answers.slice(0, step));
    if (earlier.kind === "question") return Response.json({ ...base, view: questionView(earlier.question.id, step, a.revision, a.answers[step]?.question === earlier.question.id ? a.answers[step].options : []) } satisfies MainFlowData, { headers: NO_STORE });
  }
  const s = a.state;
  if (s.kind === "question") return Response.json({ ...base, view: questionView(s.question.id, s.index, a.revision, []) } satisfies MainFlowData, { headers: NO_STORE });
  if (s.kind === "emergency") {
    return Response.json(
      {
        ...base,
        view: { kind: "emergency", title: s.redFlag.title, advice: s.redFlag.advice, mentalHealth: Boolean(s.redFlag.mentalHealth), source: sourceView(s.redFlag.source), changeStep: Math.max(0, a.answers.length - 1) },
      } satisfies MainFlowData,
      { headers: NO_STORE },
    );
  }
  const { db } = await getServices();
  const [specialties, city] = await Promise.all([listSpecialties(db), cityOfRequest(request)]);
  const specialty = specialties.find((x) => x.slug === s.outcome.specialty) ?? { slug: s.outcome.specialty, name: s.outcome.specialty };
  const previous = await previousConsults(user.accountId, a.patient.id, specialty.name);
  const t = TRIAGE_LEVELS[s.outcome.triage];
  return Response.json(
    {
      ...base,
      view: {
        kind: "outcome",
        triage: s.outcome.triage,
        triageLabel: t.label,
        triageAdvice: t.advice,
        seeDoctorReason: s.outcome.seeDoctorReason,
        severity: s.outcome.severity,
        conditions: s.outcome.conditions.map((c) => ({ id: c.id, name: c.name, about: c.about, evidence: c.evidence, answersFor: c.answersFor, answersAgainst: c.answersAgainst, source: sourceView(c.source) })),
        specialty: { slug: specialty.slug, name: specialty.name },
        bookHref: `${gdStepPath(previous.length ? "prev_consult" : "slot_booking")}?assessment=${a.id}`,
        listingHref: city ? `/doctors/${specialty.slug}-in-${citySlug(city.name)}-scity` : `/specialties/${specialty.slug}`,
        answers: answerSummary(a.answers).map((x, i) => ({ ...x, step: i })),
      },
    } satisfies MainFlowData,
    { headers: NO_STORE },
  );
}

function questionView(id: string, index: number, revision: number, chosen: string[]): QuestionView {
  const q = QUESTION_BY_ID.get(id)!;
  return {
    kind: "question",
    index,
    revision,
    id: q.id,
    text: q.text,
    hint: q.hint ?? null,
    type: q.type,
    inputMode: q.inputMode,
    actions: q.actions,
    options: q.options.map((o) => ({ id: o.id, label: o.label, exclusive: Boolean(o.exclusive) })),
    chosen,
  };
}

export async function mainFlowAction(request: Request) {
  const user = await requireUser(request);
  const id = idParam(request, "assessment");
  if (!id) throw notFound();
  const submission = await parseForm(request, answerSchema);
  if (submission.status !== "success") return Response.json({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const { db } = await getServices();
  try {
    const a = await answerAssessment(db, user.accountId, id, { index: v.index, question: v.question, options: v.answer, skip: v.intent === "skip", revision: v.revision });
    return redirect(mainFlowPath(a.id, v.index + 1));
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      return Response.json({ result: replyWithErrors(submission, { fieldErrors: { answer: e.message }, formError: e.message }) }, { status: 400 });
    }
    throw e;
  }
}

// — prev_consult / slot_booking / success —

/** A finished check with an outcome: the only kind a consult is booked from. */
async function finishedAssessment(request: Request, accountId: number) {
  const a = await ownAssessment(request, accountId);
  if (a.state.kind !== "outcome") throw redirect(mainFlowPath(a.id));
  const { db } = await getServices();
  const specialties = await listSpecialties(db);
  const slug = a.state.outcome.specialty;
  const specialty = specialties.find((x) => x.slug === slug) ?? { slug, name: slug };
  return { a, specialty };
}

export async function prevConsultLoader(request: Request) {
  const user = await requireUser(request);
  const { a, specialty } = await finishedAssessment(request, user.accountId);
  const previous = await previousConsults(user.accountId, a.patient.id, specialty.name);
  return Response.json(
    {
      assessmentId: a.id,
      patientName: patientName(a.patient),
      specialty,
      consults: previous.slice(0, 5).map((c) => ({ id: c.id, doctorName: c.doctorName, doctorSlug: c.doctorSlug, when: indiaDateTime(c.appointmentDateTimeInUTC), statusLabel: c.statusLabel })),
      slotBookingHref: `${gdStepPath("slot_booking")}?assessment=${a.id}`,
    },
    { headers: NO_STORE },
  );
}
export type PrevConsultData = {
  assessmentId: number;
  patientName: string;
  specialty: { slug: string; name: string };
  consults: { id: number; doctorName: string; doctorSlug: string; when: string; statusLabel: string }[];
  slotBookingHref: string;
};

/** How many doctors, and how many of each one's free online times, slot_booking offers. */
export const SLOT_BOOKING_DOCTORS = 5;
export const SLOT_BOOKING_TIMES = 3;

export async function slotBookingLoader(request: Request) {
  const user = await requireUser(request);
  const { a, specialty } = await finishedAssessment(request, user.accountId);
  if (a.appointmentOrderId) throw redirect(`${gdStepPath("success")}?assessment=${a.id}`);
  const { db } = await getServices();
  const city = await cityOfRequest(request);
  const now = new Date();
  // Online consults: the patient's city first; a specialty with no online doctor there is offered from any city.
  let page = await listDoctors(db, { specialtySlug: specialty.slug, cityId: city?.id ?? null, mode: "online", sort: "availability", page: 1 }, now);
  const inCity = page.total > 0;
  if (!inCity) page = await listDoctors(db, { specialtySlug: specialty.slug, mode: "online", sort: "availability", page: 1 }, now);
  const doctors = await Promise.all(
    page.doctors.slice(0, SLOT_BOOKING_DOCTORS).map(async (d) => {
      const slots = (await slotsWithPlaces(db, onlineResourceOf(d), now)).filter((s) => s.available).slice(0, SLOT_BOOKING_TIMES);
      return {
        slug: d.slug,
        name: d.name,
        photoUrl: d.photoUrl,
        experienceYears: d.experienceYears,
        cityName: d.cityName,
        fee: d.feeOnline,
        times: slots.map((s) => ({
          label: `${s.dayLabel}, ${s.slotDisplayTime.split(" - ")[0]}`,
          href: consultPreCheckoutDeepLink({ doctorSlug: d.slug, mode: "ONLINE", slotDateTimeInUTC: s.slotDateTimeInUTC, assessmentId: a.id, patientId: a.patient.id }),
        })),
      };
    }),
  );
  return Response.json(
    {
      assessmentId: a.id,
      patientName: patientName(a.patient),
      specialty,
      cityName: inCity ? (city?.name ?? null) : null,
      doctors,
      listingHref: city ? `/doctors/${specialty.slug}-in-${citySlug(city.name)}-scity` : `/specialties/${specialty.slug}`,
      resultHref: mainFlowPath(a.id),
    },
    { headers: NO_STORE },
  );
}
export type SlotBookingData = {
  assessmentId: number;
  patientName: string;
  specialty: { slug: string; name: string };
  cityName: string | null;
  doctors: { slug: string; name: string; photoUrl: string; experienceYears: number; cityName: string; fee: number; times: { label: string; href: string }[] }[];
  listingHref: string;
  resultHref: string;
};

export async function successLoader(request: Request) {
  const user = await requireUser(request);
  const { a, specialty } = await finishedAssessment(request, user.accountId);
  if (!a.appointmentOrderId) throw redirect(`${gdStepPath("slot_booking")}?assessment=${a.id}`);
  const { db } = await getServices();
  const appt = await getAppointment(db, user.accountId, a.appointmentOrderId);
  return Response.json(
    {
      assessmentId: a.id,
      patientName: patientName(a.patient),
      specialty,
      appointment: { id: appt.id, displayId: appt.displayId, doctorName: appt.doctorName, when: indiaDateTime(appt.appointmentDateTimeInUTC), statusLabel: appt.statusLabel, status: appt.status },
      resultHref: mainFlowPath(a.id),
    },
    { headers: NO_STORE },
  );
}
export type SuccessData = {
  assessmentId: number;
  patientName: string;
  specialty: { slug: string; name: string };
  appointment: { id: number; displayId: string; doctorName: string; when: string; statusLabel: string; status: string };
  resultHref: string;
};
