/** /blog/{slug}: one article, with its canonical URL and schema.org Article data. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { BLOG_CACHE_CONTROL, loadBlogArticle, type BlogArticleData } from "~/features/blog/blog.server";
import { BlogArticle } from "~/features/blog/BlogArticle";
import siteStyles from "~/features/site/site.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: siteStyles }];

export const meta: MetaFunction = ({ data: raw }) => {
  const data = raw as BlogArticleData | undefined;
  if (!data) return [{ title: "Article not found | Apollo 247" }];
  const a = data.article;
  return [
    { title: `${a.title} | Apollo 247` },
    { name: "description", content: a.summary },
    { tagName: "link", rel: "canonical", href: data.canonical },
    { property: "og:type", content: "article" },
    { property: "og:title", content: a.title },
    { property: "og:description", content: a.summary },
    { property: "og:url", content: data.canonical },
    ...(a.imageUrl ? [{ property: "og:image", content: `${data.origin}${a.imageUrl}` }] : []),
  ];
};

export async function loader({ params }: LoaderFunctionArgs) {
  return Response.json(await loadBlogArticle(params.slug), { headers: { "Cache-Control": BLOG_CACHE_CONTROL } });
}

export default function Route() {
  return <BlogArticle data={useLoaderData() as BlogArticleData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
