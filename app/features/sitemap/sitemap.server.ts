/**
 * Every public page, by kind: the XML sitemaps (/sitemap.xml and /sitemaps/{kind}.xml) and the HTML sitemap pages
 * (/sitemap/{kind}) are built from the same lists, read from the tables the pages themselves read. Only kinds
 * whose pages exist are listed (spec §2: doctors, hospitals, localities… come with their flows).
 */
import { pagedCanonical } from "~/lib/canonical";
import { getServices } from "~/.server/app-context";
import { appOrigin } from "~/.server/allowed-hosts";
import { articleSitemapRows } from "~/.server/domain/blog";
import { slugify } from "~/.server/domain/catalogue/listing";
import { getQueryTopics, topicUrl, type QuerySection } from "~/features/content/content.server";
import { HEALTH_TOOL_PAGES } from "~/lib/health-tool-pages";
import { POLICY_SECTIONS } from "~/features/content/policy-texts";
import { DEFAULT_LOCATION } from "~/lib/location";
import { localitySlug } from "~/.server/domain/doctors/clinics";
import { citySlug } from "~/features/consult/doctors-route.server";
import { ALL_CITIES, HOSPITAL_CATEGORIES, HOSPITAL_CATEGORY_LABELS, HOSPITAL_CITIES, KINDS_OF_CATEGORY, hospitalsHref } from "~/lib/hospital-filters";

export interface SitemapEntry {
  path: string;
  title: string;
  lastmod?: string;
}

type DB = Awaited<ReturnType<typeof getServices>>["db"];

/** Pages that need no data: the configured screens, help and legal pages, the blog index and the tools. */
const STATIC_PAGES: SitemapEntry[] = [
  { path: "/", title: "Home" },
  { path: "/lab-tests", title: "Book Lab Tests" },
  { path: "/consult", title: "Consult a Doctor" },
  { path: "/apollo-sbi-credit-card", title: "Apollo SBI Credit Card" },
  { path: "/test-landing", title: "Lab tests at home" },
  { path: "/blog", title: "Health articles" },
  { path: "/health-tools", title: "Health tools" },
  ...HEALTH_TOOL_PAGES.map((t) => ({ path: t.path, title: t.title })),
  { path: "/health-queries", title: "Health queries" },
  { path: "/lab-tests-queries", title: "Lab test queries" },
  { path: "/faq", title: "Help & FAQs" },
  { path: "/contact", title: "Contact us" },
  { path: "/aboutUs", title: "About us" },
  { path: "/terms", title: "Terms and conditions" },
  { path: "/privacy", title: "Privacy policy" },
  { path: "/refund-policy", title: "Refund policy" },
  { path: "/health-insurance", title: "Health insurance" },
  { path: "/weight-loss", title: "Weight loss programme" },
  { path: "/policies", title: "Policies" },
  ...POLICY_SECTIONS.map((p) => ({ path: `/policies/${p.slug}`, title: p.name })),
];

async function queryTopicEntries(db: DB, section: QuerySection): Promise<SitemapEntry[]> {
  return (await getQueryTopics(db, section)).map((t) => ({ path: `/${section}/${t.topic}`, title: t.title }));
}

