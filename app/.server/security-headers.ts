/**
 * Security headers for every response. A rendered document's CSP carries a per-request nonce; a page from the
 * HTML cache carries the hashes of the inline scripts its render gave that nonce (see
 * docs/decisions/2026-11-23-compressed-html-cache.md), so the same bytes can go to everyone.
 */
import { env, isProduction } from "./env";

/**
 * Razorpay's hosted payment pages (a payment link's rzp.io short URL and the razorpay.com page it leads to). Placing an
 * order or retrying a payment is a form post answered with a redirect there, which form-action must allow, or a
 * browser without JavaScript stops at our own page.
 */
const RAZORPAY_CHECKOUT_SOURCES = "https://rzp.io https://razorpay.com https://*.razorpay.com";

export function contentSecurityPolicy(nonce: string): string {
  // Inline script runs only with this response's nonce: an injected <script> has none.
  return policy(`'nonce-${nonce}'`);
}

/** For a cached page: only the inline scripts with exactly these SHA-256 hashes ('sha256-…' sources) run. */
export function contentSecurityPolicyWithHashes(hashes: readonly string[]): string {
  return policy(hashes.map((h) => `'sha256-${h}'`).join(" "));
}

function policy(inlineScripts: string): string {
  const dev = !isProduction() && process.env.REMIX_DEV_CSP !== "strict" && process.env.VITE_DEV === "1";
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScripts ? ` ${inlineScripts}` : ""}${dev ? " 'unsafe-inline'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${env().RAZORPAY_KEY_ID ? ` ${RAZORPAY_CHECKOUT_SOURCES}` : ""}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

export const BASE_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  // Camera and microphone for the consult room's call; same-origin pages only, never a frame of another site.
  "Permissions-Policy": "camera=(self), microphone=(self), geolocation=(self), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * Google sign-in opens a popup that goes to Google and back. Under "same-origin" the browser cuts the popup off from
 * the page that opened it as soon as it leaves our origin, so the popup could never hand the signed-in page back.
 * The pages with the "Continue with Google" button keep the popups they open ("same-origin-allow-popups"), and the
 * popup's own pages (start and callback) set no isolation of their own ("unsafe-none"), as Google's own guidance for
 * popup sign-in asks. Every other page stays "same-origin".
 */
const GOOGLE_BUTTON_PAGES = new Set(["/login", "/internationallogin"]);
const GOOGLE_POPUP_PAGES = new Set(["/auth/google", "/auth/google/callback"]);

export function openerPolicyFor(pathname: string): string {
  if (GOOGLE_POPUP_PAGES.has(pathname)) return "unsafe-none";
  if (GOOGLE_BUTTON_PAGES.has(pathname)) return "same-origin-allow-popups";
  return BASE_SECURITY_HEADERS["Cross-Origin-Opener-Policy"];
}

/** Production is served over HTTPS only: browsers remember that for a year (HSTS). */
export const HSTS_HEADER = "max-age=31536000; includeSubDomains";

/** The headers every response carries: the base set, plus HSTS in production. */
export function securityHeaders(): Record<string, string> {
  return isProduction() ? { ...BASE_SECURITY_HEADERS, "Strict-Transport-Security": HSTS_HEADER } : BASE_SECURITY_HEADERS;
}
