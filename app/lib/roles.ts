/**
 * Roles of the spec: visitor, signed-in patient, Circle member ("an active subscription named 'CIRCLE
 * PLAN'"), corporate user ("a patient with a non-empty partnerId"), international user ("a stored country
 * code that exists and is not +91"), Teams single-sign-on ("utm source equals MSTeams, with a return url kept
 * in storage"), native-app users. Crawlers ("excluded from tracking") are told apart on the server (domain/accounts/roles.ts).
 */
import { safeRedirect } from "./safe-redirect";

export const CIRCLE_PLAN_NAME = "CIRCLE PLAN";
export const ACTIVE_SUBSCRIPTION_STATUSES = ["active", "ACTIVE", "deferred_active"] as const;
export const MS_TEAMS_SOURCE = "MSTeams";
export const MS_TEAMS_RETURN_URL_KEY = "msTeamsReturnUrl";
export const PARTNER_LOGIN_CODES = ["SBIYONO", "HDFCBANK"] as const;

export interface SubscriptionLike {
  name: string;
  status: string;
  /** yyyy-mm-dd (India), the plan's last day; a plan whose end date has passed is not current, whatever its status. */
  endDate?: string | null;
}

/**
 * An active subscription named 'CIRCLE PLAN'. A status is only as good as its dates: a plan still marked `active`
 * after its end date (no job has moved it to expired yet) does not make a member. `today` is India's date
 * (yyyy-mm-dd), given by the caller: this module is in every page's shell and must not take the date library there.
 */
export function isCircleMember(subscriptions: readonly SubscriptionLike[], today: string): boolean {
  return subscriptions.some(
    (s) =>
      s.name === CIRCLE_PLAN_NAME &&
      (ACTIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(s.status) &&
      (s.endDate == null || s.endDate >= today),
  );
}

export function isCorporateUser(patients: readonly { partnerId?: string | null }[]): boolean {
  return patients.some((p) => typeof p.partnerId === "string" && p.partnerId.trim() !== "");
}

export function isInternationalUser(countryCode: string | null | undefined): boolean {
  return !!countryCode && countryCode !== "+91";
}

/** Teams mode and the return url to keep, from the landing URL. */
export function msTeamsMode(url: URL): { active: boolean; returnUrl: string | null } {
  if (url.searchParams.get("utm_source") !== MS_TEAMS_SOURCE) return { active: false, returnUrl: null };
  return { active: true, returnUrl: `${url.pathname}${url.search}` };
}

/**
 * After sign-in, Teams mode returns to the page it was opened on ("msTeamsReturnUrl" kept in local storage) when no
 * allowed continue target is given: only a same-site path that was itself opened in Teams mode, so a value planted
 * in storage cannot send the patient anywhere else.
 */
export function msTeamsReturnTarget(stored: FormDataEntryValue | string | null | undefined): string | null {
  const path = safeRedirect(stored, "");
  if (!path || path.length > 500 || [...path].some((c) => c.charCodeAt(0) < 0x20 || /\s/.test(c))) return null;
  let url: URL;
  try {
    url = new URL(path, "http://internal.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://internal.invalid" || !msTeamsMode(url).active) return null;
  return `${url.pathname}${url.search}`;
}

/** The native app opens pages with ?source=app (or its own user agent). */
export function isFromNativeApp(url: URL, userAgent: string | null): boolean {
  return url.searchParams.get("source") === "app" || /Apollo247(App)?\//i.test(userAgent ?? "");
}

/**
 * The app opens only its first page with ?source=app; the links the patient follows from there have no flag. So the
 * flag is kept for the visit in a session cookie (no expiry: it ends when the app's web view or the browser closes).
 */
export const NATIVE_APP_COOKIE = "a247_app";

export function hasNativeAppCookie(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;\s*)a247_app=1(?:;|$)/.test(cookieHeader ?? "");
}

export type Role = "visitor" | "patient" | "circle" | "corporate" | "international";

export interface RoleFacts {
  signedIn: boolean;
  countryCode: string | null;
  subscriptions: readonly SubscriptionLike[];
  patients: readonly { partnerId?: string | null }[];
  /** India's date (yyyy-mm-dd): a Circle plan counts until its end date. */
  today: string;
}

export function rolesOf(f: RoleFacts): Role[] {
  if (!f.signedIn) return ["visitor"];
  const roles: Role[] = ["patient"];
  if (isCircleMember(f.subscriptions, f.today)) roles.push("circle");
  if (isCorporateUser(f.patients)) roles.push("corporate");
  if (isInternationalUser(f.countryCode)) roles.push("international");
  return roles;
}