/** The kinds, by the spec's sitemap-page names (§2 "Sitemap pages"), in the order the overview lists them. */
export const SITEMAP_KINDS = {
  static: {
    title: "Static pages",
    entries: async () => STATIC_PAGES,
  },
  diagnostic: {
    title: "Lab tests and packages",
    // Item pages open in the visitor's city; a visitor without one gets the default city, so list what it sells.
    entries: async (db: DB) => {
      const rows = await db
        .selectFrom("diagnostic_items as i")
        .innerJoin("diagnostic_pricing as p", "p.item_id", "i.item_id")
        .where("p.city_id", "=", DEFAULT_LOCATION.cityId)
        .select(["i.canonical_tag", "i.item_name"])
        .distinct()
        .orderBy("i.item_name")
        .execute();
      return rows.map((r) => ({ path: `/lab-tests/${r.canonical_tag}`, title: r.item_name }));
    },
  },
  "diagnostic-categories": {
    title: "Lab test categories and cities",
    entries: async (db: DB) => {
      const [categories, cities] = await Promise.all([
        db.selectFrom("categories").select(["slug", "name"]).orderBy("sort_order").execute(),
        db.selectFrom("cities").select(["name"]).orderBy("name").execute(),
      ]);
      return [
        ...categories.map((c) => ({ path: `/test-listing/${c.slug}`, title: `${c.name} tests` })),
        ...cities.map((c) => ({ path: `/lab-tests-city/${slugify(c.name)}`, title: `Lab tests in ${c.name}` })),
      ];
    },
  },
  article: {
    title: "Articles",
    entries: async (db: DB) => {
      const [articles, topics] = await Promise.all([
        articleSitemapRows(db),
        db.selectFrom("health_topics").select(["category", "slug", "title"]).orderBy("sort_order").execute(),
      ]);
      return [
        ...articles.map((a) => ({ path: `/blog/${a.slug}`, title: a.title, lastmod: a.updatedAt })),
        ...topics.map((t) => ({ path: topicUrl(t), title: t.title })),
      ];
    },
  },
  "health-query-categories": {
    title: "Health query categories",
    entries: (db: DB) => queryTopicEntries(db, "health-queries"),
  },
  "lab-test-queries": {
    title: "Lab test queries",
    entries: (db: DB) => queryTopicEntries(db, "lab-tests-queries"),
  },
  // Doctors (issue 18's flows): only the pages that list someone.
  doctors: {
    title: "Doctors",
    entries: async (db: DB) => {
      const rows = await db.selectFrom("doctors as d").innerJoin("specialties as s", "s.slug", "d.specialty_slug").select(["d.slug", "d.name", "s.name as specialty"]).orderBy("d.name").execute();
      return rows.map((r) => ({ path: `/doctors/${r.slug}`, title: `${r.name}, ${r.specialty}` }));
    },
  },
  "city-specialty": {
    title: "Specialists by city",
    entries: async (db: DB) => {
      const rows = await db
        .selectFrom("doctors as d")
        .innerJoin("specialties as s", "s.slug", "d.specialty_slug")
        .innerJoin("cities as c", "c.id", "d.city_id")
        .select(["s.slug", "s.name", "c.name as city", "s.sort_order"])
        .distinct()
        .orderBy("s.sort_order")
        .orderBy("c.name")
        .execute();
      return rows.map((r) => ({ path: `/doctors/${r.slug}-in-${citySlug(r.city)}-scity`, title: `${r.name} doctors in ${r.city}` }));
    },
  },
  "city-doctors": {
    title: "Doctors by city",
    entries: async (db: DB) => {
      const rows = await db.selectFrom("doctors as d").innerJoin("cities as c", "c.id", "d.city_id").select("c.name").distinct().orderBy("c.name").execute();
      return rows.map((r) => ({ path: `/doctors/doctors-in-${citySlug(r.name)}-dcity`, title: `Doctors in ${r.name}` }));
    },
  },
  "locality-specialty": {
    title: "Specialists by locality",
    // Each specialty in each locality where one of its doctors has a clinic: the pages that list someone.
    entries: async (db: DB) => {
      const rows = await db
        .selectFrom("doctor_facilities as df")
        .innerJoin("doctors as d", "d.id", "df.doctor_id")
        .innerJoin("specialties as s", "s.slug", "d.specialty_slug")
        .innerJoin("facilities as f", "f.id", "df.facility_id")
        .innerJoin("cities as c", "c.id", "f.city_id")
        .select(["s.slug", "s.name", "s.sort_order", "f.locality", "c.name as city"])
        .distinct()
        .orderBy("s.sort_order")
        .orderBy("c.name")
        .orderBy("f.locality")
        .execute();
      const seen = new Set<string>();
      return rows.flatMap((r) => {
        const path = `/doctors/${r.slug}-in-${localitySlug(r.locality)}-sloc`;
        if (!localitySlug(r.locality) || seen.has(path)) return [];
        seen.add(path);
        return [{ path, title: `${r.name} doctors in ${r.locality}, ${r.city}` }];
      });
    },
  },
  "locality-doctors": {
    title: "Doctors by locality",
    entries: async (db: DB) => {
      const rows = await db
        .selectFrom("doctor_facilities as df")
        .innerJoin("facilities as f", "f.id", "df.facility_id")
        .innerJoin("cities as c", "c.id", "f.city_id")
        .select(["f.locality", "c.name as city"])
        .distinct()
        .orderBy("c.name")
        .orderBy("f.locality")
        .execute();
      const seen = new Set<string>();
      return rows.flatMap((r) => {
        const slug = localitySlug(r.locality);
        if (!slug || seen.has(slug)) return [];
        seen.add(slug);
        return [{ path: `/doctors/doctors-in-${slug}-dloc`, title: `Doctors in ${r.locality}, ${r.city}` }];
      });
    },
  },
  specialties: {
    title: "Specialties",
    entries: async (db: DB) => {
      const rows = await db.selectFrom("specialties").select(["slug", "name"]).orderBy("sort_order").execute();
      return [{ path: "/specialties", title: "All specialties" }, ...rows.map((r) => ({ path: `/specialties/${r.slug}`, title: r.name }))];
    },
  },
  "diseases-and-conditions": {
    title: "Diseases, conditions and procedures",
    entries: async (db: DB) => {
      const [conditions, procedures] = await Promise.all([
        db.selectFrom("conditions").select(["slug", "name"]).orderBy("name").execute(),
        db.selectFrom("procedures").select(["slug", "name"]).orderBy("name").execute(),
      ]);
      return [
        ...conditions.map((c) => ({ path: `/conditions/${c.slug}-treatment-doctors`, title: `${c.name} treatment doctors` })),
        ...procedures.map((p) => ({ path: `/procedures/${p.slug}-doctors`, title: `${p.name} doctors` })),
      ];
    },
  },
  "hospitals-and-clinics": {
    title: "Hospitals and clinics",
    entries: async (db: DB) => {
      const rows = await db.selectFrom("facilities as f").innerJoin("cities as c", "c.id", "f.city_id").select(["f.id", "f.name", "c.name as city"]).orderBy("c.name").orderBy("f.name").execute();
      return rows.map((r) => ({ path: `/hospital/${r.id}`, title: `${r.name}, ${r.city}` }));
    },
  },
  "hospital-city-and-region": {
    title: "Hospitals and clinics by city",
    // The listing's own cities and categories (lib/hospital-filters), where at least one place is listed.
    entries: async (db: DB) => {
      const rows = await db.selectFrom("facilities as f").innerJoin("cities as c", "c.id", "f.city_id").select(["c.name as city", "f.kind"]).distinct().execute();
      const out: SitemapEntry[] = [];
      for (const city of HOSPITAL_CITIES) {
        if (city === ALL_CITIES) continue;
        const kinds = new Set(rows.filter((r) => r.city === city).map((r) => r.kind));
        if (!kinds.size) continue;
        out.push({ path: hospitalsHref({ city }), title: `Hospitals and clinics in ${city}` });
        for (const category of HOSPITAL_CATEGORIES) {
          if (KINDS_OF_CATEGORY[category].some((k) => kinds.has(k))) out.push({ path: hospitalsHref({ city, category }), title: `${HOSPITAL_CATEGORY_LABELS[category]} in ${city}` });
        }
      }
      return out;
    },
  },
} satisfies Record<string, { title: string; entries: (db: DB) => Promise<SitemapEntry[]> }>;

