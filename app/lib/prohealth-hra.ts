/**
 * The pre-health-risk assessment (HRA): a short questionnaire — family history, lifestyle, symptoms — whose answers
 * recommend a health-check package and say, per test, why it matters for this person. Pure, so the page and the
 * server recommend alike. Test names are the packages' inclusion names (seed data uses these constants).
 */
import { z } from "zod";

export const TEST = {
  CBC: "Complete Blood Count (CBC)",
  FBS: "Fasting Blood Sugar",
  PPBS: "Post Prandial Blood Sugar",
  HBA1C: "HbA1c (Glycosylated Haemoglobin)",
  LIPIDS: "Lipid Profile",
  LFT: "Liver Function Test (LFT)",
  KFT: "Kidney Function Test (KFT)",
  THYROID: "Thyroid Profile (T3, T4, TSH)",
  URINE: "Urine Routine & Microscopy",
  VITD: "Vitamin D (25-OH)",
  B12: "Vitamin B12",
  HSCRP: "hs-CRP",
  PSA: "PSA (Prostate Specific Antigen)",
  PAP: "Pap Smear",
  CA125: "CA-125",
  CEA: "CEA (Carcinoembryonic Antigen)",
  STOOL_OB: "Stool Occult Blood",
  MICROALB: "Urine Microalbumin",
  ECG: "ECG (Electrocardiogram)",
  XRAY: "X-Ray Chest PA",
  USG: "USG Whole Abdomen",
  ECHO: "2D Echo",
  TMT: "Treadmill Test (TMT)",
  MAMMO: "Mammography",
  DEXA: "DEXA Scan (Bone Density)",
  PFT: "Pulmonary Function Test (PFT)",
  PHYSICIAN: "Physician Consultation",
  DIET: "Dietitian Consultation",
  EYE: "Ophthalmology Screening",
  GYNAE: "Gynaecologist Consultation",
  CARDIO: "Cardiologist Consultation",
  DIABETOLOGIST: "Diabetologist Consultation",
  FOOT: "Diabetic Foot Screening",
} as const;

export const FAMILY_HISTORY = { diabetes: "Diabetes", heart: "Heart disease or stroke", cancer: "Cancer", thyroid: "Thyroid problems" } as const;
export const LIFESTYLE = { smoking: "I smoke or use tobacco", alcohol: "I drink alcohol more than twice a week", sedentary: "I exercise less than 150 minutes a week", stress: "I am often stressed or sleep under 6 hours" } as const;
export const SYMPTOMS = {
  chest: "Chest pain or breathlessness on effort",
  tiredness: "Tiredness most days",
  thirst: "Frequent thirst or urination",
  weight: "Unexplained weight gain or loss",
  bowel: "Change in bowel habits or blood in stool",
} as const;

export type Risk = `family:${keyof typeof FAMILY_HISTORY}` | `lifestyle:${keyof typeof LIFESTYLE}` | `symptom:${keyof typeof SYMPTOMS}`;

