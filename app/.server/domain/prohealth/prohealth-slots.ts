/**
 * A facility's health-check desk as a bookable resource on the spine's scheduling: the facility's opening hours,
 * 30-minute slots, a number of patients a slot, a week ahead, from two hours after now. It is its own resource,
 * apart from the same facility's scan rooms: a health check takes none of radiology's places.
 */
import type { DB } from "../../db/client";
import { facilityBookable, type FacilitySlotPlan } from "../facilities";
import { slotsWithPlaces, type BookableResource, type SlotWithPlaces } from "../scheduling";
import { fastingSlotAllowed } from "~/lib/prohealth-rules";

/** Patients starting a health check in one slot: a hospital's health-check desk takes four. */
export const PROHEALTH_SLOT_CAPACITY = 4;
export const PROHEALTH_SLOT_PLAN: FacilitySlotPlan = { slotMinutes: 30, daysAhead: 7, capacityPerSlot: PROHEALTH_SLOT_CAPACITY, leadMinutes: 120 };

export async function prohealthResource(db: DB, facilityId: number): Promise<BookableResource | null> {
  const resource = await facilityBookable(db, facilityId, PROHEALTH_SLOT_PLAN);
  return resource && { ...resource, key: `${resource.key}/health-check` };
}

/** Every slot the facility offers for a health check, with its free places; one India date only, if given. */
export async function prohealthSlots(db: DB, facilityId: number, now = new Date(), date?: string | null): Promise<SlotWithPlaces[]> {
  const resource = await prohealthResource(db, facilityId);
  if (!resource) return [];
  const slots = await slotsWithPlaces(db, resource, now);
  return date ? slots.filter((s) => s.slotDate === date) : slots;
}

/**
 * The slots a package may be booked in at a facility: a fasting package's start in the morning
 * (fastingSlotAllowed, app/lib/prohealth-rules.ts), the rule booking enforces, so nobody is offered a slot booking
 * would refuse.
 */
export async function prohealthPackageSlots(db: DB, facilityId: number, pkg: { fastingHours: number }, now = new Date(), date?: string | null): Promise<SlotWithPlaces[]> {
  return (await prohealthSlots(db, facilityId, now, date)).filter((s) => fastingSlotAllowed(s.startTime, pkg.fastingHours));
}

/**
 * getProhealthClinicDates: the India dates with at least one free slot, soonest first; for a package, a free slot
 * it may be booked in (a fasting package's mornings), so no date is offered whose slots booking would refuse.
 */
export async function prohealthDates(db: DB, facilityId: number, pkg: { fastingHours: number } | null = null, now = new Date()): Promise<string[]> {
  const slots = pkg ? await prohealthPackageSlots(db, facilityId, pkg, now) : await prohealthSlots(db, facilityId, now);
  return [...new Set(slots.filter((s) => s.available).map((s) => s.slotDate))];
}
