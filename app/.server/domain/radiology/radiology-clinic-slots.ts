/**
 * A radiology clinic as a bookable resource on the spine's scheduling: its opening hours by weekday, 30-minute
 * slots and a number of patients a slot (one per scan room). Slots are offered a week ahead, from an hour after now.
 */
import { facilityResource, firstAvailableSlot, slotsWithPlaces, type BookableResource, type OpeningHoursRule, type SlotWithPlaces } from "../scheduling";
import type { Db } from "../orders/order-kinds";

const WEEKDAYS = ["MON", "TUE", "WED", "THU", "FRI", "SAT"] as const;

/** Scan centres run 8 am to 8 pm on weekdays and Saturdays, 9 am to 1 pm on Sundays. */
export const RADIOLOGY_OPENING_HOURS: OpeningHoursRule = {
  type: "openingHours",
  openingHours: [...WEEKDAYS.map((weekDay) => ({ weekDay, startTime: "08:00", endTime: "20:00" })), { weekDay: "SUN", startTime: "09:00", endTime: "13:00" }],
  slotMinutes: 30,
  daysAhead: 6,
  leadMinutes: 60,
};

/** Patients a slot: two scan rooms a modality in a typical centre. */
export const RADIOLOGY_SLOT_CAPACITY = 2;

export const radiologyClinicResource = (clinicId: number): BookableResource => facilityResource(clinicId, RADIOLOGY_OPENING_HOURS, RADIOLOGY_SLOT_CAPACITY);

export const radiologyClinicSlots = (db: Db, clinicId: number, now = new Date()): Promise<SlotWithPlaces[]> =>
  slotsWithPlaces(db, radiologyClinicResource(clinicId), now);

export const radiologyEarliestSlot = (db: Db, clinicId: number, now = new Date()) => firstAvailableSlot(db, radiologyClinicResource(clinicId), now);
