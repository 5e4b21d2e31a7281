/** Patient choice for the cart, and the primary profile step for an account that never had one. */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useFocusFirstErrorOnLoad } from "~/features/auth/FormField";
import { maxPatientsMessage } from "~/lib/cart-rules";
import { AGE_PLACEHOLDER, PROFILE_INCOMPLETE_MESSAGE } from "~/lib/patient";
import { primaryProfileFormSchema, selectPatientsFormSchema } from "~/lib/selected-patients-form";
import { formatDateOfBirthOnInput } from "~/features/patients/date-of-birth-input";
import { AddFamilyMemberInPlace } from "./InPlaceDialog";
import type { SelectedPatientsActionData, selectedPatientsLoader } from "./selected-patients.server";

type Data = Awaited<ReturnType<typeof selectedPatientsLoader>>;

function PrimaryProfileForm() {
  const action = useActionData<SelectedPatientsActionData>();
  const [form, fields] = useForm({
    id: "primary-profile-form",
    lastResult: action?.form === "save-profile" ? action.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: primaryProfileFormSchema() }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstErrorOnLoad(form.id, action?.form === "save-profile" && action.result?.status === "error");
  type Name = "firstName" | "lastName" | "gender" | "dateOfBirth" | "age";
  const errors: Partial<Record<Name, string>> = Object.fromEntries(
    (["firstName", "lastName", "gender", "dateOfBirth", "age"] as const).map((n) => [n, fields[n].errors?.[0]]),
  );
  const v = (name: Name) => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : "";
  };
  const field = (name: Name) => ({ "aria-invalid": errors[name] ? true : undefined, "aria-describedby": errors[name] ? `${name}-error` : undefined });
  return (
    <section className="patient-choice" aria-labelledby="profile-heading">
      <h2 id="profile-heading">Tell us about yourself</h2>
      <p>Your tests are booked in your name. We need your name, gender and date of birth once.</p>
      <Form method="post" {...getFormProps(form)} className="profile-form">
        <input type="hidden" name="intent" value="save-profile" />
        <label>
          First name
          <input name="firstName" autoComplete="given-name" defaultValue={v("firstName")} required {...field("firstName")} />
        </label>
        {form.errors?.length ? <p id={form.errorId} className="field-error" role="alert">{form.errors[0]}</p> : null}
        {errors.firstName ? <p id="firstName-error" className="field-error">{errors.firstName}</p> : null}
        <label>
          Last name
          <input name="lastName" autoComplete="family-name" defaultValue={v("lastName")} {...field("lastName")} />
        </label>
        {errors.lastName ? <p id="lastName-error" className="field-error">{errors.lastName}</p> : null}
        <fieldset>
          <legend>Gender</legend>
          <label className="patient-option"><input type="radio" name="gender" value="M" defaultChecked={v("gender") === "M"} {...field("gender")} /> Male</label>
          <label className="patient-option"><input type="radio" name="gender" value="F" defaultChecked={v("gender") === "F"} {...field("gender")} /> Female</label>
        </fieldset>
        {errors.gender ? <p id="gender-error" className="field-error">{errors.gender}</p> : null}
        <label>
          Date of birth (dd/mm/yyyy)
          <input name="dateOfBirth" inputMode="numeric" placeholder="dd/mm/yyyy" autoComplete="bday" maxLength={10} defaultValue={v("dateOfBirth")} onInput={formatDateOfBirthOnInput} {...field("dateOfBirth")} />
        </label>
        {errors.dateOfBirth ? <p id="dateOfBirth-error" className="field-error">{errors.dateOfBirth}</p> : null}
        <label>
          Or age in years (if the date of birth is not known)
          <input name="age" inputMode="numeric" placeholder={AGE_PLACEHOLDER} maxLength={3} defaultValue={v("age")} {...field("age")} />
        </label>
        {errors.age ? <p id="age-error" className="field-error">{errors.age}</p> : null}
        <button type="submit" className="btn-primary">Save and continue</button>
      </Form>
    </section>
  );
}

export function SelectedPatients({ data }: { data: Data }) {
  return (
    <div className="cart-page">
      <p className="breadcrumb"><Link to="/tests-cart">Cart</Link> / Patients</p>
      <h1 className="page-title">Who are the tests for?</h1>
      {data.profileState === "needs-profile" ? <PrimaryProfileForm /> : <SelectPatientsForm data={data} />}
    </div>
  );
}

function SelectPatientsForm({ data }: { data: Data }) {
  const action = useActionData<SelectedPatientsActionData>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "select-patients-form",
    lastResult: action?.form === "save-profile" ? undefined : action?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: selectPatientsFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstErrorOnLoad(form.id, action?.form === "select-patients" && action.result?.status === "error");
  const error = fields.patientID.errors?.[0] ?? form.errors?.[0];
  const errorId = fields.patientID.errors?.length ? fields.patientID.errorId : form.errorId;
  return (
    <>
    <Form method="post" {...getFormProps(form)} className="patient-choice">
      <input type="hidden" name="intent" value="select-patients" />
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend>Select patients</legend>
        <p className="field-hint">{maxPatientsMessage(data.maxPatients)}.</p>
        {data.patients.map((p) => (
          <label key={p.id} className="patient-option">
            <input
              type="checkbox" name="patientID" value={p.id} defaultChecked={data.selected.includes(p.id)} disabled={p.isIncomplete}
              aria-invalid={fields.patientID.errors?.length ? true : undefined} aria-describedby={fields.patientID.errors?.length ? errorId : undefined}
            />
            <span>
              {p.name} <span className="cart-patient-meta">({p.relation}{p.gender ? `, ${p.gender === "M" ? "Male" : "Female"}` : ""}{p.age != null ? `, ${p.age} yrs` : ""})</span>
              {p.isIncomplete ? <span className="patient-option-note">{PROFILE_INCOMPLETE_MESSAGE}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {error ? <p id={errorId} className="field-error" role="alert">{error}</p> : null}
      {action?.notices?.length ? (
        <div className="field-error" role="alert">{action.notices.map((n, i) => <p key={i}>{n.message}</p>)}</div>
      ) : null}
      <button type="submit" className="btn-primary" disabled={busy}>Save patients</button>
    </Form>
    <AddFamilyMemberInPlace className="btn-secondary" />
    </>
  );
}
