/**
 * The symptom checker's forms, one schema each for the browser and the server: who the check is for, and one
 * answer (or Skip) to the question shown. The knowledge base decides whether an answer fits its question; this
 * only reads the form.
 */
import { z } from "zod";
import { formCode, formId } from "./form-text";
import { SYMPTOM_CHECKER_MESSAGES as MSG } from "./symptom-checker";

export const selectPatientSchema = z.object({
  patientId: formId.refine((n) => n > 0, MSG.choosePatient),
});

/** A non-negative whole number from a hidden field; anything else is -1, which matches no question. */
const formIndex = z
  .string()
  .optional()
  .transform((s) => {
    const n = Number(s);
    return Number.isSafeInteger(n) && n >= 0 ? n : -1;
  });

export const answerSchema = z
  .object({
    intent: z.enum(["answer", "skip"]).catch("answer"),
    index: formIndex,
    revision: formIndex,
    question: formCode(40),
    answer: z.array(formCode(40)).max(20).optional(),
  })
  .transform((v) => ({ ...v, answer: (v.answer ?? []).filter(Boolean) }))
  .superRefine((v, ctx) => {
    if (v.intent === "answer" && v.answer.length === 0) ctx.addIssue({ code: "custom", path: ["answer"], message: MSG.chooseAnswer });
  });
