/** /instant-consult: a doctor free within 15 minutes, or when the next one is. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { instantConsultLoader } from "~/features/consult/quick.server";
import { DoctorCard } from "~/features/consult/DoctorCard";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import consultStyles from "~/features/consult/consult.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consultStyles }];
export const meta: MetaFunction = () => [{ title: "Instant consult – A doctor online in 15 minutes | Apollo 247" }];
export const loader = ({ request }: LoaderFunctionArgs) => instantConsultLoader(request);

export default function InstantConsult() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="consult-page">
      <h1 className="page-title">Instant consult</h1>
      <p className="consult-intro">Talk to a doctor online within 15 minutes.</p>
      <Form method="get" className="doctor-filters">
        <label>
          Specialty
          <select name="specialty" defaultValue={data.chosen?.slug ?? "general-physician"}>
            {data.specialties.map((s) => (
              <option key={s.slug} value={s.slug}>{s.name}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary btn-small">Find a doctor</button>
      </Form>
      {data.freeNow ? (
        <section className="checkout-section" aria-labelledby="free-now">
          <h2 id="free-now">Free now</h2>
          <DoctorCard doctor={data.freeNow.card} />
          <Link className="btn-primary" to={data.freeNow.bookHref}>Consult at {data.freeNow.slotLabel}</Link>
        </section>
      ) : data.next ? (
        <section className="checkout-section" aria-labelledby="none-free">
          <h2 id="none-free">No {data.chosen?.name} doctor is free in the next 15 minutes</h2>
          <p>The next free online slot is {data.next.slotLabel}.</p>
          <DoctorCard doctor={data.next.card} />
          <Link className="btn-secondary" to={data.next.bookHref}>Book {data.next.slotLabel}</Link>
        </section>
      ) : data.chosen ? (
        <p className="content-empty">No {data.chosen.name} doctor consults online in the next 7 days. <Link to={`/specialties/${data.chosen.slug}`}>Visit a clinic instead</Link></p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
