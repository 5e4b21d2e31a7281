/** /doctors/quickbook: pick a specialty (and a city) and see who is free first. */
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { quickBookFormLoader } from "~/features/consult/quick.server";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import consultStyles from "~/features/consult/consult.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consultStyles }];
export const meta: MetaFunction = () => [{ title: "Quick book a doctor | Apollo 247" }];
export const loader = () => quickBookFormLoader();

export default function QuickBook() {
  const { specialties, cities } = useLoaderData<typeof loader>();
  return (
    <div className="consult-page">
      <h1 className="page-title">Quick book</h1>
      <Form method="get" action="/doctors/quick-book-listing" className="doctor-filters">
        <label>
          Specialty
          <select name="specialty" defaultValue="general-physician">
            {specialties.map((s) => (
              <option key={s.slug} value={s.slug}>{s.name}</option>
            ))}
          </select>
        </label>
        <label>
          City
          <select name="city" defaultValue="">
            <option value="">All Cities</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>{c.name}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary btn-small">Show doctors free first</button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
