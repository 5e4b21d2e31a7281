/** The search results page body: results as item cards, or the empty states (reset the type filter / recommendations). */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ItemCard } from "#widgets/item-card/ItemCard";
import type { CardItem } from "#widgets/item-card/types";
import { useActionDispatcher } from "~/sdui/actions";
import { ViewerProvider, type Viewer } from "#widgets/viewer-context";
import { Pending } from "./PageStatus";

const DISPATCH = { screen: "Full_search", version: 0, section: "search_results", behaviours: [] };

interface SearchData {
  /** Who the page is drawn for: members see member prices (page-viewer.server). */
  viewer: Viewer;
  keyword: string;
  itemType: string | null;
  city: { name: string };
  items: CardItem[];
  totalCount: number;
  recommendations: CardItem[];
  basePath: string;
}

export function SearchResults({ data, filters }: { data: SearchData; filters: ReactNode }) {
  const dispatch = useActionDispatcher(DISPATCH);
  const grid = (items: CardItem[], label: string) => (
    <ul className="browse-grid" aria-label={label}>
      {items.map((item) => <li key={item.itemId}><ItemCard item={item} dispatch={dispatch} /></li>)}
    </ul>
  );
  return (
    <ViewerProvider value={data.viewer}>
      <Pending>
        <h1 className="page-title">Results for “{data.keyword}” in {data.city.name}</h1>
        {filters}
        <p className="browse-summary" role="status" aria-live="polite">
          {data.items.length ? `Showing ${data.items.length} of ${data.totalCount} ${data.totalCount === 1 ? "result" : "results"}` : "No results"}
        </p>
        {/* The cards' names are h3s: an h2 keeps the heading order (h1 → h2 → h3). */}
        {data.items.length ? <h2 className="visually-hidden">Search results</h2> : null}
        {data.items.length ? grid(data.items, "Search results") : data.itemType ? (
          <div className="browse-empty">
            <p>No {data.itemType === "PACKAGE" ? "packages" : "tests"} match “{data.keyword}”.</p>
            <Link to={data.basePath} className="btn-secondary">Reset filters</Link>
          </div>
        ) : (
          <div className="browse-empty">
            <p>No tests or packages match “{data.keyword}”. Check the spelling or try another name.</p>
            {data.recommendations.length ? (<><h2>Recommended for you</h2>{grid(data.recommendations, "Recommended for you")}</>) : null}
          </div>
        )}
      </Pending>
    </ViewerProvider>
  );
}
