/**
 * The canonical address of a paged list. Each page is its own page for search engines (page 2 names page 2, never
 * page 1, or its doctors and links would never be indexed); filters and sorts are not part of it, so a filtered
 * view points at the list it filters.
 */
export function pagedCanonical(origin: string, path: string, page: number): string {
  return `${origin}${path}${page > 1 ? `?page=${page}` : ""}`;
}
