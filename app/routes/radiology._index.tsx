/** /radiology: the landing page — search, popular scans, and every category with its scans. */
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { landingLoader } from "~/features/radiology/radiology.server";
import { ScanList } from "~/features/radiology/ScanList";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/radiology/radiology.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [
  { title: "Radiology Scans — MRI, CT, X-ray near you | Apollo 247" },
  { name: "description", content: "Book MRI, CT, X-ray, ultrasound, mammography and DEXA scans at Apollo centres near you. All-in prices." },
];
export const headers = () => ({ "Cache-Control": "public, max-age=300, stale-while-revalidate=600" });

export const loader = () => landingLoader();

export default function RadiologyLanding() {
  const data = useLoaderData<typeof loader>();
  return (
    <main className="radiology-page">
      <h1>Radiology Scans</h1>
      <Form method="get" action="/lab-tests/radiology" role="search" className="radiology-search">
        <input type="hidden" name="source" value="radiology_home" />
        <label htmlFor="radiology-keyword" className="visually-hidden">Search scans</label>
        <input id="radiology-keyword" name="keyword" type="search" placeholder="Search MRI, CT, X-ray, ultrasound" maxLength={100} />
        <button type="submit" className="btn-primary">Search</button>
      </Form>
      <h2>Popular scans</h2>
      <ScanList scans={data.popular} label="Popular scans" />
      {data.categories.map((c) => (
        <section key={c.name} aria-labelledby={`cat-${c.name}`}>
          <h2 id={`cat-${c.name}`}>{c.name}</h2>
          <ScanList scans={c.scans} label={c.name} />
        </section>
      ))}
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
