/** Search results: /search-test/{searchString} — searchDiagnosticItem over the catalogue, by type, for the city. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { getServices } from "~/.server/app-context";
import { getDiagnosticsListingData, searchDiagnosticItem, SEARCH_COUNT } from "~/.server/domain/catalogue/catalogue";
import { cityOfState } from "~/features/lab-tests/listing.server";
import { labPageViewer } from "~/features/lab-tests/page-viewer.server";
import { getRequestState } from "~/.server/request-state";
import { ALL_ITEMS_TAG, itemTag, SEARCH_TAG, tagPage } from "~/.server/cache/page-tags";
import { SearchResults } from "~/features/lab-tests/SearchResults";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import browseStyles from "~/features/lab-tests/lab-tests.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: browseStyles }];

const TYPES = { TEST: "Tests", PACKAGE: "Packages" } as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const keyword = (params.searchString ?? "").replace(/[-+]+/g, " ").trim().slice(0, 100);
  const typeParam = new URL(request.url).searchParams.get("type");
  const itemType = typeParam === "TEST" || typeParam === "PACKAGE" ? typeParam : null;
  const state = await getRequestState(request, context);
  const city = cityOfState(state);
  const { db } = await getServices();
  const result = await searchDiagnosticItem(db, { keyword, cityId: city.id, size: SEARCH_COUNT, itemType });
  // "No results with filters: suggest resetting the filters. No results without filters: suggest the recommendations."
  const recommendations = !result.data.length && !itemType
    ? (await getDiagnosticsListingData(db, { cityId: city.id, sortBy: "POPULARITY_DESC", limit: 4 })).itemList
    : [];
  const viewer = labPageViewer(state, city.id);
  // The results' items, and the search itself (an item renamed or newly sold may join it; suggestions: any item).
  tagPage(context, [...result.data, ...recommendations].map((i) => itemTag(i.itemId)).concat(SEARCH_TAG, recommendations.length ? [ALL_ITEMS_TAG] : []));
  return { viewer, keyword, itemType, city, items: result.data, totalCount: result.totalCount, recommendations, basePath: `/search-test/${encodeURIComponent(params.searchString ?? "")}` };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.keyword} – Lab Tests and Packages in ${data.city.name} | Apollo 247` }, { name: "robots", content: "noindex, follow" }]
    : [{ title: "Search | Apollo 247" }];

export default function SearchTestPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <SearchResults data={data} filters={
      <nav aria-label="Result type" className="browse-tabs">
        <Link to={data.basePath} aria-current={data.itemType == null ? "page" : undefined}>Tests and Packages</Link>
        {(Object.keys(TYPES) as (keyof typeof TYPES)[]).map((t) => (
          <Link key={t} to={`${data.basePath}?type=${t}`} aria-current={data.itemType === t ? "page" : undefined}>{TYPES[t]}</Link>
        ))}
      </nav>
    } />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
