/**
 * Checkout's side trips, done in place: "Add a family member" and "Add an address" post here from a dialog on the
 * cart, patient or review page, and answer JSON (never a redirect), so the patient stays in checkout. A new family
 * member joins the cart's patients; a new address becomes the collection address. The forms and their rules are
 * the profile and address book's own (patientFormSchema, addressFormSchema, and the domain's checks).
 */
import type { SubmissionResult } from "@conform-to/react";
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { requireUser } from "~/.server/session";
import { parseForm, replyWithErrors } from "~/.server/form";
import { addPatient } from "~/.server/domain/accounts/patients";
import { saveAddress } from "~/.server/domain/accounts/addresses";
import { changeAccountCart, getAccountCart } from "~/.server/domain/cart/cart";
import { DomainError } from "~/.server/domain/errors";
import { patientFormSchema } from "~/lib/patient-form";
import { addressFormSchema } from "~/lib/address-form";
import { displayName } from "~/lib/patient";

const GENERIC_ERROR = "Something went wrong! Please try again.";

export interface SideTripAnswer {
  result: SubmissionResult<string[]>;
  /** What was added, and what the patient is told about it. */
  added?: { id: number; name: string; message: string };
}

type Submission = Awaited<ReturnType<typeof parseForm>>;

function refused(submission: Submission, e: unknown): Response {
  if (e instanceof DomainError && e.code === "BAD_REQUEST") {
    const details = e.details as { fieldErrors?: Partial<Record<string, string>> } | undefined;
    return Response.json({ result: replyWithErrors(submission, { fieldErrors: details?.fieldErrors, formError: e.message }) } satisfies SideTripAnswer, { status: 400 });
  }
  throw e;
}

export async function addPatientInPlace(request: Request): Promise<Response> {
  const user = await requireUser(request);
  const submission = await parseForm(request, patientFormSchema());
  if (submission.status !== "success") return Response.json({ result: submission.reply() } satisfies SideTripAnswer, { status: 400 });
  if (submission.value.intent !== "add") return Response.json({ result: submission.reply({ formErrors: [GENERIC_ERROR] }) } satisfies SideTripAnswer, { status: 400 });
  const { db } = await getServices();
  let patient;
  try {
    patient = await addPatient(db, user.accountId, submission.value.input);
  } catch (e) {
    return refused(submission, e);
  }
  const name = displayName(patient);
  // The new member joins whoever the cart is already for; the cart's rules say if they cannot (six at most).
  const cart = await getAccountCart(db, user.accountId);
  let message = `${name} added`;
  if (cart.diagnosticsCartItems.length) {
    const { location } = await getRequestState(request);
    const result = await changeAccountCart(db, user.accountId, { type: "SELECT_PATIENTS", patientIDs: [...cart.selectedPatients, patient.id] }, location.cityId);
    const refusal = result.notices.find((n) => n.kind === "max-patients" || n.kind === "profile-incomplete");
    message = refusal ? `${name} added. ${refusal.message}` : result.cart.selectedPatients.includes(patient.id) ? `${name} added and selected` : `${name} added`;
  }
  return Response.json({ result: submission.reply({ resetForm: true }), added: { id: patient.id, name, message } } satisfies SideTripAnswer);
}

export async function addAddressInPlace(request: Request): Promise<Response> {
  const user = await requireUser(request);
  const submission = await parseForm(request, addressFormSchema);
  if (submission.status !== "success") return Response.json({ result: submission.reply() } satisfies SideTripAnswer, { status: 400 });
  const { intent, addressId: _id, latitude, longitude, ...values } = submission.value;
  if (intent !== "save") return Response.json({ result: submission.reply({ formErrors: [GENERIC_ERROR] }) } satisfies SideTripAnswer, { status: 400 });
  const { db } = await getServices();
  let address;
  try {
    address = await saveAddress(db, user.accountId, { ...values, id: null, latitude, longitude });
  } catch (e) {
    return refused(submission, e);
  }
  // The address just added is the one the patient means: it becomes the collection address.
  const { location } = await getRequestState(request);
  let message = `${address.name} added and selected`;
  try {
    await changeAccountCart(db, user.accountId, { type: "SET_ADDRESS", addressId: address.id }, location.cityId);
  } catch {
    message = `${address.name} added`;
  }
  if (!address.serviceable && address.serviceabilityMessage) message = `${message}. ${address.serviceabilityMessage}`;
  return Response.json({ result: submission.reply({ resetForm: true }), added: { id: address.id, name: address.name, message } } satisfies SideTripAnswer);
}
