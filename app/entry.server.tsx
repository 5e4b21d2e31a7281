import crypto from "node:crypto";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./nonce";
import { contentSecurityPolicy, openerPolicyFor, securityHeaders } from "./.server/security-headers";
import { log } from "~/.server/log";
import { scriptsAfterPaintStream } from "~/.server/scripts-after-paint";
import { HTML_CACHE_HEADER } from "~/.server/html-cache";
import { PAGE_TAGS_HEADER, pageTagsOf } from "~/.server/cache/page-tags";
import { publicPageOf } from "~/.server/public-pages";
import { sharedViewerOfContext } from "~/.server/page-segment";
import { widgets } from "#widgets/registry";
import { provideWidgets } from "#widgets/lazy";
import { addLanguage } from "~/i18n/instance";
import { hindi } from "~/i18n/hindi";

// The server draws every widget synchronously; the browser loads each page's own (widget-registry/lazy.ts).
provideWidgets(widgets);
// Every language's words, for any page; the browser downloads only its page's, and i18next only for a language
// other than English (i18n/words.ts).
addLanguage("hi", hindi);

// Hooks the custom HTTP server (server.mjs) reaches through the server build.
export { serverHooks } from "./.server/server-hooks";

/** Documents without a route's own Cache-Control. */
export const DOCUMENT_DEFAULT_CACHE_CONTROL = "private, no-store";

/** Streamed sections must settle within this; the loader's per-section budget is far smaller. */
export const streamTimeout = 5000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as { cspNonce?: string }).cspNonce ?? crypto.randomBytes(16).toString("base64");
  // Crawlers get the whole page at once; browsers get the shell first and streamed sections after.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // The page's scripts are started after its first paint (see lib/scripts-after-paint.ts).
          const body = scriptsAfterPaintStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          markSharedPublicPage(request, responseStatusCode, responseHeaders, remixContext, loadContext);
          // A document whose route does not say how it may be cached is kept by no one: orders, payments, the console
          // and the studio render one person's data into the page itself. Shared pages (configured screens) say so.
          if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", DOCUMENT_DEFAULT_CACHE_CONTROL);
          responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
          // server.mjs already puts these on every response; set them here only when it did not (dev server).
          if (!(loadContext as { securityHeadersSet?: boolean }).securityHeadersSet) {
            for (const [k, v] of Object.entries(securityHeaders())) responseHeaders.set(k, v);
            responseHeaders.set("Cross-Origin-Opener-Policy", openerPolicyFor(new URL(request.url).pathname));
          }
          // The studio shows its previews in frames of its own pages: same origin only. Browsers ignore
          // X-Frame-Options (DENY on every response) when the CSP has frame-ancestors, so that header stays once.
          if (new URL(request.url).pathname.startsWith("/studio/preview/")) {
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce).replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
          }
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ event: "RENDER_FAILED", err: error });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A public page rendered for the page cache's shared viewer (signed out, or a signed-in segment on a page marked
 * `segment`), cleanly (200, no route error), may be kept and shared: say so to the HTTP server, which keeps only
 * pages that say it. Anything else (a 404, an error boundary, a redirect, a render for an account) is not marked
 * and so never kept.
 */
function markSharedPublicPage(request: Request, status: number, headers: Headers, remixContext: EntryContext, loadContext: AppLoadContext) {
  const viewer = sharedViewerOfContext(loadContext);
  if (!viewer || status !== 200 || remixContext.staticHandlerContext.errors) return;
  const path = new URL(request.url).pathname;
  const page = publicPageOf(path);
  if (headers.has(HTML_CACHE_HEADER) || !page) return;
  // Signed in, only a page whose content is the same for the whole segment may be shared (public-pages.ts).
  const signedIn = viewer.segments.includes("signed_in");
  if (signedIn && !page.segment) return;
  headers.set(HTML_CACHE_HEADER, `public|${path}`);
  // What the page shows, named by its loader: a catalogue change drops it only if it touches one of these.
  const tags = pageTagsOf(loadContext);
  if (tags) headers.set(PAGE_TAGS_HEADER, tags.join(" "));
  // Browsers revalidate (ETag, 304); a signed-in segment's page is not for shared caches.
  headers.set("Cache-Control", `${signedIn ? "private" : "public"}, max-age=0, must-revalidate`);
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log.error({ event: "REQUEST_FAILED", err: error });
}
