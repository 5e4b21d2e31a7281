/** /lab-tests/radiology?source=&keyword=: searches scans (unlike /lab-tests/{slug}, the lab item route it resembles). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { searchLoader } from "~/features/radiology/radiology.server";
import { ScanList } from "~/features/radiology/ScanList";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/radiology/radiology.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Search radiology scans | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => searchLoader(request);

export default function RadiologySearch() {
  const data = useLoaderData<typeof loader>();
  return (
    <main className="radiology-page">
      <h1>{data.keyword ? `Scans for “${data.keyword}”` : "Popular scans"}</h1>
      <Form method="get" role="search" className="radiology-search">
        <label htmlFor="radiology-keyword" className="visually-hidden">Search scans</label>
        <input id="radiology-keyword" name="keyword" type="search" defaultValue={data.keyword} maxLength={100} />
        <button type="submit" className="btn-primary">Search</button>
      </Form>
      <p role="status">{data.results.length ? `${data.results.length} ${data.results.length === 1 ? "scan" : "scans"}` : "No scans match your search."}</p>
      {data.results.length ? <ScanList scans={data.results} label="Search results" /> : <Link to="/radiology">See all scans</Link>}
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
