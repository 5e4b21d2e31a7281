/**
 * The radiology cart: scans, then city → centre (the radiology city and clinic selection modals), then slot date
 * and time → patient after signing in, the prescription where a scan needs one, and how to pay. A visitor gets as
 * far as the centre and the all-in price; signing in keeps their cart.
 */
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import { useScreenUi } from "~/sdui/screen-ui";
import { adoptServerChange } from "~/features/cart/cart-store";
import type { cartLoader } from "./radiology-cart.server";

export type RadiologyCartData = Awaited<ReturnType<typeof cartLoader>>;
type Errors = Record<string, string[] | null>;

const rupees = (paise: number) => formatPrice(paise / 100);

export function RadiologyCartPage({ data, errors }: { data: RadiologyCartData; errors: Errors }) {
  const busy = useNavigation().state !== "idle";
  const formError = errors[""]?.[0] ?? null;
  useLabCartReplaced(data);
  if (!data.items.length) {
    return (
      <main className="radiology-page">
        <h1>Radiology cart</h1>
        <p>Your cart is empty.</p>
        <Link to="/radiology" className="btn-primary">Browse scans</Link>
      </main>
    );
  }
  return (
    <main className="radiology-page">
      <h1>Radiology cart</h1>
      {data.labReplaced ? <p className="form-notice" role="status">{data.labReplaced}</p> : null}
      {formError ? <p className="form-error" role="alert">{formError}</p> : null}
      <h2>Scans</h2>
      <ul className="clinic-list" aria-label="Scans in your cart">
        {data.items.map((i) => (
          <li key={i.itemId} className="clinic-card">
            <strong>{i.name}</strong> <span>{rupees(i.price)}</span>
            {i.needsPrescription ? <span className="scan-card-rx">Prescription needed</span> : null}
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="itemId" value={i.itemId} />
              <button type="submit" className="btn-secondary" aria-label={`Remove ${i.name}`}>Remove</button>
            </Form>
          </li>
        ))}
      </ul>
      <p><Link to="/radiology">Add another scan</Link></p>

      <CentreChoice data={data} />

      {data.clinic && !data.signedIn ? (
        <p className="radiology-sign-in">
          <Link to={`/login?continue=${encodeURIComponent("/radiology-cart")}`} className="btn-primary">Sign in to choose a slot and patient</Link>
          <br />
          <span className="clinic-meta">Your scans and centre stay in your cart.</span>
        </p>
      ) : null}

      {data.signedIn && data.clinic ? (
        <Form method="post" aria-labelledby="slot-heading">
          <h2 id="slot-heading">Slot date and time</h2>
          <input type="hidden" name="intent" value="slot" />
          {data.slots.length ? (
            <fieldset>
              <legend className="visually-hidden">Choose a slot</legend>
              <ul className="slot-list">
                {data.slots.map((s) => (
                  <li key={s.value}>
                    <label><input type="radio" name="slot" value={s.value} defaultChecked={s.value === data.selectedSlot} required /> {s.day}, {s.time}</label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : (
            <p>No free slot this week at this centre. Please choose another centre.</p>
          )}
          {errors.slot?.[0] ? <p className="form-error" role="alert">{errors.slot[0]}</p> : null}
          <button type="submit" className="btn-secondary" disabled={busy || !data.slots.length}>Save slot</button>
        </Form>
      ) : null}

      {data.signedIn && data.selectedSlot ? (
        <Form method="post" aria-labelledby="patient-heading">
          <h2 id="patient-heading">Patient</h2>
          <input type="hidden" name="intent" value="patient" />
          <ul className="patient-list">
            {data.patients.map((p) => (
              <li key={p.id}>
                <label><input type="radio" name="patientId" value={p.id} defaultChecked={p.id === data.selectedPatientId} required /> {p.name} <span className="clinic-meta">({p.relation})</span></label>
              </li>
            ))}
          </ul>
          {errors.patientId?.[0] ? <p className="form-error" role="alert">{errors.patientId[0]}</p> : null}
          <button type="submit" className="btn-secondary" disabled={busy}>Save patient</button>
        </Form>
      ) : null}

      <section className="radiology-summary" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Summary</h2>
        <dl>
          <dt>Scans</dt><dd>{rupees(data.scansTotal)}</dd>
          {data.circleDiscount > 0 ? <><dt>Circle member price</dt><dd data-circle-saving>You save {rupees(data.circleDiscount)}</dd></> : null}
          {data.clinic ? <><dt>Registration fee</dt><dd>{rupees(data.clinic.registrationFee)}</dd></> : null}
          <dt><strong>{data.clinic ? "To pay" : "To pay (before the centre's registration fee)"}</strong></dt><dd data-testid="radiology-total"><strong>{rupees(data.totalAmount)}</strong></dd>
        </dl>
      </section>

      {data.signedIn && data.nextStep === null ? (
        <Form method="post" encType="multipart/form-data" aria-labelledby="pay-heading">
          <h2 id="pay-heading">Prescription and payment</h2>
          <input type="hidden" name="intent" value="book" />
          <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
          {data.needsPrescription.length ? <PrescriptionField scans={data.needsPrescription} error={errors.prescription?.[0] ?? null} /> : null}
          <fieldset>
            <legend>How would you like to pay?</legend>
            <label><input type="radio" name="paymentType" value="ONLINE" defaultChecked /> Pay online</label>{" "}
            <label><input type="radio" name="paymentType" value="COD" /> Pay at the centre</label>
          </fieldset>
          <button type="submit" className="btn-primary" disabled={busy}>Pay {rupees(data.totalAmount)}</button>
        </Form>
      ) : null}

      <Form method="post">
        <input type="hidden" name="intent" value="clear" />
        <button type="submit" className="btn-secondary">Clear cart</button>
      </Form>
    </main>
  );
}

/** The prescription a scan needs: now, or after booking from the order's page (until check-in). */
function PrescriptionField({ scans, error }: { scans: string[]; error: string | null }) {
  const [later, setLater] = useState(false);
  return (
    <div className="radiology-rx">
      <p>
        <label htmlFor="prescription">Doctor's prescription for {scans.join(", ")} (png, jpg, jpeg or pdf)</label>
        <br />
        <input id="prescription" name="prescription" type="file" accept=".png,.jpg,.jpeg,.pdf" required={!later} disabled={later} aria-invalid={error ? true : undefined} aria-describedby={error ? "prescription-error" : undefined} />
        {error ? <span id="prescription-error" className="form-error">{error}</span> : null}
      </p>
      <p>
        <label>
          <input type="checkbox" name="prescriptionLater" checked={later} onChange={(e) => setLater(e.currentTarget.checked)} /> I will upload it after booking, before my visit
        </label>
      </p>
    </div>
  );
}

/** City, then centre, each through its selection modal; the page reloads its data when a choice is made. */
function CentreChoice({ data }: { data: RadiologyCartData }) {
  const { modal, openModal } = useScreenUi();
  const cityOpen = modal?.name === "city_selection";
  const clinicOpen = modal?.name === "clinic_selection";
  return (
    <section aria-labelledby="centre-heading">
      <h2 id="centre-heading">City and centre</h2>
      <p>
        {data.city ? <>City: <strong data-testid="radiology-city">{data.city.name}</strong>{" "}</> : "Choose the city you want the scan in. "}
        <button type="button" className="btn-secondary" aria-haspopup="dialog" aria-expanded={cityOpen} onClick={() => openModal("city_selection")}>
          {data.city ? "Change city" : "Choose a city"}
        </button>
      </p>
      {data.city ? (
        <p>
          {data.clinic ? (
            <>
              Centre: <strong data-testid="radiology-centre">{data.clinic.name}</strong>, {data.clinic.address}{" "}
            </>
          ) : null}
          <button type="button" className={data.clinic ? "btn-secondary" : "btn-primary"} aria-haspopup="dialog" aria-expanded={clinicOpen} onClick={() => openModal("clinic_selection", { cityId: data.city!.id })}>
            {data.clinic ? "Change centre" : "Choose a centre"}
          </button>
        </p>
      ) : null}
    </section>
  );
}

/**
 * "Adding one kind replaces the other kind": when a scan emptied the caller's lab cart on the server, the
 * browser's copy of it (the header badge, a visitor's stored ids) is emptied to match.
 */
function useLabCartReplaced(data: RadiologyCartData) {
  const replaced = !!data.labReplaced;
  const signedIn = data.signedIn;
  useEffect(() => {
    if (replaced) adoptServerChange([], signedIn ? "account" : "visitor");
  }, [replaced, signedIn]);
}
