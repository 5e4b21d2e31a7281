/**
 * Pincode → location for the screens' placeholders, with the spec's messages for an unknown and an
 * unserviceable area.
 */
import type { DB } from "../../db/client";
import { ADDRESS_NOT_SERVICEABLE_MESSAGE, ADDRESS_UNKNOWN_MESSAGE, DEFAULT_LOCATION, type UserLocation } from "~/lib/location";
import { haversineKm, isValidLatLng, nearestCity } from "~/lib/geo";
import { indianState } from "~/lib/indian-states";

export { ADDRESS_NOT_SERVICEABLE_MESSAGE, ADDRESS_UNKNOWN_MESSAGE };

export type PincodeLookup = { ok: true; location: UserLocation } | { ok: false; error: string };

export interface PincodePlace {
  pincode: string;
  latitude: number;
  longitude: number;
  /** 1 when home collection reaches this pincode: only pincodes on the serviceable list do. */
  serviceable: number;
  areaName: string;
  /** The served city the pincode belongs to or lies near; null when no served city is near. */
  cityId: number | null;
  cityName: string;
  stateId: number | null;
  stateName: string;
  stateCode: string;
  district: string | null;
}

/**
 * A pincode with its city and state; null only for a pincode India Post does not know.
 * The serviceable list (`pincodes`) answers first; any other Indian pincode comes from the India Post
 * directory, placed in the nearest served city by the spec's rule ("The nearest city is found using an earth
 * radius of 6371 km") when one is within reach, and never serviceable.
 */
export async function findPincodePlace(db: DB, pincode: string): Promise<PincodePlace | null> {
  const listed = await db
    .selectFrom("pincodes")
    .innerJoin("cities", "cities.id", "pincodes.city_id")
    .leftJoin("pincode_directory", "pincode_directory.pincode", "pincodes.pincode")
    .select([
      "pincodes.pincode", "pincodes.latitude", "pincodes.longitude", "pincodes.serviceable", "pincodes.area_name as areaName",
      "cities.id as cityId", "cities.name as cityName", "cities.state_id as stateId", "cities.state_name as stateName",
      "cities.state_code as stateCode", "pincode_directory.district",
    ])
    .where("pincodes.pincode", "=", pincode)
    .executeTakeFirst();
  if (listed) return listed;
  const entry = await db.selectFrom("pincode_directory").selectAll().where("pincode", "=", pincode).executeTakeFirst();
  if (!entry || entry.latitude == null || entry.longitude == null) return null;
  const point = { latitude: entry.latitude, longitude: entry.longitude };
  const cities = await db.selectFrom("cities").selectAll().execute();
  const near = cities.length ? nearestCity(cities, point, cities[0]) : null;
  const city = near && !near.fallback ? near.city : null;
  const state = indianState(entry.state);
  return {
    pincode: entry.pincode,
    latitude: entry.latitude,
    longitude: entry.longitude,
    serviceable: 0,
    areaName: entry.office_name,
    cityId: city?.id ?? null,
    cityName: city?.name ?? entry.district,
    stateId: state?.stateId ?? null,
    stateName: state?.stateName ?? entry.state,
    stateCode: state?.stateCode ?? "",
    district: entry.district,
  };
}

export async function locationForPincode(db: DB, pincode: string): Promise<PincodeLookup> {
  if (!/^[1-9]\d{5}$/.test(pincode)) return { ok: false, error: ADDRESS_UNKNOWN_MESSAGE };
  const row = await findPincodePlace(db, pincode);
  if (!row) return { ok: false, error: ADDRESS_UNKNOWN_MESSAGE };
  if (!row.serviceable || row.cityId == null) return { ok: false, error: ADDRESS_NOT_SERVICEABLE_MESSAGE };
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

/**
 * A signed-in patient's starting location: their default address, when it lies in a served city (its
 * placeholders need a city id). Null when there is no such address, and the default location applies.
 */
export async function locationOfDefaultAddress(db: DB, accountId: number): Promise<UserLocation | null> {
  const a = await db
    .selectFrom("addresses")
    .innerJoin("cities", "cities.id", "addresses.city_id")
    .select(["addresses.pincode", "addresses.latitude", "addresses.longitude", "cities.id as cityId", "cities.name as cityName", "cities.state_code as stateCode"])
    .where("addresses.account_id", "=", accountId)
    .where("addresses.is_default", "=", 1)
    .executeTakeFirst();
  if (!a) return null;
  return { cityId: a.cityId, cityName: a.cityName, pincode: a.pincode, latitude: a.latitude, longitude: a.longitude, stateCode: a.stateCode };
}

/**
 * The location a page shared by many visitors is rendered with: everything follows from the city and pincode (the
 * page cache's key), never from the rest of a visitor's cookie. The city's own name and state, and the pincode's
 * centroid (the serviceable list, then the India Post directory, then the city's centre), so a forged or precise
 * latitude, longitude or city name in one visitor's cookie cannot reach the page the next visitor is given. An
 * unknown city is the default location.
 */
export async function sharedPageLocation(db: DB, cityId: number, pincode: string): Promise<UserLocation> {
  if (cityId === DEFAULT_LOCATION.cityId && pincode === DEFAULT_LOCATION.pincode) return DEFAULT_LOCATION;
  const city = await db.selectFrom("cities").select(["id", "name", "state_code", "latitude", "longitude"]).where("id", "=", cityId).executeTakeFirst();
  if (!city) return DEFAULT_LOCATION;
  const listed = await db.selectFrom("pincodes").select(["latitude", "longitude"]).where("pincode", "=", pincode).executeTakeFirst();
  const directory = listed ? null : await db.selectFrom("pincode_directory").select(["latitude", "longitude"]).where("pincode", "=", pincode).executeTakeFirst();
  const point = listed ?? (directory?.latitude != null && directory.longitude != null ? { latitude: directory.latitude, longitude: directory.longitude } : city);
  return { cityId: city.id, cityName: city.name, pincode, latitude: point.latitude, longitude: point.longitude, stateCode: city.state_code };
}
