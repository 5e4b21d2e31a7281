/** City page: /lab-tests-city/{city} — every test and package sold in the city, and its categories. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { getServices } from "~/.server/app-context";
import { getPopularCategories } from "~/.server/domain/catalogue/catalogue";
import { cityFor, loadListing } from "~/features/lab-tests/listing.server";
import { ListingPage } from "~/features/lab-tests/ListingPage";
import { listingMeta } from "~/features/lab-tests/listing-meta";
import { slugify } from "~/.server/domain/catalogue/listing";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import browseStyles from "~/features/lab-tests/lab-tests.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: browseStyles }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!params.city || !/^[a-z0-9-]{1,60}$/i.test(params.city)) throw new Response("Not found", { status: 404 });
  const city = await cityFor(request, params.city, context);
  const { db } = await getServices();
  const [listing, categories] = await Promise.all([
    loadListing(request, { source: null, city, title: "Lab Tests", basePath: `/lab-tests-city/${params.city}` }, context),
    getPopularCategories(db),
  ]);
  return { ...listing, categories: categories.map((c) => ({ name: c.name, url: `/lab-tests-category/${c.slug}-c-${slugify(city.name)}` })) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => listingMeta(data);

export default function CityPage() {
  const data = useLoaderData<typeof loader>();
  const intro = (
    <nav aria-label={`Test categories in ${data.city.name}`} className="browse-categories">
      <ul>
        {data.categories.map((c) => <li key={c.url}><Link to={c.url}>{c.name}</Link></li>)}
      </ul>
    </nav>
  );
  return <ListingPage data={data} intro={intro} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
