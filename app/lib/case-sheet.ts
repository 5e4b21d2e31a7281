/**
 * The case sheet a doctor writes after a consult, and what the patient does with it (platform §3 Prescription:
 * doctorName, patientName, caseSheet with medicines, diagnosis and symptoms; §9 feedback scale; lab §2 the
 * post-consult prescription popover "listing available and unavailable item names"). One schema for the browser
 * and the server.
 */
import { z } from "zod";
import { formCode, formText } from "./form-text";

export const SYMPTOMS_REQUIRED = "Please enter the patient's symptoms.";
export const DIAGNOSIS_REQUIRED = "Please enter the diagnosis.";
export const MEDICINE_FIELD_REQUIRED = "Please enter the dose, frequency and duration of each medicine.";
export const CASE_SHEET_EMPTY = "Please advise at least one medicine, test or advice.";
export const MAX_MEDICINES = 20;
export const MAX_ADVISED_TESTS = 20;

export interface Medicine {
  name: string;
  dose: string;
  frequency: string;
  duration: string;
}

/** A lab catalogue item the doctor advised, by id, with the name it had when advised. */
export interface AdvisedTest {
  itemId: number;
  itemName: string;
}

const required = (max: number, message: string) => formText(max).transform((s) => s.trim()).refine((s) => s.length > 0, message);

const medicineRow = z.object({
  name: formCode(120),
  dose: formCode(60),
  frequency: formCode(60),
  duration: formCode(60),
});

/**
 * The case sheet form: symptoms and diagnosis are required; medicine rows left blank are dropped, a named medicine
 * needs its dose, frequency and duration; tests are catalogue item ids; and a prescription must advise something.
 */
export const caseSheetSchema = z
  .object({
    symptoms: required(1000, SYMPTOMS_REQUIRED),
    diagnosis: required(500, DIAGNOSIS_REQUIRED),
    medicines: z
      .array(medicineRow.optional())
      .max(MAX_MEDICINES)
      .optional()
      .transform((rows) => (rows ?? []).filter((r): r is Medicine => !!r && !!(r.name || r.dose || r.frequency || r.duration))),
    tests: z
      .array(z.string())
      .max(MAX_ADVISED_TESTS)
      .optional()
      .transform((ids) => [...new Set((ids ?? []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))]),
    advice: formText(1000).transform((s) => s.trim()),
    followUp: formText(200).transform((s) => s.trim()),
  })
  .superRefine((v, ctx) => {
    v.medicines.forEach((m, i) => {
      if (!m.name) ctx.addIssue({ code: "custom", path: ["medicines", i, "name"], message: "Please enter the medicine's name." });
      else if (!m.dose || !m.frequency || !m.duration) ctx.addIssue({ code: "custom", path: ["medicines", i, m.dose ? (m.frequency ? "duration" : "frequency") : "dose"], message: MEDICINE_FIELD_REQUIRED });
    });
    if (!v.medicines.length && !v.tests.length && !v.advice) ctx.addIssue({ code: "custom", path: ["advice"], message: CASE_SHEET_EMPTY });
  });

export type CaseSheetInput = z.output<typeof caseSheetSchema>;

/**
 * The post-consult prescription popover: the advised tests split by whether the lab sells them in the patient's
 * city (an item priced there), in the order the doctor advised them.
 */
export function splitAdvisedTests<T extends AdvisedTest>(advised: readonly T[], availableInCity: ReadonlySet<number>): { available: T[]; unavailable: T[] } {
  return {
    available: advised.filter((t) => availableInCity.has(t.itemId)),
    unavailable: advised.filter((t) => !availableInCity.has(t.itemId)),
  };
}

/** The spec's feedback scale: "1 Poor, 2 Okay, 3 Good, 4 Great, with follow-up questions per rating". */
export const FEEDBACK_SCALE = [
  { rating: 1, label: "Poor" },
  { rating: 2, label: "Okay" },
  { rating: 3, label: "Good" },
  { rating: 4, label: "Great" },
] as const;
export type FeedbackRating = (typeof FEEDBACK_SCALE)[number]["rating"];

/** The follow-up question each rating asks, with its answers (several may be chosen). */
export const FEEDBACK_FOLLOW_UPS: Readonly<Record<FeedbackRating, { question: string; options: readonly string[] }>> = {
  1: { question: "What went wrong?", options: ["The doctor joined late", "The call kept dropping", "The doctor did not listen to me", "The prescription was not clear", "The consult felt rushed"] },
  2: { question: "What could have been better?", options: ["Waiting time", "Call quality", "Time the doctor gave me", "Explanation of the diagnosis", "The prescription"] },
  3: { question: "What went well?", options: ["The doctor was on time", "Clear explanation", "Easy to join the call", "Clear prescription"] },
  4: { question: "What did you like the most?", options: ["The doctor listened patiently", "Clear explanation", "Clear prescription", "The doctor was on time", "Good call quality"] },
};

export const RATING_REQUIRED = "Please rate your consultation.";
export const FEEDBACK_ALREADY_GIVEN = "You have already rated this consultation.";

export const feedbackLabelOf = (rating: number) => FEEDBACK_SCALE.find((s) => s.rating === rating)?.label ?? null;

/** Feedback: a rating on the scale, answers only from that rating's follow-up question, an optional comment. */
export const feedbackSchema = z
  .object({
    rating: z
      .string({ error: RATING_REQUIRED })
      .transform((s) => Number(s))
      .refine((n) => FEEDBACK_SCALE.some((s) => s.rating === n), RATING_REQUIRED),
    answers: z.array(z.string()).max(10).optional().transform((a) => [...new Set(a ?? [])]),
    comment: formText(500).transform((s) => s.trim()),
  })
  .transform((v) => {
    const options = FEEDBACK_FOLLOW_UPS[v.rating as FeedbackRating].options;
    // An answer belongs to the rating's own question; anything else (a tampered post, an answer of another rating) is dropped.
    return { rating: v.rating as FeedbackRating, answers: v.answers.filter((a) => options.includes(a)), comment: v.comment };
  });

export type FeedbackInput = z.output<typeof feedbackSchema>;

/** The doctor's availability: weekly online hours per day and leave dates (India). */
export const AVAILABILITY_DAYS = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"] as const;
export const HOURS_INVALID = "Please enter a start time before the end time.";
export const LEAVE_DATE_INVALID = "Please choose a leave date from today onwards.";
const clock = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const availabilitySchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("hours"),
    hours: z
      .array(z.object({ weekDay: z.enum(AVAILABILITY_DAYS), startTime: formCode(5), endTime: formCode(5) }).optional())
      .max(21)
      .optional()
      .transform((rows) =>
        (rows ?? [])
          .filter((r): r is { weekDay: (typeof AVAILABILITY_DAYS)[number]; startTime: string; endTime: string } => !!r && !!(r.startTime || r.endTime))
          // A time field cannot say 24:00: "until 23:59" is until midnight, so the last 15-minute slot stays offered.
          .map((r) => ({ ...r, endTime: r.endTime === "23:59" ? "24:00" : r.endTime })),
      ),
  }).superRefine((v, ctx) => {
    v.hours.forEach((h, i) => {
      if (!clock.test(h.startTime) || !clock.test(h.endTime) || h.startTime >= h.endTime) ctx.addIssue({ code: "custom", path: ["hours", i, "endTime"], message: HOURS_INVALID });
    });
  }),
  z.object({ intent: z.literal("add-leave"), leaveDate: formCode(10).refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s), LEAVE_DATE_INVALID) }),
  z.object({ intent: z.literal("remove-leave"), leaveDate: formCode(10) }),
]);
