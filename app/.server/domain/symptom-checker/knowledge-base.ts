/**
 * The symptom checker's curated knowledge base: the question graph, the red flags that stop it, and the
 * conditions it can suggest, each with its source (sources.ts). Small on purpose: seven common complaints of
 * Indian primary care, written for this product in plain words.
 *
 * The graph: questions are asked in order from START; each answer (or the question itself) names the next
 * question, and OUTCOME ends it. A question with `askIf` is passed over when its condition does not hold. Automatic
 * (A) questions are answered from the chosen profile, never by the patient. Choosing an option that carries a
 * `redFlag` stops the questions at once (engine.ts).
 */
import type { InputMode, QuestionAction, QuestionType, SymptomSeverity, TriageLevel } from "~/lib/symptom-checker";
import { GUIDELINES as G, sourceOf, type KnowledgeSource } from "./sources";

export const OUTCOME = "OUTCOME" as const;
export type NodeRef = string;

export type RedFlagId =
  | "chest_pain_cardiac"
  | "stroke_signs"
  | "severe_bleeding"
  | "suicidal_thoughts"
  | "child_fever_drowsy"
  | "pregnancy_bleeding"
  | "breathless_at_rest"
  | "sudden_severe_headache"
  | "meningitis_signs"
  | "anaphylaxis";

export interface RedFlag {
  id: RedFlagId;
  /** What the patient reported, as the emergency page repeats it. */
  title: string;
  /** What to do now, before help arrives. */
  advice: string[];
  /** Also show Tele-MANAS (14416). */
  mentalHealth?: boolean;
  source: KnowledgeSource;
}

export interface AnswerOption {
  id: string;
  label: string;
  /** Choosing it stops the questions and shows the emergency advice. */
  redFlag?: RedFlagId;
  /** "None" / "No other symptoms": cannot be chosen with other options. */
  exclusive?: boolean;
  /** Single-select only: where this answer leads (else the question's `next`). */
  next?: NodeRef;
  /** The answer alone makes the outcome at least this urgent. */
  triage?: TriageLevel;
}

/** What the flow knows before any question: the chosen profile's age group and sex (automatic answers). */
export interface Facts {
  age: number;
  sex: "M" | "F";
}

/** Answers so far, by question id: the option ids chosen (empty when skipped). */
export type AnswerMap = ReadonlyMap<string, readonly string[]>;
export const chose = (answers: AnswerMap, question: string, option: string) => answers.get(question)?.includes(option) ?? false;

export interface Question {
  id: string;
  text: string;
  hint?: string;
  type: QuestionType;
  inputMode: InputMode;
  options: AnswerOption[];
  /** The buttons the question shows (the spec's action labels). */
  actions: QuestionAction[];
  next: NodeRef;
  askIf?: (answers: AnswerMap) => boolean;
  /** Automatic questions: the option the profile answers. */
  auto?: (facts: Facts) => string;
}

/** Children are under 12 (the age NICE's adult headache and chest-pain pathways start from). */
export const CHILD_UNDER_AGE = 12;
export const OLDER_FROM_AGE = 60;
/** Pregnancy is asked of female profiles of these ages. */
export const PREGNANCY_AGES = { from: 12, to: 55 } as const;

export const SEVERITY_OPTION: Record<SymptomSeverity, string> = { Mild: "mild", Moderate: "moderate", Severe: "severe", "Very Severe": "very_severe" };
const severityOptions: AnswerOption[] = [
  { id: "mild", label: "Mild", triage: "SELF_CARE" },
  { id: "moderate", label: "Moderate", triage: "SEE_DOCTOR" },
  { id: "severe", label: "Severe", triage: "SEE_DOCTOR_TODAY" },
  { id: "very_severe", label: "Very Severe", triage: "SEE_DOCTOR_TODAY" },
];

const yesNoNotSure = (yes: Partial<AnswerOption>, notSure: Partial<AnswerOption> = {}): AnswerOption[] => [
  { id: "yes", label: "Yes", ...yes },
  { id: "no", label: "No" },
  { id: "not_sure", label: "Not Sure", ...notSure },
];

const NONE: AnswerOption = { id: "none", label: "None", exclusive: true };
const NO_OTHER: AnswerOption = { id: "none", label: "No other symptoms", exclusive: true };
const DONT_KNOW: AnswerOption = { id: "dontknow", label: "dontknow" };

export const START: NodeRef = "age_group";

