/**
 * The WHO 2019 cardiovascular disease risk chart for South Asia, non-laboratory version: 10-year risk (%) of a fatal
 * or non-fatal myocardial infarction or stroke, by sex, smoking, age, systolic blood pressure and BMI.
 *
 * Source: WHO CVD Risk Chart Working Group (Kaptoge S, Pennells L, De Bacquer D, et al.), "World Health Organization
 * cardiovascular disease risk charts: revised models to estimate risk in 21 global regions", Lancet Glob Health
 * 2019;7:e1332–45, doi:10.1016/S2214-109X(19)30318-3; the charts are reprinted in WHO's HEARTS technical package
 * ("Risk-based CVD management", 2020). The values are the printed chart's cells for the South Asia region (India,
 * Bangladesh, Bhutan, Nepal, Pakistan), read from the tabulation in the WHOCVRisk R package (M. Hajihosseini,
 * github.com/mhajihos/WHOCVRisk, data/CVDRisk.csv). docs/decisions/2026-11-27-heart-health-tool.md records how
 * they were checked against the published model coefficients.
 *
 * The chart is the rule, not the model: a person is placed in a cell by their bands, and the cell's printed value is
 * the answer, as a health worker reading the paper chart would do.
 */

export type ChartSex = "male" | "female";

/** Age bands of the chart; it applies from 40 to 74 years. */
export const CHART_AGE_BANDS = ["40–44", "45–49", "50–54", "55–59", "60–64", "65–69", "70–74"] as const;
/** Systolic blood pressure bands (mmHg), lowest first. */
export const CHART_SBP_BANDS = ["below 120", "120–139", "140–159", "160–179", "180 or more"] as const;
/** BMI bands (kg/m²), lowest first. */
export const CHART_BMI_BANDS = ["below 20", "20–24", "25–29", "30–34", "35 or more"] as const;

export const CHART_MIN_AGE = 40;
export const CHART_MAX_AGE = 74;

type Row = readonly [number, number, number, number, number];
/** [age band][SBP band][BMI band] */
type Grid = readonly (readonly [Row, Row, Row, Row, Row])[];

