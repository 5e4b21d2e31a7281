import { ASIAN_BMI_CUT_OFFS, INDIAN_WAIST_CUT_OFF_CM } from "~/lib/health-tools";

/** The cut-offs the BMI tool uses (one home: lib/health-tools), said in words. */
export const BMI_CUTOFFS_TEXT =
  `For Asian adults the risk rises from a BMI of ${ASIAN_BMI_CUT_OFFS.increased} and is high from ${ASIAN_BMI_CUT_OFFS.high} (WHO expert consultation, 2004); ` +
  `for Indians a waist of ${INDIAN_WAIST_CUT_OFF_CM.male} cm or more in men and ${INDIAN_WAIST_CUT_OFF_CM.female} cm or more in women is abdominal obesity.`;
