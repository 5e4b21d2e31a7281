import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { HTML_CACHE_INDEX_MAX, HTML_CACHE_MISSES_PER_CLIENT, HTML_CACHE_PAGES, HTML_CACHE_TRIAL_PAGES, HtmlCache } from "~/.server/html-cache";
import { cachedPageAnswer, etagMatches, pickEncoding } from "~/.server/page-response";
import { pinInlineScripts, scriptHash } from "~/.server/script-hashes";
import { DEFAULT_LOCATION, serializeLocation } from "~/lib/location";

const req = (url: string, h: Record<string, string> = {}, method = "GET") => ({ method, url, headers: new Headers(h) });

describe("rendered-HTML cache for configured screens", () => {
  it("keys a visitor by path, view, location and segment; never for non-GET, other paths or injected faults", async () => {
    const c = new HtmlCache();
    expect((await c.route(req("/")))?.key).toBe("/|web|9:500085|signed_out");
    expect((await c.route(req("/lab-tests?openSearch=true", { "user-agent": "iPhone Mobile" })))?.key).toBe("/lab-tests?open_modal=search|mweb|9:500085|signed_out");
    expect(await c.route(req("/", {}, "POST"))).toBeNull();
    expect(await c.route(req("/orders"))).toBeNull();
    expect(await c.route(req("/lab-tests.data"))).toBeNull();
    expect(await c.route(req("/", { "x-sdui-fault": "content" }))).toBeNull();
    expect(c.isCandidate(req("/graphql"))).toBe(false);
  });

  // "The HTML cache key is the whole query string. /?cb=N … forces a full render plus maximum-quality compression
  // each time … Key on the path plus the parameters the page reads; bound the index; limit cache misses per client."
  it("keys and renders on the path and the screen-widget flag only: 100 cache-busters make one page", async () => {
    const c = new HtmlCache();
    const keys = new Set<string>();
    for (let n = 0; n < 100; n++) {
      const route = (await c.route(req(`/?cb=${n}&utm_source=x${n}`)))!;
      keys.add(route.key);
      expect(route.url).toBe("/");
    }
    expect([...keys]).toEqual(["/|web|9:500085|signed_out"]);
    // What the page does read still makes its own page, whatever the order or spelling of the query.
    const search = (await c.route(req("/lab-tests?cb=1&keyword=thyroid&openSearch=true")))!;
    expect(search.url).toBe("/lab-tests?open_modal=search&keyword=thyroid");
    expect((await c.route(req("/lab-tests?open_modal=search&keyword=thyroid&cb=2")))!.key).toBe(search.key);
    expect((await c.route(req("/lab-tests?open_cart=true")))!.url).toBe("/lab-tests?open_modal=cart");
  });

  it("remembers at most HTML_CACHE_INDEX_MAX request keys", async () => {
    const c = new HtmlCache();
    for (let n = 0; n < HTML_CACHE_INDEX_MAX + 50; n++) await c.set(`/|web|${n}:500085|signed_out`, "diag_home|web|signed_out|9|1", "<p>x</p>", "nonce", [], 0);
    expect(c.indexSize).toBe(HTML_CACHE_INDEX_MAX);
  });

  // Issue 24: "A flood of distinct query strings cannot evict the hot pages."
  it("a flood of pages asked for once each (distinct query strings) cannot evict the pages asked for most", async () => {
    const c = new HtmlCache();
    const hot = ["/lab-tests/thyroid-profile-total-t3-t4-tsh", "/test-listing/full-body-checkup", "/test-listing/full-body-checkup?page=2"];
    const keyOf = async (url: string) => (await c.route(req(url)))!.key;
    for (const url of hot) {
      const key = await keyOf(url);
      await c.set(key, `public|${url.split("?")[0]}`, `<p>${url}</p>`, "", []);
      expect(c.get(key)).toBeDefined(); // asked for again: a hot page
      expect(c.isKept(key)).toBe(true);
    }
    // Far more one-off pages than both shelves hold, each a listing page number or sort nobody asks for twice.
    const flood = 2 * (HTML_CACHE_PAGES + HTML_CACHE_TRIAL_PAGES);
    for (let n = 0; n < flood; n++) {
      const url = `/test-listing/full-body-checkup?page=${1000 + n}&sort=${n % 2 ? "price" : "name"}`;
      await c.set(await keyOf(url), "public|/test-listing/full-body-checkup", `<p>${n}</p>`, "", []);
    }
    for (const url of hot) expect(c.get(await keyOf(url))?.bodies.identity.toString()).toBe(`<p>${url}</p>`);
    // The flood's pages still work while they last: the newest are on trial.
    const last = await keyOf(`/test-listing/full-body-checkup?page=${1000 + flood - 1}&sort=${(flood - 1) % 2 ? "price" : "name"}`);
    expect(c.get(last)).toBeDefined();
    expect(c.size).toBeLessThanOrEqual(HTML_CACHE_PAGES + HTML_CACHE_TRIAL_PAGES);
  });

  it("limits the cache misses one client may cause, and counts each client apart", async () => {
    const c = new HtmlCache();
    for (let n = 0; n < HTML_CACHE_MISSES_PER_CLIENT.points; n++) expect(await c.takeMiss("203.0.113.7")).toBeNull();
    expect(await c.takeMiss("203.0.113.7")).toBeGreaterThan(0);
    expect(await c.takeMiss("203.0.113.8")).toBeNull();
  });

  it("a cookie that is not a valid session is a visitor: the signed-out page, never a signed-in one", async () => {
    const c = new HtmlCache();
    const route = await c.route(req("/lab-tests", { cookie: "__session=forged.value" }));
    expect(route?.key).toBe("/lab-tests|web|9:500085|signed_out");
    expect(route?.viewer.segments).toEqual(["signed_out"]);
  });

  it("a visitor without a session whose location is remembered is routed at once, as `route` would; others are looked up", async () => {
    const c = new HtmlCache();
    const looked = (await c.route(req("/lab-tests?keyword=thyroid&cb=3")))!; // remembers the default location
    expect(c.routeNow(req("/lab-tests?cb=9&keyword=thyroid"))).toEqual(looked);
    // A session cookie (valid or not) is checked against the database first.
    expect(c.routeNow(req("/lab-tests", { cookie: "__session=forged.value" }))).toBeUndefined();
    // A location not seen yet is read from the database first.
    const elsewhere = serializeLocation({ ...DEFAULT_LOCATION, pincode: "500034" });
    expect(c.routeNow(req("/lab-tests", { cookie: `diag_location=${elsewhere}` }))).toBeUndefined();
    expect((await c.route(req("/lab-tests", { cookie: `diag_location=${elsewhere}` })))?.key).toBe("/lab-tests|web|9:500034|signed_out");
    expect(c.routeNow(req("/lab-tests", { cookie: `diag_location=${elsewhere}` }))?.key).toBe("/lab-tests|web|9:500034|signed_out");
    // A cache given its own way of locating (unit tests) always asks it.
    expect(new HtmlCache(async (chosen) => chosen).routeNow(req("/lab-tests"))).toBeUndefined();
  });

  it("stores a page once in its final form: scripts pinned by hash, nonce gone, brotli and gzip made once", async () => {
    const c = new HtmlCache();
    const { key } = (await c.route(req("/")))!;
    const html = `<html><script nonce="N1">go()</script><script>evil()</script><p>${"cards ".repeat(500)}</p></html>`;
    const page = await c.set(key, "a247_home|web|signed_out|9|1", html, "N1", [
      ["content-security-policy", "script-src 'nonce-N1'"],
      ["set-cookie", "x=1"],
      ["content-type", "text/html"],
    ]);
    expect(c.get(key)).toBe(page);
    const identity = page.bodies.identity.toString();
    expect(identity).not.toContain("N1");
    expect(zlib.brotliDecompressSync(page.bodies.br).toString()).toBe(identity);
    expect(zlib.gunzipSync(page.bodies.gzip).toString()).toBe(identity);
    expect(page.bodies.br.length).toBeLessThan(page.bodies.identity.length / 5);
    const headers = Object.fromEntries(page.headers);
    expect(headers["content-security-policy"]).toContain(`'sha256-${scriptHash("go()")}'`);
    expect(headers["content-security-policy"]).not.toContain(scriptHash("evil()"));
    expect(headers["content-security-policy"]).not.toContain("nonce");
    expect(headers["set-cookie"]).toBeUndefined();
    expect(headers["vary"]).toBe("Accept-Encoding, Cookie");
    expect(new Set(Object.values(page.etags)).size).toBe(3);
    c.clear();
    expect(c.get(key)).toBeUndefined();
  });

  it("concurrent misses share one render when it gives a page; otherwise each renders for itself", async () => {
    const c = new HtmlCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 5));
      return { page: await c.set("k", "s|web|signed_out|9|1", "<p>x</p>", "", []) };
    };
    const [a, b] = await Promise.all([c.fill("k", render), c.fill("k", render)]);
    expect(renders).toBe(1);
    expect(a.page).toBe(b.page);

    let errored = 0;
    const failing = async () => ({ page: null, n: ++errored });
    const results = await Promise.all([c.fill("e", failing), c.fill("e", failing)]);
    expect(errored).toBe(2);
    expect(results.map((r) => r.n).sort()).toEqual([1, 2]);
  });

  it("a page rendered before a publish is not kept after it", async () => {
    const c = new HtmlCache();
    const result = c.fill("k", async (generation) => {
      c.clear(); // a publish lands while this render runs
      return { page: await c.set("k", "s|web|signed_out|9|1", "<p>old</p>", "", [], generation) };
    });
    expect((await result).page?.bodies.identity.toString()).toBe("<p>old</p>");
    expect(c.get("k")).toBeUndefined();
  });
});

