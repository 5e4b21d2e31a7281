/**
 * Rendered-HTML cache for configured screens, answered by the HTTP server before Remix runs. A page is shared by
 * everyone with the same segment (signed out; signed in, plus Circle / corporate), view and location; nothing
 * personal is in it (see page-segment.ts). Keyed by request and by screen, view, segment, city and config
 * version; dropped on publish (on every instance, via the cache's pub/sub). A catalogue change drops the pages tagged
 * with what it touched, and every untagged page (see cache/page-tags.ts).
 *
 * A page is stored once in its final form: inline scripts allowed by hash rather than nonce, compressed with
 * brotli and gzip, with its ETag — so a hit is a buffer write, whatever the encoding.
 */
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { detectView } from "~/lib/view";
import { LOCATION_COOKIE, serializeLocation, type UserLocation } from "~/lib/location";
import { screenQuery } from "~/lib/screen-flags";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { CacheTTL } from "./cache/cache";
import { isSignedInViewer, knownVisitorOfCookie, segmentKey, sharedLocationKnown, sharedLocationOf, sharedViewerOfCookie, type SharedViewer } from "./page-segment";
import { pinInlineScripts } from "./script-hashes";
import { publicPageOf, publicPageQuery, SLOT_PAGE_MAX_AGE_MS } from "./public-pages";
import { contentSecurityPolicyWithHashes } from "./security-headers";
import { PAGE_TAGS_HEADER } from "./cache/page-tags";

/** Set by a configured-screen route on a response that may be cached: "screen|view|segment|city|version". */
export const HTML_CACHE_HEADER = "x-html-cache";

/** Paths of the configured screens. */
export const CACHEABLE_PATHS = new Set(["/", "/lab-tests", "/consult", "/apollo-sbi-credit-card"]);
/**
 * Those whose signed-in page is the same for a whole segment. The credit-card screen is chosen per account (the
 * card's status), so signed in it is always rendered for the account.
 */
export const SEGMENT_CACHEABLE_PATHS = new Set(["/", "/lab-tests", "/consult"]);

export type Encoding = "br" | "gzip" | "identity";

export interface CachedPage {
  bodies: Record<Encoding, Buffer>;
  /** Strong ETag of each encoding: one representation, one tag. */
  etags: Record<Encoding, string>;
  /** Everything but the encoding-specific ones (Content-Encoding, Content-Length, ETag). */
  headers: [string, string][];
  /** A public page showing free slots: kept at most SLOT_PAGE_MAX_AGE_MS, dropped by `dropSlotPages`. */
  showsSlots?: boolean;
  /**
   * What the page shows (items, the lists it belongs to; cache/page-tags.ts): a catalogue change drops it only when
   * it touches one of these. Without tags the page may show anything, and any catalogue change drops it.
   */
  tags?: readonly string[];
}

export interface RequestLike {
  method: string;
  url: string; // path + search
  headers: { get(name: string): string | null };
}

/** Where a cacheable request goes: its key, the URL rendered on a miss, and the viewer it is rendered for. */
export interface PageRoute {
  key: string;
  /** The path and the query the screen reads (screenQuery): nothing else of the request's URL reaches the page. */
  url: string;
  viewer: SharedViewer;
}

/** Request keys remembered; past it the least recently used are forgotten (their pages then age out of `pages`). */
export const HTML_CACHE_INDEX_MAX = 5000;
/**
 * Cache misses one client may cause per minute. Each renders and compresses at the best quality; a person browsing
 * causes a few, a script varying the location cookie or the flags thousands. Past it the page is rendered for the
 * client but not compressed or kept (server.mjs).
 */
export const HTML_CACHE_MISSES_PER_CLIENT = { points: 120, duration: 60 };

const pathOf = (url: string) => {
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli at its best quality and gzip at level 9: paid once per page per publish, not per request. */
export async function compressOnce(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gzip: gz, identity: body };
}

