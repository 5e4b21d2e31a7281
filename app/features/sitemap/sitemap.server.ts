/**
 * Every public page, by kind: the XML sitemaps (/sitemap.xml and /sitemaps/{kind}.xml) and the HTML sitemap pages
 * (/sitemap/{kind}) are built from the same lists, read from the tables the pages themselves read. Only kinds
 * whose pages exist are listed (spec §2: doctors, hospitals, localities… come with their flows).
 */
import { getServices } from "~/.server/app-context";
import { appOrigin } from "~/.server/allowed-hosts";
import { articleSitemapRows } from "~/.server/domain/blog";
import { slugify } from "~/.server/domain/catalogue/listing";
import { getQueryTopics, topicUrl, type QuerySection } from "~/features/content/content.server";
import { HEALTH_TOOL_PAGES } from "~/lib/health-tool-pages";
import { DEFAULT_LOCATION } from "~/lib/location";

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
    canonical: `${appOrigin()}${page > 1 ? `${path}?page=${page}` : path}`,
  };
}

export const sitemapOverview = () => Object.entries(SITEMAP_KINDS).map(([kind, k]) => ({ kind, title: k.title }));
