/**
 * The plan purchase form of a signed-in person (PlanPurchaseForm.tsx draws it): a chunk of its own with the form
 * library and the schema, so a visitor who only sees the plans and the sign-in link does not download them.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { FormField, useFocusFirstErrorOnLoad } from "~/features/auth/FormField";
import { circlePurchaseSchema } from "~/lib/circle-form";
import type { CirclePurchaseActionData } from "./membership.server";
import { PlanChoices, PlanSection, type PlanPurchaseProps } from "./PlanPurchaseForm";

/**
 * Choosing a plan and buying it: a full name and a valid Indian mobile number (checked in the browser, and again
 * on the server), then the gateway.
 */
export default function SignedInPlanForm({ data, heading, submitLabel, notice, termsNote }: PlanPurchaseProps) {
  const actionData = useActionData<CirclePurchaseActionData>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "circle-purchase",
    lastResult: actionData?.result,
    defaultValue: { subPlanId: data.chosen, fullName: data.defaults.fullName, mobileNumber: data.defaults.mobileNumber },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: circlePurchaseSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstErrorOnLoad(form.id, actionData?.result.status === "error");
  // On a page a segment shares the person's name and number arrive after load: they fill the fields then, unless
  // the person has typed there already (perhaps before the page came to life, so the field itself is asked).
  const { fullName, mobileNumber } = data.defaults;
  useEffect(() => {
    const fieldsOfForm = document.forms.namedItem(form.id)?.elements;
    for (const [name, value] of [["fullName", fullName], ["mobileNumber", mobileNumber]] as const) {
      const input = fieldsOfForm?.namedItem(name);
      if (value && input instanceof HTMLInputElement && !input.value) form.update({ name, value });
    }
    // Only when the defaults arrive: later typing (even clearing a field) is the person's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullName, mobileNumber]);
  const value = (name: "subPlanId" | "fullName" | "mobileNumber") => {
    const v = fields[name].initialValue;
    return typeof v === "string" ? v : "";
  };
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <PlanSection heading={heading} notice={notice}>
      <Form method="post" {...getFormProps(form)} noValidate>
        {form.errors?.length ? <p id={form.errorId} className="form-error" role="alert">{form.errors[0]}</p> : null}
        {data.idempotencyKey ? <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} /> : null}
        <PlanChoices plans={data.plans} chosen={value("subPlanId")} error={fields.subPlanId.errors?.[0]} />
        <FormField name="fullName" label="Full name" autoComplete="name" defaultValue={value("fullName")} error={fields.fullName.errors?.[0]} maxLength={100} required />
        <FormField
          name="mobileNumber" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={13}
          defaultValue={value("mobileNumber")} error={fields.mobileNumber.errors?.[0]} hint="10 digits, starting with 6, 7, 8 or 9" required
        />
        {termsNote ? <p className="field-hint">{termsNote}</p> : null}
        <div className="form-actions">
          <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Opening payment…" : submitLabel}</button>
        </div>
      </Form>
    </PlanSection>
  );
}
