import type { DB } from "../client";
import { SLOT_CAPACITY_CONFIG_KEY, type SlotCapacityConfig } from "../../domain/scheduling/slots";

/**
 * Places per home-collection slot, by serviceable area (a city's phlebotomists): the big cities have more
 * phlebotomists on the road than the rest.
 */
export const seedSlotCapacity: SlotCapacityConfig = {
  defaultCapacity: 5,
  areas: { "city:9": 8, "city:3": 7, "city:2": 6, "city:1": 6, "city:5": 6 },
};

/** Adds the slot capacity configuration when missing (also to databases seeded before booking existed). */
export async function seedBooking(db: DB): Promise<void> {
  await db
    .insertInto("diagnostic_configs")
    .values({ config_key: SLOT_CAPACITY_CONFIG_KEY, value: JSON.stringify(seedSlotCapacity) })
    .onConflict((oc) => oc.column("config_key").doNothing())
    .execute();
}
