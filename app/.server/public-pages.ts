/**
 * Public pages: the pages search engines send patients to (item pages in every route form, listings, city and
 * category pages, search results, FAQ and topic pages, hospitals, doctors, specialties and scans). Signed out, each
 * is the same for everyone with the same path, the query parameters it reads, view and location, so the
 * rendered-HTML cache serves them as it serves the configured screens. Pages that show free slots are kept for a
 * short time and dropped when slots change (the `slots` flag).
 *
 * Each entry names the query parameters its page reads: only those reach the render and the cache key, in a fixed
 * order, so `?utm_source=…` or a cache-buster makes no new page. A path listed here that reads anything else from the
 * request would be served wrongly from the cache: add the parameter here when a page starts reading it.
 *
 * A page is kept only when its render says it may be (entry.server.tsx marks a clean 200 rendered for a signed-out
 * viewer); a page answering 404, an error or a redirect is never kept.
 */
import { LRUCache } from "lru-cache";

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
  /**
   * The page shows free slots (a doctor's next slot, a centre's earliest one): it is kept at most
   * SLOT_PAGE_MAX_AGE_MS and dropped, on every instance, when places are taken or given back or a doctor's hours or
   * leave change (the slots version, watched once a second).
   */
  slots?: true;
  /**
   * Signed in, the page is the segment's too: nothing on it depends on the account (its loader reads none; the
   * header's name and the cart badge arrive after load from /resources/personal, as on the configured screens).
   * Pages without it are rendered for the account when signed in.
   */
  segment?: true;
}

/** The longest a page showing free slots is served from the cache: the clock makes its first slot pass, too. */
export const SLOT_PAGE_MAX_AGE_MS = 60_000;

const LISTING_PARAMS = ["filter", "page", "sort"] as const;
/** What every doctor listing reads (listing-filters.ts, and the origin of distances). */
const DOCTOR_LISTING_PARAMS = ["city", "mode", "feeMin", "feeMax", "language", "gender", "today", "sort", "page", "lat", "lng"] as const;
/** A URL segment: no slash, and not a Remix data request ("….data"). */
const SEG = "(?!.*\\.data$)[^/]+";

