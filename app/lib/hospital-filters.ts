/**
 * The hospitals-and-clinics listing's filters, the spec's: "Cities: All Cities, Hyderabad, Chennai, Mumbai, Kolkata,
 * Bangalore, New Delhi", "Hospital categories: hospitals, clinics, partnerClinics. Location filters: all and nearme.
 * Filter types: Category, City, Location." Read from the URL (`?category=&city=&location=&lat=&lng=&page=`), so
 * every filtered page is a real link and Back returns to the filters it left.
 */
export const HOSPITAL_CATEGORIES = ["hospitals", "clinics", "partnerClinics"] as const;
export type HospitalCategory = (typeof HOSPITAL_CATEGORIES)[number];
export const HOSPITAL_CATEGORY_LABELS: Record<HospitalCategory, string> = {
  hospitals: "Hospitals",
  clinics: "Clinics",
  partnerClinics: "Partner clinics",
};

export const ALL_CITIES = "All Cities";
export const HOSPITAL_CITIES = [ALL_CITIES, "Hyderabad", "Chennai", "Mumbai", "Kolkata", "Bangalore", "New Delhi"] as const;
export type HospitalCity = (typeof HOSPITAL_CITIES)[number];

export const LOCATION_FILTERS = ["all", "nearme"] as const;
export type LocationFilter = (typeof LOCATION_FILTERS)[number];

export const FILTER_TYPES = ["Category", "City", "Location"] as const;

/** "near me" reaches as far as the consult listing's spec radius ("radius 20"), in km. */
export const NEAR_ME_RADIUS_KM = 20;

export const HOSPITALS_PAGE_SIZE = 10;

export interface HospitalFilters {
  category: HospitalCategory | null;
  city: HospitalCity;
  location: LocationFilter;
  /** Only with location "nearme" and a valid position. */
  near: { latitude: number; longitude: number } | null;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null => (v !== null && (values as readonly string[]).includes(v) ? (v as T) : null);

function coordinate(v: string | null, limit: number): number | null {
  if (v === null || !/^-?\d{1,3}(\.\d{1,7})?$/.test(v)) return null;
  const n = Number(v);
  return Math.abs(n) <= limit ? n : null;
}

/** Unknown values fall back to no filter, never to an error page: a shared link with an old value still works. */
export function parseHospitalFilters(params: URLSearchParams): HospitalFilters {
  const location = oneOf(LOCATION_FILTERS, params.get("location")) ?? "all";
  const latitude = coordinate(params.get("lat"), 90);
  const longitude = coordinate(params.get("lng"), 180);
  const page = Number(params.get("page"));
  return {
    category: oneOf(HOSPITAL_CATEGORIES, params.get("category")),
    city: oneOf(HOSPITAL_CITIES, params.get("city")) ?? ALL_CITIES,
    location,
    near: location === "nearme" && latitude !== null && longitude !== null ? { latitude, longitude } : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The URL of the listing with these filters (the defaults left out, so one page has one address). */
export function hospitalsHref(f: Partial<HospitalFilters>): string {
  const q = new URLSearchParams();
  if (f.category) q.set("category", f.category);
  if (f.city && f.city !== ALL_CITIES) q.set("city", f.city);
  if (f.location === "nearme") {
    q.set("location", "nearme");
    if (f.near) {
      q.set("lat", f.near.latitude.toFixed(4));
      q.set("lng", f.near.longitude.toFixed(4));
    }
  }
  if (f.page && f.page > 1) q.set("page", String(f.page));
  const s = q.toString();
  return `/hospitals-and-clinics${s ? `?${s}` : ""}`;
}

/** Which facility kinds each category of the spec shows: scans centres count as clinics to a patient. */
export const KINDS_OF_CATEGORY: Record<HospitalCategory, readonly ("hospital" | "clinic" | "partner_clinic" | "diagnostic_centre")[]> = {
  hospitals: ["hospital"],
  clinics: ["clinic", "diagnostic_centre"],
  partnerClinics: ["partner_clinic"],
};

/** A maps link for directions to a place: the patient's own maps app picks it up on a phone. */
export const directionsUrl = (p: { latitude: number; longitude: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${p.latitude},${p.longitude}`;
