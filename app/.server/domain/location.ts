/**
 * Pincode → location for the screens' placeholders, with the spec's messages for an unknown and an
 * unserviceable area.
 */
import type { DB } from "../db/client";
import type { UserLocation } from "~/lib/location";

export const ADDRESS_UNKNOWN_MESSAGE = "Couldn't identify your address. Please update";
export const ADDRESS_NOT_SERVICEABLE_MESSAGE =
  "Sorry! We're working hard to get to this area! in the meantime, you can either visit clinic near your location or change the address";

export type PincodeLookup = { ok: true; location: UserLocation } | { ok: false; error: string };

export async function locationForPincode(db: DB, pincode: string): Promise<PincodeLookup> {
  if (!/^[1-9]\d{5}$/.test(pincode)) return { ok: false, error: ADDRESS_UNKNOWN_MESSAGE };
  const row = await db
    .selectFrom("pincodes")
    .innerJoin("cities", "cities.id", "pincodes.city_id")
    .select([
      "pincodes.pincode", "pincodes.latitude", "pincodes.longitude", "pincodes.serviceable",
      "cities.id as cityId", "cities.name as cityName", "cities.state_code as stateCode",
    ])
    .where("pincodes.pincode", "=", pincode)
    .executeTakeFirst();
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