const DROPPED_HEADERS = new Set([PAGE_TAGS_HEADER, "content-security-policy", "set-cookie", "content-length", "content-encoding", "etag", "vary", "transfer-encoding"]);

/**
 * One shelf of pages: the pages by full key and the request keys pointing at them. Bounded both ways; a page
 * showing free slots is kept only SLOT_PAGE_MAX_AGE_MS.
 */
class Shelf {
  readonly pages: LRUCache<string, CachedPage>;
  /** request key -> full key (with config version). */
  readonly index: LRUCache<string, string>;
  constructor(pages: number, keys: number) {
    this.pages = new LRUCache<string, CachedPage>({ max: pages, ttl: CacheTTL.screenConfiguration });
    this.index = new LRUCache<string, string>({ max: keys });
  }
  get(requestKey: string): { full: string; page: CachedPage } | undefined {
    const full = this.index.get(requestKey);
    if (!full) return undefined;
    const page = this.pages.get(full);
    if (!page) {
      this.index.delete(requestKey);
      return undefined;
    }
    return { full, page };
  }
  set(requestKey: string, full: string, page: CachedPage, ttl?: number) {
    this.pages.set(full, page, ttl === undefined ? undefined : { ttl });
    this.index.set(requestKey, full);
  }
  delete(requestKey: string, full: string) {
    this.index.delete(requestKey);
    this.pages.delete(full);
  }
  dropWhere(stale: (page: CachedPage) => boolean) {
    const keys = [...this.pages.entries()].filter(([, page]) => stale(page)).map(([key]) => key);
    for (const key of keys) this.pages.delete(key);
  }
  clear() {
    this.pages.clear();
    this.index.clear();
  }
}

/**
 * The pages most asked for stay whatever else is asked: a new page is kept on trial (`HTML_CACHE_TRIAL_PAGES`),
 * and moves to the kept shelf only when it is asked for again. A flood of pages asked once each (distinct query
 * strings, paths or locations) churns the trial shelf alone and cannot push a hot page out.
 */
export const HTML_CACHE_PAGES = 500;
export const HTML_CACHE_TRIAL_PAGES = 200;

export class HtmlCache {
  /** Pages asked for at least twice since they were kept. */
  private kept = new Shelf(HTML_CACHE_PAGES, HTML_CACHE_INDEX_MAX);
  /** Pages asked for once so far: a flood of one-off pages only evicts these. */
  private trial = new Shelf(HTML_CACHE_TRIAL_PAGES, HTML_CACHE_INDEX_MAX);
  /** Per instance: a miss is this instance's work, so each counts its own. */
  private misses = new RateLimiterMemory({ keyPrefix: "html-cache-miss", ...HTML_CACHE_MISSES_PER_CLIENT });
  /** Renders under way, by request key: concurrent misses for one page wait for one render. */
  private filling = new Map<string, Promise<{ page?: CachedPage | null }>>();
  /** Bumped by every clear (a publish): a render that started before it must not store its page after it. */
  private generation = 0;

  /**
   * `locate`: the shared page's location for a visitor's chosen one (the database's, by city and pincode);
   * `locateKnown`: the same when already remembered, without a lookup (unit tests that pass their own `locate` get
   * none, so their `locate` always decides).
   */
  constructor(
    private readonly locate: (chosen: UserLocation) => Promise<UserLocation> = sharedLocationOf,
    private readonly locateKnown: (chosen: UserLocation) => UserLocation | undefined = locate === sharedLocationOf ? sharedLocationKnown : () => undefined,
  ) {}

  /** Might this request be answered from the cache? Cheap and synchronous: everything else goes straight on. */
  isCandidate(req: RequestLike): boolean {
    if (req.method !== "GET" || req.headers.get("x-sdui-fault")) return false;
    const path = pathOf(req.url);
    return CACHEABLE_PATHS.has(path) || publicPageOf(path) !== null;
  }

