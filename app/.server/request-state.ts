/** What a configured screen needs to know about the request: view, segment, location, user. */
import { detectView, type View } from "~/lib/view";
import { LOCATION_COOKIE, parseLocation, readCookie, type UserLocation } from "~/lib/location";
import { getSessionUser, type SessionUser } from "./session";
import { env } from "./env";
import { appOrigin } from "./allowed-hosts";
import { getServices } from "./app-context";
import { locationOfDefaultAddress } from "./domain/location";
import type { Faults } from "~/sdui/config-source.server";

export interface RequestState {
  view: View;
  segment: "signed_out" | "signed_in";
  user: SessionUser | null;
  location: UserLocation;
  /** The configured APP_ORIGIN, never the request's Host: relative data-source and CDN URIs resolve against it. */
  origin: string;
  faults: Faults;
}

export async function getRequestState(request: Request): Promise<RequestState> {
  const user = await getSessionUser(request);
  return {
    view: detectView(request.headers),
    segment: user ? "signed_in" : "signed_out",
    user,
    location: await chosenLocation(request, user),
    origin: appOrigin(),
    faults: readFaults(request),
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
