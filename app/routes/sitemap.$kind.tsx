/** /sitemap/{kind}?page=: one kind's pages, a hundred at a time, with paged titles. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { ContentPage } from "~/features/content/ContentPage";
import { loadSitemapPage, SITEMAP_CACHE_CONTROL, type SitemapPageData } from "~/features/sitemap/sitemap.server";
import siteStyles from "~/features/site/site.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: siteStyles }];
export const meta: MetaFunction = ({ data }) =>
  isPage(data) ? [{ title: `Sitemap: ${data.title} | Apollo 247` }, { tagName: "link", rel: "canonical", href: data.canonical }] : [{ title: "Sitemap | Apollo 247" }];

const isPage = (d: unknown): d is SitemapPageData => !!d && typeof d === "object" && "canonical" in d;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const data = await loadSitemapPage(params.kind, new URL(request.url).searchParams.get("page"));
  return Response.json(data, { headers: { "Cache-Control": SITEMAP_CACHE_CONTROL } });
}

export default function Route() {
  const data = useLoaderData() as SitemapPageData;
  const pageLink = (p: number) => (p === 1 ? `/sitemap/${data.kind}` : `/sitemap/${data.kind}?page=${p}`);
  return (
    <ContentPage title={data.title} crumbs={[{ to: "/sitemap", label: "Sitemap" }]}>
      <ul className="sitemap-list">
        {data.entries.map((e) => <li key={e.path}><Link to={e.path}>{e.title}</Link></li>)}
      </ul>
      {data.pages > 1 ? (
        <nav aria-label="Pages" className="pager">
          {data.page > 1 ? <Link to={pageLink(data.page - 1)} rel="prev">Previous page</Link> : null}
          <span>Page {data.page} of {data.pages}</span>
          {data.page < data.pages ? <Link to={pageLink(data.page + 1)} rel="next">Next page</Link> : null}
        </nav>
      ) : null}
    </ContentPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