export const QUESTIONS: Question[] = [
  // — Automatic: from the profile —
  {
    id: "age_group", text: "Age group", type: "S", inputMode: "A", actions: [], next: "sex",
    options: [{ id: "child", label: `Child (under ${CHILD_UNDER_AGE})` }, { id: "adult", label: "Adult" }, { id: "older", label: `Older adult (${OLDER_FROM_AGE} or over)` }],
    auto: (f) => (f.age < CHILD_UNDER_AGE ? "child" : f.age >= OLDER_FROM_AGE ? "older" : "adult"),
  },
  {
    id: "sex", text: "Sex", type: "S", inputMode: "A", actions: [], next: "pregnancy_age",
    options: [{ id: "M", label: "Male" }, { id: "F", label: "Female" }],
    auto: (f) => f.sex,
  },
  {
    id: "pregnancy_age", text: "Of an age to be pregnant", type: "S", inputMode: "A", actions: [], next: "pregnant",
    options: [{ id: "yes", label: "Yes" }, { id: "no", label: "No" }],
    auto: (f) => (f.sex === "F" && f.age >= PREGNANCY_AGES.from && f.age <= PREGNANCY_AGES.to ? "yes" : "no"),
  },
  // — Pregnancy first: it changes who should see the patient —
  {
    id: "pregnant", text: "Are you pregnant?", type: "S", inputMode: "M", actions: ["Next"], next: "pregnancy_bleeding",
    askIf: (a) => chose(a, "pregnancy_age", "yes"),
    options: yesNoNotSure({ triage: "SEE_DOCTOR" }, { triage: "SEE_DOCTOR" }),
  },
  {
    id: "pregnancy_bleeding", text: "Are you bleeding from the vagina, even a little?", type: "S", inputMode: "M", actions: ["Next"], next: "emergency_signs",
    askIf: (a) => chose(a, "pregnant", "yes") || chose(a, "pregnant", "not_sure"),
    options: yesNoNotSure({ redFlag: "pregnancy_bleeding" }, { triage: "SEE_DOCTOR_TODAY" }),
  },
  // — Asked of everyone: the signs that cannot wait —
  {
    id: "emergency_signs", text: "Right now, is any of these happening?", hint: "Choose all that apply.", type: "M", inputMode: "M", actions: ["Next"], next: "main_symptom",
    options: [
      { id: "stroke", label: "Sudden drooping of the face, weakness of an arm or leg, or trouble speaking", redFlag: "stroke_signs" },
      { id: "bleeding", label: "Heavy bleeding that does not stop when pressed", redFlag: "severe_bleeding" },
      { id: "self_harm", label: "Thoughts of ending your life or of harming yourself", redFlag: "suicidal_thoughts" },
      NONE,
    ],
  },
  {
    id: "main_symptom", text: "What is troubling you most?", type: "S", inputMode: "M", actions: ["Next"], next: OUTCOME,
    options: [
      { id: "fever", label: "Fever", next: "fever_temperature" },
      { id: "cough", label: "Cough, cold or breathing trouble", next: "cough_days" },
      { id: "chest_pain", label: "Chest pain", next: "chest_pain_with", triage: "SEE_DOCTOR" },
      { id: "headache", label: "Headache", next: "headache_kind" },
      { id: "stomach", label: "Stomach pain, vomiting or loose motions", next: "stomach_where" },
      { id: "skin", label: "Skin rash or itching", next: "skin_kind" },
      { id: "mood", label: "Low mood, worry or panic", next: "mood_kind", triage: "SEE_DOCTOR" },
      { id: "none", label: "None of these", next: OUTCOME, triage: "SEE_DOCTOR" },
    ],
  },
  // — Fever —
  {
    id: "fever_temperature", text: "What is the highest temperature measured?", type: "S", inputMode: "M", actions: ["Skip", "Next"], next: "child_alertness",
    options: [
      { id: "below_38", label: "Below 38 °C (100.4 °F)" },
      { id: "38_39", label: "38 to 39 °C (100.4 to 102.2 °F)" },
      { id: "39_plus", label: "39 °C (102.2 °F) or higher" },
      DONT_KNOW,
    ],
  },
  {
    id: "child_alertness", text: "Is the child unusually sleepy, hard to wake, or floppy?", type: "S", inputMode: "M", actions: ["Next"], next: "fever_days",
    askIf: (a) => chose(a, "age_group", "child"),
    options: yesNoNotSure({ redFlag: "child_fever_drowsy" }, { triage: "SEE_DOCTOR_TODAY" }),
  },
  {
    id: "fever_days", text: "For how long has the fever lasted?", type: "S", inputMode: "M", actions: ["Next"], next: "fever_with",
    options: [
      { id: "lt3", label: "Less than 3 days" },
      { id: "3to7", label: "3 to 7 days" },
      { id: "gt7", label: "More than 7 days", triage: "SEE_DOCTOR_TODAY" },
    ],
  },
  {
    id: "fever_with", text: "Which of these do you have with the fever?", hint: "Choose all that apply.", type: "M", inputMode: "M", actions: ["Next"], next: "severity",
    options: [
      { id: "chills", label: "Chills with shivering" },
      { id: "body_pain", label: "Severe body, joint or behind-the-eye pain" },
      { id: "rash", label: "A rash" },
      { id: "cough", label: "Cough or sore throat" },
      { id: "urine", label: "Burning or pain when passing urine" },
      { id: "belly", label: "Stomach pain or loose motions" },
      NO_OTHER,
    ],
  },
  // — Cough and breathing —
  {
    id: "cough_days", text: "For how long have you had the cough?", type: "S", inputMode: "M", actions: ["Next"], next: "breathing",
    options: [
      { id: "lt1w", label: "Less than a week" },
      { id: "1to2w", label: "1 to 2 weeks" },
      { id: "gt2w", label: "More than 2 weeks", triage: "SEE_DOCTOR" },
    ],
  },
  {
    id: "breathing", text: "Are you so short of breath that you cannot finish a sentence, or are your lips turning blue?", type: "S", inputMode: "M", actions: ["Next"], next: "cough_with",
    options: yesNoNotSure({ redFlag: "breathless_at_rest" }, { triage: "SEE_DOCTOR_TODAY" }),
  },
  {
    id: "cough_with", text: "Which of these do you have with the cough?", hint: "Choose all that apply.", type: "M", inputMode: "M", actions: ["Next"], next: "severity",
    options: [
      { id: "fever", label: "Fever" },
      { id: "phlegm", label: "Yellow or green phlegm" },
      { id: "breathless", label: "Breathlessness when walking" },
      { id: "wheeze", label: "Wheezing or a tight chest" },
      { id: "blood", label: "Blood in the phlegm", triage: "SEE_DOCTOR_TODAY" },
      { id: "weight_loss", label: "Weight loss or night sweats", triage: "SEE_DOCTOR" },
      { id: "runny_nose", label: "Runny or blocked nose, sneezing" },
      NO_OTHER,
    ],
  },
  // — Chest pain —
  {
    id: "chest_pain_with", text: "Which of these describe the chest pain?", hint: "Choose all that apply.", type: "M", inputMode: "M", actions: ["Next"], next: "severity",
    options: [
      { id: "sweating", label: "It comes with sweating", redFlag: "chest_pain_cardiac" },
      { id: "breathless", label: "It comes with breathlessness", redFlag: "chest_pain_cardiac" },
      { id: "spread", label: "It spreads to the arm, jaw or back", redFlag: "chest_pain_cardiac" },
      { id: "exertion", label: "It comes on with effort, such as climbing stairs, and eases with rest", triage: "SEE_DOCTOR_TODAY" },
      { id: "burning", label: "A burning feeling after meals or when lying down" },
      { id: "press", label: "It hurts more when the spot is pressed or when I move" },
      NO_OTHER,
    ],
  },
  // — Headache —
  {
    id: "headache_kind", text: "Which is most like your headache?", type: "S", inputMode: "M", actions: ["Next"], next: "headache_with",
    options: [
      { id: "throbbing", label: "Throbbing, often on one side" },
      { id: "band", label: "A tight band around the head" },
      { id: "sinus", label: "Pressure over the cheeks or forehead, with a blocked nose" },
      { id: "thunderclap", label: "Sudden and the worst ever, at its peak within a minute", redFlag: "sudden_severe_headache" },
      { id: "fever_stiff_neck", label: "With fever and a stiff neck", redFlag: "meningitis_signs" },
    ],
  },
  {
    id: "headache_with", text: "Which of these come with the headache?", hint: "Choose all that apply.", type: "M", inputMode: "M", actions: ["Next"], next: "severity",
    options: [
      { id: "nausea", label: "Feeling sick or vomiting" },
      { id: "light", label: "Light or noise bothers me" },
      { id: "aura", label: "Flashing lights or zigzag lines before it starts" },
      { id: "screen", label: "It is worse after long screen time or stress" },
      NO_OTHER,
    ],
  },
  // — Stomach —
  {
    id: "stomach_where", text: "Where is the pain?", type: "S", inputMode: "M", actions: ["Skip", "Next"], next: "stomach_with",
    options: [
      { id: "upper", label: "Upper middle, burning" },
      { id: "lower_right", label: "Lower right side", triage: "SEE_DOCTOR_TODAY" },
      { id: "all_over", label: "All over, cramping" },
      DONT_KNOW,
    ],
  },
  {
    id: "stomach_with", text: "Which of these do you have?", hint: "Choose all that apply.", type: "M", inputMode: "M", actions: ["Next"], next: "dehydration",
    options: [
      { id: "loose", label: "Loose motions" },
      { id: "vomiting", label: "Vomiting" },
      { id: "blood_stool", label: "Blood in the stools, or black stools", triage: "SEE_DOCTOR_TODAY" },
      { id: "fever", label: "Fever" },
      { id: "sour", label: "Sour taste or burning after meals" },
      NO_OTHER,
    ],
  },
  {
    id: "dehydration", text: "Are you passing very little urine, very thirsty, or dizzy when you stand up?", type: "S", inputMode: "M", actions: ["Next"], next: "severity",
    askIf: (a) => chose(a, "stomach_with", "loose") || chose(a, "stomach_with", "vomiting"),
    options: yesNoNotSure({ triage: "SEE_DOCTOR_TODAY" }),
  },
  // — Skin —
  {
    id: "skin_kind", text: "Which is most like the rash?", type: "S", inputMode: "M", actions: ["Next"], next: "skin_duration",
    options: [
      { id: "dry_itchy", label: "Dry, itchy, rough patches" },
      { id: "ring", label: "Round, itchy patches with a clearer centre" },
      { id: "wheals", label: "Raised itchy welts that come and go within hours" },
      { id: "swelling", label: "Swelling of the lips or tongue, or trouble breathing", redFlag: "anaphylaxis" },
    ],
  },
  {
    id: "skin_duration", text: "For how long have you had it?", type: "S", inputMode: "M", actions: ["Next"], next: "severity",
    options: [{ id: "lt6w", label: "Less than 6 weeks" }, { id: "gt6w", label: "6 weeks or more" }],
  },
  // — Mood —
  {
    id: "mood_kind", text: "Which of these have you felt over the last two weeks?", hint: "Choose all that apply.", type: "M", inputMode: "M", actions: ["Next"], next: "mood_self_harm",
    options: [
      { id: "low", label: "Low or hopeless most days" },
      { id: "interest", label: "Little interest or pleasure in things" },
      { id: "worry", label: "Worry that is hard to control" },
      { id: "panic", label: "Sudden attacks of fear with a racing heart" },
      { id: "sleep", label: "Trouble sleeping, or sleeping too much" },
      NONE,
    ],
  },
  {
    id: "mood_self_harm", text: "Have you had thoughts that you would be better off dead, or of hurting yourself?", type: "S", inputMode: "M", actions: ["Next"], next: "mood_duration",
    // Not being sure is treated as yes: this is the one question where a doubt must reach help.
    options: yesNoNotSure({ redFlag: "suicidal_thoughts" }, { redFlag: "suicidal_thoughts" }),
  },
  {
    id: "mood_duration", text: "For how long have you felt this way?", type: "S", inputMode: "M", actions: ["Next"], next: "severity",
    options: [{ id: "lt2w", label: "Less than 2 weeks" }, { id: "gt2w", label: "2 weeks or more" }],
  },
  // — Every complaint ends here —
  {
    id: "severity", text: "How bad is it?", type: "S", inputMode: "M", actions: ["Submit"], next: OUTCOME,
    options: severityOptions,
  },
];

