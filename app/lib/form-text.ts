/**
 * Field shapes shared by the form schemas. A form sends every field as a string; conform turns an empty one into
 * `undefined`, so a text field reads back as "" when left blank. Over-long text is cut to the field's limit rather
 * than refused, as the forms always did: the rules of each field decide what is too long.
 */
import { z } from "zod";

export const formText = (max: number) =>
  z
    .string()
    .optional()
    .transform((s) => (s ?? "").slice(0, max));

/** A trimmed text field (codes, numbers, dates). */
export const formCode = (max: number) => formText(max).transform((s) => s.trim());

/** A record id from a hidden field; anything but a positive safe integer is 0, which matches no record. */
export const formId = z
  .string()
  .optional()
  .transform((s) => {
    const n = Number(s);
    return Number.isSafeInteger(n) && n > 0 ? n : 0;
  });

/** Reports each problem a rule function found, keyed by field, as a zod issue with the rule's own message. */
export function addFieldIssues(ctx: z.RefinementCtx, errors: Partial<Record<string, string>>) {
  for (const [field, message] of Object.entries(errors)) {
    if (message) ctx.addIssue({ code: "custom", path: [field], message });
  }
}
