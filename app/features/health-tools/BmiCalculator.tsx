/** BMI with the Asian cut-offs (WHO 2004) and, when a waist is given, the Indian waist cut-offs. */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { ContentPage } from "~/features/content/ContentPage";
import { BMI_CATEGORY_LABEL, INDIAN_WAIST_CUT_OFF_CM } from "~/lib/health-tools";
import { bmiFormSchema } from "~/lib/health-tools-form";
import { Formula, NumberField, SexField, ToolResult } from "./ToolParts";
import type { BmiOutcome, ToolActionData } from "./tools.server";

export function BmiCalculator() {
  const data = useActionData<ToolActionData<BmiOutcome>>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "bmi-form",
    lastResult: data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bmiFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const o = data?.outcome;
  return (
    <ContentPage title="BMI calculator" crumbs={[{ to: "/health-tools", label: "Health tools" }]} lead="Body mass index with the cut-offs for Asian adults.">
      <Form method="post" className="tool-form" {...getFormProps(form)}>
        <SexField field={fields.sex} />
        <NumberField field={fields.heightCm} label="Height" unit="cm" />
        <NumberField field={fields.weightKg} label="Weight" unit="kg" />
        <NumberField field={fields.waistCm} label="Waist, optional" unit="cm" />
        <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Calculating…" : "Calculate BMI"}</button>
      </Form>
      {o ? (
        <ToolResult heading="Your BMI" offers={o.offers}>
          <p className="tool-result-value">{o.bmi.toFixed(1)} kg/m²</p>
          <p><strong>{BMI_CATEGORY_LABEL[o.category]}</strong></p>
          <p>A healthy weight for your height is {o.range.from} to {o.range.to} kg.</p>
          {o.abdominalObesity === null ? null : o.abdominalObesity ? (
            <p>Your waist is at or above the Indian cut-off for abdominal obesity, which raises the risk of diabetes and heart disease even at a normal BMI.</p>
          ) : (
            <p>Your waist is below the Indian cut-off for abdominal obesity.</p>
          )}
        </ToolResult>
      ) : null}
      <Formula>
        <p>BMI = weight (kg) ÷ height (m)².</p>
        <table className="tool-table">
          <thead><tr><th scope="col">BMI (kg/m²)</th><th scope="col">For Asian adults</th></tr></thead>
          <tbody>
            <tr><td>Below 18.5</td><td>{BMI_CATEGORY_LABEL.underweight}</td></tr>
            <tr><td>18.5 to 22.9</td><td>{BMI_CATEGORY_LABEL.acceptable}</td></tr>
            <tr><td>23 to 27.4</td><td>{BMI_CATEGORY_LABEL.increased}</td></tr>
            <tr><td>27.5 or more</td><td>{BMI_CATEGORY_LABEL.high}</td></tr>
          </tbody>
        </table>
        <p>
          Abdominal obesity: a waist of {INDIAN_WAIST_CUT_OFF_CM.male} cm or more in men, {INDIAN_WAIST_CUT_OFF_CM.female} cm or more in women.
        </p>
        <p className="content-note">
          Sources: WHO Expert Consultation, “Appropriate body-mass index for Asian populations and its implications for policy and intervention
          strategies”, <cite>The Lancet</cite> 2004;363:157–63. Misra A, et al., “Consensus statement for diagnosis of obesity, abdominal obesity and the
          metabolic syndrome for Asian Indians”, <cite>JAPI</cite> 2009;57:163–70. Read more: <Link to="/blog/healthy-bmi-for-indians">What is a healthy BMI for Indians?</Link>
        </p>
      </Formula>
    </ContentPage>
  );
}
