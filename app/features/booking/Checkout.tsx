/**
 * The checkout part of /review-cart: where the sample is collected, when (dates × slots, paid slots marked,
 * 'No Slots Available', the fasting hint), how to pay, and "Place order". Dates and slots are links that keep
 * their choice in the URL, so the page works without scripts and the back button steps back through choices.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formatPrice } from "~/lib/price";
import { NO_SLOTS_MESSAGE } from "~/lib/slots";
import { AddAddressInPlace } from "~/features/cart/InPlaceDialog";
import type { CheckoutData } from "./checkout.server";

function useHref() {
  const location = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(changes)) {
      if (v == null) params.delete(k);
      else params.set(k, v);
    }
    return `${location.pathname}?${params.toString()}`;
  };
}

function AddressChoice({ data }: { data: CheckoutData }) {
  const busy = useNavigation().state !== "idle";
  if (!data.addresses.length) {
    return (
      <section className="checkout-section" aria-labelledby="address-heading">
        <h2 id="address-heading">Collection address</h2>
        <p>Add the address where the sample should be collected.</p>
        <AddAddressInPlace className="btn-secondary" />
      </section>
    );
  }
  return (
    <section className="checkout-section" aria-labelledby="address-heading">
      <h2 id="address-heading">Collection address</h2>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="set-address" />
        <fieldset className="choice-list">
          <legend className="visually-hidden">Choose the collection address</legend>
          {data.addresses.map((a) => (
            <label key={a.id} className="choice">
              <input type="radio" name="addressId" value={a.id} defaultChecked={a.id === data.addressId} />
              <span>
                <strong>{a.name}</strong>
                {a.id === data.addressId ? <span className="choice-tag"> (selected)</span> : null}
                <span className="choice-detail">{a.text}</span>
                {!a.serviceable ? <span className="choice-warning">Home collection does not reach this address</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="checkout-actions">
          <button type="submit" className="btn-secondary btn-small" disabled={busy}>Use this address</button>
          <Link to="/address-book">Edit addresses</Link>
        </div>
      </Form>
      <AddAddressInPlace className="btn-secondary btn-small" />
      {data.addressMessage ? <p className="field-error" role="alert">{data.addressMessage}</p> : null}
    </section>
  );
}

function SlotList({ title, slots, chosen }: { title: string; slots: NonNullable<CheckoutData["slots"]>["morning"]; chosen: string | null }) {
  const href = useHref();
  if (!slots.length) return null;
  return (
    <div className="slot-group">
      <h3>{title}</h3>
      <ul className="slot-grid">
        {slots.map((s) => {
          const label = `${s.slotDisplayTime}${s.slotCharges > 0 ? ` (+${formatPrice(s.slotCharges)})` : ""}`;
          return (
            <li key={s.slotDateTimeInUTC}>
              {s.available ? (
                <Link
                  to={href({ slot: s.slotDateTimeInUTC })}
                  replace
                  preventScrollReset
                  className={chosen === s.slotDateTimeInUTC ? "slot slot--chosen" : "slot"}
                  aria-current={chosen === s.slotDateTimeInUTC ? "true" : undefined}
                >
                  {label}
                </Link>
              ) : (
                <span className="slot slot--full" aria-label={`${s.slotDisplayTime}: full`}>
                  {s.slotDisplayTime} · Full
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function SlotPicker({ data }: { data: CheckoutData }) {
  const href = useHref();
  const slots = data.slots;
  return (
    <section className="checkout-section" aria-labelledby="slot-heading">
      <h2 id="slot-heading">Collection slot</h2>
      {!data.addressId ? (
        <p className="field-hint">Choose the collection address first.</p>
      ) : !data.addressServiceable ? null : !slots || !slots.dates.length ? (
        <p role="status">{NO_SLOTS_MESSAGE}</p>
      ) : (
        <>
          {slots.isFasting && slots.fastingHint ? (
            <p className="fasting-hint" role="note">
              Your tests need fasting, so morning slots come first. Earliest: {slots.suggested}. {slots.fastingHint}
            </p>
          ) : null}
          <nav aria-label="Collection date">
            <ul className="date-tabs">
              {slots.dates.map((d) => (
                <li key={d.slotDate}>
                  <Link
                    to={href({ date: d.slotDate, slot: null })}
                    preventScrollReset
                    className={d.slotDate === slots.selectedDate ? "date-tab date-tab--chosen" : "date-tab"}
                    aria-current={d.slotDate === slots.selectedDate ? "date" : undefined}
                  >
                    {d.dayLabel}
                    {!d.hasFreeSlot ? <span className="visually-hidden"> ({NO_SLOTS_MESSAGE})</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {slots.message ? <p role="status">{slots.message}</p> : null}
          <SlotList title="Morning" slots={slots.morning} chosen={data.chosenSlot?.slotDateTimeInUTC ?? null} />
          <SlotList title="Afternoon and evening" slots={slots.later} chosen={data.chosenSlot?.slotDateTimeInUTC ?? null} />
          {data.chosenSlot ? (
            <p role="status" className="slot-chosen">
              Collection: <strong>{data.chosenSlot.text}</strong>
              {data.chosenSlot.fasting ? <> · {data.chosenSlot.fasting}</> : null}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The checkout attempt's idempotency key: made in the browser once per attempt (a fresh page or a new bill starts
 * a new attempt), sent with every submit of it. Without scripts the key the page was rendered with does the job.
 */
