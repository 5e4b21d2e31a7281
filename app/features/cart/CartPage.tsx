/**
 * /tests-cart: each patient with their items, package recommendations with Replace / Undo, coupon entry with
 * the reason a coupon is refused, the health-credit toggle, the bill, and the way on ("Proceed").
 */
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { formatPrice } from "~/lib/price";
import { maxPatientsMessage, SELECT_PATIENT_MESSAGE } from "~/lib/cart-rules";
import { PROFILE_INCOMPLETE_MESSAGE } from "~/lib/patient";
import { adoptServerCart } from "./cart-store";
import { BillingBox } from "./BillingBox";
import { reportTatText } from "~/lib/report-tat";
import { AddFamilyMemberInPlace } from "./InPlaceDialog";
import type { CartActionData, CartPageData } from "./cart-page.server";

function IntentButton({ intent, fields, label, children, className = "btn-secondary btn-small" }: {
  intent: string;
  fields: Record<string, string | number>;
  label?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="inline-form" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {/* Disabled while a change is on its way: a double click sends one change (and the server ignores a repeat). */}
      <button type="submit" className={className} aria-label={label} disabled={busy}>
        {children}
      </button>
    </Form>
  );
}

export function Notices({ data }: { data: CartActionData | undefined }) {
  const shown = (data?.notices ?? []).filter((n) => n.kind !== "added" && n.kind !== "already-in-cart");
  if (!shown.length) return null;
  return (
    <div className="form-notice" role="status">
      {shown.map((n, i) => (
        <p key={i}>{n.message}</p>
      ))}
    </div>
  );
}

function Coupon({ data, action }: { data: CartPageData; action: CartActionData | undefined }) {
  const applied = data.billing.isCouponValid ? data.billing.couponCode : null;
  const storedButRefused = data.couponCode && data.billing.isCouponValid === false ? data.billing.errorMsg : null;
  const error = action?.couponError ?? storedButRefused;
  return (
    <section className="cart-coupon" aria-labelledby="coupon-heading">
      <h2 id="coupon-heading">Coupons</h2>
      {applied ? (
        <div className="coupon-applied">
          <p role="status">
            <strong>{applied}</strong> applied — you save {formatPrice(data.billing.couponDiscount)}
          </p>
          <IntentButton intent="remove-coupon" fields={{}} label={`Remove coupon ${applied}`}>Remove</IntentButton>
        </div>
      ) : (
        <Form method="post" className="coupon-form" preventScrollReset>
          <input type="hidden" name="intent" value="apply-coupon" />
          <label htmlFor="couponCode">Coupon code</label>
          <div className="coupon-row">
            <input
              id="couponCode"
              name="couponCode"
              autoComplete="off"
              maxLength={30}
              defaultValue={action?.couponCode ?? data.couponCode ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "coupon-error" : undefined}
            />
            <button type="submit" className="btn-primary btn-small">Apply</button>
          </div>
          {error ? <p id="coupon-error" className="field-error" role="alert">{error}</p> : null}
        </Form>
      )}
      <CouponList data={data} applied={applied} />
    </section>
  );
}

