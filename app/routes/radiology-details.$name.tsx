/**
 * /radiology-details/{name}-c-{city}: the city's centres for a scan — each with its distance from the patient, its
 * earliest slot, its registration fee and the all-in price — and choosing one starts the booking.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { detailsLoader } from "~/features/radiology/radiology.server";
import { detailsAction } from "~/features/radiology/radiology-cart.server";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { formatPrice } from "~/lib/price";
import styles from "~/features/radiology/radiology.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.item.name} in ${data.city.name} | Apollo 247` : "Scan not found | Apollo 247" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => detailsLoader(request, params.name, context);
export const action = ({ request }: ActionFunctionArgs) => detailsAction(request);

export default function RadiologyDetails() {
  const { item, city, clinics, itemId } = useLoaderData<typeof loader>();
  const result = useActionData() as { error?: Record<string, string[] | null> | null } | undefined;
  const busy = useNavigation().state !== "idle";
  const error = Object.values(result?.error ?? {}).flat()[0] ?? null;
  return (
    <main className="radiology-page">
      <nav aria-label="Breadcrumb"><Link to="/radiology">Radiology</Link> › <Link to={`/radiology/${item.slug}`}>{item.name}</Link> › {city.name}</nav>
      <h1>{item.name} in {city.name}</h1>
      {item.needsPrescription ? <p className="rx-note">A doctor's prescription is needed for this scan.</p> : null}
      {error ? <p className="form-error" role="alert">{error}</p> : null}
      <h2>Choose a centre</h2>
      {clinics.length ? (
        <ul className="clinic-list" aria-label="Centres">
          {clinics.map((c) => (
            <li key={c.id} className="clinic-card">
              <strong>{c.name}</strong>
              <span className="clinic-meta">{c.address}</span>
              <span className="clinic-meta">
                {c.distance != null ? `${c.distance} km away · ` : ""}
                {c.earliestSlotDisplay ? `Earliest slot ${c.earliestSlotDisplay}` : "No free slot this week"}
              </span>
              <span>
                {formatPrice(c.price / 100)} all-in <span className="clinic-meta">(includes {formatPrice(c.registrationFee)} registration fee)</span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="choose-clinic" />
                <input type="hidden" name="itemId" value={itemId} />
                <input type="hidden" name="cityId" value={city.id} />
                <input type="hidden" name="clinicId" value={c.id} />
                <button type="submit" className="btn-primary" disabled={busy || !c.earliestSlot} aria-label={`Book at ${c.name}`}>Book here</button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p>No centre in {city.name} offers this scan yet. <Link to={`/radiology/${item.slug}`}>Choose another city</Link></p>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
