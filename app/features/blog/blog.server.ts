/** Loaders of the blog pages: index (paged, or a search), and one article with its canonical URL. */
import { pagedCanonical } from "~/lib/canonical";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { getServices } from "~/.server/app-context";
import { appOrigin } from "~/.server/allowed-hosts";
import { getArticle, listArticles, searchArticles, type Article, type ArticleCard } from "~/.server/domain/blog";
import { blogSearchSchema } from "~/lib/blog-search";

export type BlogIndexData = {
  query: string | null;
  /** The search form's state: its errors when the query was too short. */
  result: SubmissionResult<string[]> | null;
  articles: ArticleCard[];
  page: number;
  pages: number;
  canonical: string;
};

const notFound = () => new Response("Not found", { status: 404 });

export async function loadBlogIndex(request: Request): Promise<BlogIndexData> {
  const url = new URL(request.url);
  const { db } = await getServices();
  const origin = appOrigin();
  if (url.searchParams.has("q")) {
    const submission = parseWithZod(url.searchParams, { schema: blogSearchSchema });
    const query = url.searchParams.get("q") ?? "";
    if (submission.status !== "success") return { query, result: submission.reply(), articles: [], page: 1, pages: 1, canonical: `${origin}/blog` };
    const articles = await searchArticles(db, submission.value.q);
    return { query: submission.value.q, result: submission.reply(), articles, page: 1, pages: 1, canonical: `${origin}/blog` };
  }
  const pageParam = url.searchParams.get("page");
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1) throw notFound();
  const { articles, pages } = await listArticles(db, page);
  if (page > pages) throw notFound();
  return { query: null, result: null, articles, page, pages, canonical: pagedCanonical(origin, "/blog", page) };
}

export type BlogArticleData = { article: Article; canonical: string; origin: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loadBlogArticle(slug: string | undefined): Promise<BlogArticleData> {
  if (!slug || !SLUG.test(slug)) throw notFound();
  const { db } = await getServices();
  const article = await getArticle(db, slug);
  if (!article) throw notFound();
  const origin = appOrigin();
  return { article, canonical: `${origin}/blog/${article.slug}`, origin };
}

/** Public and the same for everyone: shared caches may keep it briefly and serve it stale while refreshing. */
export const BLOG_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";
