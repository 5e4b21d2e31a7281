/**
 * The add / edit profile form: one schema for the browser and the server. The rules are the spec's, from
 * ~/lib/patient ("Age range 0-99", dd/mm/yyyy, names, relation, email); this only reads the form into them.
 */
import { z } from "zod";
import { addFieldIssues, formCode, formId, formText } from "./form-text";
import { AGE_RANGE_MESSAGE, dateOfBirthForAge, validatePatientInput, type PatientInput } from "./patient";

export const PATIENT_INTENTS = ["add", "update"] as const;

/**
 * A date of birth typed on a phone: the number pad has no "/", so digits are formatted as dd/mm/yyyy as they are
 * typed ("12031988" → "12/03/1988"). A slash (or "-" / ".") typed after a one-digit day or month pads it
 * ("1/3/1988" → "01/03/1988"). The slash after the day or month appears only with the next digit, so backspace
 * never gets stuck on it. Anything past eight digits is dropped. The server reads the field the same way, so
 * digits sent before the page's scripts ran are accepted too.
 */
export function formatDateOfBirthTyping(typed: string): string {
  const segments = typed.split(/[/.-]/).map((s) => s.replace(/\D/g, ""));
  // Pad a one-digit day or month only once a separator after it closed it.
  const digits = segments
    .map((s, i) => (i < 2 && i < segments.length - 1 && s.length === 1 ? `0${s}` : s))
    .join("")
    .slice(0, 8);
  const closedBySlash = segments.length > 1 && /[/.-]$/.test(typed.trim()) && (digits.length === 2 || digits.length === 4);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join("/") + (closedBySlash ? "/" : "");
}

/** The date of birth of a form: the one typed (formatted as above), else one for the age typed, null if the age is not 0-99. */
export function dateOfBirthOfEntry(entry: { dateOfBirth: string; age: string }, today: Date = new Date()): string | null {
  const typed = formatDateOfBirthTyping(entry.dateOfBirth);
  if (typed || !entry.age.trim()) return typed;
  return /^\d{1,2}$/.test(entry.age.trim()) ? dateOfBirthForAge(Number(entry.age.trim()), today) : null;
}

/** What was typed: an age (0-99) may stand in for an unknown date of birth. */
const patientFields = z.object({
  intent: formCode(20),
  patientId: formId,
  firstName: formText(100),
  lastName: formText(100),
  gender: formCode(1),
  dateOfBirth: formCode(14),
  age: formCode(3),
  relation: formText(20),
  emailAddress: formText(120),
});
type PatientFields = z.infer<typeof patientFields>;

/** "Enter age between 0-99": an age typed instead of a date of birth becomes one; null if it is not an age. */
const dateOfBirthOf = (v: PatientFields, today: Date) => dateOfBirthOfEntry(v, today);

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
