/**
 * The answer to a request for a cached page: the encoding the client accepts best (brotli, then gzip, then
 * none), already compressed; 304 when the client's ETag is the one it would get.
 */
import { LRUCache } from "lru-cache";
import type { CachedPage, Encoding } from "./html-cache";

/** Accept-Encoding's q-values decide; between equals, brotli (smaller) wins over gzip. */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding {
  // Browsers send a handful of distinct values: each is read once (bounded, so odd values cannot grow it).
  const key = acceptEncoding ?? "";
  let encoding = encodingOf.get(key);
  if (!encoding) {
    encoding = readEncoding(key);
    encodingOf.set(key, encoding);
  }
  return encoding;
}

const encodingOf = new LRUCache<string, Encoding>({ max: 200 });

function readEncoding(acceptEncoding: string): Encoding {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? (q.has("*") ? q.get("*")! : 0);
  const br = of("br");
  const gz = Math.max(of("gzip"), q.get("x-gzip") ?? 0);
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

/** Does If-None-Match name this ETag (weak comparison, as RFC 9110 asks for If-None-Match)? */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

export interface PageAnswer {
  status: 200 | 304;
  headers: Readonly<Record<string, string>>;
  body: Buffer | null;
}

export function cachedPageAnswer(
  page: CachedPage,
  request: { acceptEncoding?: string | null; ifNoneMatch?: string | null },
  cacheStatus: "HIT" | "MISS",
): PageAnswer {
  const encoding = pickEncoding(request.acceptEncoding);
  if (etagMatches(request.ifNoneMatch, page.etags[encoding])) {
    // A 304 carries what a 200 would for caching (ETag, Vary, Cache-Control, CSP...) but no body fields.
    const headers: Record<string, string> = { ...Object.fromEntries(page.headers), etag: page.etags[encoding], "x-html-cache-status": cacheStatus };
    delete headers["content-type"];
    return { status: 304, headers, body: null };
  }
  return { status: 200, headers: okHeaders(page, encoding, cacheStatus), body: page.bodies[encoding] };
}

/**
 * A 200's headers for one encoding of a page, built on its first answer and shared by every later one while the
 * page is kept (read-only: the server passes them to writeHead as they are).
 */
const okHeadersOf = new WeakMap<CachedPage, Map<string, Record<string, string>>>();

function okHeaders(page: CachedPage, encoding: Encoding, cacheStatus: "HIT" | "MISS"): Record<string, string> {
  let built = okHeadersOf.get(page);
  if (!built) okHeadersOf.set(page, (built = new Map()));
  const key = `${encoding}|${cacheStatus}`;
  let headers = built.get(key);
  if (!headers) {
    headers = Object.freeze({
      ...Object.fromEntries(page.headers),
      etag: page.etags[encoding],
      "x-html-cache-status": cacheStatus,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": String(page.bodies[encoding].length),
    });
    built.set(key, headers);
  }
  return headers;
}
