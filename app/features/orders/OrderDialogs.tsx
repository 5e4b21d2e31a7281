/**
 * Cancel and Reschedule, each in a native modal <dialog> (focus stays inside, Escape closes). The forms are
 * checked in the browser with the order forms' schema (a reason must be picked, with the server's message) and
 * post to the order page's action; the server applies the order's rules again and answers with the spec's
 * message. Its errors for a field show by that field, with the dialog left open; any other answer closes it and
 * shows on the page.
 */
import { useEffect, useRef, useState } from "react";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import type { RescheduleSlot } from "~/.server/domain/scheduling/reschedule-slots";
import { MAX_RESCHEDULE_COUNT, rescheduleRefusal } from "~/lib/order-labels";
import { orderPageFormsSchema } from "~/lib/order-forms";
import type { OrderActionData } from "./orders.server";
import { RadioGroup } from "~/features/forms/RadioGroup";

type DialogIntent = "cancel" | "reschedule";

function useDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  return { ref, open: () => ref.current?.showModal(), close: () => ref.current?.close() };
}

/** The server's reply to this dialog's form, if the last answer was to it. */
function replyTo(intent: DialogIntent, result: OrderActionData | undefined): SubmissionResult<string[]> | undefined {
  return result?.intent === intent ? result.result : undefined;
}

/** Whether the reply names a field of the form (a message for the whole form shows on the page instead). */
function hasFieldErrors(reply: SubmissionResult<string[]> | undefined) {
  return Object.entries(reply?.error ?? {}).some(([name, errors]) => name !== "" && Boolean(errors?.length));
}

/**
 * The dialog's form: validated with the shared schema on submit and again as the patient corrects it, with the
 * server's reply for this form. The dialog closes on any answer from the server but one naming a field.
 */
function useDialogForm(intent: DialogIntent, result: OrderActionData | undefined) {
  const d = useDialog();
  const lastResult = replyTo(intent, result);
  const [form, fields] = useForm({
    id: `${intent}-form`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderPageFormsSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (!result || !hasFieldErrors(replyTo(intent, result))) d.close();
  }, [result]); // eslint-disable-line react-hooks/exhaustive-deps
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return { d, form, fields, busy };
}

/** aria-invalid and aria-describedby for a field with the given error text id. */
const invalidProps = (error: string | undefined, errorId: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? errorId : undefined,
});

function Reasons({ idPrefix, reasons, legend, error }: { idPrefix: DialogIntent; reasons: string[]; legend: string; error?: string }) {
  return <RadioGroup name="reason" legend={legend} choices={reasons.map((r) => ({ value: r, label: r }))} required error={error} errorId={`${idPrefix}-reason-error`} />;
}

function Comment({ idPrefix, error }: { idPrefix: DialogIntent; error?: string }) {
  const id = `${idPrefix}-comment`;
  return (
    <div className="form-field">
      <label htmlFor={id}>Anything else? (optional)</label>
      <textarea id={id} name="comment" maxLength={500} rows={2} {...invalidProps(error, `${id}-error`)} />
      {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
    </div>
  );
}

export function RescheduleDialog({ reasons, slots, rescheduleCount, result }: { reasons: string[]; slots: RescheduleSlot[]; rescheduleCount: number; result: OrderActionData | undefined }) {
  const { d, form, fields, busy } = useDialogForm("reschedule", result);
  const [date, setDate] = useState(slots[0]?.slotDate ?? "");
  const dates = [...new Map(slots.map((s) => [s.slotDate, s.dateText])).entries()];
  const refusal = rescheduleRefusal(rescheduleCount);
  const dateError = fields.selectedDate.errors?.[0];
  const slotError = fields.slotId.errors?.[0];
  return (
    <>
      <button type="button" className="btn-secondary" onClick={d.open} aria-haspopup="dialog">Reschedule</button>
      <dialog ref={d.ref} className="order-dialog" aria-labelledby="reschedule-title">
        <h2 id="reschedule-title">Reschedule sample collection</h2>
        {refusal ? (
          <p className="form-error" role="alert">{refusal}</p>
        ) : slots.length === 0 ? (
          <p className="form-error" role="alert">No Slots Available</p>
        ) : (
          <Form method="post" replace {...getFormProps(form)}>
            <input type="hidden" name="intent" value="reschedule" />
            <p className="field-hint">You can reschedule up to {MAX_RESCHEDULE_COUNT} times; {MAX_RESCHEDULE_COUNT - rescheduleCount} left.</p>
            <div className="form-field">
              <label htmlFor="reschedule-date">Date</label>
              <select
                id="reschedule-date" name="selectedDate" value={date} onChange={(e) => setDate(e.target.value)} className="form-select"
                {...invalidProps(dateError, "reschedule-date-error")}
              >
                {dates.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
              </select>
              {dateError ? <p id="reschedule-date-error" className="field-error">{dateError}</p> : null}
            </div>
            <RadioGroup
              key={date} name="slotId" legend="Time slot" layout="row" required
              choices={slots.filter((s) => s.slotDate === date).map((s) => ({ value: String(s.slotId), label: s.timeText }))}
              defaultValue={String(slots.find((s) => s.slotDate === date)?.slotId ?? "")}
              error={slotError} errorId="reschedule-slot-error"
            />
            <Reasons idPrefix="reschedule" reasons={reasons} legend="Why are you rescheduling?" error={fields.reason.errors?.[0]} />
            <Comment idPrefix="reschedule" error={fields.comment.errors?.[0]} />
            <div className="form-actions">
              <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Rescheduling…" : "Confirm reschedule"}</button>
              <button type="button" className="btn-secondary" onClick={d.close}>Keep current slot</button>
            </div>
          </Form>
        )}
        {refusal || slots.length === 0 ? <div className="form-actions"><button type="button" className="btn-secondary" onClick={d.close}>Close</button></div> : null}
      </dialog>
    </>
  );
}

export function CancelDialog({ reasons, paymentType, result }: { reasons: string[]; paymentType: string; result: OrderActionData | undefined }) {
  const { d, form, fields, busy } = useDialogForm("cancel", result);
  return (
    <>
      <button type="button" className="btn-secondary btn-danger" onClick={d.open} aria-haspopup="dialog">Cancel order</button>
      <dialog ref={d.ref} className="order-dialog" aria-labelledby="cancel-title">
        <h2 id="cancel-title">Cancel this order?</h2>
        <p className="field-hint">
          {paymentType === "COD" ? "You have not paid for this order, so nothing is charged." : "What you paid online goes back to your original payment method, and any health credits to your account."}
        </p>
        <Form method="post" replace {...getFormProps(form)}>
          <input type="hidden" name="intent" value="cancel" />
          <Reasons idPrefix="cancel" reasons={reasons} legend="Why are you cancelling?" error={fields.reason.errors?.[0]} />
          <Comment idPrefix="cancel" error={fields.comment.errors?.[0]} />
          <div className="form-actions">
            <button type="submit" className="btn-primary btn-danger" disabled={busy}>{busy ? "Cancelling…" : "Confirm cancellation"}</button>
            <button type="button" className="btn-secondary" onClick={d.close}>Keep order</button>
          </div>
        </Form>
      </dialog>
    </>
  );
}
