/**
 * Rescheduling (and a sample re-collection) offers and reserves home-collection slots by booking's ONE slot rule:
 * the options are `slotsWithPlaces` of the order's city (same days, times, weekend and cutoff rules, capacity from
 * `slotCapacityConfig`), and a place is taken and given back by `takeSlotPlace` / `releaseSlotPlace` — one
 * conditional update each, so two patients cannot take the last place. This module only adapts a slot to the
 * shape the order dialogs and getRescheduleSlots show.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { INDIA_TIME_ZONE } from "~/lib/slots";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { badRequest } from "../errors";
import type { OfferedSlot } from "./availability";
import { HOME_COLLECTION_KIND, homeCollectionArea, slotsOf } from "./resource";
import { releaseSlotPlace, slotsWithPlaces, takeSlotPlace } from "./slots";

type Db = Kysely<Database> | Transaction<Database>;

/** The kind of the slots an order is rescheduled to: the lab's home collection. */
export const SLOT_KIND = HOME_COLLECTION_KIND;
export const SLOT_TAKEN_MESSAGE = "This slot is no longer available. Please choose another slot.";

export interface RescheduleSlot {
  slotId: number;
  slotDate: string; // yyyy-MM-dd, India
  startTime: string; // HH:mm, India
  durationMinutes: number;
  slotDateTimeInUTC: string;
  /** "Sat, 28 Nov" and "8:00 AM - 9:00 AM", as a patient reads them. */
  dateText: string;
  timeText: string;
}

// The date is written out (not "Tomorrow"): the text is also kept in the order's history, read days later.
const toRescheduleSlot = (slotId: number, s: OfferedSlot): RescheduleSlot => ({
  slotId,
  slotDate: s.slotDate,
  startTime: s.startTime,
  durationMinutes: s.slotDurationInMinutes,
  slotDateTimeInUTC: s.slotDateTimeInUTC,
  dateText: format(new TZDate(s.slotDateTimeInUTC, INDIA_TIME_ZONE), "EEE, d MMM"),
  timeText: s.slotDisplayTime,
});

/** The slots of the order's city with a free place now, earliest first. */
export async function rescheduleSlotOptions(db: Db, cityId: number, now = new Date()): Promise<RescheduleSlot[]> {
  const slots = await slotsWithPlaces(db, homeCollectionArea(cityId), now);
  return slots.filter((s) => s.available).map((s) => toRescheduleSlot(s.slotId, s));
}

/**
 * Takes one place in a slot of this city that is still offered now (not past, after the cutoff or on a weekend),
 * or refuses with SLOT_TAKEN_MESSAGE, changing nothing. Call inside the action's transaction.
 */
export async function reserveSlot(trx: Db, slotId: number, cityId: number, now = new Date()): Promise<RescheduleSlot> {
  const area = homeCollectionArea(cityId);
  const row = await trx
    .selectFrom("booking_slots")
    .select(["slot_date", "start_time"])
    .where("id", "=", slotId)
    .where("kind", "=", area.kind)
    .where("area_key", "=", area.key)
    .executeTakeFirst();
  const offered = row && slotsOf(area, now).find((s) => s.slotDate === row.slot_date && s.startTime === row.start_time);
  if (!offered || !(await takeSlotPlace(trx, slotId))) throw badRequest(SLOT_TAKEN_MESSAGE);
  return toRescheduleSlot(slotId, offered);
}

/** Gives a place back (a cancelled or moved visit). */
export async function releaseSlot(trx: Db, slotId: number | null): Promise<void> {
  if (slotId != null) await releaseSlotPlace(trx, slotId);
}