/** Every running coupon: those that apply with what each saves and one tap to apply, the others with why not. */
function CouponList({ data, applied }: { data: CartPageData; applied: string | null }) {
  const usable = data.coupons.filter((c) => c.applicable && c.code !== applied);
  const others = data.coupons.filter((c) => !c.applicable);
  if (!usable.length && !others.length) return null;
  return (
    <>
      {usable.length ? (
        <ul className="coupon-list" aria-label="Coupons you can apply">
          {usable.map((c) => (
            <li key={c.code} className="coupon-choice">
              <span>
                <strong>{c.code}</strong> <span className="coupon-saving">You save {formatPrice(c.saving)}</span>
                <span className="coupon-desc">{c.description}</span>
              </span>
              <IntentButton intent="apply-coupon" fields={{ couponCode: c.code }} label={`Apply ${c.code}`} className="btn-primary btn-small">
                Apply
              </IntentButton>
            </li>
          ))}
        </ul>
      ) : null}
      {others.length ? (
        <details className="coupon-others">
          <summary>{others.length} {others.length === 1 ? "coupon does" : "coupons do"} not apply yet</summary>
          <ul aria-label="Coupons that do not apply">
            {others.map((c) => (
              <li key={c.code} className="coupon-choice coupon-choice--off">
                <span>
                  <strong>{c.code}</strong>
                  <span className="coupon-desc">{c.description}</span>
                  <span className="coupon-reason">{c.reason}</span>
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

function HealthCredits({ data }: { data: CartPageData }) {
  if (data.healthCreditsBalance <= 0) return null;
  const on = data.useHealthCredits;
  return (
    <section className="cart-credits" aria-labelledby="credits-heading">
      <h2 id="credits-heading">Health credits</h2>
      <p>
        {formatPrice(data.healthCreditsBalance)} available. Health credits can pay up to 50% of the order.
      </p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="health-credits" />
        <input type="hidden" name="use" value={on ? "false" : "true"} />
        <button type="submit" className="btn-secondary btn-small" aria-pressed={on}>
          Use health credits
        </button>
      </Form>
    </section>
  );
}

function PatientCart({ data, entry }: { data: CartPageData; entry: CartPageData["billing"]["diagPatientLineItems"][number] }) {
  const patient = data.patients.find((p) => p.id === entry.patientID);
  const name = patient?.name ?? "Patient";
  const rec = data.recommendations.find((r) => r.patientID === entry.patientID);
  const undos = data.undos.filter((u) => u.patientID === entry.patientID);
  return (
    <section className="cart-patient" aria-label={`Tests for ${name}`}>
      <header className="cart-patient-head">
        <h3>
          {name}
          {patient ? <span className="cart-patient-meta"> · {[patient.gender === "M" ? "Male" : patient.gender === "F" ? "Female" : "", patient.age != null ? `${patient.age} yrs` : ""].filter(Boolean).join(", ")}</span> : null}
        </h3>
        <IntentButton intent="remove-patient" fields={{ patientID: entry.patientID }} label={`Remove patient ${name}`}>Remove patient</IntentButton>
      </header>
      <ul className="cart-lines">
        {entry.lineItems.map((l) => (
          <li key={l.itemId} className="cart-line">
            <span className="cart-line-name">{l.itemName}</span>
            <span className="cart-line-price">
              <strong>{formatPrice(l.price)}</strong>
              {l.mrp > l.price ? <s aria-label="MRP">{formatPrice(l.mrp)}</s> : null}
            </span>
            <IntentButton intent="remove-item" fields={{ itemId: l.itemId, patientID: entry.patientID }} label={`Remove ${l.itemName} for ${name}`}>Remove</IntentButton>
          </li>
        ))}
      </ul>
      {rec ? (
        <div className="cart-recommendation" data-testid="recommendation">
          <p>
            <strong>{rec.packageName}</strong> ({rec.inclusionCount} tests, {formatPrice(rec.price)}) includes {rec.covers.map((c) => c.name).join(", ")}.
          </p>
          <p className="cart-recommendation-change" data-testid="recommendation-change">
            {rec.priceDifference > 0
              ? `${formatPrice(rec.priceDifference)} more than now (${formatPrice(rec.price)} instead of ${formatPrice(rec.replacedPrice)})`
              : rec.priceDifference < 0
                ? `You save ${formatPrice(-rec.priceDifference)} (${formatPrice(rec.price)} instead of ${formatPrice(rec.replacedPrice)})`
                : `Same price as now (${formatPrice(rec.price)})`}
            {rec.testsAdded.length ? <>, and adds {rec.testsAdded.length} {rec.testsAdded.length === 1 ? "test" : "tests"}: {rec.testsAdded.join(", ")}.</> : "."}
          </p>
          <IntentButton
            intent="apply-recommendation"
            fields={{ patientID: rec.patientID, packageItemId: rec.packageItemId }}
            label={`Replace with ${rec.packageName} for ${name}`}
            className="btn-primary btn-small"
          >
            Replace
          </IntentButton>
        </div>
      ) : null}
      {undos.map((u) => (
        <div key={u.packageItemId} className="cart-recommendation cart-recommendation--done">
          <p>{u.packageName} replaced {u.restores.join(", ")}.</p>
          <IntentButton intent="undo-recommendation" fields={{ patientID: u.patientID, packageItemId: u.packageItemId }} label={`Undo ${u.packageName} for ${name}`}>
            Undo
          </IntentButton>
        </div>
      ))}
    </section>
  );
}

function Proceed({ data }: { data: CartPageData }) {
  if (!data.signedIn) {
    return <Link to="/login?continue=%2Ftests-cart" className="btn-primary cart-proceed">Sign in to proceed</Link>;
  }
  if (!data.selectedPatients.length) {
    return (
      <>
        <p className="field-hint">{SELECT_PATIENT_MESSAGE}</p>
        <Link to="/selected-patients" className="btn-primary cart-proceed">Select patients</Link>
      </>
    );
  }
  return <Link to={`/review-cart?itemIds=${data.itemIds.join(",")}`} className="btn-primary cart-proceed">Proceed</Link>;
}

export function CartPage({ data }: { data: CartPageData }) {
  const action = useActionData<CartActionData>();
  const updating = useNavigation().state === "submitting";
  // The header badge, ribbons and card buttons follow what the server now holds.
  useEffect(() => adoptServerCart(data.itemIds, data.owner), [data.itemIds, data.owner]);

  if (!data.itemIds.length) {
    return (
      <div className="cart-page">
        <h1 className="page-title">Your cart</h1>
        <Notices data={action} />
        <div className="cart-empty">
          <p>Your cart is empty.</p>
          <Link to="/lab-tests" className="btn-primary">Browse lab tests</Link>
        </div>
      </div>
    );
  }
  const withPatients = data.signedIn && data.selectedPatients.length > 0;
  return (
    <div className="cart-page" aria-busy={updating}>
      <h1 className="page-title">Your cart</h1>
      <p className="visually-hidden" role="status">{updating ? "Updating your cart…" : ""}</p>
      <p className="field-hint">
        {data.itemIds.length} {data.itemIds.length === 1 ? "item" : "items"} · prices for {data.cityName}
        {data.cartType ? ` · ${data.cartType === "BOTH" ? "tests and packages" : data.cartType.toLowerCase()}` : ""}
      </p>
      <Notices data={action} />
      {data.profileState === "incomplete-elsewhere" ? <p className="form-notice" role="alert">{PROFILE_INCOMPLETE_MESSAGE}</p> : null}
      <div className="cart-layout">
        <div className="cart-main">
          {withPatients ? (
            <>
              <div className="cart-patients-head">
                <h2>Patients</h2>
                <Link to="/selected-patients">Change patients</Link>
              </div>
              <AddFamilyMemberInPlace className="btn-secondary btn-small" />
              <p className="field-hint">{maxPatientsMessage()}.</p>
              {data.billing.diagPatientLineItems.map((entry) => (
                <PatientCart key={entry.patientID} data={data} entry={entry} />
              ))}
            </>
          ) : (
            <section aria-labelledby="items-heading">
              <h2 id="items-heading">Tests in your cart</h2>
              <ul className="cart-lines">
                {(data.billing.diagPatientLineItems[0]?.lineItems ?? []).map((l) => (
                  <li key={l.itemId} className="cart-line">
                    <span className="cart-line-name">{l.itemName}</span>
                    <span className="cart-line-price">
                      <strong>{formatPrice(l.price)}</strong>
                      {l.mrp > l.price ? <s aria-label="MRP">{formatPrice(l.mrp)}</s> : null}
                    </span>
                    <IntentButton intent="remove-item" fields={{ itemId: l.itemId }} label={`Remove ${l.itemName}`}>Remove</IntentButton>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.signedIn ? (
            <>
              <Coupon data={data} action={action} />
              <HealthCredits data={data} />
            </>
          ) : (
            <p className="field-hint">Sign in to choose patients, apply coupons and use health credits.</p>
          )}
        </div>
        <aside className="cart-side">
          <BillingBox billing={data.billing} />
          {data.reportTATInMs ? <p className="cart-tat" data-testid="cart-report-tat">{reportTatText(data.reportTATInMs)}</p> : null}
          <Proceed data={data} />
        </aside>
      </div>
    </div>
  );
}
