/** /sitemap: the HTML sitemap's kinds. */
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { ContentPage } from "~/features/content/ContentPage";
import { SITEMAP_CACHE_CONTROL, sitemapOverview } from "~/features/sitemap/sitemap.server";
import siteStyles from "~/features/site/site.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: siteStyles }];
export const meta: MetaFunction = () => [{ title: "Sitemap | Apollo 247" }, { name: "description", content: "Every page of Apollo 247: lab tests, categories, articles and help." }];

export const loader = () => Response.json({ kinds: sitemapOverview() }, { headers: { "Cache-Control": SITEMAP_CACHE_CONTROL } });

export default function Route() {
  const { kinds } = useLoaderData() as { kinds: ReturnType<typeof sitemapOverview> };
  return (
    <ContentPage title="Sitemap">
      <ul className="sitemap-list">
        {kinds.map((k) => <li key={k.kind}><Link to={`/sitemap/${k.kind}`}>{k.title}</Link></li>)}
      </ul>
    </ContentPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
