/** /sitemap.xml: the sitemap index, one sitemap per kind of public page. */
import { SITEMAP_CACHE_CONTROL, sitemapIndexXml } from "~/features/sitemap/sitemap.server";

export const loader = () =>
  new Response(sitemapIndexXml(), { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": SITEMAP_CACHE_CONTROL } });