  /**
   * The route of a request that may be answered from the cache, or null when it must not be. Signed-in
   * requests look their session up (and so see a revocation at once); the key holds their segment, never
   * their account.
   */
  async route(req: RequestLike): Promise<PageRoute | null> {
    if (!this.isCandidate(req)) return null;
    const now = this.routeNow(req);
    return now !== undefined ? now : this.routeFor(req, await sharedViewerOfCookie(req.headers.get("cookie"), this.locate));
  }

  /**
   * The route of a candidate request (isCandidate) when it needs no lookup: a visitor without a session whose
   * location is remembered, the commonest request there is. Undefined when `route` must look the viewer up.
   * The server answers such a request from the cache in the turn it arrived in.
   */
  routeNow(req: RequestLike): PageRoute | null | undefined {
    const visitor = knownVisitorOfCookie(req.headers.get("cookie"), this.locateKnown);
    return visitor && this.routeFor(req, visitor);
  }

  private routeFor(req: RequestLike, viewer: SharedViewer): PageRoute | null {
    const path = pathOf(req.url);
    const publicPage = CACHEABLE_PATHS.has(path) ? null : publicPageOf(path);
    // Signed in, a public page is the segment's only when nothing on it depends on the account (`segment`);
    // the others are rendered for the account.
    if (isSignedInViewer(viewer) && !SEGMENT_CACHEABLE_PATHS.has(path) && !publicPage?.segment) return null;
    // The key has every input of the render (renderRequestHeaders + the viewer): nothing else reaches the page.
    const loc = viewer.location;
    const q = req.url.indexOf("?");
    const search = q === -1 ? "" : req.url.slice(q);
    const url = `${path}${publicPage ? publicPageQuery(publicPage, search) : search ? screenQuery(search) : ""}`;
    return { key: `${url}|${detectView(req.headers)}|${loc.cityId}:${loc.pincode}|${segmentKey(viewer)}`, url, viewer };
  }

  /** Takes one of a client's cache misses: null when allowed, else the seconds until the next one is. */
  async takeMiss(clientIp: string): Promise<number | null> {
    try {
      await this.misses.consume(clientIp);
      return null;
    } catch (e) {
      if (e instanceof RateLimiterRes) return Math.ceil(e.msBeforeNext / 1000);
      throw e;
    }
  }

  /** Request keys remembered on each shelf (each bounded by HTML_CACHE_INDEX_MAX). */
  get indexSize() {
    return Math.max(this.kept.index.size, this.trial.index.size);
  }

  /**
   * The headers a cacheable page is rendered with: only what its key covers (the view's user agent and mobile
   * hint, and the route's shared location, rebuilt from the key's city and pincode rather than copied from the
   * visitor's cookie), so nothing else from one visitor's request can end up in the page the next visitor gets.
   * Never the session cookie: the segment goes in the load context instead. Whatever a cached page comes to
   * depend on must be added to the key and here together.
   */
  renderRequestHeaders(headers: RequestLike["headers"], location: UserLocation): Headers {
    const out = new Headers({ accept: "text/html" });
    for (const name of ["user-agent", "sec-ch-ua-mobile"]) {
      const v = headers.get(name);
      if (v) out.set(name, v);
    }
    out.set("cookie", `${LOCATION_COOKIE}=${serializeLocation(location)}`);
    return out;
  }

  get(requestKey: string): CachedPage | undefined {
    const kept = this.kept.get(requestKey);
    if (kept) return kept.page;
    const tried = this.trial.get(requestKey);
    if (!tried) return undefined;
    // Asked for a second time: onto the kept shelf, with the time it has left.
    const ttl = this.trial.pages.getRemainingTTL(tried.full);
    this.trial.delete(requestKey, tried.full);
    this.kept.set(requestKey, tried.full, tried.page, Number.isFinite(ttl) && ttl > 0 ? ttl : undefined);
    return tried.page;
  }

  /** Is this request's page on the kept shelf (asked for more than once)? */
  isKept(requestKey: string): boolean {
    return this.kept.index.has(requestKey);
  }

