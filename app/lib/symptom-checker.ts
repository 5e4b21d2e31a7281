/**
 * The symptom checker's words from the spec (platform §2, §4, §5, §9), shared by the server and the pages:
 * the good-doctor flow steps, question types and input modes, the action labels, evidence labels, severity, and
 * the emergency numbers shown with every red flag. One home for them: the knowledge base and the pages read them
 * from here.
 */

/** §2: the good-doctor flow steps, in the order a patient meets them. Each is a page under /symptom-checker. */
export const GD_STEPS = [
  "how_to_use_gd",
  "select_patient",
  "add_new_profile",
  "new_patient_added_success",
  "main_flow",
  "slot_booking",
  "prev_consult",
  "success",
] as const;
export type GdStep = (typeof GD_STEPS)[number];

/** The page of a step: how_to_use_gd is the family's landing page. */
export const gdStepPath = (step: GdStep) => (step === "how_to_use_gd" ? "/symptom-checker" : `/symptom-checker/${step}`);

/** §4: question types — single-select (S) and multi-select (M). */
export const QUESTION_TYPES = { S: "single-select", M: "multi-select" } as const;
export type QuestionType = keyof typeof QUESTION_TYPES;

/** §4: input modes — manual (M, the patient answers) and automatic (A, answered from the chosen profile). */
export const INPUT_MODES = { M: "manual", A: "automatic" } as const;
export type InputMode = keyof typeof INPUT_MODES;

/** §5: question action labels, exactly as the spec writes them. */
export const QUESTION_ACTIONS = ["Skip", "Next", "Submit", "Yes", "Not Sure", "No other symptoms", "None", "No", "dontknow"] as const;
export type QuestionAction = (typeof QUESTION_ACTIONS)[number];

/** "dontknow" is the spec's value; a person reads it as words. */
export const actionText = (action: QuestionAction | string) => (action === "dontknow" ? "Don't know" : action);

/** §4: evidence labels, strongest first. */
export const EVIDENCE_LABELS = ["Strong Evidence", "Moderate Evidence", "Weak Evidence", "Possibility"] as const;
export type EvidenceLabel = (typeof EVIDENCE_LABELS)[number];

/** §9: symptom severity. */
export const SYMPTOM_SEVERITIES = ["Mild", "Moderate", "Severe", "Very Severe"] as const;
export type SymptomSeverity = (typeof SYMPTOM_SEVERITIES)[number];

/** §4: where a consult came from; the symptom checker books with this source. */
export const CONSULT_SOURCES = ["app", "video consult", "ask", "symptom checker", "physical clinics", "good doctor", "family doctor"] as const;
export const SYMPTOM_CHECKER_SOURCE = "symptom checker" satisfies (typeof CONSULT_SOURCES)[number];

/**
 * Triage levels, most urgent first. Children, pregnancy and "None of these" never end below SEE_DOCTOR: the
 * checker always ends in advice to see a doctor there, never in "no result".
 */
export const TRIAGE_LEVELS = {
  EMERGENCY: { label: "Emergency", advice: "Call an ambulance now, or go to the nearest emergency department." },
  SEE_DOCTOR_TODAY: { label: "See a doctor today", advice: "Talk to a doctor today, online or at a clinic." },
  SEE_DOCTOR: { label: "See a doctor", advice: "Book a consult with a doctor in the next day or two." },
  SELF_CARE: { label: "Self-care", advice: "This can usually be looked after at home. Book a consult if it is not better in 3 days, or at once if it gets worse." },
} as const;
export type TriageLevel = keyof typeof TRIAGE_LEVELS;
const TRIAGE_ORDER: TriageLevel[] = ["SELF_CARE", "SEE_DOCTOR", "SEE_DOCTOR_TODAY", "EMERGENCY"];
/** The more urgent of two levels. */
export const moreUrgent = (a: TriageLevel, b: TriageLevel): TriageLevel => (TRIAGE_ORDER.indexOf(a) >= TRIAGE_ORDER.indexOf(b) ? a : b);

/** India's emergency numbers: 112 (all emergencies) and 108 (ambulance); Tele-MANAS 14416 for mental-health crises. */
export const EMERGENCY_NUMBERS = [
  { number: "112", label: "Emergency (police, fire, ambulance)" },
  { number: "108", label: "Ambulance" },
] as const;
export const TELE_MANAS = { number: "14416", label: "Tele-MANAS, the national mental-health helpline (free, 24 hours)" } as const;

/** Shown on every page of the checker: it gives no diagnosis. */
export const NOT_A_DIAGNOSIS = "This symptom checker does not give a diagnosis. It helps you decide how soon to see a doctor and which doctor to see.";

/** Messages of the flow, in plain words. */
export const SYMPTOM_CHECKER_MESSAGES = {
  choosePatient: "Please choose who the symptoms are for",
  chooseAnswer: "Please choose an answer",
  noneWithOthers: "\"None\" cannot be chosen together with other answers",
  staleQuestion: "This question has changed. Please answer the question shown.",
  incompleteProfile: "Gender or date of birth is missing on this profile. Please complete it or choose another profile.",
} as const;
