/**
 * The heart-health chart cells are the WHO 2019 non-laboratory model's output, not a table that could hide a slip.
 *
 * The model (WHO CVD Risk Chart Working Group, Lancet Glob Health 2019;7:e1332–45, appendix "log hazard ratios …
 * for the WHO risk models"): separate Cox models for coronary heart disease and for stroke, by sex, in age, BMI,
 * systolic pressure and smoking, with age interactions, centred at age 60, BMI 25 kg/m², SBP 120 mmHg. The
 * coefficients and the 10-year baseline survivals below are those of the working group's own implementation (S.
 * Kaptoge, University of Cambridge, `whocvdrisk` for Stata, 2019). Each region's chart recalibrates both risks as
 * 1 − exp(−exp(a + b·ln(−ln(1 − p)))) and combines them as 1 − (1 − CHD)(1 − stroke).
 *
 * The South Asia constants a and b are not published in a form we can cite, so the four per sex below were fitted
 * once, by least squares, to the 350 cells of that sex (cells read at the bands' mid-points: age 42.5 … 72.5, SBP
 * 110 … 190, BMI 17.5 … 37.5). Four numbers cannot bend to fit one wrong cell among 350, so the check below is what
 * catches a mistyped cell: every printed cell must lie within rounding of the model (0.55 points; 0.5 for rounding
 * to a whole per cent, plus the chart's exact reading points, which are not published). A cell off by two or more,
 * or with swapped digits, always fails; 1 340 of the 1 397 possible one-point slips fail too.
 */
import { describe, expect, it } from "vitest";
import { SOUTH_ASIA_NON_LAB_CHART, type ChartSex } from "~/lib/who-cvd-chart-south-asia";

interface CoxModel {
  age: number;
  bmi: number;
  sbp: number;
  smoker: number;
  ageBmi: number;
  ageSbp: number;
  ageSmoker: number;
  /** 10-year baseline survival at the centring values */
  s0: number;
}

/** Non-laboratory ("Model 2") coefficients, per year of age, kg/m² of BMI and mmHg of SBP. */
const NON_LAB: Record<ChartSex, { chd: CoxModel; stroke: CoxModel }> = {
  male: {
    chd: { age: 0.073593, bmi: 0.0337219, sbp: 0.0133937, smoker: 0.5954767, ageBmi: -0.0010432, ageSbp: -0.0001837, ageSmoker: -0.0200831, s0: 0.9544258 },
    stroke: { age: 0.097674, bmi: 0.0159518, sbp: 0.0227294, smoker: 0.4999862, ageBmi: -0.0003516, ageSbp: -0.0004374, ageSmoker: -0.0153895, s0: 0.984826 },
  },
  female: {
    chd: { age: 0.1049418, bmi: 0.0257616, sbp: 0.016726, smoker: 1.093132, ageBmi: -0.0006537, ageSbp: -0.0001966, ageSmoker: -0.0343739, s0: 0.9887124 },
    stroke: { age: 0.1046105, bmi: 0.0036406, sbp: 0.0216741, smoker: 0.7399405, ageBmi: -0.0000129, ageSbp: -0.0005311, ageSmoker: -0.0203997, s0: 0.9885706 },
  },
};

/** South Asia recalibration [a, b] per endpoint, fitted to the chart (see the file comment). */
const FITTED: Record<ChartSex, { chd: [number, number]; stroke: [number, number] }> = {
  male: { chd: [-0.213, 0.993], stroke: [-1.334, 0.53] },
  female: { chd: [-0.473, 0.689], stroke: [-0.997, 0.592] },
};

function uncalibrated(m: CoxModel, age: number, bmi: number, sbp: number, smoker: boolean): number {
  const a = age - 60, b = bmi - 25, s = sbp - 120, k = smoker ? 1 : 0;
  const lp = m.age * a + m.bmi * b + m.sbp * s + m.smoker * k + m.ageBmi * a * b + m.ageSbp * a * s + m.ageSmoker * a * k;
  return 1 - m.s0 ** Math.exp(lp);
}

const recalibrate = (p: number, [a, b]: [number, number]) => 1 - Math.exp(-Math.exp(a + b * Math.log(-Math.log(1 - p))));

/** 10-year risk of a fatal or non-fatal MI or stroke, in per cent. */
function modelRisk(sex: ChartSex, age: number, bmi: number, sbp: number, smoker: boolean): number {
  const chd = recalibrate(uncalibrated(NON_LAB[sex].chd, age, bmi, sbp, smoker), FITTED[sex].chd);
  const stroke = recalibrate(uncalibrated(NON_LAB[sex].stroke, age, bmi, sbp, smoker), FITTED[sex].stroke);
  return 100 * (1 - (1 - chd) * (1 - stroke));
}

const AGE_MIDPOINTS = [42.5, 47.5, 52.5, 57.5, 62.5, 67.5, 72.5];
const SBP_POINTS = [110, 130, 150, 170, 190];
const BMI_POINTS = [17.5, 22.5, 27.5, 32.5, 37.5];
const TOLERANCE = 0.55;

type Chart = Record<keyof typeof SOUTH_ASIA_NON_LAB_CHART, readonly (readonly (readonly number[])[])[]>;
type EditableChart = Record<keyof typeof SOUTH_ASIA_NON_LAB_CHART, number[][][]>;
const editableCopy = () => structuredClone(SOUTH_ASIA_NON_LAB_CHART) as unknown as EditableChart;

function cellsOffTheModel(chart: Chart): string[] {
  const off: string[] = [];
  for (const sex of ["male", "female"] as const)
    for (const smoker of [false, true]) {
      const grid = chart[`${sex}_${smoker ? "smoker" : "nonSmoker"}`];
      AGE_MIDPOINTS.forEach((age, a) =>
        SBP_POINTS.forEach((sbp, s) =>
          BMI_POINTS.forEach((bmi, b) => {
            const model = modelRisk(sex, age, bmi, sbp, smoker);
            if (Math.abs(grid[a][s][b] - model) > TOLERANCE) off.push(`${sex} ${smoker ? "smoker" : "non-smoker"} age ${age} SBP ${sbp} BMI ${bmi}: chart ${grid[a][s][b]}, model ${model.toFixed(2)}`);
          }),
        ),
      );
    }
  return off;
}

describe("WHO 2019 South Asia non-laboratory chart against the published model", () => {
  it("every one of the 700 printed cells lies within rounding of the recalibrated WHO model", () => {
    expect(cellsOffTheModel(SOUTH_ASIA_NON_LAB_CHART)).toEqual([]);
  });

  it("would catch a mistyped cell: 21 for 12 (man, 45–49, non-smoker, SBP ≥180, BMI ≥35) and a one-point slip", () => {
    const swapped = editableCopy();
    expect(swapped.male_nonSmoker[1][4][4]).toBe(12);
    swapped.male_nonSmoker[1][4][4] = 21;
    expect(cellsOffTheModel(swapped)).toHaveLength(1);
    // Woman, 40–44, smoker, SBP ≥180, BMI 20–24 prints 12; 13 would be off the model.
    const slipped = editableCopy();
    expect(slipped.female_smoker[0][4][1]).toBe(12);
    slipped.female_smoker[0][4][1] = 13;
    expect(cellsOffTheModel(slipped)).toHaveLength(1);
  });
});