/** The chart's cells, in per cent. */
export const SOUTH_ASIA_NON_LAB_CHART: Record<`${ChartSex}_${"nonSmoker" | "smoker"}`, Grid> = {
  male_nonSmoker: [
    // age 40-44: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[2, 2, 2, 2, 3], [2, 2, 3, 3, 4], [3, 3, 4, 5, 5], [4, 5, 5, 6, 7], [5, 6, 7, 9, 10]],
    // age 45-49: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[2, 2, 3, 3, 4], [3, 3, 4, 4, 5], [4, 4, 5, 6, 7], [5, 6, 7, 8, 9], [7, 8, 9, 11, 12]],
    // age 50-54: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[3, 3, 4, 4, 5], [4, 4, 5, 6, 7], [5, 6, 7, 8, 9], [7, 8, 9, 10, 11], [9, 10, 11, 13, 15]],
    // age 55-59: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[4, 5, 5, 6, 7], [5, 6, 7, 8, 9], [7, 8, 9, 10, 11], [9, 10, 11, 13, 14], [11, 13, 14, 16, 18]],
    // age 60-64: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[6, 6, 7, 8, 9], [7, 8, 9, 10, 11], [9, 10, 11, 13, 14], [12, 13, 14, 16, 18], [15, 16, 18, 20, 22]],
    // age 65-69: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[8, 9, 10, 11, 12], [10, 11, 12, 13, 14], [12, 14, 15, 16, 18], [15, 17, 18, 20, 22], [19, 20, 22, 24, 26]],
    // age 70-74: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[11, 12, 13, 14, 15], [14, 15, 16, 17, 18], [17, 18, 19, 21, 22], [20, 22, 23, 25, 27], [24, 26, 28, 30, 32]],
  ],
  male_smoker: [
    // age 40-44: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[3, 3, 4, 5, 6], [4, 5, 6, 7, 8], [5, 6, 8, 9, 11], [8, 9, 11, 13, 15], [10, 12, 14, 17, 20]],
    // age 45-49: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[4, 4, 5, 6, 7], [5, 6, 7, 8, 10], [7, 8, 9, 11, 13], [9, 11, 13, 15, 17], [12, 14, 17, 20, 23]],
    // age 50-54: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[5, 6, 7, 8, 9], [7, 8, 9, 10, 12], [9, 10, 12, 13, 15], [11, 13, 15, 17, 20], [15, 17, 20, 22, 26]],
    // age 55-59: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[7, 7, 8, 10, 11], [9, 10, 11, 12, 14], [11, 12, 14, 16, 18], [14, 16, 18, 20, 23], [18, 20, 23, 26, 29]],
    // age 60-64: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[9, 10, 11, 12, 13], [11, 12, 14, 15, 17], [14, 15, 17, 19, 21], [17, 19, 21, 24, 26], [21, 24, 26, 29, 32]],
    // age 65-69: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[11, 12, 14, 15, 16], [14, 15, 17, 18, 20], [17, 19, 21, 22, 25], [21, 23, 25, 27, 30], [26, 28, 30, 33, 36]],
    // age 70-74: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[15, 16, 17, 18, 20], [18, 19, 21, 22, 24], [22, 23, 25, 27, 28], [26, 28, 30, 32, 34], [31, 33, 35, 37, 40]],
  ],
  female_nonSmoker: [
    // age 40-44: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[1, 1, 1, 2, 2], [2, 2, 2, 2, 2], [2, 3, 3, 3, 3], [3, 4, 4, 4, 4], [5, 5, 5, 6, 6]],
    // age 45-49: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[2, 2, 2, 2, 2], [2, 3, 3, 3, 3], [3, 4, 4, 4, 4], [5, 5, 5, 5, 6], [6, 6, 7, 7, 8]],
    // age 50-54: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[3, 3, 3, 3, 3], [3, 4, 4, 4, 4], [5, 5, 5, 5, 6], [6, 6, 7, 7, 7], [8, 8, 9, 9, 10]],
    // age 55-59: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[4, 4, 4, 4, 5], [5, 5, 5, 6, 6], [6, 6, 7, 7, 7], [8, 8, 9, 9, 10], [10, 10, 11, 11, 12]],
    // age 60-64: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[5, 5, 6, 6, 6], [7, 7, 7, 8, 8], [8, 9, 9, 9, 10], [10, 11, 11, 12, 12], [13, 13, 14, 14, 15]],
    // age 65-69: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[7, 8, 8, 8, 9], [9, 9, 10, 10, 11], [11, 11, 12, 12, 13], [13, 14, 14, 15, 16], [16, 17, 18, 18, 19]],
    // age 70-74: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[10, 11, 11, 12, 12], [12, 13, 13, 14, 14], [15, 15, 16, 16, 17], [17, 18, 19, 19, 20], [21, 21, 22, 23, 24]],
  ],
  female_smoker: [
    // age 40-44: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[3, 3, 4, 4, 4], [4, 5, 5, 6, 6], [6, 6, 7, 7, 8], [8, 9, 9, 10, 11], [11, 12, 13, 14, 15]],
    // age 45-49: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[4, 4, 5, 5, 6], [6, 6, 6, 7, 7], [7, 8, 8, 9, 10], [10, 10, 11, 12, 13], [13, 14, 15, 16, 17]],
    // age 50-54: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[5, 6, 6, 7, 7], [7, 7, 8, 9, 9], [9, 10, 10, 11, 12], [12, 13, 13, 14, 15], [15, 16, 17, 18, 19]],
    // age 55-59: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[7, 7, 8, 8, 9], [9, 9, 10, 11, 11], [11, 12, 13, 13, 14], [14, 15, 16, 17, 18], [18, 19, 20, 21, 22]],
    // age 60-64: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[9, 9, 10, 11, 11], [11, 12, 12, 13, 14], [14, 15, 15, 16, 17], [17, 18, 19, 20, 21], [21, 22, 23, 24, 26]],
    // age 65-69: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[12, 12, 13, 13, 14], [14, 15, 15, 16, 17], [17, 18, 19, 19, 20], [21, 21, 22, 23, 24], [25, 26, 27, 28, 29]],
    // age 70-74: rows systolic <120, 120–139, 140–159, 160–179, ≥180; columns BMI <20, 20–24, 25–29, 30–34, ≥35
    [[15, 15, 16, 17, 17], [18, 18, 19, 20, 20], [21, 22, 22, 23, 24], [25, 26, 26, 27, 28], [29, 30, 31, 32, 33]],
  ],
};