describe("inline scripts pinned by hash", () => {
  it("hashes only the scripts the render gave its nonce; external scripts need none; others stay blocked", () => {
    const html = '<script nonce="abc+/=">a()</script><script type="module" nonce="abc+/=" src="/x.js"></script><script>b()</script><link rel="modulepreload" nonce="abc+/=" href="/y.js">';
    const { html: out, hashes } = pinInlineScripts(html, "abc+/=");
    expect(hashes).toEqual([scriptHash("a()")]);
    expect(out).toBe('<script>a()</script><script type="module" src="/x.js"></script><script>b()</script><link rel="modulepreload" href="/y.js">');
  });
  it("the hash is the one browsers compute: base64 SHA-256 of the script text", () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(scriptHash("alert(1)")).toBe("bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=");
  });
});

describe("answering from a cached page", () => {
  const page = {
    bodies: { identity: Buffer.from("plain"), gzip: Buffer.from("gz"), br: Buffer.from("b") },
    etags: { identity: '"t"', gzip: '"t-gz"', br: '"t-br"' },
    headers: [["content-type", "text/html"], ["vary", "Accept-Encoding, Cookie"]] as [string, string][],
  };

  it("picks brotli, then gzip, then none, as Accept-Encoding and its q-values say", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip, br;q=0.5")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("deflate")).toBe("identity");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
  });

  it("sends the chosen encoding with its own ETag, length and Vary", () => {
    const a = cachedPageAnswer(page, { acceptEncoding: "gzip" }, "HIT");
    expect(a.status).toBe(200);
    expect(a.body?.toString()).toBe("gz");
    expect(a.headers).toMatchObject({ "content-encoding": "gzip", etag: '"t-gz"', "content-length": "2", vary: "Accept-Encoding, Cookie", "x-html-cache-status": "HIT" });
    expect(cachedPageAnswer(page, {}, "MISS").headers["content-encoding"]).toBeUndefined();
    // Each answer says what it is, however many came before it for the same page.
    expect(cachedPageAnswer(page, { acceptEncoding: "gzip" }, "MISS").headers["x-html-cache-status"]).toBe("MISS");
    expect(cachedPageAnswer(page, { acceptEncoding: "gzip" }, "HIT").headers["x-html-cache-status"]).toBe("HIT");
    expect(cachedPageAnswer(page, { acceptEncoding: "br" }, "HIT").headers).toMatchObject({ "content-encoding": "br", etag: '"t-br"', "content-length": "1" });
    const other = { ...page, bodies: { ...page.bodies, gzip: Buffer.from("gzip!") }, etags: { ...page.etags, gzip: '"u-gz"' } };
    expect(cachedPageAnswer(other, { acceptEncoding: "gzip" }, "HIT").headers).toMatchObject({ etag: '"u-gz"', "content-length": "5" });
  });

  it("answers 304 without a body when If-None-Match names the representation it would send", () => {
    const a = cachedPageAnswer(page, { acceptEncoding: "br", ifNoneMatch: 'W/"t-br"' }, "HIT");
    expect(a.status).toBe(304);
    expect(a.body).toBeNull();
    expect(a.headers.etag).toBe('"t-br"');
    expect(a.headers["content-length"]).toBeUndefined();
    expect(cachedPageAnswer(page, { acceptEncoding: "gzip", ifNoneMatch: '"t-br"' }, "HIT").status).toBe(200);
    expect(etagMatches('"a", "t"', '"t"')).toBe(true);
    expect(etagMatches("*", '"t"')).toBe(true);
  });
});
