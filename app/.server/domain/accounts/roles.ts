/** Request-level facts of the spec's roles: Teams mode, native-app users and crawlers. */
import { isbot } from "isbot";
import { hasNativeAppCookie, isFromNativeApp, msTeamsMode, NATIVE_APP_COOKIE } from "~/lib/roles";
import { isProduction } from "~/.server/env";

export interface RequestRoles {
  msTeams: boolean;
  msTeamsReturnUrl: string | null;
  /** "Users arriving from the native app are flagged": by this request's flag, or by the visit's cookie. */
  nativeApp: boolean;
  trackable: boolean;
}

/**
 * "Search-engine and bot user agents are treated as non-actual users and are excluded from tracking." Here, not in
 * the shared role rules, so that the browser's first load does not carry isbot's patterns (the browser fetches them
 * once there is consent to track: analytics.client.ts).
 */
export function isTrackableUser(userAgent: string | null | undefined): boolean {
  return !!userAgent && !isbot(userAgent);
}

export function requestRoles(request: Request): RequestRoles {
  const url = new URL(request.url);
  const ua = request.headers.get("user-agent");
  const teams = msTeamsMode(url);
  const nativeApp = isFromNativeApp(url, ua) || hasNativeAppCookie(request.headers.get("cookie"));
  return { msTeams: teams.active, msTeamsReturnUrl: teams.returnUrl, nativeApp, trackable: isTrackableUser(ua) };
}

/** A URL without a query: asks isFromNativeApp about the user agent alone. */
const NO_QUERY = new URL("http://internal.invalid/");

/**
 * The Set-Cookie header that keeps the native-app flag for the rest of the visit, when a request arrives from the
 * app and the visit is not flagged yet; otherwise null. A session cookie: no Max-Age or Expires.
 * The server sets it before any route or cached page answers (server.mjs), so every page of the visit sees it.
 */
export function nativeAppVisitCookie(rawUrl: string, userAgent: string | null | undefined, cookieHeader: string | null | undefined): string | null {
  if (hasNativeAppCookie(cookieHeader)) return null;
  // Every request passes here: the URL is parsed only when its query could name the source (a parameter name
  // may be percent-encoded); otherwise the user agent alone decides.
  const q = rawUrl.indexOf("?");
  let url = NO_QUERY;
  if (q !== -1 && /source|%/i.test(rawUrl.slice(q))) {
    try {
      url = new URL(rawUrl, "http://internal.invalid");
    } catch {
      return null;
    }
  }
  if (!isFromNativeApp(url, userAgent ?? null)) return null;
  return `${NATIVE_APP_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax${isProduction() ? "; Secure" : ""}`;
}
