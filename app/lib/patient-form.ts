/**
 * The add / edit profile form: one schema for the browser and the server. The rules are the spec's, from
 * ~/lib/patient ("Age range 0-99", dd/mm/yyyy, names, relation, email); this only reads the form into them.
 */
import { z } from "zod";
import { addFieldIssues, formCode, formId, formText } from "./form-text";
import { AGE_RANGE_MESSAGE, dateOfBirthForAge, validatePatientInput, type PatientInput } from "./patient";

export const PATIENT_INTENTS = ["add", "update"] as const;

/** What was typed: an age (0-99) may stand in for an unknown date of birth. */
const patientFields = z.object({
  intent: formCode(20),
  patientId: formId,
  firstName: formText(100),
  lastName: formText(100),
  gender: formCode(1),
  dateOfBirth: formCode(10),
  age: formCode(3),
  relation: formText(20),
  emailAddress: formText(120),
});
type PatientFields = z.infer<typeof patientFields>;

/** "Enter age between 0-99": an age typed instead of a date of birth becomes one; null if it is not an age. */
function dateOfBirthOf(v: PatientFields, today: Date): string | null {
  if (v.dateOfBirth || !v.age) return v.dateOfBirth;
  return /^\d{1,2}$/.test(v.age) ? dateOfBirthForAge(Number(v.age), today) : null;
}

export function patientFormSchema(today: Date = new Date()) {
  return patientFields
    .superRefine((v, ctx) => {
      const dateOfBirth = dateOfBirthOf(v, today);
      if (dateOfBirth === null) {
        ctx.addIssue({ code: "custom", path: ["age"], message: AGE_RANGE_MESSAGE });
        return;
      }
      const { intent: _intent, patientId: _id, age: _age, ...rest } = v;
      addFieldIssues(ctx, validatePatientInput({ ...rest, dateOfBirth }, today));
    })
    .transform((v) => {
      const { intent, patientId, age: _age, ...rest } = v;
      const input: PatientInput = { ...rest, dateOfBirth: dateOfBirthOf(v, today) ?? "" };
      return { intent, patientId, input };
    });
}
