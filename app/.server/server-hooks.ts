/**
 * What the production HTTP server (server.mjs) needs from inside the app build: start-up work, the
 * rendered-HTML cache with its publish-invalidation, and the request checks that run before any route.
 */
import { getServices } from "./app-context";
import { env } from "./env";
import { htmlCache, HTML_CACHE_HEADER } from "./html-cache";
import { PAGE_TAGS_HEADER } from "./cache/page-tags";
import { cachedPageAnswer } from "./page-response";
import { SCREEN_PUBLISHED_CHANNEL, writeAllCdnCopies } from "./content/store";
import { adoptBuildRoutes, type RouteManifest } from "./content/app-routes";
import { openerPolicyFor, securityHeaders } from "./security-headers";
import { appOrigin, isAllowedHost } from "./allowed-hosts";
import { isCrossSiteWrite } from "~/lib/same-origin";
import { isCorsAllowedOrigin } from "./cors";
import { startScheduler } from "./content/schedules";
import { startPaymentLinkSweep } from "./domain/payments/payments";
import { startUnattachedUploadSweep } from "./domain/lab-tests/prescriptions";
import { log } from "./log";
import { watchCatalogueChanges } from "./domain/catalogue/catalogue-changes";
import { watchSlotsVersion } from "./domain/scheduling/slots-version";
import { bodyRefusal } from "./body-limit";
import { installGracefulShutdown, withOps } from "./operability/http";
import { attachConsultRoom } from "./realtime/consult-room-socket";
import { nativeAppVisitCookie } from "./domain/accounts/roles";

export const serverHooks = {
  /**
   * Migrate, seed when empty, write CDN copies, subscribe to publish-invalidation, start the timed jobs. `build` is
   * the server build being served: its route manifest is the app's table of pages.
   */
  async bootstrap(build?: { routes: RouteManifest }) {
    if (build) adoptBuildRoutes(build.routes);
    const e = env();
    const services = await getServices();
    await writeAllCdnCopies(services);
    services.cache.subscribe(SCREEN_PUBLISHED_CHANNEL, () => htmlCache.clear());
    // Cached pages show prices and names: a catalogue change drops the pages showing what it touched, on every
    // instance within a second; a change naming no item (or one this instance cannot account for) drops them all.
    watchCatalogueChanges(services.db, (drop) => htmlCache.catalogueChanged(drop));
    // Doctor and scan pages show free slots: a booking, cancel, reschedule or leave drops them within a second.
    watchSlotsVersion(services.db, () => htmlCache.dropSlotPages());
    startScheduler(services);
    startPaymentLinkSweep(services.db);
    startUnattachedUploadSweep(services.db);
    if (e.NODE_ENV === "production" && !process.env.APP_ORIGIN) {
      log.warn({ event: "APP_ORIGIN_NOT_SET", message: `only ${e.APP_ORIGIN} and loopback hosts are answered; set it to the public origin` });
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
  cachedPageAnswer,
  HTML_CACHE_HEADER,
  PAGE_TAGS_HEADER,
  isAllowedHost,
  isCrossSiteWrite,
  isCorsAllowedOrigin,
  /** Whether a request's body is refused (too large, or of unknown length) before anything reads it. */
  bodyRefusal,
  /** Structured logger (pino) for the server's own lines. */
  log,
  /** Wraps the request handler: /healthz, /readyz, /metrics, request ids, per-route metrics. */
  withOps,
  /** SIGTERM/SIGINT: drain in-flight requests, close the database and Redis, exit. */
  installGracefulShutdown,
  /** The Cross-Origin-Opener-Policy of a path (Google sign-in's popup needs its opener). */
  openerPolicyFor,
  /** The Set-Cookie that keeps "arrived from the native app" for the visit, or null. */
  nativeAppVisitCookie,
  /** The consult room's Socket.IO server on the app's HTTP server (path /socket.io). */
  attachConsultRoom,
};
