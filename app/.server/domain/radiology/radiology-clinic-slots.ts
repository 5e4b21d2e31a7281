/**
 * A radiology clinic as a bookable resource on the spine's scheduling: the facility's opening hours, 30-minute
 * slots and a number of patients a slot (one per scan room). Slots are offered a week ahead, from an hour after now.
 */
import type { DB } from "../../db/client";
import { facilityBookable, type FacilitySlotPlan } from "../facilities";
import { firstAvailableSlot, slotsWithPlaces, type BookableResource, type SlotWithPlaces } from "../scheduling";

/** Patients a slot: two scan rooms a modality in a typical centre. */
export const RADIOLOGY_SLOT_CAPACITY = 2;

export const RADIOLOGY_SLOT_PLAN: FacilitySlotPlan = { slotMinutes: 30, daysAhead: 6, capacityPerSlot: RADIOLOGY_SLOT_CAPACITY, leadMinutes: 60 };

/** The clinic's bookable resource, or null when it has no opening hours (then it offers no slot). */
export const radiologyClinicResource = (db: DB, clinicId: number): Promise<BookableResource | null> => facilityBookable(db, clinicId, RADIOLOGY_SLOT_PLAN);

export async function radiologyClinicSlots(db: DB, clinicId: number, now = new Date()): Promise<SlotWithPlaces[]> {
  const resource = await radiologyClinicResource(db, clinicId);
  return resource ? slotsWithPlaces(db, resource, now) : [];
}

export async function radiologyEarliestSlot(db: DB, clinicId: number, now = new Date()): Promise<SlotWithPlaces | null> {
  const resource = await radiologyClinicResource(db, clinicId);
  return resource ? firstAvailableSlot(db, resource, now) : null;
}
