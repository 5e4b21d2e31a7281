/**
 * Slots with capacity, for any bookable resource (`kind` + `key` are booking_slots' `kind` + `area_key`): the
 * times come from the resource's availability rule (`slotsOf`); this module adds how many places each slot has
 * and how many are taken. Every function taking a resource also takes the older `{ kind, areaKey }`.
 *
 * A slot's row is created the first time it is offered or booked (insert, ignore on conflict), with the
 * resource's capacity. Reserving a place is ONE conditional update — `booked = booked + 1 WHERE id = ? AND booked <
 * capacity` — run inside the booking's transaction: the database decides, so two requests (or two app instances)
 * racing for the last place cannot both win, on SQLite or PostgreSQL, and a rolled-back booking gives its place back.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { slotsForCart } from "~/lib/slots";
import { firstOpeningHoursSlot, type OfferedSlot } from "./availability";
import { indiaDate } from "~/lib/india-date-time";
import { resourceOf, slotsOf, type BookableResource, type SlotArea } from "./resource";

export { areaKeyOfCity, type SlotArea } from "./resource";

type Db = Kysely<Database> | Transaction<Database>;

export const SLOT_CAPACITY_CONFIG_KEY = "slotCapacityConfig";

/** Places per slot: per area key, else the default. Seeded in diagnostic_configs (`slotCapacityConfig`). */
export interface SlotCapacityConfig {
  defaultCapacity: number;
  areas: Record<string, number>;
}

export const DEFAULT_SLOT_CAPACITY: SlotCapacityConfig = { defaultCapacity: 5, areas: {} };

export async function slotCapacityConfig(db: Db): Promise<SlotCapacityConfig> {
  const row = await db.selectFrom("diagnostic_configs").select("value").where("config_key", "=", SLOT_CAPACITY_CONFIG_KEY).executeTakeFirst();
  if (!row) return DEFAULT_SLOT_CAPACITY;
  const parsed = JSON.parse(row.value) as Partial<SlotCapacityConfig>;
  return { defaultCapacity: parsed.defaultCapacity ?? DEFAULT_SLOT_CAPACITY.defaultCapacity, areas: parsed.areas ?? {} };
}

export const capacityOf = (config: SlotCapacityConfig, areaKey: string) => config.areas[areaKey] ?? config.defaultCapacity;

/** Places per slot of the resource: its own, else the seeded config's for its key. */
const capacityOfResource = async (db: Db, resource: BookableResource) =>
  resource.capacityPerSlot ?? capacityOf(await slotCapacityConfig(db), resource.key);

/** Creates the rows of these slots where missing (a concurrent creator wins harmlessly). */
async function ensureSlotRows(db: Db, resource: BookableResource, slots: OfferedSlot[]): Promise<void> {
  if (!slots.length) return;
  const capacity = await capacityOfResource(db, resource);
  await db
    .insertInto("booking_slots")
    .values(
      slots.map((s) => ({
        kind: resource.kind,
        area_key: resource.key,
        slot_date: s.slotDate,
        start_time: s.startTime,
        duration_minutes: s.slotDurationInMinutes,
        capacity,
        slot_charge: s.slotCharges,
      })),
    )
    .onConflict((oc) => oc.columns(["kind", "area_key", "slot_date", "start_time"]).doNothing())
    .execute();
}

export interface SlotWithPlaces extends OfferedSlot {
  slotId: number;
  capacity: number;
  booked: number;
  available: boolean;
}

/** Every slot the resource offers now, with its places; full slots stay listed, marked unavailable. */
export async function slotsWithPlaces(db: Db, resourceOrArea: BookableResource | SlotArea, now: Date): Promise<SlotWithPlaces[]> {
  const resource = resourceOf(resourceOrArea);
  const slots = slotsOf(resource, now);
  if (!slots.length) return [];
  const read = () =>
    db
      .selectFrom("booking_slots")
      .select(["id", "slot_date", "start_time", "capacity", "booked"])
      .where("kind", "=", resource.kind)
      .where("area_key", "=", resource.key)
      .where("slot_date", "in", [...new Set(slots.map((s) => s.slotDate))])
      .execute();
  const keyed = (rows: Awaited<ReturnType<typeof read>>) => new Map(rows.map((r) => [`${r.slot_date} ${r.start_time}`, r]));
  let byKey = keyed(await read());
  // Listing slots is a read; it writes only when a slot is offered for the first time.
  if (slots.some((s) => !byKey.has(`${s.slotDate} ${s.startTime}`))) {
    await ensureSlotRows(db, resource, slots);
    byKey = keyed(await read());
  }
  return slots.flatMap((s) => {
    const row = byKey.get(`${s.slotDate} ${s.startTime}`);
    return row ? [{ ...s, slotId: row.id, capacity: row.capacity, booked: row.booked, available: row.booked < row.capacity }] : [];
  });
}

