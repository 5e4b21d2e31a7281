import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { FormField, useFocusFirstErrorOnLoad } from "~/features/auth/FormField";
import type { AddressActionData } from "./addresses.server";
import type { Address } from "~/.server/domain/accounts/addresses";
import { FALLBACK_DIAG_DEFAULT_ADDRESS, getDiagDefaultAddress } from "~/lib/diag-default-address";

/** The saved address the form edits: the address book's own fields. */
export type AddressDefaults = Pick<Address, "id" | "name" | "addressLine1" | "addressLine2" | "landmark" | "pincode">;

/**
 * Add (no defaults) or edit an address. City, state and coordinates come from the pincode on save, so the
 * server checks the address; its messages show by the fields and focus moves to the first one in error.
 */
export function AddressForm({ defaults }: { defaults: AddressDefaults | null }) {
  const data = useActionData<AddressActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <AddressFormBody
      key={defaults?.id ?? "new"} defaults={defaults} lastResult={data?.result} busy={busy} FormElement={Form}
      cancel={<Link to="/address-book" className="btn-secondary">Cancel</Link>}
    />
  );
}

/** The same form added in place (checkout's "Add an address"), posting through `fetcher` to `action`. */
export function InPlaceAddressForm({ fetcher, action, cancel }: {
  fetcher: FetcherWithComponents<{ result?: SubmissionResult<string[]> }>;
  action: string;
  cancel: ReactNode;
}) {
  return (
    <AddressFormBody
      defaults={null} lastResult={fetcher.data?.result} busy={fetcher.state !== "idle"} cancel={cancel}
      FormElement={fetcher.Form} action={action} idPrefix="in-place-"
    />
  );
}

function AddressFormBody({ defaults, lastResult, busy, FormElement, action, cancel, idPrefix = "" }: {
  defaults: AddressDefaults | null;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
  FormElement: typeof Form;
  action?: string;
  cancel: ReactNode;
  idPrefix?: string;
}) {
  const [form, fields] = useForm({
    id: `${idPrefix}address-form`,
    lastResult,
    defaultValue: {
      name: defaults?.name ?? "", addressLine1: defaults?.addressLine1 ?? "", addressLine2: defaults?.addressLine2 ?? "",
      landmark: defaults?.landmark ?? "", pincode: defaults?.pincode ?? "",
    },
  });
  useFocusFirstErrorOnLoad(form.id, lastResult?.status === "error");
  const [suggested, setSuggested] = useState(FALLBACK_DIAG_DEFAULT_ADDRESS);
  useEffect(() => {
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null;
    }
    getDiagDefaultAddress(fetch, storage).then(setSuggested);
  }, []);
  type Field = keyof AddressDefaults & keyof typeof fields;
  const v = (name: Field) => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : "";
  };
  const e = (name: Field) => fields[name].errors?.[0];
  return (
    <FormElement method="post" action={action} {...getFormProps(form)} className="account-card" aria-labelledby={`${idPrefix}address-form-title`}>
      <h2 id={`${idPrefix}address-form-title`}>{defaults ? "Edit address" : "Add address"}</h2>
      {form.errors?.length ? <p id={form.errorId} className="form-error" role="alert">{form.errors[0]}</p> : null}
      <input type="hidden" name="intent" value="save" />
      {defaults ? <input type="hidden" name="addressId" value={defaults.id} /> : null}
      <FormField name="name" label="Save as" placeholder="Home, Office…" defaultValue={v("name")} error={e("name")} maxLength={40} />
      <FormField name="addressLine1" label="House number, building, street" defaultValue={v("addressLine1")} error={e("addressLine1")} autoComplete="address-line1" />
      <FormField name="addressLine2" label="Area, locality (optional)" defaultValue={v("addressLine2")} error={e("addressLine2")} autoComplete="address-line2" />
      <FormField name="landmark" label="Landmark (optional)" defaultValue={v("landmark")} error={e("landmark")} />
      <FormField
        name="pincode" label="Pincode" inputMode="numeric" maxLength={6} autoComplete="postal-code" defaultValue={v("pincode")} error={e("pincode")}
        placeholder={`e.g. ${suggested.pinCode}`} hint={`City and state are filled in from the pincode (for example ${suggested.pinCode} is ${suggested.cityName}).`}
      />
      <div className="form-actions">
        <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Saving…" : "Save address"}</button>
        {cancel}
      </div>
    </FormElement>
  );
}
