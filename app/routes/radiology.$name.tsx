/** /radiology/{name} and /radiology/{name}-c-{city}: one scan — price, preparation, FAQs, and where to book it. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { scanLoader } from "~/features/radiology/radiology.server";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { formatPrice } from "~/lib/price";
import styles from "~/features/radiology/radiology.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.item.name}${data.city ? ` in ${data.city.name}` : ""} | Apollo 247` }, { name: "description", content: data.item.description }] : [{ title: "Scan not found | Apollo 247" }];
export const headers = () => ({ "Cache-Control": "public, max-age=300, stale-while-revalidate=600" });

export const loader = ({ request, params, context }: LoaderFunctionArgs) => scanLoader(request, params.name, context);

export default function ScanPage() {
  const { item, cities, city } = useLoaderData<typeof loader>();
  return (
    <main className="radiology-page">
      <nav aria-label="Breadcrumb"><Link to="/radiology">Radiology</Link> › {item.category}</nav>
      <h1>{item.name}</h1>
      <p>{item.description}</p>
      <p><strong>From {formatPrice(item.startingPrice / 100)}</strong> all-in (scan {formatPrice(item.price / 100)} + the centre's registration fee)</p>
      {item.memberPrice != null ? <p data-circle-fee>Circle members pay {formatPrice(item.memberPrice / 100)} for the scan.</p> : null}
      {item.needsPrescription ? <p className="rx-note">A doctor's prescription is needed for this scan. You upload it while booking.</p> : null}
      <h2>Preparation</h2>
      <p>{item.preparation}</p>
      <div className="radiology-actions">
        {/* Into the radiology cart (a visitor's too), where the city and centre are chosen. */}
        <Form method="post" action="/radiology-cart">
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="itemId" value={item.itemId} />
          <button type="submit" className="btn-primary">Add to cart</button>
        </Form>
        {city ? <Link to={city.url} className="btn-secondary">Book in {city.name}</Link> : null}
      </div>
      <h2>Choose your city</h2>
      <ul className="clinic-list" aria-label="Cities">
        {cities.map((c) => (
          <li key={c.url}><Link to={c.url}>{c.name}</Link> <span className="clinic-meta">({c.clinicCount} {c.clinicCount === 1 ? "centre" : "centres"})</span></li>
        ))}
      </ul>
      <h2>Frequently asked questions</h2>
      <dl className="radiology-faqs">
        {item.faqs.map((f) => (
          <div key={f.question}><dt>{f.question}</dt><dd>{f.answer}</dd></div>
        ))}
      </dl>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
