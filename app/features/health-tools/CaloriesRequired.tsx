/** Daily calories to keep the present weight: Mifflin-St Jeor resting energy × activity factor. */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { ContentPage } from "~/features/content/ContentPage";
import { ACTIVITY_LEVELS } from "~/lib/health-tools";
import { caloriesRequiredFormSchema } from "~/lib/health-tools-form";
import { Formula, NumberField, SelectField, SexField, ToolResult } from "./ToolParts";
import type { CaloriesRequiredOutcome, ToolActionData } from "./tools.server";

const LEVELS = Object.entries(ACTIVITY_LEVELS).map(([value, l]) => ({ value, label: l.label }));

export function CaloriesRequired() {
  const data = useActionData<ToolActionData<CaloriesRequiredOutcome>>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "calories-required-form",
    lastResult: data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: caloriesRequiredFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const o = data?.outcome;
  return (
    <ContentPage title="Calories required" crumbs={[{ to: "/health-tools", label: "Health tools" }]} lead="How many calories a day keep your present weight.">
      <Form method="post" className="tool-form" {...getFormProps(form)}>
        <SexField field={fields.sex} />
        <NumberField field={fields.ageYears} label="Age" unit="years" step="1" />
        <NumberField field={fields.heightCm} label="Height" unit="cm" />
        <NumberField field={fields.weightKg} label="Weight" unit="kg" />
        <SelectField field={fields.activity} label="How active are you?" options={LEVELS} />
        <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Calculating…" : "Calculate calories"}</button>
      </Form>
      {o ? (
        <ToolResult heading="Calories you need a day" offers={o.offers}>
          <p className="tool-result-value">{o.dailyKcal.toLocaleString("en-IN")} kcal</p>
          <p>At rest your body uses about {o.restingKcal.toLocaleString("en-IN")} kcal a day. To lose about half a kilogram a week, eat around 500 kcal a day less than this, but not below 1,200 kcal (women) or 1,500 kcal (men) without medical advice.</p>
        </ToolResult>
      ) : null}
      <Formula>
        <p>Resting energy (kcal/day) = 10 × weight (kg) + 6.25 × height (cm) − 5 × age (years) + 5 for men, − 161 for women.</p>
        <p>Daily calories = resting energy × activity factor:</p>
        <table className="tool-table">
          <thead><tr><th scope="col">Activity</th><th scope="col">Factor</th></tr></thead>
          <tbody>{Object.values(ACTIVITY_LEVELS).map((l) => <tr key={l.label}><td>{l.label}</td><td>{l.factor}</td></tr>)}</tbody>
        </table>
        <p className="content-note">
          Source: Mifflin MD, St Jeor ST, et al., “A new predictive equation for resting energy expenditure in healthy individuals”,
          <cite> American Journal of Clinical Nutrition</cite> 1990;51:241–7.
        </p>
      </Formula>
    </ContentPage>
  );
}
