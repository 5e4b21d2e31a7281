/**
 * Cancel and Reschedule, each in a native modal <dialog> (focus stays inside, Escape closes). The forms post to
 * the order page's action; the server applies the same rule again and answers with the spec's message.
 */
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "@remix-run/react";
import type { RescheduleSlot } from "~/.server/domain/scheduling/reschedule-slots";
import { MAX_RESCHEDULE_COUNT, rescheduleRefusal } from "~/lib/order-labels";

function useDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  return { ref, open: () => ref.current?.showModal(), close: () => ref.current?.close() };
}

function Reasons({ name, reasons, legend }: { name: string; reasons: string[]; legend: string }) {
  return (
    <fieldset className="form-field">
      <legend className="form-legend">{legend}</legend>
      {reasons.map((r) => (
        <label key={r} className="reason-option">
          <input type="radio" name={name} value={r} required /> {r}
        </label>
      ))}
    </fieldset>
  );
}

function Comment() {
  return (
    <div className="form-field">
      <label htmlFor="order-comment">Anything else? (optional)</label>
      <textarea id="order-comment" name="comment" maxLength={500} rows={2} />
    </div>
  );
}

export function RescheduleDialog({ reasons, slots, rescheduleCount, closeSignal }: { reasons: string[]; slots: RescheduleSlot[]; rescheduleCount: number; closeSignal: unknown }) {
  const d = useDialog();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reschedule";
  const [date, setDate] = useState(slots[0]?.slotDate ?? "");
  const dates = [...new Map(slots.map((s) => [s.slotDate, s.dateText])).entries()];
  const refusal = rescheduleRefusal(rescheduleCount);
  useEffect(() => d.close(), [closeSignal]); // eslint-disable-line react-hooks/exhaustive-deps
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
          <Form method="post" replace>
            <input type="hidden" name="intent" value="reschedule" />
            <p className="field-hint">You can reschedule up to {MAX_RESCHEDULE_COUNT} times; {MAX_RESCHEDULE_COUNT - rescheduleCount} left.</p>
            <div className="form-field">
              <label htmlFor="reschedule-date">Date</label>
              <select id="reschedule-date" name="selectedDate" value={date} onChange={(e) => setDate(e.target.value)} className="form-select">
                {dates.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
              </select>
            </div>
            <fieldset className="form-field">
              <legend className="form-legend">Time slot</legend>
              <div className="slot-options">
                {slots.filter((s) => s.slotDate === date).map((s, i) => (
                  <label key={s.slotId} className="slot-option">
                    <input type="radio" name="slotId" value={s.slotId} required defaultChecked={i === 0} /> {s.timeText}
                  </label>
                ))}
              </div>
            </fieldset>
            <Reasons name="reason" reasons={reasons} legend="Why are you rescheduling?" />
            <Comment />
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

export function CancelDialog({ reasons, paymentType, closeSignal }: { reasons: string[]; paymentType: string; closeSignal: unknown }) {
  const d = useDialog();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel";
  useEffect(() => d.close(), [closeSignal]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <button type="button" className="btn-secondary btn-danger" onClick={d.open} aria-haspopup="dialog">Cancel order</button>
      <dialog ref={d.ref} className="order-dialog" aria-labelledby="cancel-title">
        <h2 id="cancel-title">Cancel this order?</h2>
        <p className="field-hint">
          {paymentType === "COD" ? "You have not paid for this order, so nothing is charged." : "What you paid online goes back to your original payment method, and any health credits to your account."}
        </p>
        <Form method="post" replace>
          <input type="hidden" name="intent" value="cancel" />
          <Reasons name="reason" reasons={reasons} legend="Why are you cancelling?" />
          <Comment />
          <div className="form-actions">
            <button type="submit" className="btn-primary btn-danger" disabled={busy}>{busy ? "Cancelling…" : "Confirm cancellation"}</button>
            <button type="button" className="btn-secondary" onClick={d.close}>Keep order</button>
          </div>
        </Form>
      </dialog>
    </>
  );
}
