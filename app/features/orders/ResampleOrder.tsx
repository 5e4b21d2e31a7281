import { useEffect, useState } from "react";
import { RadioGroup } from "~/features/forms/RadioGroup";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { refundFormSchema } from "~/lib/order-forms";
import type { OrderActionData, ResampleData } from "./orders.server";
import { clearOrdersCache } from "./orders-cache";
import { formatPrice } from "~/lib/price";

/**
 * A rejected sample: the spec's message for all or some inclusions, then either a free re-collection in a new
 * slot or a refund to a UPI id or a bank account (createRefundForSampleRejected, with its checks).
 */
export function ResampleOrder({ data }: { data: ResampleData }) {
  const result = useActionData<OrderActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [type, setType] = useState<"UPI" | "BANK">("UPI");
  useEffect(() => {
    if (result?.ok) clearOrdersCache();
  }, [result]);
  // The refund's details are checked as typed against the refund rules; the amount on the server.
  const [refundForm, refundFields] = useForm({
    id: "refund-form",
    lastResult: result?.intent === "refund" ? result.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: refundFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const err = (k: "upi" | "account" | "bank" | "ifsc" | "amount") => refundFields[k].errors?.[0];
  const fieldProps = (k: Parameters<typeof err>[0]) => ({ name: k, id: `refund-${k}`, "aria-invalid": err(k) ? true : undefined, "aria-describedby": err(k) ? `refund-${k}-error` : undefined });
  const errorOf = (k: Parameters<typeof err>[0]) => (err(k) ? <p className="form-error" id={`refund-${k}-error`}>{err(k)}</p> : null);
  return (
    <div className="orders-page">
      <p className="breadcrumb"><Link to={`/order-details/${data.order.id}`}>Order #{data.order.displayId}</Link> / Sample rejected</p>
      <h1 className="page-title">Sample rejected</h1>
      {result ? <p className={result.ok ? "form-notice" : "form-error"} role={result.ok ? "status" : "alert"}>{result.message}</p> : null}
      <p>{data.message}</p>
      {!data.open ? (
        <p className="order-meta">Status: {data.order.orderStatusLabel}. <Link to={`/order-details/${data.order.id}`}>Back to the order</Link></p>
      ) : (
        <>
          <section className="account-card" aria-labelledby="recollect-heading">
            <h2 id="recollect-heading">Free re-collection</h2>
            {data.slots.length ? (
              <Form method="post" replace>
                <input type="hidden" name="intent" value="resample" />
                <div className="form-field">
                  <label htmlFor="resample-slot">Slot</label>
                  <select id="resample-slot" name="slotId" className="form-select" required>
                    {data.slots.map((s) => <option key={s.slotId} value={s.slotId}>{s.dateText}, {s.timeText}</option>)}
                  </select>
                </div>
                <button type="submit" className="btn-primary" disabled={busy}>Book re-collection</button>
              </Form>
            ) : <p role="status">No Slots Available</p>}
          </section>
          <section className="account-card" aria-labelledby="refund-heading">
            <h2 id="refund-heading">Or get a refund of {formatPrice(data.refundable)}</h2>
            <Form method="post" replace {...getFormProps(refundForm)}>
              <input type="hidden" name="intent" value="refund" />
              <input type="hidden" name="amount" value={data.refundable} />
              <RadioGroup
                name="type" legend="Refund to" layout="row" errorId="refund-type-error"
                choices={[{ value: "UPI", label: "UPI" }, { value: "BANK", label: "Bank account" }]}
                value={type} onChange={(v) => setType(v === "BANK" ? "BANK" : "UPI")}
              />
              {type === "UPI" ? (
                <div className="form-field"><label htmlFor="refund-upi">UPI ID</label><input {...fieldProps("upi")} placeholder="name@bank" autoComplete="off" />{errorOf("upi")}</div>
              ) : (
                <>
                  <div className="form-field"><label htmlFor="refund-account">Account number</label><input {...fieldProps("account")} inputMode="numeric" autoComplete="off" />{errorOf("account")}</div>
                  <div className="form-field"><label htmlFor="refund-bank">Bank name</label><input {...fieldProps("bank")} />{errorOf("bank")}</div>
                  <div className="form-field"><label htmlFor="refund-ifsc">IFSC</label><input {...fieldProps("ifsc")} autoCapitalize="characters" />{errorOf("ifsc")}</div>
                </>
              )}
              {errorOf("amount")}
              <button type="submit" className="btn-primary" disabled={busy}>Request refund</button>
            </Form>
          </section>
        </>
      )}
    </div>
  );
}
