/** robots.txt, the XML sitemaps and the HTML sitemap pages over the seeded catalogue and articles. */
import { describe, expect, it } from "vitest";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loader as robots } from "~/routes/robots[.]txt";
import { loader as sitemapIndex } from "~/routes/sitemap[.]xml";
import { loader as sitemapFile } from "~/routes/sitemaps.$file";
import { loader as sitemapPage } from "~/routes/sitemap.$kind";
import { loader as itemPage } from "~/routes/lab-tests.$slug";
import { loader as listingPage } from "~/routes/test-listing.$slug";
import { loader as cityPage } from "~/routes/lab-tests-city.$city";
import { loader as articlePage } from "~/routes/blog.$slug";
import { SITEMAP_KINDS } from "~/features/sitemap/sitemap.server";
import type { SitemapPageData } from "~/features/sitemap/sitemap.server";
import { targets, servicesOfTarget } from "./harness";

type Loader = (args: LoaderFunctionArgs) => Promise<unknown> | unknown;
/** A loader's answer; one that returns plain data (as page loaders do) answered 200. */
async function call(loader: Loader, path: string, params: Record<string, string> = {}): Promise<Response> {
  try {
    const out = await loader({ request: new Request(`http://localhost${path}`), params, context: {} });
    return out instanceof Response ? out : Response.json(out);
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
}
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

describe.each(targets)("sitemaps on $name", (target) => {
  servicesOfTarget(target);

  it("robots.txt keeps crawlers out of accounts and checkout and names the sitemap index", async () => {
    const text = await (await call(robots, "/robots.txt")).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/my-account$/m);
    expect(text).toMatch(/^Disallow: \/graphql$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  it("the index lists one sitemap per kind, and each answers with its pages", async () => {
    const index = await (await call(sitemapIndex, "/sitemap.xml")).text();
    expect(index).toContain("<sitemapindex");
    const files = locs(index);
    expect(files).toEqual(Object.keys(SITEMAP_KINDS).map((k) => `/sitemaps/${k}.xml`));
    for (const f of files) {
      const res = await call(sitemapFile, f, { file: f.split("/").pop()! });
      expect(res.headers.get("content-type")).toMatch(/xml/);
      expect(locs(await res.text()).length).toBeGreaterThan(0);
    }
    expect((await call(sitemapFile, "/sitemaps/doctors.xml", { file: "doctors.xml" })).status).toBe(404);
  });

  it("lists every article (with lastmod), every lab test, the tools and the home screen's articles", async () => {
    const xml = async (kind: string) => (await call(sitemapFile, `/sitemaps/${kind}.xml`, { file: `${kind}.xml` })).text();
    const articles = await xml("article");
    expect(locs(articles)).toEqual(expect.arrayContaining(["/blog/hba1c-explained", "/blog/metformin-guide"]));
    expect(articles).toMatch(/<loc>[^<]+\/blog\/hba1c-explained<\/loc><lastmod>2026-09-18<\/lastmod>/);
    const tests = locs(await xml("diagnostic"));
    expect(tests).toContain("/lab-tests/thyroid-profile-total-t3-t4-tsh");
    expect(locs(await xml("static"))).toEqual(expect.arrayContaining(["/", "/blog", "/health-tools/bmi-calculator", "/health-tools/calories-burnt"]));
  });

  it("every listed page of the data-driven kinds answers 200 (a sample of each)", async () => {
    const xml = async (kind: string) => locs(await (await call(sitemapFile, `/sitemaps/${kind}.xml`, { file: `${kind}.xml` })).text());
    const tests = await xml("diagnostic");
    for (const p of [tests[0], tests[Math.floor(tests.length / 2)], tests[tests.length - 1]]) {
      expect((await call(itemPage, p, { slug: p.split("/").pop()! })).status, p).toBe(200);
    }
    for (const p of await xml("diagnostic-categories")) {
      const [, route, slug] = p.split("/");
      const res = route === "test-listing" ? await call(listingPage, p, { slug }) : await call(cityPage, p, { city: slug });
      expect(res.status, p).toBe(200);
    }
    for (const p of (await xml("article")).filter((x) => x.startsWith("/blog/"))) {
      expect((await call(articlePage, p, { slug: p.split("/").pop()! })).status, p).toBe(200);
    }
  });

  it("HTML sitemap pages carry paged titles; a page past the last or an unbuilt kind is a 404", async () => {
    const first = (await (await call(sitemapPage, "/sitemap/diagnostic", { kind: "diagnostic" })).json()) as SitemapPageData;
    expect(first.title).toBe("Lab tests and packages");
    expect(first.entries).toHaveLength(100);
    expect(first.pages).toBeGreaterThan(1);
    const second = (await (await call(sitemapPage, "/sitemap/diagnostic?page=2", { kind: "diagnostic" })).json()) as SitemapPageData;
    expect(second.title).toBe("Lab tests and packages – Page 2");
    expect(second.canonical).toMatch(/\/sitemap\/diagnostic\?page=2$/);
    expect(second.entries[0].path).not.toBe(first.entries[0].path);
    expect((await call(sitemapPage, "/sitemap/diagnostic?page=999", { kind: "diagnostic" })).status).toBe(404);
    expect((await call(sitemapPage, "/sitemap/doctors", { kind: "doctors" })).status).toBe(404);
  });
});
