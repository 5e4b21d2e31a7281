import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useFocusFirstErrorOnLoad } from "~/features/auth/FormField";
import { consultCheckoutSchema } from "~/lib/consult-form";
import { formatPrice } from "~/lib/price";
import type { ConsultCheckoutData } from "./consult-checkout.server";
import { NetbankingNotices } from "~/features/payments/NetbankingNotices";

/** Pay for an online consult or a clinic visit: the patient, video or audio, an offer code, then the gateway. */
export function ConsultCheckout({ data }: { data: ConsultCheckoutData }) {
  const action = useActionData<{ result: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "consult-checkout",
    lastResult: action?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: consultCheckoutSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstErrorOnLoad(form.id, action?.result.status === "error");
  const patientError = fields.patientId.errors?.[0];
  const couponError = fields.couponCode.errors?.[0];
  const busy = navigation.state === "submitting";
  const online = data.mode === "ONLINE";
  return (
    <div className="consult-page">
      <p className="breadcrumb"><Link to={data.backTo}>← Back to {data.doctor.name}</Link></p>
      <h1 className="page-title">{online ? "Pay for your online consult" : "Pay for your clinic visit"}</h1>
      <section className="checkout-section" aria-labelledby="consult-summary">
        <h2 id="consult-summary">{data.doctor.name}</h2>
        <p className="doctor-meta">{data.doctor.specialtyName} · Reg. no. {data.doctor.registrationNumber}</p>
        {data.clinic ? <p className="doctor-meta">{data.clinic.name}, {data.clinic.address}</p> : null}
        <p data-slot>{data.slot ? data.slot.label : "No time chosen"}</p>
        {data.circleDiscount > 0 ? (
          <p data-circle-price>
            Consultation fee: <s aria-label={`Normal fee ${formatPrice(data.normalFee / 100)}`}>{formatPrice(data.normalFee / 100)}</s>{" "}
            <strong>{formatPrice(data.fee / 100)}</strong> <span className="circle-tag">Circle member price · you save {formatPrice(data.circleDiscount / 100)}</span>
          </p>
        ) : (
          <p>Consultation fee: <strong>{formatPrice(data.fee / 100)}</strong></p>
        )}
        {data.memberFee != null ? (
          <p className="fine-print" data-circle-offer>
            Circle members pay {formatPrice(data.memberFee / 100)}. <Link to="/circle-landing">Join Circle</Link>
          </p>
        ) : null}
      </section>
      {data.slotMessage ? (
        <p className="form-error" role="alert">
          {data.slotMessage} <Link to={data.backTo}>Choose another slot</Link>
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="checkout-section" aria-labelledby="consult-pay">
          <h2 id="consult-pay">Who is the consult for?</h2>
          {form.errors?.length ? <p id={form.errorId} className="form-error" role="alert">{form.errors[0]}</p> : null}
          <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
          <fieldset className="choice-list" aria-describedby={patientError ? "field-patientId-error" : undefined}>
            <legend>Patient</legend>
            {data.patients.map((p) => (
              <label key={p.id} className="choice">
                <input type="radio" name="patientId" value={p.id} disabled={p.isIncomplete} defaultChecked={p.id === data.preselectedPatientId} aria-invalid={patientError ? true : undefined} />
                <span>
                  {p.name} <span className="choice-tag">({p.relation === "me" ? "You" : p.relation})</span>
                  {p.isIncomplete ? <span className="choice-warning">Gender or date of birth is missing on this profile.</span> : null}
                </span>
              </label>
            ))}
            {patientError ? <p id="field-patientId-error" className="field-error" role="alert">{patientError}</p> : null}
            <Link to="/patients">Add or edit a family member</Link>
          </fieldset>
          {online ? (
            <fieldset className="choice-list">
              <legend>Consult by</legend>
              <label className="choice"><input type="radio" name="consultType" value="VIDEO" defaultChecked /> Video call</label>
              <label className="choice"><input type="radio" name="consultType" value="AUDIO" /> Audio call</label>
            </fieldset>
          ) : null}
          <div className="form-field">
            <label htmlFor="field-couponCode">Offer code (optional)</label>
            <input id="field-couponCode" name="couponCode" maxLength={30} autoComplete="off" aria-invalid={couponError ? true : undefined} aria-describedby={couponError ? "field-couponCode-error" : data.offerHint ? "offer-hint" : undefined} />
            {data.offerHint ? <p id="offer-hint" className="fine-print">{data.offerHint}</p> : null}
            {couponError ? <p id="field-couponCode-error" className="field-error" role="alert">{couponError}</p> : null}
          </div>
          <NetbankingNotices notices={data.netbankingNotices} />
          <div className="checkout-actions">
            <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Booking…" : "Proceed to pay"}</button>
          </div>
          <p className="fine-print">With a valid offer code, the next page asks for the fee less the offer.</p>
        </Form>
      )}
    </div>
  );
}
