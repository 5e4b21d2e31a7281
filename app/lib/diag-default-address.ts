/**
 * The spec's default diagnostic address: "GET a configuration file for the default diagnostic address ...
 * On failure the default address is used. The result is cached under 'diagDefaultAddress' with an expiry."
 * The cache lifetime is not given by the spec; a day keeps it fresh without a fetch per page.
 */
import { DEFAULT_LOCATION } from "./location";

export const DIAG_DEFAULT_ADDRESS_KEY = "diagDefaultAddress";
export const DIAG_DEFAULT_ADDRESS_URL = "/configs/diag-default-address.json";
export const DIAG_DEFAULT_ADDRESS_TTL_MS = 24 * 60 * 60 * 1000;

export interface DiagDefaultAddress {
  pinCode: string;
  cityID: number;
  cityName: string;
  stateID: number;
  stateCode: string;
  stateName: string;
  latitude: number;
  longitude: number;
}

export const FALLBACK_DIAG_DEFAULT_ADDRESS: DiagDefaultAddress = Object.freeze({
  pinCode: DEFAULT_LOCATION.pincode,
  cityID: DEFAULT_LOCATION.cityId,
  cityName: DEFAULT_LOCATION.cityName,
  stateID: 36,
  stateCode: DEFAULT_LOCATION.stateCode,
  stateName: "Telangana",
  latitude: DEFAULT_LOCATION.latitude,
  longitude: DEFAULT_LOCATION.longitude,
});

function isAddress(v: unknown): v is DiagDefaultAddress {
  const a = v as DiagDefaultAddress;
  return !!a && /^[1-9]\d{5}$/.test(String(a.pinCode)) && Number.isInteger(a.cityID) && typeof a.cityName === "string" &&
    Number.isInteger(a.stateID) && typeof a.stateCode === "string" && typeof a.stateName === "string" &&
    Number.isFinite(a.latitude) && Number.isFinite(a.longitude);
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

export async function getDiagDefaultAddress(
  fetchImpl: typeof fetch,
  storage: StorageLike | null,
  now = Date.now(),
): Promise<DiagDefaultAddress> {
  try {
    const cached = JSON.parse(storage?.getItem(DIAG_DEFAULT_ADDRESS_KEY) ?? "null");
    if (cached && typeof cached.expiry === "number" && cached.expiry > now && isAddress(cached.data)) return cached.data;
  } catch {
    /* a damaged cache entry is refetched */
  }
  try {
    const res = await fetchImpl(DIAG_DEFAULT_ADDRESS_URL);
    if (!res.ok) return FALLBACK_DIAG_DEFAULT_ADDRESS;
    const data: unknown = await res.json();
    if (!isAddress(data)) return FALLBACK_DIAG_DEFAULT_ADDRESS;
    try {
      storage?.setItem(DIAG_DEFAULT_ADDRESS_KEY, JSON.stringify({ data, expiry: now + DIAG_DEFAULT_ADDRESS_TTL_MS }));
    } catch {
      /* storage full or unavailable: the value is still used */
    }
    return data;
  } catch {
    // "An HTTP error on the default address configuration falls back silently to the default address."
    return FALLBACK_DIAG_DEFAULT_ADDRESS;
  }
}
