/**
 * Analytics consent ("Consent statuses: ACCEPTED, REJECTED"). The choice lives in a cookie rather than
 * local storage so that the beacon endpoint can refuse events from a browser that never said yes, even
 * when a script sends them anyway.
 */
export const CONSENT_STATUSES = ["ACCEPTED", "REJECTED"] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const CONSENT_COOKIE = "analytics_consent";
/** Fired on window when the visitor makes a choice, so open components can react without a reload. */
export const CONSENT_CHANGED = "analytics-consent-changed";
const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** The status stored in a Cookie header (or document.cookie); anything else is "not asked yet". */
export function parseConsent(cookieHeader: string | null | undefined): ConsentStatus | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CONSENT_COOKIE) continue;
    const value = rest.join("=");
    return (CONSENT_STATUSES as readonly string[]).includes(value) ? (value as ConsentStatus) : null;
  }
  return null;
}

export function readConsent(): ConsentStatus | null {
  try {
    return typeof document === "undefined" ? null : parseConsent(document.cookie);
  } catch {
    return null;
  }
}

export function hasConsented(): boolean {
  return readConsent() === "ACCEPTED";
}

export function writeConsent(status: ConsentStatus): void {
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${status}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED, { detail: status }));
}