/** The earliest slot with a free place (getUpcomingSlotInfo), in the order a cart is offered slots. */
export async function firstAvailableSlot(db: Db, resource: BookableResource | SlotArea, now: Date, fasting = false): Promise<SlotWithPlaces | null> {
  return slotsForCart(await slotsWithPlaces(db, resource, now), fasting).find((s) => s.available) ?? null;
}

/**
 * The earliest slot with a free place of each of several resources (a city's centres on the centre-selection step),
 * by resource key, in one read of the full slots whatever their number, as the doctor listing finds each doctor's
 * next free slot. Only reads: a slot with no row yet has all its places free. Opening hours are walked only up to
 * each resource's first free slot. Keys with no free slot are absent.
 */
export async function firstAvailableSlots(db: Db, resources: readonly BookableResource[], now: Date): Promise<Map<string, OfferedSlot>> {
  const found = new Map<string, OfferedSlot>();
  if (!resources.length) return found;
  const fullRows = await db
    .selectFrom("booking_slots")
    .select(["kind", "area_key", "slot_date", "start_time"])
    .where("kind", "in", [...new Set(resources.map((r) => r.kind))])
    .where("area_key", "in", resources.map((r) => r.key))
    .where("slot_date", ">=", indiaDate(now))
    .whereRef("booked", ">=", "capacity")
    .execute();
  const full = new Set(fullRows.map((r) => `${r.kind}|${r.area_key}|${r.slot_date} ${r.start_time}`));
  for (const resource of resources) {
    const free = (s: OfferedSlot) => !full.has(`${resource.kind}|${resource.key}|${s.slotDate} ${s.startTime}`);
    const first = resource.rule.type === "openingHours" ? firstOpeningHoursSlot(resource.rule, now, free) : (slotsForCart(slotsOf(resource, now), false).find(free) ?? null);
    if (first) found.set(resource.key, first);
  }
  return found;
}

/** The row id of an offered slot (created with the resource's capacity if missing). Takes nothing. */
export async function slotRowId(db: Db, resourceOrArea: BookableResource | SlotArea, slot: OfferedSlot): Promise<number> {
  const resource = resourceOf(resourceOrArea);
  await ensureSlotRows(db, resource, [slot]);
  const row = await db
    .selectFrom("booking_slots")
    .select("id")
    .where("kind", "=", resource.kind)
    .where("area_key", "=", resource.key)
    .where("slot_date", "=", slot.slotDate)
    .where("start_time", "=", slot.startTime)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes one place of the slot: true, or false when it is full. Call inside the booking's transaction, as its
 * last write — the row stays locked until commit, so the shorter that is, the more bookings a busy slot takes.
 */
export async function takeSlotPlace(trx: Db, slotId: number): Promise<boolean> {
  const taken = await trx
    .updateTable("booking_slots")
    .set((eb) => ({ booked: eb("booked", "+", 1) }))
    .where("id", "=", slotId)
    .whereRef("booked", "<", "capacity")
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/**
 * Holds one place of an offered slot of the resource: its row id, or null when the slot is full. The take is
 * `takeSlotPlace`'s one conditional update; call inside the booking's transaction, like it.
 */
export async function holdSlotPlace(trx: Db, resource: BookableResource | SlotArea, slot: OfferedSlot): Promise<number | null> {
  const slotId = await slotRowId(trx, resource, slot);
  return (await takeSlotPlace(trx, slotId)) ? slotId : null;
}

/** Gives a place back (an order that failed or was cancelled before collection). Never below zero. */
export async function releaseSlotPlace(trx: Db, slotId: number): Promise<void> {
  await trx
    .updateTable("booking_slots")
    .set((eb) => ({ booked: eb("booked", "-", 1) }))
    .where("id", "=", slotId)
    .where("booked", ">", 0)
    .execute();
}
