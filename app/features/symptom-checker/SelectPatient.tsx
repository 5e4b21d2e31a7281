import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useFocusFirstErrorOnLoad } from "~/features/auth/FormField";
import { gdStepPath } from "~/lib/symptom-checker";
import { selectPatientSchema } from "~/lib/symptom-checker-forms";
import { EmergencyStrip } from "./EmergencyNumbers";
import type { SelectPatientData } from "./symptom-checker.server";

/** select_patient: who the symptoms are for. A profile without gender or date of birth cannot be chosen. */
export function SelectPatient({ data }: { data: SelectPatientData }) {
  const action = useActionData<{ result: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "select-patient",
    lastResult: action?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: selectPatientSchema }),
    shouldValidate: "onSubmit",
  });
  useFocusFirstErrorOnLoad(form.id, action?.result.status === "error");
  const error = fields.patientId.errors?.[0] ?? form.errors?.[0];
  return (
    <div className="sc-page">
      <p className="breadcrumb"><Link to={gdStepPath("how_to_use_gd")}>← Symptom checker</Link></p>
      <h1>Who is the symptom check for?</h1>
      <EmergencyStrip />
      <Form method="post" {...getFormProps(form)} className="sc-card sc-question">
        <fieldset aria-describedby={error ? "field-patientId-error" : undefined}>
          <legend>Choose a profile</legend>
          {data.patients.map((p) => (
            <label key={p.id} className="sc-option">
              <input type="radio" name="patientId" value={p.id} disabled={p.isIncomplete} aria-invalid={error ? true : undefined} />
              <span>
                {p.name} ({p.relation === "me" ? "You" : p.relation}{p.age != null ? `, ${p.age} years` : ""})
                {p.isIncomplete ? <span className="choice-warning"> Gender or date of birth is missing on this profile.</span> : null}
              </span>
            </label>
          ))}
          {error ? <p id="field-patientId-error" className="field-error" role="alert">{error}</p> : null}
        </fieldset>
        <div className="sc-actions">
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>Next</button>
          <Link to={gdStepPath("add_new_profile")} className="btn-secondary">Add a new profile</Link>
        </div>
      </Form>
    </div>
  );
}
