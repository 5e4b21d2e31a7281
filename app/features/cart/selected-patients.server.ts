/**
 * /selected-patients: choose who the cart's tests are for (up to 6; a profile missing gender or date of birth
 * cannot order). An account whose primary profile was never filled in is asked for it here first — name, gender
 * and date of birth — instead of being told to contact customer care.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseForm, replyWithErrors } from "~/.server/form";
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { requireUser } from "~/.server/session";
import { changeAccountCart, getAccountCart } from "~/.server/domain/cart/cart";
import { listPatients, updatePatient } from "~/.server/domain/accounts/patients";
import { DomainError } from "~/.server/domain/errors";
import { MAX_PATIENTS_PER_CART, type CartNotice } from "~/lib/cart-rules";
import { primaryProfileFormSchema, selectPatientsFormSchema } from "~/lib/selected-patients-form";
import { ageFromDateOfBirth, displayName } from "~/lib/patient";
import { primaryProfileState } from "./cart-page.server";

export async function selectedPatientsLoader(request: Request) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const [patients, cart] = await Promise.all([listPatients(db, user.accountId), getAccountCart(db, user.accountId)]);
  const me = patients.find((p) => p.relation === "me");
  return {
    profileState: primaryProfileState(patients),
    primaryPatientId: me?.id ?? null,
    patients: patients.map((p) => ({
      id: p.id,
      name: displayName(p),
      relation: p.relation,
      gender: p.gender,
      age: ageFromDateOfBirth(p.dateOfBirth),
      isIncomplete: p.isIncomplete,
    })),
    selected: cart.selectedPatients,
    itemCount: cart.diagnosticsCartItems.length,
    maxPatients: MAX_PATIENTS_PER_CART,
  };
}

export interface SelectedPatientsActionData {
  /** Which of the page's two forms the result is for. */
  form?: "save-profile" | "select-patients";
  result?: SubmissionResult<string[]>;
  notices?: CartNotice[];
}

const schemaFor = (form: FormData) => (form.get("intent") === "save-profile" ? primaryProfileFormSchema() : selectPatientsFormSchema);

export async function selectedPatientsAction(request: Request): Promise<Response> {
  const user = await requireUser(request);
  const { db } = await getServices();
  const submission = await parseForm(request, schemaFor);
  const intent = submission.payload.intent;
  if (intent !== "save-profile" && intent !== "select-patients") {
    return Response.json({ result: submission.reply({ formErrors: ["Something went wrong! Please try again."] }) } satisfies SelectedPatientsActionData, { status: 400 });
  }
  if (intent === "save-profile") {
    const patients = await listPatients(db, user.accountId);
    const me = patients.find((p) => p.relation === "me");
    if (!me || primaryProfileState(patients) !== "needs-profile") return redirect("/selected-patients");
    if (submission.status !== "success" || !("firstName" in submission.value)) {
      return Response.json({ form: intent, result: submission.reply() } satisfies SelectedPatientsActionData, { status: 400 });
    }
    try {
      await updatePatient(db, { id: me.id, accountId: user.accountId }, { ...submission.value, relation: "me", emailAddress: me.emailAddress ?? "" });
    } catch (e) {
      if (e instanceof DomainError && e.code === "BAD_REQUEST") {
        const details = e.details as { fieldErrors?: Record<string, string> } | undefined;
        return Response.json({ form: intent, result: replyWithErrors(submission, { fieldErrors: details?.fieldErrors, formError: e.message }) } satisfies SelectedPatientsActionData, { status: 400 });
      }
      throw e;
    }
    // The account's own profile, just made, is who the tests are for unless the patient says otherwise: it is
    // selected, and the patient goes back to the cart with it (one step fewer than choosing it by hand).
    const cart = await getAccountCart(db, user.accountId);
    if (!cart.diagnosticsCartItems.length) return redirect("/selected-patients");
    const { location } = await getRequestState(request);
    await changeAccountCart(db, user.accountId, { type: "SELECT_PATIENTS", patientIDs: [...new Set([...cart.selectedPatients, me.id])] }, location.cityId);
    return redirect("/tests-cart");
  }
  if (submission.status !== "success" || !("patientIDs" in submission.value)) {
    return Response.json({ form: intent, result: submission.reply() } satisfies SelectedPatientsActionData, { status: 400 });
  }
  const { location } = await getRequestState(request);
  const result = await changeAccountCart(db, user.accountId, { type: "SELECT_PATIENTS", patientIDs: submission.value.patientIDs }, location.cityId);
  const refusals = result.notices.filter((n) => n.kind !== "added" && n.kind !== "already-in-cart" && n.kind !== "removed");
  if (refusals.some((n) => n.kind === "max-patients" || n.kind === "profile-incomplete")) {
    return Response.json({ form: intent, notices: refusals } satisfies SelectedPatientsActionData, { status: 400 });
  }
  return redirect("/tests-cart");
}
