/**
 * The heart-health tool: a person's place on the WHO 2019 South Asia non-laboratory chart, and what the result
 * points to. The cells live in who-cvd-chart-south-asia.ts; this module only reads them.
 */
import { CHART_MAX_AGE, CHART_MIN_AGE, SOUTH_ASIA_NON_LAB_CHART, type ChartSex } from "./who-cvd-chart-south-asia";

export interface HeartRiskInput {
  sex: ChartSex;
  ageYears: number;
  smoker: boolean;
  systolicMmHg: number;
  bmi: number;
}

/** Chart bands: ages in five-year bands from 40; SBP <120, 120–139, 140–159, 160–179, ≥180; BMI <20, 20–24, 25–29, 30–34, ≥35. */
export function chartCell(input: HeartRiskInput): { age: number; sbp: number; bmi: number } {
  if (input.ageYears < CHART_MIN_AGE || input.ageYears > CHART_MAX_AGE) throw new RangeError("The chart covers ages 40 to 74");
  const age = Math.floor((Math.floor(input.ageYears) - CHART_MIN_AGE) / 5);
  const sbp = input.systolicMmHg < 120 ? 0 : input.systolicMmHg < 140 ? 1 : input.systolicMmHg < 160 ? 2 : input.systolicMmHg < 180 ? 3 : 4;
  const bmi = input.bmi < 20 ? 0 : input.bmi < 25 ? 1 : input.bmi < 30 ? 2 : input.bmi < 35 ? 3 : 4;
  return { age, sbp, bmi };
}

/** The chart's 10-year risk of a heart attack or stroke, in per cent, as printed in the person's cell. */
export function tenYearCvdRisk(input: HeartRiskInput): number {
  const c = chartCell(input);
  return SOUTH_ASIA_NON_LAB_CHART[`${input.sex}_${input.smoker ? "smoker" : "nonSmoker"}`][c.age][c.sbp][c.bmi];
}

/** The chart's colour key: <5%, 5% to <10%, 10% to <20%, 20% to <30%, ≥30%. */
export type RiskLevel = "under5" | "5to10" | "10to20" | "20to30" | "30plus";

export function riskLevel(percent: number): RiskLevel {
  if (percent < 5) return "under5";
  if (percent < 10) return "5to10";
  if (percent < 20) return "10to20";
  if (percent < 30) return "20to30";
  return "30plus";
}

export const RISK_LEVEL_LABEL: Record<RiskLevel, string> = {
  under5: "Below 5%",
  "5to10": "5% to under 10%",
  "10to20": "10% to under 20%",
  "20to30": "20% to under 30%",
  "30plus": "30% or more",
};

/** Spec §9 "Diabetes types: Pre-Diabetes, Type 1, Type 2, Gestational", plus "none" for the person without. */
export const DIABETES_TYPES = ["Pre-Diabetes", "Type 1", "Type 2", "Gestational"] as const;
export type DiabetesAnswer = "none" | (typeof DIABETES_TYPES)[number];

/**
 * The non-laboratory chart leaves out diabetes and cholesterol. WHO advises the laboratory-based chart for a person
 * known to have diabetes, so their result here can understate the risk.
 */
export const hasKnownDiabetes = (d: DiabetesAnswer) => d === "Type 1" || d === "Type 2";
