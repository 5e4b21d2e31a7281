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
import { loader as doctorsPage } from "~/routes/doctors.$slug";
import { loader as specialtyPage } from "~/routes/specialties.$slug";
import { loader as hospitalPage } from "~/routes/hospital.$id";
import { loader as hospitalsPage } from "~/routes/hospitals-and-clinics";
import { loader as conditionPage } from "~/routes/conditions.$slug";
import { loader as procedurePage } from "~/routes/procedures.$slug";
import { loader as policyPage } from "~/routes/policies.$slug";
import { SITEMAP_KINDS } from "~/features/sitemap/sitemap.server";
import { publicPageOf } from "~/.server/public-pages";
import { CACHEABLE_PATHS } from "~/.server/html-cache";
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
  const services = servicesOfTarget(target);

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
    // A kind whose pages do not exist yet is absent, not empty: a single FAQ question has no page of its own.
    expect((await call(sitemapFile, "/sitemaps/health-queries-faq.xml", { file: "health-queries-faq.xml" })).status).toBe(404);
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

  it("issue: \"Every public page is in a sitemap and served from the HTML cache\": each page any sitemap lists is one the cache keeps", async () => {
    const index = await (await call(sitemapIndex, "/sitemap.xml")).text();
    const uncached: string[] = [];
    let listed = 0;
    for (const f of locs(index)) {
      for (const p of locs(await (await call(sitemapFile, f, { file: f.split("/").pop()! })).text())) {
        listed++;
        // The configured screens (home, lab tests, consult, the card) are kept by path; the rest by the public-page table.
        if (!CACHEABLE_PATHS.has(p) && !publicPageOf(p)) uncached.push(p);
      }
    }
    expect(listed).toBeGreaterThan(100);
    expect(uncached).toEqual([]);
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
    expect((await call(sitemapPage, "/sitemap/no-such-kind", { kind: "no-such-kind" })).status).toBe(404);
  });

  it("doctors, specialties, their cities and localities, conditions, hospitals and their cities are listed, and each page answers 200", async () => {
    const xml = async (kind: string) => locs(await (await call(sitemapFile, `/sitemaps/${kind}.xml`, { file: `${kind}.xml` })).text());
    const sample = <T,>(xs: T[]) => [xs[0], xs[Math.floor(xs.length / 2)], xs[xs.length - 1]];
    const doctors = await xml("doctors");
    expect(doctors).toContain("/doctors/dr-farah-khan");
    const cityDoctors = await xml("city-doctors");
    expect(cityDoctors).toContain("/doctors/doctors-in-hyderabad-dcity");
    const citySpecialty = await xml("city-specialty");
    expect(citySpecialty).toContain("/doctors/cardiology-in-hyderabad-scity");
    const localities = await xml("locality-doctors");
    expect(localities.length).toBeGreaterThan(3);
    const localitySpecialty = await xml("locality-specialty");
    expect(localitySpecialty.length).toBeGreaterThan(3);
    expect(localitySpecialty.every((p) => /^\/doctors\/[a-z0-9-]+-in-[a-z0-9-]+-sloc$/.test(p))).toBe(true);
    for (const p of [...sample(doctors), ...sample(cityDoctors), ...sample(citySpecialty), ...sample(localities), ...sample(localitySpecialty)]) {
      expect((await call(doctorsPage, p, { slug: p.split("/").pop()! })).status, p).toBe(200);
    }
    // A specialty in a locality lists only that specialty's doctors with a clinic there; a made-up one is 404.
    const sloc = localitySpecialty.find((p) => p.startsWith("/doctors/cardiology-in-"))!;
    const slocData = (await (await call(doctorsPage, sloc, { slug: sloc.split("/").pop()! })).json()) as {
      page: string;
      listing: { heading: string; total: number; doctors: { specialtyName: string; clinicNames: string[] }[] };
    };
    expect(slocData.page).toBe("listing");
    expect(slocData.listing.heading).toMatch(/^Cardiology doctors in /);
    expect(slocData.listing.total).toBeGreaterThan(0);
    expect(slocData.listing.doctors.every((d) => d.specialtyName === "Cardiology" && d.clinicNames.length > 0)).toBe(true);
    const db = services().db;
    const locality = slocData.listing.heading.replace("Cardiology doctors in ", "");
    const there = await db
      .selectFrom("doctor_facilities as df")
      .innerJoin("doctors as d", "d.id", "df.doctor_id")
      .innerJoin("facilities as f", "f.id", "df.facility_id")
      .where("f.locality", "=", locality)
      .where("d.specialty_slug", "=", "cardiology")
      .select("d.id")
      .distinct()
      .execute();
    expect(slocData.listing.total).toBe(there.length);
    for (const bad of ["cardiology-in-nowhere-at-all-sloc", "no-such-specialty-in-banjara-hills-sloc"]) {
      expect((await call(doctorsPage, `/doctors/${bad}`, { slug: bad })).status, bad).toBe(404);
    }
    const specialties = await xml("specialties");
    expect(specialties).toEqual(expect.arrayContaining(["/specialties", "/specialties/cardiology"]));
    for (const p of specialties.slice(1, 4)) expect((await call(specialtyPage, p, { slug: p.split("/").pop()! })).status, p).toBe(200);
    const treatments = await xml("diseases-and-conditions");
    for (const p of treatments.filter((x) => x.startsWith("/conditions/")).slice(0, 2)) expect((await call(conditionPage, p, { slug: p.split("/").pop()! })).status, p).toBe(200);
    for (const p of treatments.filter((x) => x.startsWith("/procedures/")).slice(0, 2)) expect((await call(procedurePage, p, { slug: p.split("/").pop()! })).status, p).toBe(200);
    const hospitals = await xml("hospitals-and-clinics");
    for (const p of sample(hospitals)) expect((await call(hospitalPage, p, { id: p.split("/").pop()! })).status, p).toBe(200);
    // City pages keep their query: read the raw <loc>s.
    const raw = await (await call(sitemapFile, "/sitemaps/hospital-city-and-region.xml", { file: "hospital-city-and-region.xml" })).text();
    const cityPages = [...raw.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replaceAll("&amp;", "&")));
    expect(cityPages.map((u) => u.search)).toEqual(expect.arrayContaining(["?city=Hyderabad", "?category=hospitals&city=Hyderabad"]));
    for (const u of cityPages.slice(0, 3)) {
      const data = (await (await call(hospitalsPage, u.pathname + u.search)).json()) as { totalCount: number };
      expect(data.totalCount, u.search).toBeGreaterThan(0);
    }
    const statics = await xml("static");
    expect(statics).toEqual(expect.arrayContaining(["/health-insurance", "/weight-loss", "/policies", "/policies/covid19-kavach"]));
    for (const p of statics.filter((x) => x.startsWith("/policies/"))) expect((await call(policyPage, p, { slug: p.split("/").pop()! })).status, p).toBe(200);
    expect((await call(policyPage, "/policies/nope", { slug: "nope" })).status).toBe(404);
  });
});
