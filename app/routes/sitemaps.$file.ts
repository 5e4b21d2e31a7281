/** /sitemaps/{kind}.xml: every public page of one kind. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isSitemapKind, SITEMAP_CACHE_CONTROL, urlSetXml } from "~/features/sitemap/sitemap.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const kind = /^([a-z-]+)\.xml$/.exec(params.file ?? "")?.[1];
  if (!isSitemapKind(kind)) throw new Response("Not found", { status: 404 });
  return new Response(await urlSetXml(kind), { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": SITEMAP_CACHE_CONTROL } });
}
