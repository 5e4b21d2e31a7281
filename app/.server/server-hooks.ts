/**
 * What the production HTTP server (server.mjs) needs from inside the app build: start-up work and the
 * rendered-HTML cache with its publish-invalidation.
 */
import { getServices } from "./app-context";
import { env } from "./env";
import { htmlCache, HTML_CACHE_HEADER } from "./html-cache";
import { SCREEN_PUBLISHED_CHANNEL, writeAllCdnCopies } from "./content/store";
import { BASE_SECURITY_HEADERS } from "./security-headers";
import { isCrossSiteWrite } from "~/lib/same-origin";
import { startScheduler } from "./content/schedules";

export const serverHooks = {
  /** Migrate, seed when empty, write CDN copies, subscribe to publish-invalidation. */
  async bootstrap() {
    const e = env();
    const services = await getServices();
    await writeAllCdnCopies(services);
    services.cache.subscribe(SCREEN_PUBLISHED_CHANNEL, () => htmlCache.clear());
    startScheduler(services);
    return { port: e.PORT, production: e.NODE_ENV === "production" };
  },
  htmlCache,
  HTML_CACHE_HEADER,
  BASE_SECURITY_HEADERS,
  isCrossSiteWrite,
};
