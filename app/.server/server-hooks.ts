/**
 * What the production HTTP server (server.mjs) needs from inside the app build: start-up work, the
 * rendered-HTML cache with its publish-invalidation, and the request checks that run before any route.
 */
import { getServices } from "./app-context";
import { env } from "./env";
import { htmlCache, HTML_CACHE_HEADER } from "./html-cache";
import { SCREEN_PUBLISHED_CHANNEL, writeAllCdnCopies } from "./content/store";
import { securityHeaders } from "./security-headers";
import { appOrigin, isAllowedHost } from "./allowed-hosts";
import { isCrossSiteWrite } from "~/lib/same-origin";
import { isCorsAllowedOrigin } from "./cors";
import { startScheduler } from "./content/schedules";

export const serverHooks = {
  /** Migrate, seed when empty, write CDN copies, subscribe to publish-invalidation. */
  async bootstrap() {
    const e = env();
    const services = await getServices();
    await writeAllCdnCopies(services);
    services.cache.subscribe(SCREEN_PUBLISHED_CHANNEL, () => htmlCache.clear());
    startScheduler(services);
    if (e.NODE_ENV === "production" && !process.env.APP_ORIGIN) {
      console.warn(`APP_ORIGIN is not set: only ${e.APP_ORIGIN} and loopback hosts are answered; set it to the public origin.`);
    }
    return {
      port: e.PORT,
      production: e.NODE_ENV === "production",
      trustProxy: e.TRUST_PROXY,
      appOrigin: appOrigin(),
      securityHeaders: securityHeaders(),
    };
  },
  htmlCache,
  HTML_CACHE_HEADER,
  isAllowedHost,
  isCrossSiteWrite,
  isCorsAllowedOrigin,
};