export const QUESTION_BY_ID: ReadonlyMap<string, Question> = new Map(QUESTIONS.map((q) => [q.id, q]));

export const RED_FLAGS: Record<RedFlagId, RedFlag> = {
  chest_pain_cardiac: {
    id: "chest_pain_cardiac",
    title: "Chest pain with sweating, breathlessness, or pain spreading to the arm, jaw or back",
    advice: ["This can be a heart attack. Call 112 or 108 now.", "Sit down and rest; do not drive yourself.", "Unlock the door and keep your phone with you."],
    source: sourceOf(G.niceChestPain, "DOID:5844"),
  },
  stroke_signs: {
    id: "stroke_signs",
    title: "Sudden face drooping, arm or leg weakness, or trouble speaking",
    advice: ["These are signs of a stroke. Call 112 or 108 now: every minute counts.", "Note the time the signs started and tell the ambulance team.", "Do not give food, drink or medicines by mouth."],
    source: sourceOf(G.ahaStroke, "DOID:6713"),
  },
  severe_bleeding: {
    id: "severe_bleeding",
    title: "Heavy bleeding that does not stop",
    advice: ["Call 112 or 108 now.", "Press firmly on the wound with a clean cloth and keep pressing.", "Lie down, and raise the bleeding part if you can."],
    source: sourceOf(G.whoBasicEmergencyCare, null),
  },
  suicidal_thoughts: {
    id: "suicidal_thoughts",
    title: "Thoughts of ending your life or of harming yourself",
    advice: ["You are not alone, and help is available now.", "If you might act on these thoughts, call 112 or go to the nearest emergency department.", "Call Tele-MANAS on 14416 to talk to a trained counsellor, free, day or night.", "Tell someone you trust and stay with them."],
    mentalHealth: true,
    source: sourceOf(G.niceSelfHarm, null),
  },
  child_fever_drowsy: {
    id: "child_fever_drowsy",
    title: "A child with fever who is unusually sleepy, hard to wake, or floppy",
    advice: ["Take the child to the nearest emergency department now, or call 108.", "Keep the child lightly dressed and offer sips of fluid if awake.", "Do not wait for the fever medicine to work."],
    source: sourceOf(G.niceFeverUnder5, null),
  },
  pregnancy_bleeding: {
    id: "pregnancy_bleeding",
    title: "Bleeding during pregnancy",
    advice: ["Go to the nearest emergency department or maternity unit now, or call 108.", "Lie on your left side while you wait.", "Take your pregnancy card or reports with you."],
    source: sourceOf(G.niceEarlyPregnancy, "DOID:0060329"),
  },
  breathless_at_rest: {
    id: "breathless_at_rest",
    title: "Too short of breath to finish a sentence, or blue lips",
    advice: ["Call 112 or 108 now.", "Sit upright and loosen tight clothing.", "If you have a reliever inhaler, use it as you were told."],
    source: sourceOf(G.whoBasicEmergencyCare, null),
  },
  sudden_severe_headache: {
    id: "sudden_severe_headache",
    title: "A sudden, very severe headache",
    advice: ["This can be bleeding in the brain. Call 112 or 108 now.", "Do not take pain medicines that thin the blood, such as aspirin."],
    source: sourceOf(G.niceHeadache, null),
  },
  meningitis_signs: {
    id: "meningitis_signs",
    title: "Headache with fever and a stiff neck",
    advice: ["This can be meningitis. Go to the nearest emergency department now, or call 108.", "Look for a rash that does not fade when a glass is pressed on it, and tell the doctors."],
    source: sourceOf(G.niceMeningitis, "DOID:9471"),
  },
  anaphylaxis: {
    id: "anaphylaxis",
    title: "Swelling of the lips or tongue, or trouble breathing",
    advice: ["This can be a severe allergic reaction. Call 112 or 108 now.", "If you carry an adrenaline auto-injector, use it now.", "Lie down with your legs raised, or sit up if breathing is hard."],
    source: sourceOf(G.niceAnaphylaxis, null),
  },
};

