/**
 * Public pages: the pages search engines send patients to (item pages in every route form, listings, city and
 * category pages, search results, FAQ and topic pages, hospitals). Signed out, each is the same for everyone with
 * the same path, the query parameters it reads, view and location, so the rendered-HTML cache serves them as it
 * serves the configured screens.
 *
 * Each entry names the query parameters its page reads: only those reach the render and the cache key, in a fixed
 * order, so `?utm_source=…` or a cache-buster makes no new page. A path listed here that reads anything else from the
 * request would be served wrongly from the cache: add the parameter here when a page starts reading it.
 *
 * A page is kept only when its render says it may be (entry.server.tsx marks a clean 200 rendered for a signed-out
 * viewer); a page answering 404, an error or a redirect is never kept.
 */

/** A path with a malformed escape is no page: it goes on to the HTTP framework's 400, never to a render. */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export interface PublicPage {
  name: string;
  pattern: RegExp;
  /** The query parameters the page reads. */
  params: readonly string[];
}

const LISTING_PARAMS = ["filter", "page", "sort"] as const;
/** A URL segment: no slash, and not a Remix data request ("….data"). */
const SEG = "(?!.*\\.data$)[^/]+";

export const PUBLIC_PAGES: readonly PublicPage[] = [
  // /lab-tests/radiology is the scan search (keyword, source): not an item page.
  { name: "item", pattern: new RegExp(`^/(?:hi/)?lab-tests/(?!radiology$)${SEG}$`), params: [] },
  { name: "item-in-city", pattern: new RegExp(`^/lab-tests/${SEG}/${SEG}$`), params: [] },
  { name: "item-by-id", pattern: new RegExp(`^/test-details/${SEG}$`), params: [] },
  { name: "listing", pattern: new RegExp(`^/(?:test-listing|lab-tests-category|lab-tests-city|category-listing)/${SEG}$`), params: LISTING_PARAMS },
  { name: "search-results", pattern: new RegExp(`^/search-test/${SEG}$`), params: ["type", ...LISTING_PARAMS] },
  { name: "test-landing", pattern: /^\/test-landing$/, params: [] },
  { name: "queries", pattern: new RegExp(`^/(?:health-queries|lab-tests-queries)(?:/${SEG})?$`), params: [] },
  { name: "health-topic", pattern: new RegExp(`^/diagnostic-health-topics/${SEG}/${SEG}$`), params: [] },
  { name: "static", pattern: /^\/(?:faq|terms|privacy|refund-policy|aboutUs|contact)$/, params: [] },
  { name: "hospitals", pattern: /^\/hospitals-and-clinics$/, params: ["category", "city", "lat", "lng", "location", "page"] },
  { name: "hospital", pattern: new RegExp(`^/hospital/${SEG}$`), params: [] },
  { name: "blog", pattern: /^\/blog$/, params: ["page", "q"] },
  { name: "article", pattern: new RegExp(`^/blog/${SEG}$`), params: [] },
  { name: "health-tools", pattern: new RegExp(`^/health-tools(?:/${SEG})?$`), params: [] },
  { name: "policies", pattern: new RegExp(`^/policies(?:/${SEG})?$`), params: [] },
  { name: "health-insurance", pattern: /^\/health-insurance$/, params: ["age", "members", "cover", "rating", "ped", "roomRent"] },
  // Test prices follow the visitor's location, which is part of every public page's key.
  { name: "weight-loss", pattern: /^\/weight-loss$/, params: [] },
  { name: "sitemap", pattern: new RegExp(`^/sitemap(?:/${SEG})?$`), params: ["page"] },
  // Health checks: the landing page (by city) and the category and package pages. The patient's own pages under
  // the same prefix (appointments, the risk assessment) are not public.
  { name: "health-checks", pattern: /^\/apollo-prohealth$/, params: ["city"] },
  { name: "health-check", pattern: new RegExp(`^/apollo-prohealth/(?!(?:appointments|hra)$)${SEG}$`), params: [] },
  // Not yet: doctor, specialty and scan pages show the next free slot, which a cached page would show stale.
];

export function publicPageOf(path: string): PublicPage | null {
  if (path.length > 300 || !decodes(path)) return null;
  return PUBLIC_PAGES.find((p) => p.pattern.test(path)) ?? null;
}

/** The query the page reads, normalised: its parameters only, in a fixed order, one value each, bounded. */
export function publicPageQuery(page: PublicPage, search: string): string {
  if (!page.params.length || !search) return "";
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of page.params) {
    const v = given.get(name);
    // Kept even when empty: a page may answer "?q=" differently from no q at all (blog search's 3-character rule).
    if (v !== null) kept.set(name, v.slice(0, 100));
  }
  const s = kept.toString();
  return s ? `?${s}` : "";
}
