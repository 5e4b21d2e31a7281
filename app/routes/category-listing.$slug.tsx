/** Listing by slug: /category-listing/{slug} — a popular category (e.g. diabetes) or a curated list (e.g. top-booked-tests). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { loadListingBySlug } from "~/features/lab-tests/listing-route.server";
import { ListingPage } from "~/features/lab-tests/ListingPage";
import { listingMeta } from "~/features/lab-tests/listing-meta";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import browseStyles from "~/features/lab-tests/lab-tests.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: browseStyles }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadListingBySlug(request, params.slug, `/category-listing/${params.slug}`, undefined, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => listingMeta(data);

export default function ListingBySlug() {
  return <ListingPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
