/**
 * The tool pages' actions: parse the form (400 with field messages when invalid), compute with lib/health-tools,
 * and say which test or consult the result points to.
 */
import { parseForm } from "~/.server/form";
import {
  acceptableWeightRange,
  ACTIVITIES,
  asianBmiCategory,
  bodyMassIndex,
  caloriesBurnt,
  caloriesRequired,
  hasAbdominalObesity,
  type BmiCategory,
} from "~/lib/health-tools";
import { bmiFormSchema, caloriesBurntFormSchema, caloriesRequiredFormSchema, heartHealthFormSchema } from "~/lib/health-tools-form";
import { hasKnownDiabetes, riskLevel, tenYearCvdRisk, type RiskLevel } from "~/lib/heart-health";
import { offersFor, type ToolOffer } from "./offers";

type Reply = ReturnType<Awaited<ReturnType<typeof parseForm>>["reply"]>;
export type ToolActionData<Outcome> = { result: Reply; outcome: Outcome | null };

export type BmiOutcome = { bmi: number; category: BmiCategory; abdominalObesity: boolean | null; range: { from: number; to: number }; offers: ToolOffer[] };
export type CaloriesRequiredOutcome = { restingKcal: number; dailyKcal: number; offers: ToolOffer[] };
export type CaloriesBurntOutcome = { kcal: number; met: number; offers: ToolOffer[] };
export type HeartHealthOutcome = { riskPercent: number; level: RiskLevel; bmi: number; knownDiabetes: boolean; offers: ToolOffer[] };

const invalid = <T>(result: Reply): Response => Response.json({ result, outcome: null } satisfies ToolActionData<T>, { status: 400 });

export async function bmiAction(request: Request) {
  const submission = await parseForm(request, bmiFormSchema);
  if (submission.status !== "success") return invalid<BmiOutcome>(submission.reply());
  const v = submission.value;
  const bmi = bodyMassIndex(v.weightKg, v.heightCm);
  const category = asianBmiCategory(bmi);
  const abdominalObesity = v.waistCm === undefined ? null : hasAbdominalObesity(v.waistCm, v.sex);
  const outcome: BmiOutcome = {
    bmi,
    category,
    abdominalObesity,
    range: acceptableWeightRange(v.heightCm),
    offers: offersFor(category === "underweight" ? "underweight" : category === "acceptable" && !abdominalObesity ? "healthy" : "overweight"),
  };
  return Response.json({ result: submission.reply(), outcome } satisfies ToolActionData<BmiOutcome>);
}

export async function caloriesRequiredAction(request: Request) {
  const submission = await parseForm(request, caloriesRequiredFormSchema);
  if (submission.status !== "success") return invalid<CaloriesRequiredOutcome>(submission.reply());
  const outcome: CaloriesRequiredOutcome = { ...caloriesRequired(submission.value), offers: offersFor("nutrition") };
  return Response.json({ result: submission.reply(), outcome } satisfies ToolActionData<CaloriesRequiredOutcome>);
}

export async function caloriesBurntAction(request: Request) {
  const submission = await parseForm(request, caloriesBurntFormSchema);
  if (submission.status !== "success") return invalid<CaloriesBurntOutcome>(submission.reply());
  const met = ACTIVITIES[submission.value.activity].met;
  const outcome: CaloriesBurntOutcome = { kcal: caloriesBurnt({ met, ...submission.value }), met, offers: offersFor("exercise") };
  return Response.json({ result: submission.reply(), outcome } satisfies ToolActionData<CaloriesBurntOutcome>);
}

export async function heartHealthAction(request: Request) {
  const submission = await parseForm(request, heartHealthFormSchema);
  if (submission.status !== "success") return invalid<HeartHealthOutcome>(submission.reply());
  const v = submission.value;
  const bmi = bodyMassIndex(v.weightKg, v.heightCm);
  const riskPercent = tenYearCvdRisk({ sex: v.sex, ageYears: v.ageYears, smoker: v.smoker === "yes", systolicMmHg: v.systolicMmHg, bmi });
  const outcome: HeartHealthOutcome = {
    riskPercent,
    level: riskLevel(riskPercent),
    bmi,
    knownDiabetes: hasKnownDiabetes(v.diabetes),
    // Any diabetes history (or pre-diabetes) makes the blood sugar worth measuring alongside the lipids.
    offers: offersFor(v.diabetes === "none" ? "heart" : "heartWithSugar"),
  };
  return Response.json({ result: submission.reply(), outcome } satisfies ToolActionData<HeartHealthOutcome>);
}
