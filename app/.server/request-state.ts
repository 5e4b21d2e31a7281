/** What a configured screen needs to know about the request: view, segment, location, user. */
import { detectView, type View } from "~/lib/view";
import { LOCATION_COOKIE, parseLocation, readCookie, type UserLocation } from "~/lib/location";
import { getSessionUser, type SessionUser } from "./session";
import { env } from "./env";
import { appOrigin } from "./allowed-hosts";
import { getServices } from "./app-context";
import { locationOfDefaultAddress } from "./domain/location/location";
import type { Faults } from "~/sdui/config-source.server";
import { isSignedInViewer, sharedViewerOfContext, type SharedViewer } from "./page-segment";

export interface RequestState {
  view: View;
  segment: "signed_out" | "signed_in";
  user: SessionUser | null;
  location: UserLocation;
  /** The configured APP_ORIGIN, never the request's Host: relative data-source and CDN URIs resolve against it. */
  origin: string;
  faults: Faults;
  /**
   * Set when the page cache renders a page shared by a whole segment: then there is no user (nothing personal
   * may be rendered) and segment and location are the segment's.
   */
  shared: SharedViewer | null;
}

/** `context` is the route's load context: the page cache's shared render is told apart by it, never by the request. */
export async function getRequestState(request: Request, context?: unknown): Promise<RequestState> {
  const shared = sharedViewerOfContext(context);
  if (shared) {
    return {
      view: detectView(request.headers),
      segment: isSignedInViewer(shared) ? "signed_in" : "signed_out",
      user: null,
      location: shared.location,
      origin: appOrigin(),
      faults: readFaults(request),
      shared,
    };
  }
  const user = await getSessionUser(request);
  return {
    view: detectView(request.headers),
    segment: user ? "signed_in" : "signed_out",
    user,
    location: await chosenLocation(request, user),
    origin: appOrigin(),
    faults: readFaults(request),
    shared: null,
  };
}

/**
 * The location the user picked (cookie) wins; until they pick one, a signed-in patient starts from their
 * default address, everyone else from the spec's default address.
 */
async function chosenLocation(request: Request, user: SessionUser | null): Promise<UserLocation> {
  const cookie = readCookie(request.headers.get("Cookie"), LOCATION_COOKIE);
  if (cookie || !user) return parseLocation(cookie);
  const { db } = await getServices();
  return (await locationOfDefaultAddress(db, user.accountId)) ?? parseLocation(null);
}

/** Test-only fault injection, honoured only with SDUI_FAULTS=1 outside production. */
function readFaults(request: Request): Faults {
  const faults: Faults = new Set();
  if (!env().SDUI_FAULTS) return faults;
  for (const f of (request.headers.get("x-sdui-fault") ?? "").split(",")) {
    const name = f.trim();
    if (name === "content" || name === "cdn") faults.add(name);
  }
  return faults;
}

/** The client's IP address as the HTTP server saw it (server.mjs puts it in the load context); "local" without one. */
export function clientIpOf(context: unknown): string {
  const ip = (context as { clientIp?: unknown } | undefined)?.clientIp;
  return typeof ip === "string" && ip ? ip : "local";
}
