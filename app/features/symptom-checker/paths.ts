import { gdStepPath } from "~/lib/symptom-checker";

/** The page of a check's question (or its result when the step is past the last answer). */
export const mainFlowHref = (id: number, step?: number) => `${gdStepPath("main_flow")}?assessment=${id}${step != null ? `&step=${step}` : ""}`;
