/**
 * Reads for the help pages: query (FAQ) pages, health topics, and the lab-test landing page. Content lives
 * in the database (seeded from seed-data/help-content.ts); counts and prices come from the catalogue.
 */
import { itemPriceDisplay } from "~/lib/price";
import type { DB } from "~/.server/db/client";
import { getDiagnosticsListingData } from "~/.server/domain/catalogue/catalogue";

export type QuerySection = "lab-tests-queries" | "health-queries";
export const QUERY_SECTIONS: Record<QuerySection, string> = {
  "lab-tests-queries": "Lab test queries",
  "health-queries": "Health queries",
};

export interface Faq {
  question: string;
  answer: string;
}

export interface QueryTopicLink {
  topic: string;
  title: string;
  count: number;
}

export interface HealthTopicSummary {
  category: string;
  slug: string;
  title: string;
  summary: string;
  url: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug = (s: string | undefined): s is string => !!s && s.length <= 80 && SLUG.test(s);

export const topicUrl = (t: { category: string; slug: string }) => `/diagnostic-health-topics/${t.category}/${t.slug}`;

/** Titles of the sub-pages; the section's own page has topic "". */
const TOPIC_TITLES: Record<string, string> = {
  "home-sample-collection": "Home sample collection",
  "test-preparation": "Preparing for your test",
  reports: "Reports",
  "payments-and-refunds": "Payments and refunds",
  diabetes: "Diabetes",
  thyroid: "Thyroid",
  heart: "Heart health",
  vitamins: "Vitamins and minerals",
};

export function topicTitle(topic: string): string {
  return TOPIC_TITLES[topic] ?? topic.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
}

export async function getFaqs(db: DB, section: QuerySection | "faq", topic: string): Promise<Faq[]> {
  return db
    .selectFrom("faq_entries")
    .select(["question", "answer"])
    .where("section", "=", section)
    .where("topic", "=", topic)
    .orderBy("sort_order")
    .execute();
}

/** The sub-pages of a section, with how many questions each answers. */
export async function getQueryTopics(db: DB, section: QuerySection): Promise<QueryTopicLink[]> {
  const rows = await db
    .selectFrom("faq_entries")
    .select(["topic", db.fn.countAll<number>().as("n")])
    .where("section", "=", section)
    .where("topic", "!=", "")
    .groupBy("topic")
    .orderBy("topic")
    .execute();
  return rows.map((r) => ({ topic: r.topic, title: topicTitle(r.topic), count: Number(r.n) }));
}

export async function getHealthTopics(db: DB, category?: string): Promise<HealthTopicSummary[]> {
  let q = db.selectFrom("health_topics").select(["category", "slug", "title", "summary"]).orderBy("sort_order");
  if (category) q = q.where("category", "=", category);
  const rows = await q.execute();
  return rows.map((r) => ({ ...r, url: topicUrl(r) }));
}

export interface HealthTopicPage {
  category: string;
  slug: string;
  title: string;
  summary: string;
  body: { heading: string; paragraphs: string[] }[];
  relatedTests: { name: string; url: string; price: number }[];
}

export async function getHealthTopic(db: DB, category: string, slug: string, cityId: number): Promise<HealthTopicPage | null> {
  const row = await db.selectFrom("health_topics").selectAll().where("category", "=", category).where("slug", "=", slug).executeTakeFirst();
  if (!row) return null;
  const tags = JSON.parse(row.related_tests) as string[];
  const items = tags.length
    ? await db.selectFrom("diagnostic_items").select(["item_id"]).where("canonical_tag", "in", tags).execute()
    : [];
  const listing = items.length
    ? await getDiagnosticsListingData(db, { cityId, itemIds: items.map((i) => i.item_id), limit: tags.length })
    : { itemList: [] };
  const byTag = new Map(listing.itemList.map((i) => [i.canonicalTag, i]));
  return {
    category: row.category,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: JSON.parse(row.body) as HealthTopicPage["body"],
    relatedTests: tags.flatMap((t) => {
      const i = byTag.get(t);
      return i ? [{ name: i.itemName, url: i.url, price: i.diagnosticPricing[0]?.price ?? i.price }] : [];
    }),
  };
}

export interface LandingData {
  testCount: number;
  packageCount: number;
  lowestPackagePrice: number | null;
  packages: { name: string; url: string; price: number; mrp: number; testCount: number }[];
}

/**
 * Figures for the landing page, for the visitor's city: never written by hand, so they cannot go stale. Prices are
 * what the viewer pays (the one item price rule: Circle members see member prices, as on the lab pages).
 */
export async function getLandingData(db: DB, cityId: number, viewer: { isCircleMember: boolean } = { isCircleMember: false }): Promise<LandingData> {
  const [tests, packages, cheapest] = await Promise.all([
    getDiagnosticsListingData(db, { cityId, filter: "TESTS", limit: 1 }),
    getDiagnosticsListingData(db, { cityId, filter: "PACKAGES", limit: 6, sortBy: "POPULARITY_DESC" }),
    getDiagnosticsListingData(db, { cityId, filter: "PACKAGES", limit: 1, sortBy: "PRICE_ASC" }),
  ]);
  const priced = packages.itemList.map((p) => {
    const shown = itemPriceDisplay(p.diagnosticPricing, viewer);
    return { name: p.itemName, url: p.url, price: shown.price, mrp: shown.mrp, testCount: p.inclusions.length };
  });
  const low = cheapest.itemList[0];
  return {
    testCount: tests.totalCount,
    packageCount: packages.totalCount,
    lowestPackagePrice: low ? itemPriceDisplay(low.diagnosticPricing, viewer).price : null,
    packages: priced.slice(0, 6),
  };
}
