/**
 * The location used by every configured screen's placeholders. Defaults are the spec's default
 * diagnostic address: "pincode 500085, city id 9, city name Hyderabad, state code TS, latitude 17.492737,
 * longitude 78.39656".
 */
export interface UserLocation {
  cityId: number;
  cityName: string;
  pincode: string;
  latitude: number;
  longitude: number;
  stateCode: string;
}

export const DEFAULT_LOCATION: UserLocation = Object.freeze({
  cityId: 9,
  cityName: "Hyderabad",
  pincode: "500085",
  latitude: 17.492737,
  longitude: 78.39656,
  stateCode: "TS",
});

export const LOCATION_COOKIE = "diag_location";

/** The spec's answers for an address it cannot place and one outside home collection (the server's; the message catalogue words them in each language). */
export const ADDRESS_UNKNOWN_MESSAGE = "Couldn't identify your address. Please update";
export const ADDRESS_NOT_SERVICEABLE_MESSAGE =
  "Sorry! We're working hard to get to this area! in the meantime, you can either visit clinic near your location or change the address";

/** Parses the location cookie value; anything malformed gives the default location. */
export function parseLocation(raw: string | null | undefined): UserLocation {
  if (!raw) return DEFAULT_LOCATION;
  try {
    const v = JSON.parse(decodeURIComponent(raw));
    const ok =
      Number.isInteger(v.cityId) && v.cityId > 0 &&
      typeof v.cityName === "string" && /^[\p{L} .'-]{1,60}$/u.test(v.cityName) &&
      typeof v.pincode === "string" && /^[1-9]\d{5}$/.test(v.pincode) &&
      typeof v.latitude === "number" && Math.abs(v.latitude) <= 90 &&
      typeof v.longitude === "number" && Math.abs(v.longitude) <= 180 &&
      typeof v.stateCode === "string" && /^[A-Z]{2,3}$/.test(v.stateCode);
    return ok ? { cityId: v.cityId, cityName: v.cityName, pincode: v.pincode, latitude: v.latitude, longitude: v.longitude, stateCode: v.stateCode } : DEFAULT_LOCATION;
  } catch {
    return DEFAULT_LOCATION;
  }
}

export function serializeLocation(loc: UserLocation): string {
  return encodeURIComponent(JSON.stringify(loc));
}

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return null;
}
