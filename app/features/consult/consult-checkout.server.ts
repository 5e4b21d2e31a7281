/**
 * /pay-online-consult and /pay-clinic-visit: the chosen doctor and slot, the patient picked from the account's
 * profiles, an offer code, and the payment through the gateway. A slot taken meanwhile, or not offered, answers
 * the spec's message and keeps what was chosen.
 */
import crypto from "node:crypto";
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireUser } from "~/.server/session";
import { parseForm, replyWithErrors } from "~/.server/form";
import { listPatients } from "~/.server/domain/accounts/patients";
import { DomainError } from "~/.server/domain/errors";
import { bookConsult, consultResource } from "~/.server/domain/consult";
import { clinicsOfDoctors, getDoctorBySlug, type Doctor } from "~/.server/domain/doctors";
import { accountIsCircleMember } from "~/.server/domain/accounts/accounts";
import { advertisedMemberPrice, memberPrice } from "~/lib/member-price";
import { slotsWithPlaces } from "~/.server/domain/scheduling";
import { linkAssessmentToAppointment } from "~/.server/domain/symptom-checker";
import { consultCheckoutSchema } from "~/lib/consult-form";
import { CONSULT_SLOT_UNAVAILABLE_MESSAGE, HDFC_GOLD_COUPON, type ConsultMode } from "~/lib/consult-rules";
import { indiaDateTime } from "~/lib/india-date-time";
import { safeRedirect } from "~/lib/safe-redirect";
import { netbankingNotices } from "~/.server/domain/payments/netbanking";

const NO_STORE = { "Cache-Control": "private, no-store" };

function readChoice(request: Request) {
  const url = new URL(request.url);
  const facility = Number(url.searchParams.get("facility"));
  return {
    doctorSlug: (url.searchParams.get("doctor") ?? "").slice(0, 120),
    slot: (url.searchParams.get("slot") ?? "").slice(0, 40),
    facilityId: Number.isSafeInteger(facility) && facility > 0 ? facility : null,
    // From the symptom checker: the check the consult is booked from, and its patient (chosen in advance).
    assessmentId: positiveId(url.searchParams.get("assessment")),
    patientId: positiveId(url.searchParams.get("patient")),
  };
}

/** The fee lines of the checkout, by the one Circle price rule. */
function feeFor(doctor: Doctor, mode: ConsultMode, isCircleMember: boolean) {
  const normal = mode === "ONLINE" ? doctor.feeOnline : doctor.feeClinic;
  const circle = mode === "ONLINE" ? doctor.feeOnlineCircle : doctor.feeClinicCircle;
  const member = memberPrice(normal, circle, isCircleMember);
  return { fee: member.price, normalFee: normal, circleDiscount: member.circleDiscount, memberFee: isCircleMember ? null : advertisedMemberPrice(normal, circle) };
}

function positiveId(raw: string | null): number | null {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
}

export async function consultCheckoutLoader(request: Request, mode: ConsultMode) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const choice = readChoice(request);
  const doctor = await getDoctorBySlug(db, choice.doctorSlug).catch(() => null);
  if (!doctor) throw new Response("Doctor not found", { status: 404 });
  const clinic = mode === "PHYSICAL" ? ((await clinicsOfDoctors(db, [doctor.id])).get(doctor.id) ?? []).find((c) => c.facilityId === choice.facilityId) : null;
  if (mode === "PHYSICAL" && !clinic) throw new Response("Clinic not found", { status: 404 });
  const resource = await consultResource(db, doctor, mode, clinic?.facilityId).catch(() => null);
  const slots = resource ? await slotsWithPlaces(db, resource, new Date()) : [];
  const slot = slots.find((s) => Date.parse(s.slotDateTimeInUTC) === Date.parse(choice.slot)) ?? null;
  const patients = await listPatients(db, user.accountId);
  return Response.json(
    {
      mode,
      doctor: { slug: doctor.slug, name: doctor.name, specialtyName: doctor.specialtyName, photoUrl: doctor.photoUrl, registrationNumber: doctor.registrationNumber },
      clinic: clinic ? { facilityId: clinic.facilityId, name: clinic.name, address: clinic.address } : null,
      slot: slot ? { slotDateTimeInUTC: slot.slotDateTimeInUTC, label: indiaDateTime(slot.slotDateTimeInUTC), available: slot.available } : null,
      slotMessage: slot?.available ? null : CONSULT_SLOT_UNAVAILABLE_MESSAGE,
      ...feeFor(doctor, mode, await accountIsCircleMember(db, user.accountId)),
      offerHint: mode === "ONLINE" ? `${HDFC_GOLD_COUPON.code}: ${HDFC_GOLD_COUPON.description}` : null,
      patients: patients.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim(), relation: p.relation, isIncomplete: p.isIncomplete })),
      idempotencyKey: crypto.randomUUID(),
      backTo: `/doctors/${doctor.slug}`,
      preselectedPatientId: patients.some((p) => p.id === choice.patientId && !p.isIncomplete) ? choice.patientId : null,
      netbankingNotices: await netbankingNotices(),
    },
    { headers: NO_STORE },
  );
}

export type ConsultCheckoutData = {
  mode: ConsultMode;
  doctor: { slug: string; name: string; specialtyName: string; photoUrl: string; registrationNumber: string };
  clinic: { facilityId: number; name: string; address: string } | null;
  slot: { slotDateTimeInUTC: string; label: string; available: boolean } | null;
  slotMessage: string | null;
  /** What the patient pays before an offer code: the member fee for a Circle member, where lower. */
  fee: number;
  normalFee: number;
  circleDiscount: number;
  /** The member fee to show a non-member, where the doctor has a lower one. */
  memberFee: number | null;
  offerHint: string | null;
  patients: { id: number; name: string; relation: string; isIncomplete: boolean }[];
  idempotencyKey: string;
  backTo: string;
  preselectedPatientId: number | null;
  /** The spec's netbanking outage messages, when the gateway reports banks failing. */
  netbankingNotices: string[];
};

export async function consultCheckoutAction(request: Request, mode: ConsultMode) {
  const user = await requireUser(request);
  const submission = await parseForm(request, consultCheckoutSchema);
  if (submission.status !== "success") return Response.json({ result: submission.reply() }, { status: 400 });
  const { db } = await getServices();
  const choice = readChoice(request);
  const v = submission.value;
  try {
    const doctor = await getDoctorBySlug(db, choice.doctorSlug);
    const booked = await bookConsult(db, {
      accountId: user.accountId,
      patientId: v.patientId,
      doctorId: doctor.id,
      mode,
      consultType: mode === "ONLINE" ? (v.consultType ?? "VIDEO") : null,
      facilityId: choice.facilityId,
      slotDateTimeInUTC: choice.slot,
      couponCode: v.couponCode || null,
      idempotencyKey: v.idempotencyKey || crypto.randomUUID(),
    });
    if (choice.assessmentId) await linkAssessmentToAppointment(db, user.accountId, choice.assessmentId, booked.orderId);
    if (!booked.paymentLinkURL) return redirect(`/payments/consult/${booked.orderId}`);
    return redirect(/^https:\/\//.test(booked.paymentLinkURL) ? booked.paymentLinkURL : safeRedirect(booked.paymentLinkURL));
  } catch (e) {
    if (e instanceof DomainError && (e.code === "BAD_REQUEST" || e.code === "NOT_FOUND")) {
      const field = (e.details as { field?: string } | undefined)?.field;
      return Response.json({ result: replyWithErrors(submission, { fieldErrors: field ? { [field]: e.message } : {}, formError: e.message }) }, { status: 400 });
    }
    throw e;
  }
}