export type SitemapKind = keyof typeof SITEMAP_KINDS;
export const isSitemapKind = (k: string | undefined): k is SitemapKind => !!k && Object.hasOwn(SITEMAP_KINDS, k);

/** Links per HTML sitemap page. */
export const SITEMAP_PAGE_SIZE = 100;

export async function sitemapEntries(kind: SitemapKind): Promise<SitemapEntry[]> {
  const { db } = await getServices();
  return SITEMAP_KINDS[kind].entries(db);
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function sitemapIndexXml(): string {
  const origin = appOrigin();
  const items = Object.keys(SITEMAP_KINDS).map((k) => `  <sitemap><loc>${xmlEscape(`${origin}/sitemaps/${k}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

export async function urlSetXml(kind: SitemapKind): Promise<string> {
  const origin = appOrigin();
  const entries = await sitemapEntries(kind);
  const urls = entries.map(
    (e) => `  <url><loc>${xmlEscape(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${xmlEscape(e.lastmod.slice(0, 10))}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Public pages: crawlers may cache them for an hour. */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600";

export function robotsTxt(): string {
  // Accounts, checkout, operations and the API have nothing for a search engine and must not be crawled.
  const disallow = [
    "/graphql", "/resources/", "/api/", "/content/", "/dev/", "/ops", "/studio", "/pay/", "/payments/", "/login", "/logout",
    "/my-account", "/my-payments", "/settings", "/patients", "/address-book", "/orders", "/order-details", "/previous-orders",
    "/test-orders", "/review-cart", "/tests-cart", "/selected-patients", "/resample-order/", "/diagnostic-prescription", "/widget-gallery",
    "/search-test/",
  ];
  return ["User-agent: *", ...disallow.map((p) => `Disallow: ${p}`), "", `Sitemap: ${appOrigin()}/sitemap.xml`, ""].join("\n");
}

export interface SitemapPageData {
  kind: SitemapKind;
  kindTitle: string;
  /** The spec's "paged titles": "Articles – Page 2" from the second page on. */
  title: string;
  entries: SitemapEntry[];
  page: number;
  pages: number;
  canonical: string;
}

/** One page of a kind's HTML sitemap; an unknown kind or a page past the last is a 404. */
export async function loadSitemapPage(kindParam: string | undefined, pageParam: string | null): Promise<SitemapPageData> {
  const notFound = () => new Response("Not found", { status: 404 });
  if (!isSitemapKind(kindParam)) throw notFound();
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1) throw notFound();
  const all = await sitemapEntries(kindParam);
  const pages = Math.max(1, Math.ceil(all.length / SITEMAP_PAGE_SIZE));
  if (page > pages) throw notFound();
  const kindTitle = SITEMAP_KINDS[kindParam].title;
  const path = `/sitemap/${kindParam}`;
  return {
    kind: kindParam,
    kindTitle,
    title: page > 1 ? `${kindTitle} – Page ${page}` : kindTitle,
    entries: all.slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE),
    page,
    pages,
    canonical: pagedCanonical(appOrigin(), path, page),
  };
}

export const sitemapOverview = () => Object.entries(SITEMAP_KINDS).map(([kind, k]) => ({ kind, title: k.title }));
