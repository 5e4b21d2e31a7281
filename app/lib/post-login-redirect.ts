/**
 * "Post-login redirect is allowed only for paths that begin with: the specialties listing, appointments,
 * orders, /doctors/, /pay-clinic-visit, /pay-online-consult, /order-details/, /chat-room/, /payments."
 * Anything else — other hosts, protocol-relative `//evil`, `javascript:`, encoded or dot-segment tricks —
 * goes home.
 */
import { safeRedirect } from "./safe-redirect";

/** Prefixes ending in "/" match as written; the others match a whole path segment ("/orders", "/orders/1"). */
export const POST_LOGIN_PREFIXES = [
  "/specialties",
  "/appointments",
  "/orders",
  "/doctors/",
  "/pay-clinic-visit",
  "/pay-online-consult",
  "/order-details/",
  "/chat-room/",
  "/payments",
  // Our extension (docs/decisions/2026-11-23-cart-sign-in-returns-to-cart.md): sign-in started from the cart
  // returns to the cart.
  "/tests-cart",
  "/review-cart",
  "/selected-patients",
  // docs/decisions/2026-11-23-prescription-upload.md: the consult's "book from prescription" link returns there.
  "/diagnostic-prescription",
  // docs/decisions/2026-11-27-guest-records-and-sign-in-modes.md: signing in from the guest records returns there to
  // claim them, and a signed-out visit to the records returns to them.
  "/guest-health-records",
  "/health-records",
  // docs/decisions/2026-11-27-doctor-console.md: a doctor sent to sign in from the console returns to it.
  "/doctor",
  // "Sign in to book" on a health-check page returns to that page (and the assessment, and the appointments).
  "/apollo-prohealth",
  "/apollo-prohealth-details/",
  // docs/decisions/2026-11-27-radiology-visitor-cart.md: a visitor's scans, city and centre survive sign-in, and
  // sign-in from the radiology cart (or a radiology order's page) returns there.
  "/radiology-cart",
  "/radiology-order-details/",
] as const;

const BASE = "http://internal.invalid";

function hasUnsafeCharacter(s: string): boolean {
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (c < 0x20 || c === 0x7f || ch === "\\" || /\s/.test(ch)) return true;
  }
  return false;
}

function matchesPrefix(pathname: string): boolean {
  return POST_LOGIN_PREFIXES.some((p) =>
    p.endsWith("/") ? pathname.startsWith(p) && pathname.length > p.length : pathname === p || pathname.startsWith(`${p}/`),
  );
}

export function postLoginRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  const safe = safeRedirect(target, "");
  if (!safe) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(safe);
  } catch {
    return fallback;
  }
  // Encoded slashes, backslashes, control characters or whitespace have no place in a path we honour.
  if (hasUnsafeCharacter(decoded) || decoded.startsWith("//") || /%2f|%5c/i.test(safe)) return fallback;
  let url: URL;
  try {
    url = new URL(safe, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // The URL parser has resolved "." and ".." segments; check the path that would actually be served.
  if (!matchesPrefix(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
