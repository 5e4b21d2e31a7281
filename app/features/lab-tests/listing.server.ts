/** A listing page's data: one page of items for a category, widget list or city, plus what its empty state needs. */
import { getServices } from "~/.server/app-context";
import { getRequestState, type RequestState } from "~/.server/request-state";
import { getDiagnosticsListingData } from "~/.server/domain/catalogue/catalogue";
import { resolveCity, type City, type ListingSource } from "~/.server/domain/catalogue/listing";
import { PAGE_SIZE, pageCount, parseListingParams } from "./listing-params";
import { labPageViewer } from "./page-viewer.server";
import { ALL_ITEMS_TAG, categoryTag, itemTag, tagPage } from "~/.server/cache/page-tags";

const notFound = () => new Response("Not found", { status: 404 });

/**
 * The city a listing shows: the one its URL names, else the visitor's (the segment's shared location when rendered for
 * the page cache: pass the route's `context`).
 */
export async function cityFor(request: Request, cityParam?: string, context?: unknown): Promise<City> {
  if (cityParam != null) {
    const { db } = await getServices();
    const city = await resolveCity(db, cityParam);
    if (!city) throw notFound();
    return city;
  }
  return cityOfState(await getRequestState(request, context));
}

/** The visitor's city (their chosen location, or the segment's shared one). */
export const cityOfState = (state: RequestState): City => ({ id: state.location.cityId, name: state.location.cityName });

/**
 * Items of a category or widget list (or all items, with no source) in a city, one page at a time. `context`: the
 * route's load context (a render for a segment's shared page is told apart by it).
 */
export async function loadListing(request: Request, opts: { source: ListingSource | null; city: City; title: string; basePath: string }, context?: unknown) {
  const { db } = await getServices();
  const viewerOfPage = getRequestState(request, context).then((state) => labPageViewer(state, opts.city.id));
  const params = parseListingParams(new URL(request.url).searchParams);
  const { source, city } = opts;
  const result = await getDiagnosticsListingData(db, {
    cityId: city.id,
    filter: params.filter,
    sortBy: params.sortBy,
    limit: PAGE_SIZE,
    offset: (params.page - 1) * PAGE_SIZE,
    category: source?.kind === "category" ? source.category : null,
    itemIds: source?.kind === "widget" ? source.itemIds : null,
  });
  // A page past the end is not a page (keeps crawlers from indexing endless empty pages).
  if (params.page > pageCount(result.totalCount)) throw notFound();
  // "No results without filters: suggest the recommendations."
  const recommendations =
    result.totalCount === 0 && !params.isFiltered
      ? (await getDiagnosticsListingData(db, { cityId: city.id, sortBy: "POPULARITY_DESC", limit: 4 })).itemList
      : [];
  // The page shows these items, and the list itself changes when an item joins or leaves it (or moves, by price):
  // a category's listing drops with any change in the category, a list of every item with any change at all.
  // A content list names its items: each of them, shown or not yet sold here, may change it.
  const shown = [...result.itemList, ...recommendations].map((i) => itemTag(i.itemId));
  const list = source?.kind === "category" ? [categoryTag(source.category)] : source?.kind === "widget" ? source.itemIds.map(itemTag) : [ALL_ITEMS_TAG];
  tagPage(context, [...shown, ...list, ...(recommendations.length ? [ALL_ITEMS_TAG] : [])]);
  return {
    viewer: await viewerOfPage,
    title: opts.title,
    basePath: opts.basePath,
    city,
    params,
    itemList: result.itemList,
    totalCount: result.totalCount,
    includesTestsAndPackages: result.includesTestsAndPackages,
    recommendations,
  };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;
