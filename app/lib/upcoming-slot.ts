/**
 * The earliest upcoming home-collection slot: the first slot of the one generator (`~/lib/slots`), so the
 * location popup's "earliest slot" and the checkout's slot list can never disagree. The constants are
 * re-exported for the modules that already read them from here.
 */
import { homeCollectionSlots, slotInfoText } from "./slots";

export { ADVANCE_BOOKING_DAYS, COLLECTION_DAY_END, COLLECTION_DAY_START, NO_SLOTS_MESSAGE, SLOT_CUTOFF, SLOT_MINUTE_UNIT, WEEKEND_DAYS } from "./slots";

export interface UpcomingSlot {
  /** Start of the slot in UTC (ISO). */
  slotDateTimeInUTC: string;
  slotDurationInMinutes: number;
  /** e.g. "Tomorrow, 7:00 AM - 8:00 AM". */
  slotInfo: string;
}

export function earliestUpcomingSlot(now: Date): UpcomingSlot | null {
  const first = homeCollectionSlots(now)[0];
  return first ? { slotDateTimeInUTC: first.slotDateTimeInUTC, slotDurationInMinutes: first.slotDurationInMinutes, slotInfo: slotInfoText(first) } : null;
}
