/**
 * Rendered-HTML cache for signed-out configured screens, answered by the HTTP server before Remix runs.
 * Keyed by screen, view, segment, city and config version; dropped on publish (on every instance, via
 * the cache's pub/sub). The CSP nonce is cut out of stored HTML and a fresh one put in for each hit.
 */
import { LRUCache } from "lru-cache";
import { detectView } from "~/lib/view";
import { LOCATION_COOKIE, parseLocation, readCookie } from "~/lib/location";
import { SESSION_COOKIE } from "./session";
import { CacheTTL } from "./cache/cache";

/** Set by a configured-screen route on a response that may be cached: "screen|view|segment|city|version". */
export const HTML_CACHE_HEADER = "x-html-cache";

/** Paths of the configured screens that visitors see. */
export const CACHEABLE_PATHS = new Set(["/", "/lab-tests", "/consult", "/apollo-sbi-credit-card"]);

export interface CachedPage {
  /** HTML split at every occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  headers: [string, string][];
  /** Header values that carried the nonce, split the same way. */
  cspParts: string[];
}

export interface RequestLike {
  method: string;
  url: string; // path + search
  headers: { get(name: string): string | null };
}

export class HtmlCache {
  private pages = new LRUCache<string, CachedPage>({ max: 500, ttl: CacheTTL.screenConfiguration });
  /** request key -> full key (with config version); a publish clears both. */
  private index = new Map<string, string>();

  /** The request-side key, or null when this request must not be answered from the cache. */
  requestKey(req: RequestLike): string | null {
    if (req.method !== "GET") return null;
    const q = req.url.indexOf("?");
    const path = q === -1 ? req.url : req.url.slice(0, q);
    if (!CACHEABLE_PATHS.has(path)) return null;
    const cookie = req.headers.get("cookie");
    if (cookie?.includes(`${SESSION_COOKIE}=`)) return null; // maybe signed in: never shared
    if (req.headers.get("x-sdui-fault")) return null;
    const loc = parseLocation(readCookie(cookie, LOCATION_COOKIE));
    return `${req.url}|${detectView(req.headers)}|${loc.cityId}:${loc.pincode}`;
  }

  /**
   * The headers a cacheable page is rendered with: only what its key covers (the view's user agent and mobile
   * hint, the location cookie), so nothing else from one visitor's request can end up in the page the next
   * visitor gets. Whatever a cached page comes to depend on must be added to the key and here together.
   */
  renderRequestHeaders(headers: RequestLike["headers"]): Headers {
    const out = new Headers({ accept: "text/html" });
    for (const name of ["user-agent", "sec-ch-ua-mobile"]) {
      const v = headers.get(name);
      if (v) out.set(name, v);
    }
    const location = readCookie(headers.get("cookie"), LOCATION_COOKIE);
    if (location) out.set("cookie", `${LOCATION_COOKIE}=${location}`);
    return out;
  }

  get(requestKey: string): CachedPage | undefined {
    const full = this.index.get(requestKey);
    if (!full) return undefined;
    const page = this.pages.get(full);
    if (!page) this.index.delete(requestKey);
    return page;
  }

  set(requestKey: string, screenKey: string, html: string, nonce: string, headers: [string, string][]) {
    const full = `${requestKey}|${screenKey}`;
    const parts = (nonce ? html.split(nonce) : [html]).map((p) => Buffer.from(p));
    const csp = headers.find(([k]) => k.toLowerCase() === "content-security-policy")?.[1] ?? "";
    this.pages.set(full, {
      parts,
      cspParts: nonce ? csp.split(nonce) : [csp],
      headers: headers.filter(([k]) => k.toLowerCase() !== "content-security-policy" && k.toLowerCase() !== "set-cookie"),
    });
    this.index.set(requestKey, full);
  }

  clear() {
    this.pages.clear();
    this.index.clear();
  }

  get size() {
    return this.pages.size;
  }
}

export const htmlCache = new HtmlCache();
