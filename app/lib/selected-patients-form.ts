/**
 * The forms of /selected-patients: who the cart's tests are for ("up to 6 patients"), and the primary profile an
 * account that never had one gives first. One schema each for the browser and the server; the rules are the
 * spec's, from ~/lib/cart-rules and ~/lib/patient.
 */
import { z } from "zod";
import { MAX_PATIENTS_PER_CART, maxPatientsMessage, SELECT_PATIENT_MESSAGE } from "./cart-rules";
import { addFieldIssues, formCode, formText } from "./form-text";
import { AGE_RANGE_MESSAGE, validatePatientInput } from "./patient";
import { dateOfBirthOfEntry } from "./patient-form";

export const selectPatientsFormSchema = z
  .object({
    intent: z.literal("select-patients"),
    patientID: z.array(z.string()).optional(),
  })
  .transform((v) => ({ patientIDs: (v.patientID ?? []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0) }))
  .superRefine((v, ctx) => {
    if (!v.patientIDs.length) ctx.addIssue({ code: "custom", path: ["patientID"], message: SELECT_PATIENT_MESSAGE });
    else if (v.patientIDs.length > MAX_PATIENTS_PER_CART) ctx.addIssue({ code: "custom", path: ["patientID"], message: maxPatientsMessage() });
  });

const PRIMARY_FIELDS = ["firstName", "lastName", "gender", "dateOfBirth"] as const;

/**
 * Name, gender and date of birth of the account's own ('me') profile. The date of birth may be typed as digits
 * (formatted dd/mm/yyyy), or an age ('Enter age between 0-99') given instead.
 */
export function primaryProfileFormSchema(today: Date = new Date()) {
  return z
    .object({
      intent: z.literal("save-profile"),
      firstName: formText(60),
      lastName: formText(60),
      gender: formCode(1),
      dateOfBirth: formText(14),
      age: formCode(3),
    })
    .superRefine((v, ctx) => {
      const dateOfBirth = dateOfBirthOfEntry(v, today);
      if (dateOfBirth === null) {
        ctx.addIssue({ code: "custom", path: ["age"], message: AGE_RANGE_MESSAGE });
        return;
      }
      const errors = validatePatientInput({ ...v, dateOfBirth, relation: "me", emailAddress: "" }, today);
      addFieldIssues(ctx, Object.fromEntries(PRIMARY_FIELDS.map((f) => [f, errors[f]])));
    })
    .transform(({ intent: _intent, age: _age, ...profile }) => ({ ...profile, dateOfBirth: dateOfBirthOfEntry({ ...profile, age: _age }, today) ?? "" }));
}
