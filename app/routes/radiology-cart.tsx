/**
 * /radiology-cart: the scans, the centre, then the slot date and time, the patient, the prescription where a scan
 * needs one, and how to pay — online through the gateway or at the centre. The price is all-in.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { cartAction, cartLoader } from "~/features/radiology/radiology.server";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { formatPrice } from "~/lib/price";
import styles from "~/features/radiology/radiology.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Radiology cart | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await cartLoader(request), { headers: { "Cache-Control": "private, no-store" } });
}
export const action = ({ request }: ActionFunctionArgs) => cartAction(request);

type CartData = Awaited<ReturnType<typeof cartLoader>>;
type Reply = { error?: Record<string, string[] | null> | null } | undefined;

export default function RadiologyCart() {
  const data = useLoaderData() as CartData;
  const reply = useActionData() as Reply;
  const busy = useNavigation().state !== "idle";
  const errors = reply?.error ?? {};
  const formError = errors[""]?.[0] ?? null;
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
      {formError ? <p className="form-error" role="alert">{formError}</p> : null}
      <h2>Scans</h2>
      <ul className="clinic-list" aria-label="Scans in your cart">
        {data.items.map((i) => (
          <li key={i.slug} className="clinic-card">
            <strong>{i.name}</strong> <span>{formatPrice(i.price / 100)}</span>
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="itemId" value={itemIdOf(data, i.slug)} />
              <button type="submit" className="btn-secondary" aria-label={`Remove ${i.name}`}>Remove</button>
            </Form>
          </li>
        ))}
      </ul>

      <h2>Centre</h2>
      {data.clinic ? (
        <p>
          <strong>{data.clinic.name}</strong>, {data.clinic.address} — <Link to={data.changeClinicUrl}>Change centre</Link>
        </p>
      ) : (
        <p><Link to={data.changeClinicUrl} className="btn-primary">Choose a centre</Link></p>
      )}

      {data.clinic ? (
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

      {data.selectedSlot ? (
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
          <dt>Scans</dt><dd>{formatPrice(data.scansTotal / 100)}</dd>
          {data.circleDiscount > 0 ? <><dt>Circle member price</dt><dd data-circle-saving>You save {formatPrice(data.circleDiscount / 100)}</dd></> : null}
          {data.clinic ? <><dt>Registration fee</dt><dd>{formatPrice(data.clinic.registrationFee / 100)}</dd></> : null}
          <dt><strong>To pay</strong></dt><dd><strong>{formatPrice(data.totalAmount / 100)}</strong></dd>
        </dl>
      </section>

      {data.nextStep === null ? (
        <Form method="post" encType="multipart/form-data" aria-labelledby="pay-heading">
          <h2 id="pay-heading">Prescription and payment</h2>
          <input type="hidden" name="intent" value="book" />
          <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
          {data.needsPrescription.length ? (
            <p>
              <label htmlFor="prescription">Doctor's prescription for {data.needsPrescription.join(", ")} (png, jpg, jpeg or pdf)</label>
              <br />
              <input id="prescription" name="prescription" type="file" accept=".png,.jpg,.jpeg,.pdf" required aria-invalid={errors.prescription ? true : undefined} aria-describedby={errors.prescription ? "prescription-error" : undefined} />
              {errors.prescription?.[0] ? <span id="prescription-error" className="form-error">{errors.prescription[0]}</span> : null}
            </p>
          ) : null}
          <fieldset>
            <legend>How would you like to pay?</legend>
            <label><input type="radio" name="paymentType" value="ONLINE" defaultChecked /> Pay online</label>{" "}
            <label><input type="radio" name="paymentType" value="COD" /> Pay at the centre</label>
          </fieldset>
          <button type="submit" className="btn-primary" disabled={busy}>Pay {formatPrice(data.totalAmount / 100)}</button>
        </Form>
      ) : null}

      <Form method="post">
        <input type="hidden" name="intent" value="clear" />
        <button type="submit" className="btn-secondary">Clear cart</button>
      </Form>
    </main>
  );
}

const itemIdOf = (data: CartData, slug: string) => data.itemIds[data.items.findIndex((i) => i.slug === slug)];

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
