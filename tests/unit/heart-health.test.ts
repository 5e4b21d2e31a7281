/** The heart-health tool reads the WHO 2019 South Asia non-laboratory chart cell by cell. */
import { describe, expect, it } from "vitest";
import { chartCell, hasKnownDiabetes, riskLevel, tenYearCvdRisk } from "~/lib/heart-health";
import { SOUTH_ASIA_NON_LAB_CHART } from "~/lib/who-cvd-chart-south-asia";

describe("WHO 2019 CVD risk chart, South Asia, non-laboratory", () => {
  it("reproduces printed cells at the chart's corners (men and women, smokers and non-smokers)", () => {
    // Youngest, lowest-risk corner: 40–44, SBP <120, BMI <20.
    expect(tenYearCvdRisk({ sex: "male", ageYears: 40, smoker: false, systolicMmHg: 110, bmi: 19 })).toBe(2);
    expect(tenYearCvdRisk({ sex: "female", ageYears: 44, smoker: false, systolicMmHg: 110, bmi: 19 })).toBe(1);
    // Oldest, highest-risk corner: 70–74, SBP ≥180, BMI ≥35.
    expect(tenYearCvdRisk({ sex: "male", ageYears: 74, smoker: true, systolicMmHg: 190, bmi: 36 })).toBe(40);
    expect(tenYearCvdRisk({ sex: "female", ageYears: 70, smoker: true, systolicMmHg: 180, bmi: 35 })).toBe(33);
    expect(tenYearCvdRisk({ sex: "female", ageYears: 72, smoker: false, systolicMmHg: 185, bmi: 38 })).toBe(24);
  });

  it("reproduces printed cells in the middle of the chart", () => {
    // Woman, 40–44, non-smoker, SBP 160–179, BMI 30–34: 4%; the same woman smoking: 10%.
    expect(tenYearCvdRisk({ sex: "female", ageYears: 42, smoker: false, systolicMmHg: 165, bmi: 31 })).toBe(4);
    expect(tenYearCvdRisk({ sex: "female", ageYears: 42, smoker: true, systolicMmHg: 165, bmi: 31 })).toBe(10);
    // Woman, 40–44, smoker, SBP ≥180, BMI 20–24: 12%.
    expect(tenYearCvdRisk({ sex: "female", ageYears: 43, smoker: true, systolicMmHg: 185, bmi: 22 })).toBe(12);
    // Man, 40–44, non-smoker, SBP 140–159, BMI 25–29: 4%; man 45–49, SBP ≥180, BMI ≥35: 12%.
    expect(tenYearCvdRisk({ sex: "male", ageYears: 41, smoker: false, systolicMmHg: 150, bmi: 27 })).toBe(4);
    expect(tenYearCvdRisk({ sex: "male", ageYears: 47, smoker: false, systolicMmHg: 200, bmi: 40 })).toBe(12);
  });

  it("places band edges as the chart prints them: SBP 120–139 starts at 120, BMI 25–29 starts at 25, age 45–49 at 45", () => {
    expect(chartCell({ sex: "male", ageYears: 44, smoker: false, systolicMmHg: 119.9, bmi: 24.9 })).toEqual({ age: 0, sbp: 0, bmi: 1 });
    expect(chartCell({ sex: "male", ageYears: 45, smoker: false, systolicMmHg: 120, bmi: 25 })).toEqual({ age: 1, sbp: 1, bmi: 2 });
    expect(chartCell({ sex: "male", ageYears: 74, smoker: false, systolicMmHg: 180, bmi: 35 })).toEqual({ age: 6, sbp: 4, bmi: 4 });
  });

  it("covers ages 40 to 74 only", () => {
    expect(() => tenYearCvdRisk({ sex: "male", ageYears: 39, smoker: false, systolicMmHg: 120, bmi: 22 })).toThrow(RangeError);
    expect(() => tenYearCvdRisk({ sex: "male", ageYears: 75, smoker: false, systolicMmHg: 120, bmi: 22 })).toThrow(RangeError);
  });

  it("has every cell, and risk never falls as age, blood pressure, BMI or smoking rise (as the model's positive terms require)", () => {
    for (const sex of ["male", "female"] as const) {
      const non = SOUTH_ASIA_NON_LAB_CHART[`${sex}_nonSmoker`];
      const smk = SOUTH_ASIA_NON_LAB_CHART[`${sex}_smoker`];
      expect(non).toHaveLength(7);
      for (let a = 0; a < 7; a++)
        for (let s = 0; s < 5; s++)
          for (let b = 0; b < 5; b++) {
            expect(non[a][s]).toHaveLength(5);
            expect(smk[a][s][b]).toBeGreaterThanOrEqual(non[a][s][b]);
            if (a) expect(non[a][s][b]).toBeGreaterThanOrEqual(non[a - 1][s][b]);
            if (s) expect(non[a][s][b]).toBeGreaterThanOrEqual(non[a][s - 1][b]);
            if (b) expect(non[a][s][b]).toBeGreaterThanOrEqual(non[a][s][b - 1]);
          }
    }
  });

  it("uses the chart's colour key: <5%, 5 to <10%, 10 to <20%, 20 to <30%, ≥30%", () => {
    expect([4, 5, 9, 10, 19, 20, 29, 30].map(riskLevel)).toEqual(["under5", "5to10", "5to10", "10to20", "10to20", "20to30", "20to30", "30plus"]);
  });

  it("spec diabetes types: Type 1 and Type 2 are known diabetes (the non-lab chart leaves diabetes out); Pre-Diabetes and Gestational are not", () => {
    expect(["none", "Pre-Diabetes", "Type 1", "Type 2", "Gestational"].map((d) => hasKnownDiabetes(d as never))).toEqual([false, false, true, true, false]);
  });
});
