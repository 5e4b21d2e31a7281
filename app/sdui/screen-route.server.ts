/** Loader glue shared by the configured-screen routes. */
import { data } from "@remix-run/node";
import { HTML_CACHE_HEADER } from "~/.server/html-cache";
import { loadConfiguredScreen } from "./screen-loader.server";

export async function configuredScreenLoader(request: Request, screenName: string) {
  const { screen, deferred, state, timeBound } = await loadConfiguredScreen(request, screenName);
  const headers = new Headers();
  // A page with a date-windowed section is not kept: the next visitor may be on the other side of the window.
  if (!state.user && state.faults.size === 0 && !timeBound) {
    // Lets the HTTP server keep the rendered page for other visitors (screen, view, segment, city, version).
    headers.set(HTML_CACHE_HEADER, [screen.screen_name, screen.view, screen.segment, state.location.cityId, screen.version].join("|"));
    headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  } else {
    headers.set("Cache-Control", "private, no-store");
  }
  return data({ screen, deferred }, { headers });
}
