import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation, type FetcherWithComponents } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormField, useFocusFirstErrorOnLoad } from "~/features/auth/FormField";
import type { PatientActionData } from "./patients.server";
import { AGE_PLACEHOLDER, genderOfRelation, RELATIONS } from "~/lib/patient";
import { patientFormSchema } from "~/lib/patient-form";
import { formatDateOfBirthOnInput } from "./date-of-birth-input";

export interface PatientFormDefaults {
  id?: number;
  firstName: string;
  lastName: string;
  gender: string | null;
  dateOfBirth: string | null;
  relation: string;
  emailAddress: string | null;
}

const RELATION_LABEL: Record<string, string> = {
  me: "Me", mother: "Mother", father: "Father", spouse: "Spouse", son: "Son", daughter: "Daughter", brother: "Brother",
  sister: "Sister", grandmother: "Grandmother", grandfather: "Grandfather", other: "Other",
};

/**
 * Add (no id) or edit a profile. The browser checks the spec's rules before sending (the server checks them
 * again); what was typed survives a failed submit and focus moves to the first field in error.
 */
export function PatientForm({ defaults, cancelTo = "/patients" }: { defaults: PatientFormDefaults | null; cancelTo?: string }) {
  const data = useActionData<PatientActionData>();
  const busy = useNavigation().state === "submitting";
  return (
    <PatientFormBody
      key={defaults?.id ?? "new"} defaults={defaults} lastResult={data?.result} busy={busy} FormElement={Form}
      cancel={<Link to={cancelTo} className="btn-secondary">Cancel</Link>}
    />
  );
}

/**
 * The same form added in place (checkout's "Add a family member"): it posts through `fetcher` to `action`, so the
 * page underneath stays where it is and takes the new profile when the answer comes.
 */
export function InPlacePatientForm({ fetcher, action, cancel }: {
  fetcher: FetcherWithComponents<{ result?: SubmissionResult<string[]> }>;
  action: string;
  cancel: ReactNode;
}) {
  return (
    <PatientFormBody
      defaults={null} lastResult={fetcher.data?.result} busy={fetcher.state !== "idle"} cancel={cancel}
      FormElement={fetcher.Form} action={action} idPrefix="in-place-"
    />
  );
}

function PatientFormBody({ defaults, lastResult, busy, FormElement, action, cancel, idPrefix = "" }: {
  defaults: PatientFormDefaults | null;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
  FormElement: typeof Form;
  action?: string;
  cancel: ReactNode;
  idPrefix?: string;
}) {
  const [form, fields] = useForm({
    id: `${idPrefix}patient-form`,
    lastResult,
    defaultValue: {
      firstName: defaults?.firstName ?? "", lastName: defaults?.lastName ?? "", gender: defaults?.gender ?? "",
      dateOfBirth: defaults?.dateOfBirth ?? "", relation: defaults?.relation ?? "", emailAddress: defaults?.emailAddress ?? "", age: "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: patientFormSchema() }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstErrorOnLoad(form.id, lastResult?.status === "error");
  const error = (name: keyof typeof fields) => fields[name].errors?.[0];
  const value = (name: keyof typeof fields) => {
    const v = fields[name].initialValue;
    return typeof v === "string" ? v : "";
  };
  const isPrimary = defaults?.relation === "me";
  const genderError = error("gender");
  const relationError = error("relation");
  return (
    <FormElement method="post" action={action} {...getFormProps(form)} className="account-card" aria-labelledby={`${idPrefix}patient-form-title`}>
      <h2 id={`${idPrefix}patient-form-title`}>{defaults?.id ? (isPrimary ? "Edit your profile" : "Edit family member") : "Add family member"}</h2>
      {form.errors?.length ? <p id={form.errorId} className="form-error" role="alert">{form.errors[0]}</p> : null}
      <input type="hidden" name="intent" value={defaults?.id ? "update" : "add"} />
      {defaults?.id ? <input type="hidden" name="patientId" value={defaults.id} /> : null}
      <FormField name="firstName" label="First name" defaultValue={value("firstName")} error={error("firstName")} autoComplete={isPrimary ? "given-name" : "off"} required />
      <FormField name="lastName" label="Last name" defaultValue={value("lastName")} error={error("lastName")} autoComplete={isPrimary ? "family-name" : "off"} />
      <fieldset className="form-field" aria-describedby={genderError ? "field-gender-error" : undefined}>
        <legend className="form-legend">Gender</legend>
        <div className="radio-row">
          {(["M", "F"] as const).map((g) => (
            <label key={g}>
              <input
                type="radio" name="gender" value={g} defaultChecked={value("gender") === g}
                aria-invalid={genderError ? true : undefined} aria-describedby={genderError ? "field-gender-error" : undefined}
              />
              {g === "M" ? "Male" : "Female"}
            </label>
          ))}
        </div>
        {genderError ? <p id="field-gender-error" className="field-error">{genderError}</p> : null}
      </fieldset>
      <FormField name="dateOfBirth" label="Date of birth" placeholder="dd/mm/yyyy" inputMode="numeric" defaultValue={value("dateOfBirth")} error={error("dateOfBirth")} hint="dd/mm/yyyy: type the digits, the slashes are added" maxLength={10} onInput={formatDateOfBirthOnInput} autoComplete={isPrimary ? "bday" : "off"} />
      <FormField name="age" label="Or age in years (if the date of birth is not known)" placeholder={AGE_PLACEHOLDER} inputMode="numeric" defaultValue={value("age")} error={error("age")} maxLength={3} />
      {isPrimary ? (
        <input type="hidden" name="relation" value="me" />
      ) : (
        <FormField name="relation" label="Relation" error={relationError}>
          <select
            id="field-relation" name="relation" defaultValue={value("relation")}
            onChange={(e) => {
              const gender = genderOfRelation(e.currentTarget.value);
              const radio = gender ? e.currentTarget.form?.querySelector<HTMLInputElement>(`input[name="gender"][value="${gender}"]`) : null;
              if (radio) radio.checked = true;
            }} aria-invalid={relationError ? true : undefined} aria-describedby={relationError ? "field-relation-error" : undefined}>
            <option value="">Select relation</option>
            {RELATIONS.filter((r) => r !== "me").map((r) => <option key={r} value={r}>{RELATION_LABEL[r]}</option>)}
          </select>
        </FormField>
      )}
      <FormField name="emailAddress" label="Email (optional)" type="email" defaultValue={value("emailAddress")} error={error("emailAddress")} autoComplete={isPrimary ? "email" : "off"} />
      <div className="form-actions">
        <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Saving…" : "Save profile"}</button>
        {cancel}
      </div>
    </FormElement>
  );
}
