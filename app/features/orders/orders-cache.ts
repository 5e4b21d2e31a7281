/**
 * "The orders list is cached in local storage with an expiry." Pages of the list are kept for a few minutes so
 * going back to the list does not ask the server again; any change to an order (cancel, reschedule, rating, …)
 * and signing out clear them. The expiry is short because the lab moves orders on from its side.
 */
export const ORDERS_CACHE_KEY = "diagOrdersList";
export const ORDERS_CACHE_TTL_MS = 5 * 60_000;

interface Entry<T> {
  expiry: number;
  data: T;
}

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy)
  }
};

const keyOf = (page: number) => `${ORDERS_CACHE_KEY}:${page}`;

export function readOrdersCache<T>(page: number, now = Date.now()): T | null {
  const s = storage();
  const raw = s?.getItem(keyOf(page));
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Entry<T>;
    if (typeof entry.expiry === "number" && entry.expiry > now) return entry.data;
  } catch {
    // a damaged entry is dropped below
  }
  s?.removeItem(keyOf(page));
  return null;
}

export function writeOrdersCache<T>(page: number, data: T, now = Date.now()) {
  try {
    storage()?.setItem(keyOf(page), JSON.stringify({ expiry: now + ORDERS_CACHE_TTL_MS, data } satisfies Entry<T>));
  } catch {
    // quota exceeded: the list is simply fetched next time
  }
}

export function clearOrdersCache() {
  const s = storage();
  if (!s) return;
  for (const k of Object.keys(s)) if (k.startsWith(`${ORDERS_CACHE_KEY}:`)) s.removeItem(k);
}
