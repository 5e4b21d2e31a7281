/** /settings for an international account: each family member's passport (updatePassportDetails's rules). */
import { getServices } from "~/.server/app-context";
import { listPatients } from "~/.server/domain/accounts/patients";
import { passportOf, updatePassportDetails } from "~/.server/domain/accounts/passports";
import { DomainError } from "~/.server/domain/errors";
import { parseForm, replyWithErrors } from "~/.server/form";
import type { SessionUser } from "~/.server/session";
import { indiaDate } from "~/lib/india-date-time";
import { passportFormSchema } from "~/lib/passport";
import { isInternationalUser } from "~/lib/roles";

export async function passportsOfAccount(user: SessionUser) {
  if (!isInternationalUser(user.countryCode)) return null;
  const { db } = await getServices();
  const patients = await listPatients(db, user.accountId);
  return Promise.all(
    patients.map(async (p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim(), passport: await passportOf(db, user.accountId, p.id) })),
  );
}

export async function passportAction(request: Request, user: SessionUser) {
  const submission = await parseForm(request, passportFormSchema(indiaDate(new Date())));
  if (submission.status !== "success") return Response.json({ result: submission.reply() }, { status: 400 });
  const { patientId, ...details } = submission.value;
  const { db } = await getServices();
  try {
    await updatePassportDetails(db, user.accountId, patientId, details);
    return Response.json({ result: submission.reply({ resetForm: true }), saved: true });
  } catch (e) {
    if (e instanceof DomainError && (e.code === "BAD_REQUEST" || e.code === "NOT_FOUND")) {
      const fieldErrors = (e.details as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors;
      return Response.json({ result: replyWithErrors(submission, { fieldErrors: e.code === "NOT_FOUND" ? { patientId: "Please choose whose passport this is" } : fieldErrors, formError: e.message }) }, { status: 400 });
    }
    throw e;
  }
}
