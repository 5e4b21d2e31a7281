/**
 * A radiology clinic as a bookable resource on the spine's scheduling: the facility's opening hours, 30-minute
 * slots and a number of patients a slot (one per scan room). Slots are offered a week ahead, from an hour after now.
 */
import type { DB } from "../../db/client";
import { facilityBookable, facilityBookables, type FacilitySlotPlan } from "../facilities";
import { firstAvailableSlots, slotsWithPlaces, type BookableResource, type OfferedSlot, type SlotWithPlaces } from "../scheduling";

/** Patients a slot: two scan rooms a modality in a typical centre. */
export const RADIOLOGY_SLOT_CAPACITY = 2;

export const RADIOLOGY_SLOT_PLAN: FacilitySlotPlan = { slotMinutes: 30, daysAhead: 6, capacityPerSlot: RADIOLOGY_SLOT_CAPACITY, leadMinutes: 60 };

/** The clinic's bookable resource, or null when it has no opening hours (then it offers no slot). */
export const radiologyClinicResource = (db: DB, clinicId: number): Promise<BookableResource | null> => facilityBookable(db, clinicId, RADIOLOGY_SLOT_PLAN);

export async function radiologyClinicSlots(db: DB, clinicId: number, now = new Date()): Promise<SlotWithPlaces[]> {
  const resource = await radiologyClinicResource(db, clinicId);
  return resource ? slotsWithPlaces(db, resource, now) : [];
}


/** The earliest free slot of each of these clinics, by clinic id, in a few reads whatever their number. */
export async function radiologyEarliestSlots(db: DB, clinicIds: readonly number[], now = new Date()): Promise<Map<number, OfferedSlot>> {
  const resources = await facilityBookables(db, clinicIds, RADIOLOGY_SLOT_PLAN);
  const byKey = await firstAvailableSlots(db, [...resources.values()], now);
  const out = new Map<number, OfferedSlot>();
  for (const [id, resource] of resources) {
    const slot = byKey.get(resource.key);
    if (slot) out.set(id, slot);
  }
  return out;
}
