/** /patients: list, add and edit profiles of the signed-in account (action contract: 400 + field messages, redirect on success). */
import { redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { getServices } from "~/.server/app-context";
import { requireUser } from "~/.server/session";
import { addPatient, listPatients, updatePatient } from "~/.server/domain/accounts/patients";
import { DomainError } from "~/.server/domain/errors";
import { ageFromDateOfBirth, MAX_PROFILES_PER_ACCOUNT, profileIconBand, type PatientErrors } from "~/lib/patient";
import { patientFormSchema } from "~/lib/patient-form";
import { parseForm, replyWithErrors } from "~/.server/form";

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
  result: SubmissionResult<string[]>;
}

const GENERIC_ERROR = "Something went wrong! Please try again.";

export async function patientsAction(request: Request) {
  const user = await requireUser(request);
  const submission = await parseForm(request, patientFormSchema());
  if (submission.status !== "success") return Response.json({ result: submission.reply() } satisfies PatientActionData, { status: 400 });
  const { intent, patientId, input } = submission.value;
  const { db } = await getServices();
  try {
    if (intent === "add") {
      await addPatient(db, user.accountId, input);
      return redirect("/patients?saved=added");
    }
    if (intent === "update") {
      await updatePatient(db, { id: patientId, accountId: user.accountId }, input);
      return redirect("/patients?saved=updated");
    }
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      // The domain checks again (and what only it can know, such as the profile limit).
      const details = e.details as { fieldErrors?: PatientErrors } | undefined;
      const result = replyWithErrors(submission, { fieldErrors: details?.fieldErrors, formError: e.message });
      return Response.json({ result } satisfies PatientActionData, { status: 400 });
    }
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Not found", { status: 404 });
    throw e;
  }
  return Response.json({ result: submission.reply({ formErrors: [GENERIC_ERROR] }) } satisfies PatientActionData, { status: 400 });
}
