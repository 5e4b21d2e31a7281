/** /patients: list, add and edit profiles of the signed-in account (action contract: 400 + field messages, redirect on success). */
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireUser } from "~/.server/session";
import { addPatient, listPatients, updatePatient } from "~/.server/domain/accounts/patients";
import { DomainError } from "~/.server/domain/errors";
import { AGE_RANGE_MESSAGE, ageFromDateOfBirth, dateOfBirthForAge, MAX_PROFILES_PER_ACCOUNT, profileIconBand, type PatientErrors, type PatientInput } from "~/lib/patient";
import { readForm } from "~/.server/form";

export async function patientsLoader(request: Request) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const patients = await listPatients(db, user.accountId);
  const url = new URL(request.url);
  const editId = Number(url.searchParams.get("edit"));
  return {
    patients: patients.map((p) => {
      const age = ageFromDateOfBirth(p.dateOfBirth);
      return { ...p, age, band: profileIconBand(age) };
    }),
    editing: patients.find((p) => p.id === editId) ?? null,
    adding: url.searchParams.get("add") === "1",
    saved: url.searchParams.get("saved"),
    maxProfiles: MAX_PROFILES_PER_ACCOUNT,
  };
}

export interface PatientActionData {
  values: PatientInput & { age: string };
  fieldErrors?: PatientErrors & { age?: string };
  formError?: string;
}

function readInput(form: FormData): PatientActionData["values"] {
  const get = (k: string, max = 100) => String(form.get(k) ?? "").slice(0, max);
  return {
    firstName: get("firstName"), lastName: get("lastName"), gender: get("gender", 1), dateOfBirth: get("dateOfBirth", 10).trim(),
    relation: get("relation", 20), emailAddress: get("emailAddress", 120), age: get("age", 3).trim(),
  };
}

export async function patientsAction(request: Request) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const values = readInput(form);
  // "Enter age between 0-99": an age typed instead of a date of birth becomes one.
  const input: PatientInput = { ...values };
  if (!values.dateOfBirth && values.age) {
    const dob = /^\d{1,2}$/.test(values.age) ? dateOfBirthForAge(Number(values.age)) : null;
    if (!dob) return Response.json({ values, fieldErrors: { age: AGE_RANGE_MESSAGE } } satisfies PatientActionData, { status: 400 });
    input.dateOfBirth = dob;
  }
  const { db } = await getServices();
  try {
    if (intent === "add") {
      await addPatient(db, user.accountId, input);
      return redirect("/patients?saved=added");
    }
    if (intent === "update") {
      const id = Number(form.get("patientId"));
      await updatePatient(db, { id: Number.isSafeInteger(id) ? id : 0, accountId: user.accountId }, input);
      return redirect("/patients?saved=updated");
    }
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      const details = e.details as { fieldErrors?: PatientErrors } | undefined;
      return Response.json({ values, fieldErrors: details?.fieldErrors, formError: details?.fieldErrors ? undefined : e.message } satisfies PatientActionData, { status: 400 });
    }
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Not found", { status: 404 });
    throw e;
  }
  return Response.json({ values, formError: "Something went wrong! Please try again." } satisfies PatientActionData, { status: 400 });
}