/** Which tests each answer calls for, and why (the sentence the result page shows next to the test). */
export const RISK_TESTS: Readonly<Record<Risk, readonly { test: string; reason: string }[]>> = {
  "family:diabetes": [
    { test: TEST.HBA1C, reason: "Diabetes runs in your family: HbA1c shows your average blood sugar over three months." },
    { test: TEST.FBS, reason: "Diabetes runs in your family: fasting sugar catches diabetes early." },
  ],
  "family:heart": [
    { test: TEST.LIPIDS, reason: "Heart disease runs in your family: cholesterol is the main risk you can change." },
    { test: TEST.ECG, reason: "Heart disease runs in your family: an ECG checks your heart's rhythm." },
    { test: TEST.TMT, reason: "Heart disease runs in your family: a treadmill test shows how your heart copes with effort." },
  ],
  "family:cancer": [
    { test: TEST.CEA, reason: "Cancer runs in your family: CEA is a marker used in bowel cancer screening." },
    { test: TEST.STOOL_OB, reason: "Cancer runs in your family: hidden blood in stool is an early sign of bowel cancer." },
    { test: TEST.MAMMO, reason: "Cancer runs in your family: mammography finds breast cancer before a lump can be felt." },
    { test: TEST.PSA, reason: "Cancer runs in your family: PSA screens for prostate cancer." },
  ],
  "family:thyroid": [{ test: TEST.THYROID, reason: "Thyroid problems run in your family: T3, T4 and TSH show how your thyroid works." }],
  "lifestyle:smoking": [
    { test: TEST.PFT, reason: "You smoke: a lung function test measures damage before you feel breathless." },
    { test: TEST.XRAY, reason: "You smoke: a chest X-ray looks at your lungs." },
    { test: TEST.ECG, reason: "You smoke: smoking strains the heart; an ECG checks its rhythm." },
  ],
  "lifestyle:alcohol": [
    { test: TEST.LFT, reason: "You drink regularly: liver function tests show strain on the liver." },
    { test: TEST.USG, reason: "You drink regularly: an abdominal ultrasound shows a fatty liver." },
  ],
  "lifestyle:sedentary": [
    { test: TEST.LIPIDS, reason: "You exercise little: cholesterol rises with an inactive life." },
    { test: TEST.HBA1C, reason: "You exercise little: inactivity raises the risk of diabetes." },
  ],
  "lifestyle:stress": [
    { test: TEST.HSCRP, reason: "Stress and short sleep: hs-CRP measures inflammation linked to heart risk." },
    { test: TEST.VITD, reason: "Stress and short sleep: low vitamin D is common and worsens tiredness and mood." },
  ],
  "symptom:chest": [
    { test: TEST.ECG, reason: "You have chest pain or breathlessness on effort: an ECG is the first heart check." },
    { test: TEST.ECHO, reason: "You have chest pain or breathlessness on effort: a 2D Echo shows how well your heart pumps." },
    { test: TEST.TMT, reason: "You have chest pain or breathlessness on effort: a treadmill test shows how your heart copes with effort." },
  ],
  "symptom:tiredness": [
    { test: TEST.CBC, reason: "You feel tired most days: a blood count checks for anaemia." },
    { test: TEST.THYROID, reason: "You feel tired most days: an underactive thyroid is a common cause." },
    { test: TEST.B12, reason: "You feel tired most days: low vitamin B12 causes tiredness." },
    { test: TEST.VITD, reason: "You feel tired most days: low vitamin D causes tiredness and aches." },
  ],
  "symptom:thirst": [
    { test: TEST.FBS, reason: "Frequent thirst or urination can be a sign of diabetes: fasting sugar checks it." },
    { test: TEST.HBA1C, reason: "Frequent thirst or urination can be a sign of diabetes: HbA1c confirms it." },
    { test: TEST.KFT, reason: "Frequent urination: kidney function tests rule out a kidney cause." },
  ],
  "symptom:weight": [
    { test: TEST.THYROID, reason: "Unexplained weight change: the thyroid is a common cause." },
    { test: TEST.FBS, reason: "Unexplained weight loss can be a sign of diabetes." },
  ],
  "symptom:bowel": [
    { test: TEST.STOOL_OB, reason: "A change in bowel habits: hidden blood in stool needs checking." },
    { test: TEST.USG, reason: "A change in bowel habits: an abdominal ultrasound looks at the organs of the abdomen." },
  ],
};

const keysOf = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const list = <T extends object>(o: T) => z.preprocess((v) => (v == null ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(keysOf(o))).max(10));

/** The questionnaire's answers, as the form sends them and as they are stored on the assessment. */
export const hraAnswersSchema = z.object({
  age: z.coerce.number({ error: "Please enter your age." }).int("Please enter your age in whole years.").min(1, "Please enter your age.").max(120, "Please enter your age."),
  gender: z.enum(["MALE", "FEMALE"], { error: "Please choose your gender." }),
  familyHistory: list(FAMILY_HISTORY),
  lifestyle: list(LIFESTYLE),
  symptoms: list(SYMPTOMS),
});
export type HraAnswers = z.infer<typeof hraAnswersSchema>;

export const risksOf = (a: HraAnswers): Risk[] => [
  ...a.familyHistory.map((k) => `family:${k}` as Risk),
  ...a.lifestyle.map((k) => `lifestyle:${k}` as Risk),
  ...a.symptoms.map((k) => `symptom:${k}` as Risk),
];

export interface HraPackage {
  id: number;
  slug: string;
  packageName: string;
  /** Paise. */
  price: number;
  gender: "ALL" | "MALE" | "FEMALE";
  minimumAgeInYears: number;
  inclusions: string[];
  isBookable: boolean;
}

export interface HraRecommendation {
  packageId: number;
  slug: string;
  packageName: string;
  /** Each included test the answers call for, with every reason it is there. */
  reasons: { test: string; why: string[] }[];
}

/**
 * The package that covers the most of the tests the answers call for, among those the person may book (old enough,
 * not meant for the other gender); a tie goes to the cheaper. With no risk at all, the cheapest eligible package.
 */
export function recommendPackage(answers: HraAnswers, packages: HraPackage[]): HraRecommendation | null {
  const why = new Map<string, string[]>();
  for (const risk of risksOf(answers)) for (const t of RISK_TESTS[risk]) why.set(t.test, [...(why.get(t.test) ?? []), t.reason]);
  const eligible = packages.filter((p) => p.isBookable && answers.age >= p.minimumAgeInYears && (p.gender === "ALL" || p.gender === answers.gender));
  if (!eligible.length) return null;
  const scored = eligible.map((p) => ({ p, score: p.inclusions.filter((t) => why.has(t)).length }));
  scored.sort((a, b) => b.score - a.score || a.p.price - b.p.price || a.p.id - b.p.id);
  const best = scored[0].p;
  return {
    packageId: best.id,
    slug: best.slug,
    packageName: best.packageName,
    reasons: best.inclusions.filter((t) => why.has(t)).map((test) => ({ test, why: why.get(test)! })),
  };
}
