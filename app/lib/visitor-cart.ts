/**
 * A visitor's cart is a list of item ids kept by the browser. It is mirrored in a plain cookie so that the cart
 * pages render it on the server and sign-in can merge it into the account's cart (then the cookie is cleared).
 */
export const VISITOR_CART_COOKIE = "diagCart";
export const VISITOR_CART_MAX_ITEMS = 50;
const MAX_AGE_S = 60 * 60 * 24 * 30;

/** Positive integer ids, de-duplicated, in order, at most 50; anything else is ignored. */
export function parseVisitorCartIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(".") : [];
  const ids: number[] = [];
  for (const v of list) {
    const n = typeof v === "number" ? v : /^\d{1,9}$/.test(String(v)) ? Number(v) : NaN;
    if (Number.isSafeInteger(n) && n > 0 && !ids.includes(n)) ids.push(n);
    if (ids.length >= VISITOR_CART_MAX_ITEMS) break;
  }
  return ids;
}

/** The Set-Cookie / document.cookie text for these ids (an empty cart expires the cookie). */
export function formatVisitorCartCookie(ids: number[]): string {
  const value = parseVisitorCartIds(ids).join(".");
  return `${VISITOR_CART_COOKIE}=${value}; Path=/; Max-Age=${value ? MAX_AGE_S : 0}; SameSite=Lax`;
}

/** The visitor cart's ids from a Cookie request header. */
export function visitorCartIdsFromCookie(cookieHeader: string | null | undefined): number[] {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === VISITOR_CART_COOKIE) return parseVisitorCartIds(decodeURIComponent(rest.join("=")));
  }
  return [];
}

/**
 * The radiology cart of a visitor, the same way: public catalogue ids only (scans, then the chosen city and
 * clinic), in the `radiologyCart` cookie, rebuilt by the server's rules on every read and merged into the account's
 * radiology cart at sign-in. Slot and patient are chosen after signing in, so they are never kept here.
 * Format: `<scan ids joined by ".">~<city id>~<clinic id>`, empty parts for none.
 */
export const RADIOLOGY_VISITOR_CART_COOKIE = "radiologyCart";

export interface RadiologyVisitorCartIds {
  itemIds: number[];
  cityId: number | null;
  clinicId: number | null;
}

const oneId = (s: string | undefined) => parseVisitorCartIds(s ?? "")[0] ?? null;

export function parseRadiologyVisitorCart(value: string | null | undefined): RadiologyVisitorCartIds {
  let text = value ?? "";
  try {
    text = decodeURIComponent(text);
  } catch {
    /* not percent-encoded: read as it is */
  }
  const [items, city, clinic] = text.split("~");
  return { itemIds: parseVisitorCartIds(items ?? ""), cityId: oneId(city), clinicId: oneId(clinic) };
}

/** The Set-Cookie / document.cookie text for a visitor's radiology cart (an empty one expires the cookie). */
export function formatRadiologyVisitorCartCookie(ids: RadiologyVisitorCartIds): string {
  const clean = parseRadiologyVisitorCart(`${parseVisitorCartIds(ids.itemIds).join(".")}~${ids.cityId ?? ""}~${ids.clinicId ?? ""}`);
  const empty = !clean.itemIds.length && clean.cityId == null;
  const value = empty ? "" : `${clean.itemIds.join(".")}~${clean.cityId ?? ""}~${clean.clinicId ?? ""}`;
  return `${RADIOLOGY_VISITOR_CART_COOKIE}=${value}; Path=/; Max-Age=${value ? MAX_AGE_S : 0}; SameSite=Lax`;
}

export function radiologyVisitorCartFromCookie(cookieHeader: string | null | undefined): RadiologyVisitorCartIds {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === RADIOLOGY_VISITOR_CART_COOKIE) return parseRadiologyVisitorCart(rest.join("="));
  }
  return { itemIds: [], cityId: null, clinicId: null };
}
