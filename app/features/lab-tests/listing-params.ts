/**
 * Listing URLs: ?filter=, ?sort= and ?page= ("Pagination uses limit/offset"). The spec's value sets: "listing filter
 * Tests, Packages, Tests and Packages" and "Sort options: price, popularity, test count, name, top deals, each with
 * ascending and descending variants". Unknown values fall back to the defaults rather than failing the page.
 */
import type { ListingFilter, SortBy } from "~/.server/domain/catalogue/catalogue";

export const PAGE_SIZE = 20;

export const FILTER_OPTIONS: { value: ListingFilter; label: string }[] = [
  { value: "TESTS_AND_PACKAGES", label: "Tests and Packages" },
  { value: "TESTS", label: "Tests" },
  { value: "PACKAGES", label: "Packages" },
];

export const SORT_OPTIONS: { value: SortBy; label: string }[] = [
  { value: "POPULARITY_DESC", label: "Popularity: most booked first" },
  { value: "POPULARITY_ASC", label: "Popularity: least booked first" },
  { value: "PRICE_ASC", label: "Price: low to high" },
  { value: "PRICE_DESC", label: "Price: high to low" },
  { value: "TEST_COUNT_DESC", label: "Tests included: most first" },
  { value: "TEST_COUNT_ASC", label: "Tests included: fewest first" },
  { value: "NAME_ASC", label: "Name: A to Z" },
  { value: "NAME_DESC", label: "Name: Z to A" },
  { value: "TOP_DEALS_DESC", label: "Top deals: biggest discount first" },
  { value: "TOP_DEALS_ASC", label: "Top deals: smallest discount first" },
];

export const DEFAULT_FILTER: ListingFilter = "TESTS_AND_PACKAGES";
export const DEFAULT_SORT: SortBy = "POPULARITY_DESC";

export interface ListingParams {
  filter: ListingFilter;
  sortBy: SortBy;
  page: number;
  /** A filter other than the default is applied (the empty state then offers to reset it). */
  isFiltered: boolean;
}

export function parseListingParams(search: URLSearchParams): ListingParams {
  const filter = FILTER_OPTIONS.find((f) => f.value === search.get("filter"))?.value ?? DEFAULT_FILTER;
  const sortBy = SORT_OPTIONS.find((s) => s.value === search.get("sort"))?.value ?? DEFAULT_SORT;
  const raw = Number(search.get("page") ?? "1");
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  return { filter, sortBy, page, isFiltered: filter !== DEFAULT_FILTER };
}

/** The query string of a listing page, leaving out defaults so every page has one address. */
export function listingSearch(p: { filter: ListingFilter; sortBy: SortBy; page: number }): string {
  const q = new URLSearchParams();
  if (p.filter !== DEFAULT_FILTER) q.set("filter", p.filter);
  if (p.sortBy !== DEFAULT_SORT) q.set("sort", p.sortBy);
  if (p.page > 1) q.set("page", String(p.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

export const pageCount = (totalCount: number, pageSize = PAGE_SIZE) => Math.max(1, Math.ceil(totalCount / pageSize));

/** Page numbers to link: first, last, and two either side of the current one; null marks a gap. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** "Showing 21–40 of 53 results" — announced in a live region when the page, filter or sort changes. */
export function resultsSummary(page: number, shown: number, totalCount: number, pageSize = PAGE_SIZE): string {
  if (!totalCount) return "No results";
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${totalCount} ${totalCount === 1 ? "result" : "results"}`;
}
