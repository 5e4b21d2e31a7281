/**
 * Category page: /lab-tests-category/{slug}-c-{city} (city as id or name). The full body checkup category page is
 * /lab-tests-category/full-body-checkup (the visitor's city) or with a city, like every category.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { loadListingBySlug, splitCategorySlug } from "~/features/lab-tests/listing-route.server";
import { ListingPage } from "~/features/lab-tests/ListingPage";
import { listingMeta } from "~/features/lab-tests/listing-meta";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import browseStyles from "~/features/lab-tests/lab-tests.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: browseStyles }];

export function loader({ request, params, context }: LoaderFunctionArgs) {
  const [slug, city] = splitCategorySlug(params.slug ?? "");
  return loadListingBySlug(request, slug, `/lab-tests-category/${params.slug}`, city, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => listingMeta(data);

export default function CategoryPage() {
  return <ListingPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
