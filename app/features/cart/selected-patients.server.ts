/**
 * /selected-patients: choose who the cart's tests are for (up to 6; a profile missing gender or date of birth
 * cannot order). An account whose primary profile was never filled in is asked for it here first — name, gender
 * and date of birth — instead of being told to contact customer care.
 */
import { readForm } from "~/.server/form";
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { requireUser } from "~/.server/session";
import { changeAccountCart, getAccountCart } from "~/.server/domain/cart/cart";
import { listPatients, updatePatient } from "~/.server/domain/accounts/patients";
import { DomainError } from "~/.server/domain/errors";
import { MAX_PATIENTS_PER_CART, maxPatientsMessage, type CartNotice } from "~/lib/cart-rules";
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
  notices?: CartNotice[];
  fieldErrors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
}

export async function selectedPatientsAction(request: Request): Promise<Response> {
  const user = await requireUser(request);
  const { db } = await getServices();
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "save-profile") {
    const patients = await listPatients(db, user.accountId);
    const me = patients.find((p) => p.relation === "me");
    if (!me || primaryProfileState(patients) !== "needs-profile") return redirect("/selected-patients");
    const values = {
      firstName: String(form.get("firstName") ?? "").slice(0, 60),
      lastName: String(form.get("lastName") ?? "").slice(0, 60),
      gender: String(form.get("gender") ?? ""),
      dateOfBirth: String(form.get("dateOfBirth") ?? "").slice(0, 10),
    };
    try {
      await updatePatient(db, { id: me.id, accountId: user.accountId }, { ...values, relation: "me", emailAddress: me.emailAddress ?? "" });
    } catch (e) {
      if (e instanceof DomainError && e.code === "BAD_REQUEST") {
        const details = e.details as { fieldErrors?: Record<string, string> } | undefined;
        return Response.json({ fieldErrors: details?.fieldErrors ?? {}, formError: e.message, values } satisfies SelectedPatientsActionData, { status: 400 });
      }
      throw e;
    }
    return redirect("/selected-patients");
  }
  if (intent === "select-patients") {
    const ids = form.getAll("patientID").map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
    if (!ids.length) return Response.json({ formError: "*Please select the patient before proceeding to pay!" } satisfies SelectedPatientsActionData, { status: 400 });
    if (ids.length > MAX_PATIENTS_PER_CART) return Response.json({ formError: maxPatientsMessage() } satisfies SelectedPatientsActionData, { status: 400 });
    const { location } = await getRequestState(request);
    const result = await changeAccountCart(db, user.accountId, { type: "SELECT_PATIENTS", patientIDs: ids }, location.cityId);
    const refusals = result.notices.filter((n) => n.kind !== "added" && n.kind !== "already-in-cart" && n.kind !== "removed");
    if (refusals.some((n) => n.kind === "max-patients" || n.kind === "profile-incomplete")) {
      return Response.json({ notices: refusals } satisfies SelectedPatientsActionData, { status: 400 });
    }
    return redirect("/tests-cart");
  }
  return Response.json({ formError: "Something went wrong! Please try again." } satisfies SelectedPatientsActionData, { status: 400 });
}
