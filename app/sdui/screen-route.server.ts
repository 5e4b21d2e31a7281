/** Loader glue shared by the configured-screen routes. */
import { data } from "@remix-run/node";
import { HTML_CACHE_HEADER } from "~/.server/html-cache";
import { segmentKey } from "~/.server/page-segment";
import { PAGE_TAGS_HEADER } from "~/.server/cache/page-tags";
import { loadConfiguredScreen } from "./screen-loader.server";

/** `context` is the route's load context: the page cache asks through it for a page a whole segment shares. */
export async function configuredScreenLoader(request: Request, screenName: string, context?: unknown) {
  const { screen, deferred, state, timeBound, tags } = await loadConfiguredScreen(request, screenName, context);
  const headers = new Headers();
  // Only a page rendered without an account (for a visitor, or for a segment) may be kept and shared; a page
  // with a date-windowed section is not kept: the next visitor may be on the other side of the window.
  if ((state.shared || !state.user) && state.faults.size === 0 && !timeBound) {
    // Lets the HTTP server keep the rendered page for the segment (screen, view, segment, city, version).
    const segment = state.shared ? segmentKey(state.shared) : screen.segment;
    headers.set(HTML_CACHE_HEADER, [screen.screen_name, screen.view, segment, state.location.cityId, screen.version].join("|"));
    // What the page shows of the catalogue: a change to another item keeps it (the header never leaves the server).
    headers.set(PAGE_TAGS_HEADER, (await tags()).join(" "));
    // Browsers revalidate (ETag, 304); a signed-in segment's page is not for shared caches.
    headers.set("Cache-Control", `${state.segment === "signed_in" ? "private" : "public"}, max-age=0, must-revalidate`);
  } else {
    headers.set("Cache-Control", "private, no-store");
  }
  return data({ screen, deferred }, { headers });
}