export const PUBLIC_PAGES: readonly PublicPage[] = [
  // /lab-tests/radiology is the scan search (keyword, source): not an item page.
  // The lab pages' loaders read no account: their prices follow the segment (Circle members see member prices,
  // and Circle is part of the segment's key), so signed in they are the segment's page.
  { name: "item", pattern: new RegExp(`^/(?:hi/)?lab-tests/(?!radiology$)${SEG}$`), params: [], segment: true },
  { name: "item-in-city", pattern: new RegExp(`^/lab-tests/${SEG}/${SEG}$`), params: [], segment: true },
  { name: "item-by-id", pattern: new RegExp(`^/test-details/${SEG}$`), params: [], segment: true },
  { name: "listing", pattern: new RegExp(`^/(?:test-listing|lab-tests-category|lab-tests-city|category-listing)/${SEG}$`), params: LISTING_PARAMS, segment: true },
  { name: "search-results", pattern: new RegExp(`^/search-test/${SEG}$`), params: ["type", ...LISTING_PARAMS], segment: true },
  // Pages whose loaders read no account (content, tools, hospitals, insurance, the site map): signed in, the
  // segment's page too. Their forms post to actions rendered for the account, never from the cache.
  { name: "test-landing", pattern: /^\/test-landing$/, params: [], segment: true },
  { name: "queries", pattern: new RegExp(`^/(?:health-queries|lab-tests-queries)(?:/${SEG})?$`), params: [], segment: true },
  { name: "health-topic", pattern: new RegExp(`^/diagnostic-health-topics/${SEG}/${SEG}$`), params: [], segment: true },
  { name: "static", pattern: /^\/(?:faq|terms|privacy|refund-policy|aboutUs|contact|circle-faq|circle-terms)$/, params: [], segment: true },
  // Circle's landing page: plans and prices, the same for everyone. Signed in it is the segment's page too (Circle
  // members and others each get their own); the member's own plan, the form's name and number and the purchase's
  // idempotency key arrive after load with /resources/personal (its `page=circle_landing` part).
  { name: "circle-landing", pattern: /^\/circle-landing$/, params: ["sub_plan_id"], segment: true },
  // The care plans' pages: plans and prices only (buying is at /pay-care, rendered for the account): the segment's.
  { name: "care-plan", pattern: /^\/membership\/(?:care-first|family-doctor-plan)$/, params: ["plan_id", "sub_plan_id"], segment: true },
  { name: "hospitals", pattern: /^\/hospitals-and-clinics$/, params: ["category", "city", "lat", "lng", "location", "page"], segment: true },
  { name: "hospital", pattern: new RegExp(`^/hospital/${SEG}$`), params: [], segment: true },
  { name: "blog", pattern: /^\/blog$/, params: ["page", "q"], segment: true },
  { name: "article", pattern: new RegExp(`^/blog/${SEG}$`), params: [], segment: true },
  { name: "health-tools", pattern: new RegExp(`^/health-tools(?:/${SEG})?$`), params: [], segment: true },
  { name: "policies", pattern: new RegExp(`^/policies(?:/${SEG})?$`), params: [], segment: true },
  { name: "health-insurance", pattern: /^\/health-insurance$/, params: ["age", "members", "cover", "rating", "ped", "roomRent"], segment: true },
  // Test prices follow the visitor's location, which is part of every public page's key.
  { name: "weight-loss", pattern: /^\/weight-loss$/, params: [], segment: true },
  { name: "sitemap", pattern: new RegExp(`^/sitemap(?:/${SEG})?$`), params: ["page"], segment: true },
  // Health checks: the landing page (by city) and the category and package pages. The patient's own pages under
  // the same prefix (appointments, the risk assessment) are not public.
  // The landing page reads no account (the city is the visitor's location, part of the key): the segment's page.
  { name: "health-checks", pattern: /^\/apollo-prohealth$/, params: ["city"], segment: true },
  // Category and package pages read no account (prices are the same for everyone; ?hra= is read in the browser).
  { name: "health-check", pattern: new RegExp(`^/apollo-prohealth/(?!(?:appointments|hra)$)${SEG}$`), params: [], segment: true },
  // Doctors: the listings (by specialty and city or locality, city, locality) and profiles share /doctors/{slug}.
  // "Near me" asks the browser for its position and the quick-book pages are steps of a booking: neither is here.
  // Listings, profiles, specialties and treatments read no account (doctors, fees and free slots are the same for
  // everyone; booking a slot goes on to checkout, rendered for the account): signed in, the segment's page.
  { name: "doctor-listing", pattern: new RegExp(`^/doctors/${SEG}-(?:scity|dcity|dloc|sloc)$`), params: DOCTOR_LISTING_PARAMS, slots: true, segment: true },
  { name: "doctor", pattern: new RegExp(`^/doctors/(?!(?:doctors-near-me|quickbook|quick-book-listing)$)(?!.*-(?:scity|dcity|dloc|sloc)$)${SEG}$`), params: ["day"], slots: true, segment: true },
  { name: "specialties", pattern: /^\/specialties$/, params: [], segment: true },
  { name: "specialty", pattern: new RegExp(`^/specialties/${SEG}$`), params: DOCTOR_LISTING_PARAMS, slots: true, segment: true },
  { name: "treatment", pattern: new RegExp(`^/(?:conditions/${SEG}-treatment-doctors|procedures/${SEG}-doctors)$`), params: DOCTOR_LISTING_PARAMS, slots: true, segment: true },
  // Scans: the landing and scan pages show prices only; a city's centres show each one's earliest slot.
  // The landing, search and scan pages read no account (prices are the same for everyone there; the scan page's
  // "Book in" city is the visitor's location, part of the key): the segment's page. A city's centres price the scan
  // for Circle members at the member price: Circle is part of the segment's key, and the page takes it from there.
  // Adding to the cart posts to the cart's action, rendered for the account.
  { name: "radiology", pattern: /^\/radiology$/, params: [], segment: true },
  { name: "scan-search", pattern: /^\/lab-tests\/radiology$/, params: ["keyword"], segment: true },
  { name: "scan", pattern: new RegExp(`^/radiology/${SEG}$`), params: [], segment: true },
  { name: "scan-centres", pattern: new RegExp(`^/radiology-details/${SEG}-c-${SEG}$`), params: [], slots: true, segment: true },
];

export function publicPageOf(path: string): PublicPage | null {
  if (path.length > 300) return null;
  // Asked on every request (twice for a cacheable one): each path's answer is remembered, boundedly.
  let page = pageOfPath.get(path);
  if (page === undefined) {
    page = (decodes(path) && PUBLIC_PAGES.find((p) => p.pattern.test(path))) || false;
    pageOfPath.set(path, page);
  }
  return page || null;
}

const pageOfPath = new LRUCache<string, PublicPage | false>({ max: 2_000 });

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
