/** The health tools' form schemas, shared by the browser (conform) and the route actions. */
import { z } from "zod";
import { ACTIVITIES, ACTIVITY_LEVELS, CALORIE_DURATIONS_MINUTES } from "./health-tools";
import { DIABETES_TYPES } from "./heart-health";
import { CHART_MAX_AGE, CHART_MIN_AGE } from "./who-cvd-chart-south-asia";

const article = (name: string) => (/^[aeiou]/.test(name) ? "an" : "a");
const number = (name: string, min: number, max: number, unit: string) =>
  z
    .number({ error: (i) => (i.input === undefined ? `Please enter your ${name}` : `Please enter your ${name} as a number`) })
    .min(min, `Please enter ${article(name)} ${name} between ${min} and ${max} ${unit}`)
    .max(max, `Please enter ${article(name)} ${name} between ${min} and ${max} ${unit}`);

const sex = z.enum(["male", "female"], { error: "Please choose male or female" });
const height = number("height", 100, 250, "cm");
const weight = number("weight", 20, 300, "kg");

export const bmiFormSchema = z.object({
  sex,
  heightCm: height,
  weightKg: weight,
  waistCm: number("waist", 40, 200, "cm").optional(),
});

export const caloriesRequiredFormSchema = z.object({
  sex,
  // Mifflin-St Jeor was derived from adults.
  ageYears: number("age", 18, 99, "years").int("Please enter your age in whole years"),
  heightCm: height,
  weightKg: weight,
  activity: z.enum(Object.keys(ACTIVITY_LEVELS) as [keyof typeof ACTIVITY_LEVELS, ...(keyof typeof ACTIVITY_LEVELS)[]], { error: "Please choose how active you are" }),
});

export const caloriesBurntFormSchema = z.object({
  activity: z.enum(Object.keys(ACTIVITIES) as [keyof typeof ACTIVITIES, ...(keyof typeof ACTIVITIES)[]], { error: "Please choose an activity" }),
  minutes: z
    .number({ error: "Please choose how long" })
    .refine((m) => CALORIE_DURATIONS_MINUTES.includes(m), "Please choose how long"),
  weightKg: weight,
});

export const heartHealthFormSchema = z.object({
  sex,
  // The WHO chart covers ages 40 to 74.
  ageYears: number("age", CHART_MIN_AGE, CHART_MAX_AGE, "years").int("Please enter your age in whole years"),
  smoker: z.enum(["yes", "no"], { error: "Please say whether you smoke" }),
  systolicMmHg: number("systolic blood pressure", 70, 260, "mmHg"),
  heightCm: height,
  weightKg: weight,
  diabetes: z.enum(["none", ...DIABETES_TYPES], { error: "Please say whether you have diabetes" }),
});
