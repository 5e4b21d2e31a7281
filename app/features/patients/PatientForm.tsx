import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { FormField, useFocusFirstError } from "~/features/auth/FormField";
import type { PatientActionData } from "./patients.server";
import { AGE_PLACEHOLDER, RELATIONS } from "~/lib/patient";

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

/** Add (no id) or edit a profile. What was typed survives a failed submit. */
export function PatientForm({ defaults }: { defaults: PatientFormDefaults | null }) {
  const data = useActionData<PatientActionData>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, data?.fieldErrors);
  const v = data?.values ?? {
    firstName: defaults?.firstName ?? "", lastName: defaults?.lastName ?? "", gender: defaults?.gender ?? "",
    dateOfBirth: defaults?.dateOfBirth ?? "", relation: defaults?.relation ?? "", emailAddress: defaults?.emailAddress ?? "", age: "",
  };
  const e = data?.fieldErrors ?? {};
  const isPrimary = defaults?.relation === "me";
  const busy = navigation.state === "submitting";
  const key = JSON.stringify(data?.values ?? defaults?.id ?? "new");
  return (
    <Form method="post" ref={formRef} noValidate className="account-card" aria-labelledby="patient-form-title" key={key}>
      <h2 id="patient-form-title">{defaults?.id ? (isPrimary ? "Edit your profile" : "Edit family member") : "Add family member"}</h2>
      {data?.formError ? <p className="form-error" role="alert">{data.formError}</p> : null}
      <input type="hidden" name="intent" value={defaults?.id ? "update" : "add"} />
      {defaults?.id ? <input type="hidden" name="patientId" value={defaults.id} /> : null}
      <FormField name="firstName" label="First name" defaultValue={v.firstName} error={e.firstName} autoComplete={isPrimary ? "given-name" : "off"} required />
      <FormField name="lastName" label="Last name" defaultValue={v.lastName} error={e.lastName} autoComplete={isPrimary ? "family-name" : "off"} />
      <fieldset className="form-field" aria-describedby={e.gender ? "field-gender-error" : undefined}>
        <legend className="form-legend">Gender</legend>
        <div className="radio-row">
          {(["M", "F"] as const).map((g, i) => (
            <label key={g}>
              <input type="radio" name="gender" value={g} defaultChecked={v.gender === g} aria-invalid={e.gender && i === 0 ? true : undefined} />
              {g === "M" ? "Male" : "Female"}
            </label>
          ))}
        </div>
        {e.gender ? <p id="field-gender-error" className="field-error">{e.gender}</p> : null}
      </fieldset>
      <FormField name="dateOfBirth" label="Date of birth" placeholder="dd/mm/yyyy" inputMode="numeric" defaultValue={v.dateOfBirth} error={e.dateOfBirth} hint="dd/mm/yyyy" maxLength={10} />
      <FormField name="age" label="Or age in years (if the date of birth is not known)" placeholder={AGE_PLACEHOLDER} inputMode="numeric" defaultValue={v.age} error={e.age} maxLength={3} />
      {isPrimary ? (
        <input type="hidden" name="relation" value="me" />
      ) : (
        <FormField name="relation" label="Relation" error={e.relation}>
          <select id="field-relation" name="relation" defaultValue={v.relation} aria-invalid={e.relation ? true : undefined} aria-describedby={e.relation ? "field-relation-error" : undefined}>
            <option value="">Select relation</option>
            {RELATIONS.filter((r) => r !== "me").map((r) => <option key={r} value={r}>{RELATION_LABEL[r]}</option>)}
          </select>
        </FormField>
      )}
      <FormField name="emailAddress" label="Email (optional)" type="email" defaultValue={v.emailAddress} error={e.emailAddress} autoComplete={isPrimary ? "email" : "off"} />
      <div className="form-actions">
        <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Saving…" : "Save profile"}</button>
        <Link to="/patients" className="btn-secondary">Cancel</Link>
      </div>
    </Form>
  );
}
