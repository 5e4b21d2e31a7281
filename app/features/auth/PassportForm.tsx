import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { FormField } from "./FormField";
import { COUNTRIES, countryByCode } from "~/lib/countries";
import { passportFormSchema } from "~/lib/passport";

interface Props {
  patients: { id: number; name: string; passport: { passportNumber: string; nationality: string; expiryDate: string } | null }[];
  today: string;
}

/** An international account's passports: what is kept for each family member, and a form to add or change one. */
export function PassportForm({ patients, today }: Props) {
  const data = useActionData<{ result?: SubmissionResult<string[]>; saved?: boolean }>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "passport-form",
    lastResult: data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passportFormSchema(today) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="account-card" aria-labelledby="passport-title">
      <h2 id="passport-title">Passport details</h2>
      <p className="field-hint">For hospital visits and reports while you are in India.</p>
      {data?.saved ? <p className="form-notice" role="status">Passport details saved.</p> : null}
      <dl>
        {patients.map((p) => (
          <div key={p.id}>
            <dt>{p.name}</dt>
            <dd>{p.passport ? `${p.passport.passportNumber} · ${countryByCode(p.passport.nationality)?.name ?? p.passport.nationality} · valid until ${p.passport.expiryDate}` : "No passport added"}</dd>
          </div>
        ))}
      </dl>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="passport" />
        {form.errors?.length ? <p className="form-error" role="alert">{form.errors[0]}</p> : null}
        <FormField name="patientId" label="Family member" error={fields.patientId.errors?.[0]}>
          <select id="field-patientId" name="patientId" className="form-select" defaultValue={patients[0]?.id} aria-invalid={fields.patientId.errors ? true : undefined}>
            {patients.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </select>
        </FormField>
        <FormField name="passportNumber" label="Passport number" error={fields.passportNumber.errors?.[0]} autoComplete="off" maxLength={12} />
        <FormField name="nationality" label="Issuing country" error={fields.nationality.errors?.[0]}>
          <select id="field-nationality" name="nationality" className="form-select" defaultValue="" aria-invalid={fields.nationality.errors ? true : undefined}>
            <option value="">Choose a country</option>
            {COUNTRIES.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </select>
        </FormField>
        <FormField name="expiryDate" label="Expiry date" type="date" min={today} error={fields.expiryDate.errors?.[0]} />
        <div className="form-actions">
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>Save passport details</button>
        </div>
      </Form>
    </section>
  );
}
