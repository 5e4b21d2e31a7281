/**
 * Nearest city, the spec's rule: "The nearest city is found using an earth radius of 6371 km, with a
 * fallback city when none is found." Distances are great-circle (haversine) distances.
 */
export const EARTH_RADIUS_KM = 6371;

/**
 * How far a city may be and still count as "near". The spec gives no radius; 100 km keeps a user in a
 * city's suburbs and satellite towns in that city, and sends anyone farther to the fallback city.
 */
export const NEAR_CITY_MAX_KM = 100;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

export function isValidLatLng(p: { latitude: unknown; longitude: unknown }): p is LatLng {
  return (
    typeof p.latitude === "number" && Number.isFinite(p.latitude) && Math.abs(p.latitude) <= 90 &&
    typeof p.longitude === "number" && Number.isFinite(p.longitude) && Math.abs(p.longitude) <= 180
  );
}

/** Great-circle distance in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type NearestCity<C> = { city: C; distanceKm: number; fallback: false } | { city: C; distanceKm: null; fallback: true };

/** The closest city within `maxKm`; otherwise the fallback city, flagged so the user can be told. */
export function nearestCity<C extends LatLng>(cities: readonly C[], point: LatLng, fallback: C, maxKm = NEAR_CITY_MAX_KM): NearestCity<C> {
  let best: C | null = null;
  let bestKm = Infinity;
  for (const c of cities) {
    const d = haversineKm(point, c);
    if (d < bestKm) {
      best = c;
      bestKm = d;
    }
  }
  if (best && bestKm <= maxKm) return { city: best, distanceKm: bestKm, fallback: false };
  return { city: fallback, distanceKm: null, fallback: true };
}