function useCheckoutKey(rendered: string) {
  const [key, setKey] = useState(rendered);
  useEffect(() => {
    setKey(typeof crypto !== "undefined" && typeof crypto.randomUUID === "function" ? crypto.randomUUID() : rendered);
  }, [rendered]);
  return key;
}

/**
 * The slot and the amount come from the page; only how to pay is chosen here, so a payment-mode error marks
 * those choices (and focus moves to them), while any other shows as the form's message.
 */
export function PlaceOrder({ data, error, result }: { data: CheckoutData; error: string | undefined; result?: SubmissionResult<string[]> }) {
  const idempotencyKey = useCheckoutKey(data.checkoutKey);
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place-order";
  const [form, fields] = useForm({ id: "place-order-form", lastResult: result });
  const paymentInvalid = error && fields.paymentMode.errors?.includes(error) ? true : undefined;
  const errorId = `${form.id}-message`;
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-section place-order" aria-labelledby="pay-heading">
      <h2 id="pay-heading">Payment</h2>
      <input type="hidden" name="intent" value="place-order" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="slotDateTimeInUTC" value={data.chosenSlot?.slotDateTimeInUTC ?? ""} />
      <input type="hidden" name="toPay" value={data.billing.toPay} />
      <fieldset className="choice-list">
        <legend>How would you like to pay?</legend>
        <label className="choice">
          <input type="radio" name="paymentMode" value="ONLINE" defaultChecked aria-invalid={paymentInvalid} aria-describedby={paymentInvalid && errorId} />
          <span>Pay online <span className="choice-detail">Debit Card, Credit Card, Net Banking, UPI, Paytm Wallet, EMI</span></span>
        </label>
        <label className="choice">
          <input type="radio" name="paymentMode" value="COD" aria-invalid={paymentInvalid} aria-describedby={paymentInvalid && errorId} />
          <span>Cash on delivery <span className="choice-detail">Pay the phlebotomist at collection</span></span>
        </label>
      </fieldset>
      {error ? <p id={errorId} className="field-error" role="alert">{error}</p> : null}
      <button type="submit" className="btn-primary cart-proceed" disabled={placing} aria-disabled={placing}>
        {placing ? "Placing your order…" : `Place order · ${formatPrice(data.billing.toPay)}`}
      </button>
    </Form>
  );
}

export function Checkout({ data }: { data: CheckoutData }) {
  return (
    <>
      <AddressChoice data={data} />
      <SlotPicker data={data} />
    </>
  );
}
