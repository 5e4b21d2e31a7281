/**
 * Who a cached configured screen is for. A page is shared by everyone with the same segment (signed out, or
 * signed in plus Circle / corporate), view and location; what is personal (the header's name, per-user sections)
 * is never in it and arrives after load from /resources/personal. The session is checked on every request, so a
 * revoked or expired session is a visitor here and gets the signed-out page.
 */
import { LRUCache } from "lru-cache";
import type { UserLocation } from "~/lib/location";
import { LOCATION_COOKIE, parseLocation, readCookie } from "~/lib/location";
import { isCorporateUser } from "~/lib/roles";
import type { ViewerSegment } from "~/sdui/visibility";
import { viewerSegments } from "~/sdui/visibility";
import { getServices } from "./app-context";
import { locationOfDefaultAddress, sharedPageLocation } from "./domain/location/location";
import { listPatients } from "./domain/accounts/patients";
import { mayHoldSession, sessionUserOfCookie } from "./session";

/** What a shared page is rendered for: never an account, only the facts every member of its segment shares. */
export interface SharedViewer {
  segments: ViewerSegment[];
  location: UserLocation;
}

/**
 * How long an account's segment facts (corporate or not, default address) are reused between requests. The
 * session itself is checked every time; these only choose which shared page the account gets, so being a few
 * seconds late after a profile or address change shows the account its previous segment's page — never
 * anyone else's data.
 */
export const ACCOUNT_FACTS_TTL_MS = 5_000;
const accountFacts = new LRUCache<number, { corporate: boolean; home: UserLocation | null }>({ max: 10_000, ttl: ACCOUNT_FACTS_TTL_MS });

async function factsOf(accountId: number) {
  let facts = accountFacts.get(accountId);
  if (!facts) {
    const { db } = await getServices();
    const [patients, home] = await Promise.all([listPatients(db, accountId), locationOfDefaultAddress(db, accountId)]);
    facts = { corporate: isCorporateUser(patients), home };
    accountFacts.set(accountId, facts);
  }
  return facts;
}

/**
 * A shared page's location by city and pincode (sharedPageLocation): a few rows read once, then remembered. Bounded,
 * so a script trying every pincode only evicts the rarest.
 */
const sharedLocations = new LRUCache<string, UserLocation>({ max: 5_000, ttl: 10 * 60_000 });

/**
 * The location a shared page is rendered with: only the city and pincode of the visitor's location (what the
 * page cache's key holds) count; name, state and coordinates follow from them. A visitor's own coordinates (or
 * forged ones) therefore never reach a page another visitor is served.
 */
export async function sharedLocationOf(chosen: UserLocation): Promise<UserLocation> {
  const key = `${chosen.cityId}:${chosen.pincode}`;
  let location = sharedLocations.get(key);
  if (!location) {
    const { db } = await getServices();
    location = await sharedPageLocation(db, chosen.cityId, chosen.pincode);
    sharedLocations.set(key, location);
  }
  return location;
}

/** A shared page's location when it is already remembered (sharedLocationOf), without a lookup; else undefined. */
export function sharedLocationKnown(chosen: UserLocation): UserLocation | undefined {
  return sharedLocations.get(`${chosen.cityId}:${chosen.pincode}`);
}

/**
 * The shared viewer of a request when it is known at once: no session cookie (a visitor) and a location already
 * remembered. Otherwise undefined, and sharedViewerOfCookie looks it up. The page cache answers such a request
 * in the turn it arrived in, with no database read and no promise.
 */
export function knownVisitorOfCookie(cookie: string | null, locateKnown: (chosen: UserLocation) => UserLocation | undefined = sharedLocationKnown): SharedViewer | undefined {
  if (mayHoldSession(cookie)) return undefined;
  const location = locateKnown(parseLocation(readCookie(cookie, LOCATION_COOKIE)));
  return location && { segments: ["signed_out"], location };
}

/**
 * The shared viewer of a request: the session is validated against the database each time. `locate` turns the
 * chosen location into the shared page's (sharedLocationOf; unit tests without a database pass their own).
 */
export async function sharedViewerOfCookie(cookie: string | null, locate: (chosen: UserLocation) => Promise<UserLocation> = sharedLocationOf): Promise<SharedViewer> {
  const user = await sessionUserOfCookie(cookie);
  const chosen = readCookie(cookie, LOCATION_COOKIE);
  if (!user) return { segments: ["signed_out"], location: await locate(parseLocation(chosen)) };
  const { corporate, home } = await factsOf(user.accountId);
  return {
    segments: [...viewerSegments(true, user.isCircleMember, corporate)],
    // As for a rendered page: the location the user picked wins, then their default address, then the default.
    location: await locate(chosen ? parseLocation(chosen) : home ?? parseLocation(null)),
  };
}

export const isSignedInViewer = (v: SharedViewer) => v.segments.includes("signed_in");

/** "signed_out", "signed_in", "signed_in+circle", "signed_in+circle+corporate"...: part of a cache key. */
export const segmentKey = (v: SharedViewer) => [...v.segments].sort().join("+");

/**
 * The shared viewer server.mjs puts in a render's load context. Only the HTTP server sets it (a client cannot:
 * it is not a header), so a route renders for a segment instead of an account only when the page cache asks.
 */
export function sharedViewerOfContext(context: unknown): SharedViewer | null {
  const v = (context as { sharedViewer?: SharedViewer } | null | undefined)?.sharedViewer;
  return v && Array.isArray(v.segments) && v.location ? v : null;
}
