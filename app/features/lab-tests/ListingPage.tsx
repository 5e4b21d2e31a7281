/**
 * A listing: filter and sort (a GET form that works without JavaScript and submits on change with it), the
 * results count in a live region, item cards, real page links (?page=2) with aria-current, and the spec's two empty
 * states: "No results with filters: suggest resetting the filters. No results without filters: suggest the
 * recommendations."
 */
import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { ItemCard } from "#widgets/item-card/ItemCard";
import type { CardItem } from "#widgets/item-card/types";
import { useActionDispatcher } from "~/sdui/actions";
import { FILTER_OPTIONS, SORT_OPTIONS, listingSearch, pageCount, pageWindow, resultsSummary } from "./listing-params";
import type { ListingData } from "./listing.server";
import { ViewerProvider } from "#widgets/viewer-context";
import { Pending } from "./PageStatus";

const DISPATCH = { screen: "Listing_Page", version: 0, section: "listing", behaviours: [] };

export function ListingPage({ data, intro }: { data: ListingData; intro?: ReactNode }) {
  const { params, totalCount, itemList } = data;
  const dispatch = useActionDispatcher(DISPATCH);
  return (
    // Members see member prices on the cards (the viewer the loader drew the page for).
    <ViewerProvider value={data.viewer}>
      <Pending>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/">Home</Link> › <Link to="/lab-tests">Lab Tests</Link> › <span aria-current="page">{data.title}</span>
        </nav>
        <h1 className="page-title">{data.title} in {data.city.name}</h1>
        {intro}
        {totalCount > 0 || params.isFiltered ? <ListingControls data={data} /> : null}
        <p className="browse-summary" role="status" aria-live="polite">
          {resultsSummary(params.page, itemList.length, totalCount)}
        </p>
        {/* The cards' names are h3s: an h2 keeps the page's heading order (h1 → h2 → h3) for screen readers. */}
        {itemList.length ? <h2 className="visually-hidden">Tests and packages</h2> : null}
        {itemList.length ? (
          <ul className="browse-grid" aria-label={data.title}>
            {itemList.map((item) => (
              <li key={item.itemId}>
                <ItemCard item={item as CardItem} dispatch={dispatch} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyListing data={data} />
        )}
        <Pagination data={data} />
      </Pending>
    </ViewerProvider>
  );
}

function ListingControls({ data }: { data: ListingData }) {
  const submit = useSubmit();
  const { params } = data;
  // Controlled, not re-keyed: the select a keyboard user is on keeps focus while the results update, and Back
  // shows the choices of the page it returns to.
  const [filter, setFilter] = useState<string>(params.filter);
  const [sort, setSort] = useState<string>(params.sortBy);
  useEffect(() => setFilter(params.filter), [params.filter]);
  useEffect(() => setSort(params.sortBy), [params.sortBy]);
  return (
    <Form method="get" className="browse-controls" onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}>
      <label>
        Show
        <select name="filter" value={filter} onChange={(e) => setFilter(e.target.value)}>
          {FILTER_OPTIONS.map((f) => <option key={f.value} value={f.value}>{f.label}</option>)}
        </select>
      </label>
      <label>
        Sort by
        <select name="sort" value={sort} onChange={(e) => setSort(e.target.value)}>
          {SORT_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </label>
      <noscript><button type="submit" className="btn-secondary">Apply</button></noscript>
    </Form>
  );
}

function EmptyListing({ data }: { data: ListingData }) {
  const dispatch = useActionDispatcher(DISPATCH);
  if (data.params.isFiltered) {
    return (
      <div className="browse-empty">
        <p>No tests or packages match the selected filters.</p>
        <Link to={data.basePath} className="btn-secondary">Reset filters</Link>
      </div>
    );
  }
  return (
    <div className="browse-empty">
      <p>No tests or packages are available here right now.</p>
      {data.recommendations.length ? (
        <>
          <h2>Recommended for you</h2>
          <ul className="browse-grid" aria-label="Recommended for you">
            {data.recommendations.map((item) => (
              <li key={item.itemId}><ItemCard item={item as CardItem} dispatch={dispatch} /></li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function Pagination({ data }: { data: ListingData }) {
  const { params, totalCount, basePath } = data;
  const pages = pageCount(totalCount);
  if (pages <= 1) return null;
  const href = (page: number) => `${basePath}${listingSearch({ ...params, page })}`;
  return (
    <nav aria-label="Pagination" className="browse-pagination">
      <ul>
        <li>
          {params.page > 1 ? <Link to={href(params.page - 1)} rel="prev">Previous<span className="visually-hidden"> page</span></Link> : <span aria-hidden="true">Previous</span>}
        </li>
        {pageWindow(params.page, pages).map((p, i) =>
          p == null ? (
            <li key={`gap-${i}`} aria-hidden="true">…</li>
          ) : (
            <li key={p}>
              <Link to={href(p)} aria-current={p === params.page ? "page" : undefined} aria-label={`Page ${p}`}>{p}</Link>
            </li>
          ),
        )}
        <li>
          {params.page < pages ? <Link to={href(params.page + 1)} rel="next">Next<span className="visually-hidden"> page</span></Link> : <span aria-hidden="true">Next</span>}
        </li>
      </ul>
    </nav>
  );
}
