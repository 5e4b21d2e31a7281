/** /robots.txt: what crawlers may not fetch, and where the sitemap index is. */
import { robotsTxt, SITEMAP_CACHE_CONTROL } from "~/features/sitemap/sitemap.server";

export const loader = () =>
  new Response(robotsTxt(), { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": SITEMAP_CACHE_CONTROL } });
