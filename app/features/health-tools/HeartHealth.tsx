/** Heart health: the 10-year risk of a heart attack or stroke from the WHO 2019 South Asia non-laboratory chart. */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { ContentPage } from "~/features/content/ContentPage";
import { DIABETES_TYPES, RISK_LEVEL_LABEL, type RiskLevel } from "~/lib/heart-health";
import { heartHealthFormSchema } from "~/lib/health-tools-form";
import { CHART_BMI_BANDS, CHART_SBP_BANDS } from "~/lib/who-cvd-chart-south-asia";
import { ChoiceField, Formula, NumberField, SelectField, SexField, ToolResult } from "./ToolParts";
import type { HeartHealthOutcome, ToolActionData } from "./tools.server";

const DIABETES_OPTIONS = [{ value: "none", label: "No diabetes" }, ...DIABETES_TYPES.map((t) => ({ value: t, label: t }))];

/** What each level of the chart's key means for the next step (WHO HEARTS, risk-based CVD management). */
const LEVEL_ADVICE: Record<RiskLevel, string> = {
  under5: "Keep up a healthy diet, activity and a smoke-free life, and check again in a few years.",
  "5to10": "Lifestyle changes lower this risk: no tobacco, less salt, more activity and a healthy weight. Have your blood pressure checked every year.",
  "10to20": "Talk to a doctor about your blood pressure and cholesterol; a lipid profile gives a fuller picture.",
  "20to30": "See a doctor soon: at this risk, medicines for blood pressure and cholesterol are usually advised along with lifestyle changes.",
  "30plus": "See a doctor soon: at this risk, medicines for blood pressure and cholesterol are usually advised along with lifestyle changes.",
};

export function HeartHealth() {
  const data = useActionData<ToolActionData<HeartHealthOutcome>>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "heart-health-form",
    lastResult: data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: heartHealthFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const o = data?.outcome;
  return (
    <ContentPage title="Heart health" crumbs={[{ to: "/health-tools", label: "Health tools" }]} lead="Your 10-year risk of a heart attack or stroke, for adults aged 40 to 74.">
      <Form method="post" className="tool-form" {...getFormProps(form)}>
        <SexField field={fields.sex} />
        <NumberField field={fields.ageYears} label="Age" unit="years" step="1" />
        <ChoiceField field={fields.smoker} legend="Do you smoke or use tobacco now?" options={[{ value: "yes", label: "Yes" }, { value: "no", label: "No" }]} />
        <NumberField field={fields.systolicMmHg} label="Systolic (upper) blood pressure" unit="mmHg" step="1" />
        <NumberField field={fields.heightCm} label="Height" unit="cm" />
        <NumberField field={fields.weightKg} label="Weight" unit="kg" />
        <SelectField field={fields.diabetes} label="Diabetes" options={DIABETES_OPTIONS} />
        <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Calculating…" : "Calculate heart risk"}</button>
      </Form>
      {o ? (
        <ToolResult heading="Your 10-year heart risk" offers={o.offers}>
          <p className="tool-result-value">{o.riskPercent}%</p>
          <p><strong>Risk level: {RISK_LEVEL_LABEL[o.level]}</strong> (BMI {o.bmi.toFixed(1)} kg/m²)</p>
          <p>About {o.riskPercent} in 100 people like you have a heart attack or stroke within 10 years. {LEVEL_ADVICE[o.level]}</p>
          {o.knownDiabetes ? (
            <p>This chart leaves out diabetes and cholesterol. With diabetes, WHO advises the laboratory-based chart, so your risk may be higher than shown: a lipid profile lets your doctor use it.</p>
          ) : null}
        </ToolResult>
      ) : null}
      <Formula>
        <p>
          Your answers place you in one cell of the WHO cardiovascular disease risk chart for South Asia (non-laboratory version): by sex, smoking,
          five-year age band, systolic blood pressure ({CHART_SBP_BANDS.join(", ")} mmHg) and BMI ({CHART_BMI_BANDS.join(", ")} kg/m²). The cell gives the
          10-year risk of a fatal or non-fatal heart attack or stroke. BMI = weight (kg) ÷ height (m)².
        </p>
        <table className="tool-table">
          <thead><tr><th scope="col">Chart colour key</th></tr></thead>
          <tbody>{Object.values(RISK_LEVEL_LABEL).map((l) => <tr key={l}><td>{l}</td></tr>)}</tbody>
        </table>
        <p className="content-note">
          Source: WHO CVD Risk Chart Working Group, “World Health Organization cardiovascular disease risk charts: revised models to estimate risk in 21
          global regions”, <cite>The Lancet Global Health</cite> 2019;7:e1332–45; the charts appear in WHO’s HEARTS technical package, “Risk-based CVD
          management” (2020). The chart is for people without heart disease, stroke or kidney disease.
        </p>
      </Formula>
    </ContentPage>
  );
}
