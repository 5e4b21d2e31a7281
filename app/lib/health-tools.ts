/**
 * The health tools' formulas: pure functions, one home for each rule, shared by the tool pages and their tests.
 * Each rule quotes its source; the pages show the same citation under the result.
 */

// ---------------------------------------------------------------------------------------------------------
// BMI

export type Sex = "male" | "female";

/** Body mass index: weight (kg) divided by the square of height (m), to one decimal. */
export function bodyMassIndex(weightKg: number, heightCm: number): number {
  const m = heightCm / 100;
  return Math.round((weightKg / (m * m)) * 10) / 10;
}

export type BmiCategory = "underweight" | "acceptable" | "increased" | "high";

/**
 * WHO expert consultation, "Appropriate body-mass index for Asian populations and its implications for policy and
 * intervention strategies", Lancet 2004;363:157–63: for Asian populations, below 18.5 underweight; 18.5 to below
 * 23 acceptable risk; 23 to below 27.5 increased risk; 27.5 or higher high risk.
 */
export const ASIAN_BMI_CUT_OFFS = { underweight: 18.5, increased: 23, high: 27.5 } as const;

export function asianBmiCategory(bmi: number): BmiCategory {
  if (bmi < ASIAN_BMI_CUT_OFFS.underweight) return "underweight";
  if (bmi < ASIAN_BMI_CUT_OFFS.increased) return "acceptable";
  if (bmi < ASIAN_BMI_CUT_OFFS.high) return "increased";
  return "high";
}

export const BMI_CATEGORY_LABEL: Record<BmiCategory, string> = {
  underweight: "Underweight",
  acceptable: "Healthy weight (acceptable risk)",
  increased: "Overweight (increased risk)",
  high: "Obese (high risk)",
};

/**
 * Consensus statement for diagnosis of obesity, abdominal obesity and the metabolic syndrome for Asian Indians
 * (Misra et al., JAPI 2009; consensus meeting 2008): abdominal obesity is a waist circumference of 90 cm or more
 * in men and 80 cm or more in women.
 */
export const INDIAN_WAIST_CUT_OFF_CM: Record<Sex, number> = { male: 90, female: 80 };

export const hasAbdominalObesity = (waistCm: number, sex: Sex) => waistCm >= INDIAN_WAIST_CUT_OFF_CM[sex];

/** Weights (kg, one decimal) between which BMI is in the acceptable band for this height: 18.5 up to just under 23. */
export function acceptableWeightRange(heightCm: number): { from: number; to: number } {
  const m2 = (heightCm / 100) ** 2;
  return { from: Math.ceil(ASIAN_BMI_CUT_OFFS.underweight * m2 * 10) / 10, to: Math.floor(ASIAN_BMI_CUT_OFFS.increased * m2 * 10) / 10 };
}

// ---------------------------------------------------------------------------------------------------------
// Calories required

/**
 * Mifflin MD, St Jeor ST, et al. "A new predictive equation for resting energy expenditure in healthy
 * individuals." Am J Clin Nutr 1990;51:241–7: REE (kcal/day) = 10 × weight (kg) + 6.25 × height (cm) − 5 × age (y)
 * + 5 for men, − 161 for women.
 */
export function mifflinStJeor(input: { weightKg: number; heightCm: number; ageYears: number; sex: Sex }): number {
  const base = 10 * input.weightKg + 6.25 * input.heightCm - 5 * input.ageYears;
  return base + (input.sex === "male" ? 5 : -161);
}

/** The activity factors multiplied with resting energy expenditure to give the day's total needs. */
export const ACTIVITY_LEVELS = {
  sedentary: { factor: 1.2, label: "Sedentary: little or no exercise, desk job" },
  light: { factor: 1.375, label: "Lightly active: light exercise 1–3 days a week" },
  moderate: { factor: 1.55, label: "Moderately active: moderate exercise 3–5 days a week" },
  very: { factor: 1.725, label: "Very active: hard exercise 6–7 days a week" },
  extra: { factor: 1.9, label: "Extra active: very hard exercise or a physical job" },
} as const;
export type ActivityLevel = keyof typeof ACTIVITY_LEVELS;

/** Calories a day to keep the present weight: REE × activity factor, to the nearest whole kcal. */
export function caloriesRequired(input: { weightKg: number; heightCm: number; ageYears: number; sex: Sex; activity: ActivityLevel }): {
  restingKcal: number;
  dailyKcal: number;
} {
  const ree = mifflinStJeor(input);
  return { restingKcal: Math.round(ree), dailyKcal: Math.round(ree * ACTIVITY_LEVELS[input.activity].factor) };
}

// ---------------------------------------------------------------------------------------------------------
// Calories burnt

/**
 * MET values of the 2011 Compendium of Physical Activities (Ainsworth BE, Haskell WL, et al., Med Sci Sports
 * Exerc 2011;43:1575–81), activities common in India.
 */
export const ACTIVITIES = {
  "walking-moderate": { met: 3.5, label: "Walking, moderate pace (about 5 km/h)" },
  "walking-brisk": { met: 4.3, label: "Walking, brisk (about 5.6 km/h)" },
  "walking-very-brisk": { met: 5.0, label: "Walking, very brisk (about 6.4 km/h)" },
  jogging: { met: 7.0, label: "Jogging, general" },
  "running-10kmh": { met: 9.8, label: "Running, about 10 km/h" },
  "cycling-leisure": { met: 4.0, label: "Cycling, leisure (under 16 km/h)" },
  "cycling-general": { met: 7.5, label: "Cycling, general" },
  "swimming-laps": { met: 5.8, label: "Swimming laps, freestyle, light or moderate effort" },
  "yoga-hatha": { met: 2.5, label: "Yoga, hatha" },
  "aerobic-dance": { met: 7.3, label: "Aerobic dance, general" },
  badminton: { met: 5.5, label: "Badminton, social" },
  cricket: { met: 4.8, label: "Cricket (batting, bowling, fielding)" },
  football: { met: 7.0, label: "Football, casual" },
  "skipping-rope": { met: 11.8, label: "Skipping rope, moderate pace" },
} as const;
export type Activity = keyof typeof ACTIVITIES;

/** Spec §9 "Calorie durations: 15, 30, 45 minutes, then 1 to 11 hours", in minutes. */
export const CALORIE_DURATIONS_MINUTES: readonly number[] = [15, 30, 45, ...Array.from({ length: 11 }, (_, i) => (i + 1) * 60)];

export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const h = minutes / 60;
  return h === 1 ? "1 hour" : `${h} hours`;
}

/** Compendium: kcal = MET × body weight (kg) × duration (hours), to the nearest whole kcal. */
export function caloriesBurnt(input: { met: number; weightKg: number; minutes: number }): number {
  return Math.round(input.met * input.weightKg * (input.minutes / 60));
}
