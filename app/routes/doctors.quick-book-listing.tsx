/** /doctors/quick-book-listing: doctors free first, each with their next online slot one tap away. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { quickBookListingLoader } from "~/features/consult/quick.server";
import { DoctorCard } from "~/features/consult/DoctorCard";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import consultStyles from "~/features/consult/consult.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consultStyles }];
export const meta: MetaFunction = () => [{ title: "Doctors available soonest | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => quickBookListingLoader(request);

export default function QuickBookListing() {
  const { doctors } = useLoaderData<typeof loader>();
  return (
    <div className="consult-page">
      <p className="breadcrumb"><Link to="/doctors/quickbook">← Quick book</Link></p>
      <h1 className="page-title">Doctors available soonest</h1>
      {doctors.length ? (
        <ul className="doctor-list">
          {doctors.map((d) => (
            <li key={d.card.slug}>
              <DoctorCard doctor={d.card} headingLevel={2} />
              <Link className="btn-primary btn-small" to={d.bookHref}>Book {d.slotLabel}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="content-empty">No doctor of this specialty consults online in the next 7 days. <Link to="/doctors/quickbook">Choose another</Link></p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
