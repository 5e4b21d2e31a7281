/**
 * Pincode → location for the screens' placeholders, with the spec's messages for an unknown and an
 * unserviceable area.
 */
import type { DB } from "../db/client";
import { DEFAULT_LOCATION, type UserLocation } from "~/lib/location";
import { haversineKm, isValidLatLng, nearestCity } from "~/lib/geo";

export const ADDRESS_UNKNOWN_MESSAGE = "Couldn't identify your address. Please update";
export const ADDRESS_NOT_SERVICEABLE_MESSAGE =
  "Sorry! We're working hard to get to this area! in the meantime, you can either visit clinic near your location or change the address";

export type PincodeLookup = { ok: true; location: UserLocation } | { ok: false; error: string };

/** A pincode with its city and state, as the catalogue knows it; null for a pincode it does not know. */
export async function findPincodePlace(db: DB, pincode: string) {
  return db
    .selectFrom("pincodes")
    .innerJoin("cities", "cities.id", "pincodes.city_id")
    .select([
      "pincodes.pincode", "pincodes.latitude", "pincodes.longitude", "pincodes.serviceable", "pincodes.area_name as areaName",
      "cities.id as cityId", "cities.name as cityName", "cities.state_id as stateId", "cities.state_name as stateName",
      "cities.state_code as stateCode",
    ])
    .where("pincodes.pincode", "=", pincode)
    .executeTakeFirst();
}

export async function locationForPincode(db: DB, pincode: string): Promise<PincodeLookup> {
  if (!/^[1-9]\d{5}$/.test(pincode)) return { ok: false, error: ADDRESS_UNKNOWN_MESSAGE };
  const row = await findPincodePlace(db, pincode);
  if (!row) return { ok: false, error: ADDRESS_UNKNOWN_MESSAGE };
  if (!row.serviceable) return { ok: false, error: ADDRESS_NOT_SERVICEABLE_MESSAGE };
  return {
    ok: true,
    location: {
      cityId: row.cityId,
      cityName: row.cityName,
      pincode: row.pincode,
      latitude: row.latitude,
      longitude: row.longitude,
      stateCode: row.stateCode,
    },
  };
}

export type CoordinatesLookup =
  | { ok: true; location: UserLocation; fallback: boolean }
  | { ok: false; error: string };

/**
 * Auto detect: the city nearest to the browser's coordinates ("The nearest city is found using an earth
 * radius of 6371 km, with a fallback city when none is found"), and that city's nearest serviceable pincode,
 * so that every placeholder ({cityId}, {pincode}, {latitude}, {longitude}) is filled consistently.
 * The fallback city is the default address (Hyderabad, 500085).
 */
export async function locationForCoordinates(db: DB, latitude: number, longitude: number): Promise<CoordinatesLookup> {
  const point = { latitude, longitude };
  if (!isValidLatLng(point)) return { ok: false, error: ADDRESS_UNKNOWN_MESSAGE };
  const cities = await db.selectFrom("cities").selectAll().execute();
  const fallbackCity = cities.find((c) => c.id === DEFAULT_LOCATION.cityId);
  if (!fallbackCity) return { ok: false, error: ADDRESS_UNKNOWN_MESSAGE };
  const near = nearestCity(cities, point, fallbackCity);
  if (near.fallback) return { ok: true, location: DEFAULT_LOCATION, fallback: true };
  const pincodes = await db.selectFrom("pincodes").selectAll().where("city_id", "=", near.city.id).where("serviceable", "=", 1).execute();
  const closest = pincodes.reduce<(typeof pincodes)[number] | null>(
    (best, p) => (!best || haversineKm(point, p) < haversineKm(point, best) ? p : best),
    null,
  );
  if (!closest) return { ok: false, error: ADDRESS_NOT_SERVICEABLE_MESSAGE };
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    ok: true,
    fallback: false,
    location: {
      cityId: near.city.id,
      cityName: near.city.name,
      pincode: closest.pincode,
      latitude: round(latitude),
      longitude: round(longitude),
      stateCode: near.city.state_code,
    },
  };
}
