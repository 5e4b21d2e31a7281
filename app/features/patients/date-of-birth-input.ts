import type { FormEvent } from "react";
import { formatDateOfBirthTyping } from "~/lib/patient-form";

/** The date-of-birth field's input handler: digits from a phone's number pad become dd/mm/yyyy as they are typed. */
export function formatDateOfBirthOnInput(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const formatted = formatDateOfBirthTyping(input.value);
  if (formatted !== input.value) input.value = formatted;
}
