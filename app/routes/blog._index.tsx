/** /blog: newest articles, paged; /blog?q= searches them (spec §5: at least 3 characters, 12 articles). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { BLOG_CACHE_CONTROL, loadBlogIndex, type BlogIndexData } from "~/features/blog/blog.server";
import { BlogIndex } from "~/features/blog/BlogIndex";
import siteStyles from "~/features/site/site.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: siteStyles }];

export const meta: MetaFunction = ({ data: raw }) => {
  const data = raw as BlogIndexData | undefined;
  return [
    { title: `${data && data.page > 1 ? `Health articles – Page ${data.page}` : "Health articles"} | Apollo 247` },
    { name: "description", content: "Doctor-reviewed articles on lab tests, diabetes, thyroid, heart health, nutrition and infections." },
    ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
    // Search results are not pages of their own.
    ...(data?.query !== null && data?.query !== undefined ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await loadBlogIndex(request), { headers: { "Cache-Control": BLOG_CACHE_CONTROL } });
}

export default function Route() {
  return <BlogIndex data={useLoaderData() as BlogIndexData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
