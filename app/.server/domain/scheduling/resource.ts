/**
 * A bookable resource: what a patient books a place with — a home-collection area, a clinic or hospital facility,
 * a doctor in a clinic, a doctor online. It is `{ kind, key, capacity per slot, availability rule }`; its places
 * are rows of booking_slots, where `kind` is the row's kind and `key` its area_key.
 */
import { offeredSlotFrom, slotsOfRule, homeCollectionRule, type AvailabilityRule, type OfferedSlot, type OpeningHoursRule } from "./availability";

/** The resource kinds, as booking_slots.kind spells them. */
export const RESOURCE_KINDS = {
  /** The lab's phlebotomists visiting homes in a city. */
  HOME_COLLECTION_AREA: "DIAGNOSTIC_HC",
  /** A clinic or hospital (a scan room, a health-check desk). */
  FACILITY: "FACILITY",
  DOCTOR_IN_CLINIC: "DOCTOR_IN_CLINIC",
  DOCTOR_ONLINE: "DOCTOR_ONLINE",
} as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[keyof typeof RESOURCE_KINDS];

/** The kind of the lab's home-collection slots. */
export const HOME_COLLECTION_KIND = RESOURCE_KINDS.HOME_COLLECTION_AREA;

export interface BookableResource {
  /** booking_slots.kind. */
  kind: string;
  /** booking_slots.area_key: which one of its kind. */
  key: string;
  /** Places per slot; null: the seeded slotCapacityConfig decides (per key, else its default). */
  capacityPerSlot: number | null;
  rule: AvailabilityRule;
}

/** The older spelling of a resource, `{ kind, areaKey }`: a home-collection plan of that kind. */
export interface SlotArea {
  kind: string;
  areaKey: string;
}

/** Home collection is planned per city: its phlebotomists serve the whole city. */
export const areaKeyOfCity = (cityId: number) => `city:${cityId}`;

/** The lab's home-collection area of a city; its capacity is the seeded slotCapacityConfig's. */
export const homeCollectionArea = (cityId: number): BookableResource => ({
  kind: HOME_COLLECTION_KIND,
  key: areaKeyOfCity(cityId),
  capacityPerSlot: null,
  rule: homeCollectionRule(HOME_COLLECTION_KIND),
});

/** A clinic or hospital offering slots in its opening hours. */
export const facilityResource = (facilityId: number, rule: OpeningHoursRule, capacityPerSlot: number): BookableResource => ({
  kind: RESOURCE_KINDS.FACILITY,
  key: `facility:${facilityId}`,
  capacityPerSlot,
  rule,
});

/** A doctor seeing patients at one clinic: one patient a slot unless said otherwise. */
export const doctorInClinic = (doctorId: number, facilityId: number, rule: OpeningHoursRule, capacityPerSlot = 1): BookableResource => ({
  kind: RESOURCE_KINDS.DOCTOR_IN_CLINIC,
  key: `doctor:${doctorId}@facility:${facilityId}`,
  capacityPerSlot,
  rule,
});

/** A doctor consulting online: one patient a slot unless said otherwise. */
export const doctorOnline = (doctorId: number, rule: OpeningHoursRule, capacityPerSlot = 1): BookableResource => ({
  kind: RESOURCE_KINDS.DOCTOR_ONLINE,
  key: `doctor:${doctorId}`,
  capacityPerSlot,
  rule,
});

/** A resource, from itself or from the older `{ kind, areaKey }` (a home-collection plan of that kind). */
export function resourceOf(r: BookableResource | SlotArea): BookableResource {
  if ("rule" in r) return r;
  return { kind: r.kind, key: r.areaKey, capacityPerSlot: null, rule: homeCollectionRule(r.kind) };
}

/** Every slot the resource offers at `now`, earliest first (India date and time, UTC instant, duration, charge). */
export const slotsOf = (resource: BookableResource | SlotArea, now: Date): OfferedSlot[] => slotsOfRule(resourceOf(resource).rule, now);

/** The slot the resource offers at `now` that starts at this instant, or null (past, after the cutoff, closed…). */
export const offeredSlotOf = (resource: BookableResource | SlotArea, now: Date, slotDateTimeInUTC: string): OfferedSlot | null =>
  offeredSlotFrom(slotsOf(resource, now), slotDateTimeInUTC);