/** One answer that speaks for (or against) a condition. */
export interface Finding {
  question: string;
  option: string;
  weight: 1 | 2 | 3;
  against?: boolean;
  /** How the finding reads on the outcome page. */
  text: string;
}

export type Complaint = "fever" | "cough" | "chest_pain" | "headache" | "stomach" | "skin" | "mood";

export interface Condition {
  id: string;
  name: string;
  about: string;
  complaints: Complaint[];
  /** Specialty slug of the doctor who usually treats it (doctor listing: /doctors/{slug}-in-{city}-scity). */
  specialty: string;
  /** The least urgent advice when this condition is a strong or moderate match. */
  triage: TriageLevel;
  findings: Finding[];
  source: KnowledgeSource;
}

const f = (question: string, option: string, weight: 1 | 2 | 3, text: string): Finding => ({ question, option, weight, text });
const against = (question: string, option: string, weight: 1 | 2 | 3, text: string): Finding => ({ question, option, weight, text, against: true });

export const CONDITIONS: Condition[] = [
  // Fever
  {
    id: "viral_fever", name: "Viral fever", complaints: ["fever"], specialty: "general-physician", triage: "SELF_CARE",
    about: "A short fever from a common virus. It usually settles in 3 to 5 days with rest, fluids and paracetamol.",
    findings: [f("fever_days", "lt3", 2, "Fever for less than 3 days"), f("fever_with", "cough", 1, "Cough or sore throat"), f("fever_with", "body_pain", 1, "Body ache"), against("fever_days", "gt7", 3, "Fever for more than 7 days"), against("fever_with", "urine", 2, "Burning when passing urine")],
    source: sourceOf(G.icmrSyndromes, null),
  },
  {
    id: "dengue", name: "Dengue", complaints: ["fever"], specialty: "general-physician", triage: "SEE_DOCTOR_TODAY",
    about: "A virus spread by day-biting mosquitoes. A blood test confirms it; the days after the fever falls need watching.",
    findings: [f("fever_with", "body_pain", 3, "Severe body, joint or behind-the-eye pain"), f("fever_with", "rash", 2, "A rash"), f("fever_temperature", "39_plus", 1, "Temperature of 39 °C or more"), f("fever_days", "3to7", 1, "Fever for 3 to 7 days"), against("fever_with", "urine", 2, "Burning when passing urine"), against("fever_days", "gt7", 1, "Fever for more than 7 days")],
    source: sourceOf(G.whoDengue, "DOID:12205"),
  },
  {
    id: "malaria", name: "Malaria", complaints: ["fever"], specialty: "general-physician", triage: "SEE_DOCTOR_TODAY",
    about: "A parasite spread by mosquitoes. Fever comes with chills and shivering; a blood test confirms it, and it needs treatment.",
    findings: [f("fever_with", "chills", 3, "Chills with shivering"), f("fever_temperature", "39_plus", 1, "Temperature of 39 °C or more"), f("fever_days", "3to7", 1, "Fever for 3 to 7 days"), against("fever_with", "rash", 1, "A rash")],
    source: sourceOf(G.whoMalaria, "DOID:12365"),
  },
  {
    id: "typhoid", name: "Typhoid (enteric fever)", complaints: ["fever"], specialty: "general-physician", triage: "SEE_DOCTOR_TODAY",
    about: "A bacterial infection from unsafe food or water. The fever climbs over a week, often with stomach upset.",
    findings: [f("fever_days", "gt7", 3, "Fever for more than 7 days"), f("fever_with", "belly", 2, "Stomach pain or loose motions"), f("fever_days", "3to7", 1, "Fever for 3 to 7 days"), against("fever_days", "lt3", 2, "Fever for less than 3 days"), against("fever_with", "rash", 1, "A rash")],
    source: sourceOf(G.icmrSyndromes, "DOID:13258"),
  },
  {
    id: "uti", name: "Urinary tract infection", complaints: ["fever"], specialty: "general-physician", triage: "SEE_DOCTOR",
    about: "An infection of the bladder or kidneys. Fever with burning urine needs a urine test and often antibiotics.",
    findings: [f("fever_with", "urine", 3, "Burning or pain when passing urine"), f("fever_with", "chills", 1, "Chills with shivering"), against("fever_with", "cough", 1, "Cough or sore throat")],
    source: sourceOf(G.niceUti, "DOID:0080784"),
  },
  {
    id: "influenza", name: "Influenza (flu)", complaints: ["fever"], specialty: "general-physician", triage: "SELF_CARE",
    about: "A respiratory virus with sudden fever, aches and cough. Most people recover in a week; older adults and pregnant women should see a doctor.",
    findings: [f("fever_with", "cough", 2, "Cough or sore throat"), f("fever_with", "body_pain", 2, "Body ache"), f("fever_days", "lt3", 1, "Fever for less than 3 days"), against("fever_days", "gt7", 2, "Fever for more than 7 days"), against("fever_with", "urine", 2, "Burning when passing urine")],
    source: sourceOf(G.whoInfluenza, "DOID:8469"),
  },
  // Cough
  {
    id: "common_cold", name: "Common cold", complaints: ["cough"], specialty: "general-physician", triage: "SELF_CARE",
    about: "A mild virus of the nose and throat. It clears in about a week; antibiotics do not help.",
    findings: [f("cough_with", "runny_nose", 3, "Runny or blocked nose, sneezing"), f("cough_days", "lt1w", 2, "Cough for less than a week"), against("cough_days", "gt2w", 2, "Cough for more than 2 weeks"), against("cough_with", "weight_loss", 2, "Weight loss or night sweats")],
    source: sourceOf(G.niceCough, "DOID:10459"),
  },
  {
    id: "acute_bronchitis", name: "Acute bronchitis", complaints: ["cough"], specialty: "general-physician", triage: "SELF_CARE",
    about: "Inflamed airways after a cold. The cough can last up to three weeks and usually clears without antibiotics.",
    findings: [f("cough_with", "phlegm", 2, "Yellow or green phlegm"), f("cough_days", "1to2w", 2, "Cough for 1 to 2 weeks"), f("cough_with", "wheeze", 1, "Wheezing"), against("cough_with", "weight_loss", 2, "Weight loss or night sweats")],
    source: sourceOf(G.niceCough, "DOID:6132"),
  },
  {
    id: "pneumonia", name: "Pneumonia", complaints: ["cough"], specialty: "general-physician", triage: "SEE_DOCTOR_TODAY",
    about: "An infection of the lungs. Fever, phlegm and breathlessness together need a doctor's examination the same day.",
    findings: [f("cough_with", "fever", 2, "Fever"), f("cough_with", "phlegm", 2, "Yellow or green phlegm"), f("cough_with", "breathless", 2, "Breathlessness"), against("cough_with", "runny_nose", 1, "Runny nose and sneezing")],
    source: sourceOf(G.nicePneumonia, "DOID:552"),
  },
  {
    id: "asthma", name: "Asthma", complaints: ["cough"], specialty: "general-physician", triage: "SEE_DOCTOR",
    about: "Airways that narrow now and then, with wheeze, a tight chest and cough, often at night or with exercise.",
    findings: [f("cough_with", "wheeze", 3, "Wheezing or a tight chest"), f("cough_with", "breathless", 1, "Breathlessness"), against("cough_with", "fever", 1, "Fever"), against("cough_with", "phlegm", 1, "Yellow or green phlegm")],
    source: sourceOf(G.gina, "DOID:2841"),
  },
  {
    id: "tuberculosis", name: "Pulmonary tuberculosis", complaints: ["cough"], specialty: "general-physician", triage: "SEE_DOCTOR",
    about: "A cough of two weeks or more needs a sputum test for TB. Testing and treatment are free at government centres across India.",
    findings: [f("cough_days", "gt2w", 3, "Cough for more than 2 weeks"), f("cough_with", "weight_loss", 3, "Weight loss or night sweats"), f("cough_with", "blood", 2, "Blood in the phlegm"), f("cough_with", "fever", 1, "Fever"), against("cough_days", "lt1w", 3, "Cough for less than a week")],
    source: sourceOf(G.whoTbDiagnosis, "DOID:2957"),
  },
  // Chest pain (the cardiac red flags stop the questions before this)
  {
    id: "angina", name: "Angina (heart-related chest pain)", complaints: ["chest_pain"], specialty: "cardiology", triage: "SEE_DOCTOR_TODAY",
    about: "Chest pain from narrowed heart arteries, brought on by effort and eased by rest. It needs a heart check soon.",
    findings: [f("chest_pain_with", "exertion", 3, "Pain on effort that eases with rest"), f("age_group", "older", 1, "Age 60 or over"), against("chest_pain_with", "press", 2, "Pain when the spot is pressed"), against("chest_pain_with", "burning", 1, "Burning after meals")],
    source: sourceOf(G.niceAngina, "DOID:3393"),
  },
  {
    id: "gerd", name: "Acid reflux (GERD)", complaints: ["chest_pain", "stomach"], specialty: "gastroenterology", triage: "SELF_CARE",
    about: "Stomach acid rising into the food pipe, felt as burning behind the breastbone after meals or lying down.",
    findings: [f("chest_pain_with", "burning", 3, "Burning after meals or when lying down"), f("stomach_with", "sour", 3, "Sour taste or burning after meals"), f("stomach_where", "upper", 2, "Pain in the upper middle"), against("chest_pain_with", "exertion", 2, "Pain on effort")],
    source: sourceOf(G.niceReflux, "DOID:8534"),
  },
  {
    id: "chest_wall_pain", name: "Chest wall (muscle) pain", complaints: ["chest_pain"], specialty: "general-physician", triage: "SEE_DOCTOR",
    about: "Pain from the muscles or joints of the chest wall: sore to touch and worse with movement.",
    findings: [f("chest_pain_with", "press", 3, "Pain when the spot is pressed or on moving"), against("chest_pain_with", "exertion", 2, "Pain on effort"), against("chest_pain_with", "burning", 1, "Burning after meals")],
    source: sourceOf(G.ahaChestPain, null),
  },
  // Headache
  {
    id: "migraine", name: "Migraine", complaints: ["headache"], specialty: "general-physician", triage: "SEE_DOCTOR",
    about: "Repeated throbbing headaches, often one-sided, with sickness or sensitivity to light. Treatments can shorten and prevent attacks.",
    findings: [f("headache_kind", "throbbing", 3, "Throbbing, one-sided headache"), f("headache_with", "aura", 2, "Flashing lights before it"), f("headache_with", "nausea", 1, "Feeling sick"), f("headache_with", "light", 1, "Light or noise bothers you"), against("headache_kind", "band", 2, "A band-like headache")],
    source: sourceOf(G.niceHeadache, "DOID:6364"),
  },
  {
    id: "tension_headache", name: "Tension-type headache", complaints: ["headache"], specialty: "general-physician", triage: "SELF_CARE",
    about: "The most common headache: a pressing band around the head, often with stress, poor sleep or long screen time.",
    findings: [f("headache_kind", "band", 3, "A tight band around the head"), f("headache_with", "screen", 2, "Worse with screens or stress"), against("headache_with", "aura", 2, "Flashing lights before it"), against("headache_with", "nausea", 1, "Feeling sick")],
    source: sourceOf(G.niceHeadache, null),
  },
  {
    id: "sinusitis", name: "Sinusitis", complaints: ["headache"], specialty: "ent", triage: "SELF_CARE",
    about: "Swollen sinuses after a cold, with face pressure and a blocked nose. Most settle within two to three weeks.",
    findings: [f("headache_kind", "sinus", 3, "Pressure over the cheeks or forehead with a blocked nose"), against("headache_with", "aura", 1, "Flashing lights before it")],
    source: sourceOf(G.niceSinusitis, "DOID:0050127"),
  },
  // Stomach
  {
    id: "gastroenteritis", name: "Gastroenteritis (stomach infection)", complaints: ["stomach"], specialty: "general-physician", triage: "SELF_CARE",
    about: "A stomach and gut infection with loose motions and vomiting. Oral rehydration solution (ORS) is the main treatment.",
    findings: [f("stomach_with", "loose", 3, "Loose motions"), f("stomach_with", "vomiting", 1, "Vomiting"), f("stomach_where", "all_over", 1, "Cramping all over"), f("stomach_with", "fever", 1, "Fever"), against("stomach_where", "upper", 1, "Burning in the upper middle")],
    source: sourceOf(G.whoDiarrhoea, "DOID:2326"),
  },
  {
    id: "appendicitis", name: "Appendicitis", complaints: ["stomach"], specialty: "gastroenterology", triage: "SEE_DOCTOR_TODAY",
    about: "An inflamed appendix: pain that settles in the lower right side, often with fever or vomiting. It needs an examination today.",
    findings: [f("stomach_where", "lower_right", 3, "Pain in the lower right side"), f("stomach_with", "fever", 1, "Fever"), f("stomach_with", "vomiting", 1, "Vomiting"), against("stomach_with", "loose", 1, "Loose motions")],
    source: sourceOf(G.wsesAppendicitis, "DOID:8337"),
  },
  // Skin
  {
    id: "eczema", name: "Atopic eczema", complaints: ["skin"], specialty: "dermatology", triage: "SELF_CARE",
    about: "Dry, itchy, inflamed skin that comes and goes. Daily moisturiser and avoiding triggers help most.",
    findings: [f("skin_kind", "dry_itchy", 3, "Dry, itchy, rough patches"), f("skin_duration", "gt6w", 1, "Present for 6 weeks or more")],
    source: sourceOf(G.niceEczema, "DOID:3310"),
  },
  {
    id: "tinea", name: "Fungal skin infection (ringworm)", complaints: ["skin"], specialty: "dermatology", triage: "SEE_DOCTOR",
    about: "A common fungal infection in India's heat and humidity. Steroid creams bought without a prescription make it worse.",
    findings: [f("skin_kind", "ring", 3, "Round, itchy patches with a clearer centre")],
    source: sourceOf(G.ectodermTinea, null),
  },
  {
    id: "urticaria", name: "Urticaria (hives)", complaints: ["skin"], specialty: "dermatology", triage: "SELF_CARE",
    about: "Itchy welts that come and go within a day, often after a trigger such as a food, medicine or infection.",
    findings: [f("skin_kind", "wheals", 3, "Itchy welts that come and go"), f("skin_duration", "lt6w", 1, "Present for less than 6 weeks")],
    source: sourceOf(G.eaaciUrticaria, "DOID:1555"),
  },
  // Mood
  {
    id: "depression", name: "Depression", complaints: ["mood"], specialty: "psychiatry", triage: "SEE_DOCTOR",
    about: "Low mood or loss of interest for two weeks or more. Talking therapies and treatment work; a doctor can help you start.",
    findings: [f("mood_kind", "low", 3, "Low or hopeless most days"), f("mood_kind", "interest", 3, "Little interest or pleasure"), f("mood_duration", "gt2w", 2, "For two weeks or more"), f("mood_kind", "sleep", 1, "Sleep problems"), against("mood_duration", "lt2w", 2, "For less than two weeks")],
    source: sourceOf(G.niceDepression, "DOID:1470"),
  },
  {
    id: "anxiety", name: "Generalised anxiety", complaints: ["mood"], specialty: "psychiatry", triage: "SEE_DOCTOR",
    about: "Worry that is hard to control and gets in the way of daily life. It responds well to therapy and, if needed, medicines.",
    findings: [f("mood_kind", "worry", 3, "Worry that is hard to control"), f("mood_duration", "gt2w", 1, "For two weeks or more"), f("mood_kind", "sleep", 1, "Sleep problems")],
    source: sourceOf(G.niceAnxiety, "DOID:14320"),
  },
  {
    id: "panic", name: "Panic attacks", complaints: ["mood"], specialty: "psychiatry", triage: "SEE_DOCTOR",
    about: "Sudden waves of fear with a racing heart and breathlessness. They are not dangerous, and they can be treated.",
    findings: [f("mood_kind", "panic", 3, "Sudden attacks of fear")],
    source: sourceOf(G.niceAnxiety, "DOID:594"),
  },
];

/** Specialty slugs (seeded by the doctors area) for people the checker sends to a particular doctor. */
export const PAEDIATRICS = "paediatrics";
export const OBSTETRICS = "obstetrics-and-gynaecology";
export const GENERAL_PHYSICIAN = "general-physician";
