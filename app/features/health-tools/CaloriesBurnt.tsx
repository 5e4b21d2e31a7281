/** Calories burnt in an activity: MET (Compendium of Physical Activities) × weight × time. */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { ContentPage } from "~/features/content/ContentPage";
import { ACTIVITIES, CALORIE_DURATIONS_MINUTES, durationLabel } from "~/lib/health-tools";
import { caloriesBurntFormSchema } from "~/lib/health-tools-form";
import { Formula, NumberField, SelectField, ToolResult } from "./ToolParts";
import type { CaloriesBurntOutcome, ToolActionData } from "./tools.server";

const ACTIVITY_OPTIONS = Object.entries(ACTIVITIES).map(([value, a]) => ({ value, label: a.label }));
const DURATION_OPTIONS = CALORIE_DURATIONS_MINUTES.map((m) => ({ value: String(m), label: durationLabel(m) }));

export function CaloriesBurnt() {
  const data = useActionData<ToolActionData<CaloriesBurntOutcome>>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "calories-burnt-form",
    lastResult: data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: caloriesBurntFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const o = data?.outcome;
  return (
    <ContentPage title="Calories burnt" crumbs={[{ to: "/health-tools", label: "Health tools" }]} lead="How many calories an activity uses for your weight.">
      <Form method="post" className="tool-form" {...getFormProps(form)}>
        <SelectField field={fields.activity} label="Activity" options={ACTIVITY_OPTIONS} />
        <SelectField field={fields.minutes} label="For how long" options={DURATION_OPTIONS} />
        <NumberField field={fields.weightKg} label="Weight" unit="kg" />
        <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Calculating…" : "Calculate calories burnt"}</button>
      </Form>
      {o ? (
        <ToolResult heading="Calories burnt" offers={o.offers}>
          <p className="tool-result-value">{o.kcal.toLocaleString("en-IN")} kcal</p>
          <p>This activity is {o.met} METs: {o.met} times the energy you use sitting at rest.</p>
        </ToolResult>
      ) : null}
      <Formula>
        <p>Calories (kcal) = MET × weight (kg) × time (hours).</p>
        <table className="tool-table">
          <thead><tr><th scope="col">Activity</th><th scope="col">MET</th></tr></thead>
          <tbody>{Object.values(ACTIVITIES).map((a) => <tr key={a.label}><td>{a.label}</td><td>{a.met}</td></tr>)}</tbody>
        </table>
        <p className="content-note">
          Source: Ainsworth BE, Haskell WL, et al., “2011 Compendium of Physical Activities: a second update of codes and MET values”,
          <cite> Medicine &amp; Science in Sports &amp; Exercise</cite> 2011;43:1575–81.
        </p>
      </Formula>
    </ContentPage>
  );
}
