/** Blog articles: the index (paged), search, one article with its related tests, and the rows sitemaps list. */
import { sql } from "kysely";
import type { DB } from "../../db/client";
import type { BlogArticleTable } from "../../db/schema";
import { BLOG_PAGE_SIZE, SEARCHED_ARTICLE_LIST } from "~/lib/blog";
import { renderArticleMarkdown } from "./markdown";

export { renderArticleMarkdown } from "./markdown";

export interface ArticleCard {
  slug: string;
  title: string;
  summary: string;
  category: string;
  duration: number;
  imageUrl: string | null;
  publishedAt: string;
}

export interface Article extends ArticleCard {
  html: string;
  author: { name: string; credentials: string };
  reviewer: { name: string; credentials: string };
  tags: string[];
  relatedTests: { name: string; url: string }[];
  relatedSpecialties: string[];
  updatedAt: string;
}

const CARD_COLUMNS = ["slug", "title", "summary", "category", "duration", "image_url", "published_at"] as const;
type CardRow = Pick<BlogArticleTable, (typeof CARD_COLUMNS)[number]>;

const toCard = (r: CardRow): ArticleCard => ({
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  category: r.category,
  duration: Number(r.duration),
  imageUrl: r.image_url,
  publishedAt: r.published_at,
});

const jsonList = (s: string): string[] => {
  const v: unknown = JSON.parse(s);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
};

/** Newest first; `page` counts from 1. A page past the last has no articles (the route answers 404). */
export async function listArticles(db: DB, page: number): Promise<{ articles: ArticleCard[]; total: number; pages: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom("blog_articles").select(CARD_COLUMNS).orderBy("published_at", "desc").orderBy("slug").limit(BLOG_PAGE_SIZE).offset((page - 1) * BLOG_PAGE_SIZE).execute(),
    db.selectFrom("blog_articles").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { articles: rows.map(toCard), total, pages: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)) };
}

const SEARCHED_COLUMNS = ["title", "summary", "tags", "body_markdown"] as const;

/** LIKE's wildcards in what a patient typed match themselves. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Articles whose title, summary, tags or text contain the query (case-insensitive on both databases), newest
 * first, at most the spec's 12. The caller has checked the 3-character minimum (lib/blog's schema).
 */
export async function searchArticles(db: DB, query: string): Promise<ArticleCard[]> {
  const pattern = `%${likeEscape(query.trim().toLowerCase())}%`;
  const rows = await db
    .selectFrom("blog_articles")
    .select(CARD_COLUMNS)
    .where((eb) => eb.or(SEARCHED_COLUMNS.map((col) => sql<boolean>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`)))
    .orderBy("published_at", "desc")
    .orderBy("slug")
    .limit(SEARCHED_ARTICLE_LIST)
    .execute();
  return rows.map(toCard);
}

export async function getArticle(db: DB, slug: string): Promise<Article | null> {
  const r = await db.selectFrom("blog_articles").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!r) return null;
  const testTags = jsonList(r.related_tests);
  const items = testTags.length
    ? await db.selectFrom("diagnostic_items").select(["canonical_tag", "item_name"]).where("canonical_tag", "in", testTags).execute()
    : [];
  const nameOf = new Map(items.map((i) => [i.canonical_tag, i.item_name]));
  return {
    ...toCard(r),
    html: renderArticleMarkdown(r.body_markdown),
    author: { name: r.author_name, credentials: r.author_credentials },
    reviewer: { name: r.reviewer_name, credentials: r.reviewer_credentials },
    tags: jsonList(r.tags),
    // A test no longer in the catalogue is left out rather than linked to a missing page.
    relatedTests: testTags.filter((t) => nameOf.has(t)).map((t) => ({ name: nameOf.get(t)!, url: `/lab-tests/${t}` })),
    relatedSpecialties: jsonList(r.related_specialties),
    updatedAt: r.updated_at,
  };
}

/** Every article's path and last change, for the XML and HTML sitemaps. */
export async function articleSitemapRows(db: DB): Promise<{ slug: string; title: string; updatedAt: string }[]> {
  const rows = await db.selectFrom("blog_articles").select(["slug", "title", "updated_at"]).orderBy("published_at", "desc").orderBy("slug").execute();
  return rows.map((r) => ({ slug: r.slug, title: r.title, updatedAt: r.updated_at }));
}