  /**
   * Stores a rendered page in its final form. `nonce` is the one it was rendered with: the inline scripts that
   * carry it are allowed by hash from now on, and it leaves the page. `startedIn` is the generation the render
   * began in (from `fill`): a page rendered before a publish is returned but not kept.
   */
  async set(requestKey: string, screenKey: string, html: string, nonce: string, headers: [string, string][], startedIn = this.generation): Promise<CachedPage> {
    const { html: pinned, hashes } = pinInlineScripts(html, nonce);
    const bodies = await compressOnce(Buffer.from(pinned));
    const tag = crypto.createHash("sha256").update(bodies.identity).digest("base64url").slice(0, 27);
    const page: CachedPage = {
      bodies,
      etags: { identity: `"${tag}"`, gzip: `"${tag}-gz"`, br: `"${tag}-br"` },
      headers: [
        ...headers.filter(([k]) => !DROPPED_HEADERS.has(k.toLowerCase())),
        ["content-security-policy", contentSecurityPolicyWithHashes(hashes)],
        // The page differs by encoding, and by the cookies that choose segment and location.
        ["vary", "Accept-Encoding, Cookie"],
      ],
    };
    const tags = headers.find(([k]) => k.toLowerCase() === PAGE_TAGS_HEADER)?.[1];
    if (tags !== undefined) page.tags = tags.split(" ").filter(Boolean);
    // Rendered before a publish: answer this request with it, but keep nothing.
    if (startedIn !== this.generation) return page;
    const full = `${requestKey}|${screenKey}`;
    // A public page's screen key is "public|{path}" (entry.server.tsx).
    if (screenKey.startsWith("public|") && publicPageOf(screenKey.slice("public|".length))?.slots) page.showsSlots = true;
    // A page rendered again (a publish dropped it) whose key was kept stays kept; any other starts on trial.
    const shelf = this.kept.index.has(requestKey) ? this.kept : this.trial;
    shelf.set(requestKey, full, page, page.showsSlots ? SLOT_PAGE_MAX_AGE_MS : undefined);
    return page;
  }

  /**
   * Concurrent misses of one page share one render: the first caller renders, the others wait for its page.
   * A render that gave no page to keep (an errored section, a redirect) is not shared — its HTML carries its
   * own request's nonce — so each waiting caller then renders for itself.
   */
  fill<R extends { page?: CachedPage | null }>(requestKey: string, render: (generation: number) => Promise<R>): Promise<R> {
    const pending = this.filling.get(requestKey) as Promise<R> | undefined;
    if (pending) return pending.then((r) => (r.page ? r : render(this.generation)), () => render(this.generation));
    const mine = render(this.generation).finally(() => this.filling.delete(requestKey));
    this.filling.set(requestKey, mine);
    return mine;
  }

  /**
   * Free slots changed somewhere (a booking, cancel, reschedule, a doctor's leave): drops the pages that show them.
   * Renders under way may have read the old places, so none of them is kept either.
   */
  dropSlotPages() {
    this.dropWhere((page) => !!page.showsSlots);
  }

  /**
   * A catalogue change touched these items and lists: drops the pages tagged with any of them, and every page without
   * tags (it may show them). Renders under way may have read the old rows, so none of them is kept either.
   */
  dropTagged(tags: ReadonlySet<string>) {
    this.dropWhere((page) => !page.tags || page.tags.some((t) => tags.has(t)));
  }

  /** What a catalogue change drops (catalogue-changes.ts): everything, or the pages showing what it touched. */
  catalogueChanged(drop: { all: true } | { all: false; tags: ReadonlySet<string> }) {
    if (drop.all) this.clear();
    else this.dropTagged(drop.tags);
  }

  private dropWhere(stale: (page: CachedPage) => boolean) {
    this.generation++;
    this.filling.clear();
    this.kept.dropWhere(stale);
    this.trial.dropWhere(stale);
  }

  clear() {
    this.generation++;
    this.kept.clear();
    this.trial.clear();
    this.filling.clear();
  }

  get size() {
    return this.kept.pages.size + this.trial.pages.size;
  }
}

export const htmlCache = new HtmlCache();
