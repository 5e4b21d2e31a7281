/** The health tools' formulas against published worked examples and the cut-offs they quote. */
import { describe, expect, it } from "vitest";
import {
  acceptableWeightRange,
  asianBmiCategory,
  bodyMassIndex,
  caloriesBurnt,
  caloriesRequired,
  CALORIE_DURATIONS_MINUTES,
  durationLabel,
  hasAbdominalObesity,
  mifflinStJeor,
} from "~/lib/health-tools";

describe("BMI", () => {
  it("reproduces the CDC's worked example: 68 kg at 1.65 m is 68 ÷ 1.65² = 24.98, shown as 25.0", () => {
    expect(bodyMassIndex(68, 165)).toBe(25);
  });

  it("WHO 2004 Asian cut-offs: <18.5 underweight, 18.5–<23 acceptable, 23–<27.5 increased, ≥27.5 high risk", () => {
    expect(asianBmiCategory(18.4)).toBe("underweight");
    expect(asianBmiCategory(18.5)).toBe("acceptable");
    expect(asianBmiCategory(22.9)).toBe("acceptable");
    expect(asianBmiCategory(23)).toBe("increased");
    expect(asianBmiCategory(27.4)).toBe("increased");
    expect(asianBmiCategory(27.5)).toBe("high");
    // The CDC example person is 'overweight' by international cut-offs and at increased risk by the Asian ones too;
    // 24 kg/m² is normal internationally but already increased risk for an Indian adult.
    expect(asianBmiCategory(bodyMassIndex(68, 165))).toBe("increased");
    expect(asianBmiCategory(24)).toBe("increased");
  });

  it("Indian consensus (2008): abdominal obesity at a waist of ≥90 cm in men and ≥80 cm in women", () => {
    expect(hasAbdominalObesity(89, "male")).toBe(false);
    expect(hasAbdominalObesity(90, "male")).toBe(true);
    expect(hasAbdominalObesity(79.5, "female")).toBe(false);
    expect(hasAbdominalObesity(80, "female")).toBe(true);
  });

  it("gives the weights that keep BMI in the acceptable band for a height", () => {
    // 1.70 m: 18.5 × 2.89 = 53.465 → 53.5 kg; 23 × 2.89 = 66.47 → up to 66.4 kg.
    expect(acceptableWeightRange(170)).toEqual({ from: 53.5, to: 66.4 });
  });
});

describe("calories required (Mifflin-St Jeor, 1990)", () => {
  it("REE = 10 × kg + 6.25 × cm − 5 × age + 5 (men) / − 161 (women), worked by hand", () => {
    // A 40-year-old man, 80 kg, 180 cm: 800 + 1125 − 200 + 5 = 1730 kcal/day.
    expect(mifflinStJeor({ weightKg: 80, heightCm: 180, ageYears: 40, sex: "male" })).toBe(1730);
    // A 30-year-old woman, 60 kg, 165 cm: 600 + 1031.25 − 150 − 161 = 1320.25 kcal/day.
    expect(mifflinStJeor({ weightKg: 60, heightCm: 165, ageYears: 30, sex: "female" })).toBe(1320.25);
  });

  it("multiplies REE by the activity factor (sedentary 1.2 … extra active 1.9)", () => {
    expect(caloriesRequired({ weightKg: 80, heightCm: 180, ageYears: 40, sex: "male", activity: "sedentary" })).toEqual({ restingKcal: 1730, dailyKcal: 2076 });
    expect(caloriesRequired({ weightKg: 60, heightCm: 165, ageYears: 30, sex: "female", activity: "moderate" })).toEqual({ restingKcal: 1320, dailyKcal: 2046 });
    expect(caloriesRequired({ weightKg: 60, heightCm: 165, ageYears: 30, sex: "female", activity: "extra" }).dailyKcal).toBe(2508);
  });
});

describe("calories burnt (Compendium of Physical Activities)", () => {
  it("kcal = MET × kg × hours: the Compendium's example of 60 kg running at 9.8 METs for an hour is 588 kcal", () => {
    expect(caloriesBurnt({ met: 9.8, weightKg: 60, minutes: 60 })).toBe(588);
    expect(caloriesBurnt({ met: 3.5, weightKg: 70, minutes: 30 })).toBe(123); // 122.5 rounds up
  });

  it("spec §9 'Calorie durations: 15, 30, 45 minutes, then 1 to 11 hours'", () => {
    expect(CALORIE_DURATIONS_MINUTES.map(durationLabel)).toEqual([
      "15 minutes", "30 minutes", "45 minutes", "1 hour",
      ...Array.from({ length: 10 }, (_, i) => `${i + 2} hours`),
    ]);
  });
});
