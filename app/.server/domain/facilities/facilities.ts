/**
 * Facilities: hospitals, clinics and diagnostic centres, the one home of a clinic's address, coordinates, services
 * and opening hours. Radiology books scans at them, health checks book appointments at them, doctors practise at
 * them, and the hospitals-and-clinics listing shows them. None of those keeps its own copy.
 */
import type { DB } from "../../db/client";
import { haversineKm, isValidLatLng, type LatLng } from "~/lib/geo";
import { DAY_CODES, type WeekDay } from "~/lib/slots";
import { badRequest } from "../errors";
import type { OpeningHours, OpeningHoursRule } from "../scheduling/availability";
import { facilityResource, type BookableResource } from "../scheduling/resource";

/** The spec's hospital categories are hospitals, clinics and partnerClinics; a diagnostic centre is where scans are done. */
export const FACILITY_KINDS = ["hospital", "clinic", "partner_clinic", "diagnostic_centre"] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

/** What a patient can book at a facility. */
export const FACILITY_SERVICES = ["radiology", "health_checks", "consults", "lab_collection"] as const;
export type FacilityService = (typeof FACILITY_SERVICES)[number];

export interface Facility {
  id: number;
  slug: string;
  name: string;
  kind: FacilityKind;
  cityId: number;
  locality: string;
  address: string;
  pincode: string | null;
  latitude: number;
  longitude: number;
  phone: string | null;
  /** Whole rupees, charged once per visit where the facility asks for one. */
  registrationFee: number;
  services: FacilityService[];
  radiologyCategories: string[];
  departments: string[];
  /** km from the patient, one decimal; null when no location was given. */
  distance: number | null;
}

type FacilityRow = {
  id: number; slug: string; name: string; kind: string; city_id: number; locality: string; address: string;
  pincode: string | null; latitude: number; longitude: number; phone: string | null; registration_fee: number;
  services: string; radiology_categories: string; departments: string;
};

const parseList = <T extends string>(json: string): T[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v.filter((x) => typeof x === "string") as T[]) : [];
  } catch {
    return [];
  }
};

const roundKm = (km: number) => Math.round(km * 10) / 10;

function facilityOf(r: FacilityRow, here: LatLng | null): Facility {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    kind: r.kind as FacilityKind,
    cityId: r.city_id,
    locality: r.locality,
    address: r.address,
    pincode: r.pincode,
    latitude: r.latitude,
    longitude: r.longitude,
    phone: r.phone,
    registrationFee: r.registration_fee,
    services: parseList<FacilityService>(r.services),
    radiologyCategories: parseList(r.radiology_categories),
    departments: parseList(r.departments),
    distance: here ? roundKm(haversineKm(here, r)) : null,
  };
}

export interface FacilityFilter {
  cityId?: number | null;
  kinds?: readonly FacilityKind[] | null;
  service?: FacilityService | null;
  /** A radiology category (MRI, CT Scan, …), compared without case. */
  radiologyCategory?: string | null;
  /** The patient's location: facilities get their distance, nearest first. */
  near?: { latitude?: number | null; longitude?: number | null } | null;
  /** With `near`: only facilities within this many km. */
  withinKm?: number | null;
}

function locationOf(near: FacilityFilter["near"]): LatLng | null {
  if (!near || (near.latitude == null && near.longitude == null)) return null;
  const p = { latitude: near.latitude, longitude: near.longitude };
  if (!isValidLatLng(p)) throw badRequest("Invalid latitude or longitude");
  return p;
}

/** Facilities matching the filter: nearest first when the patient's location is known, else by name. */
export async function listFacilities(db: DB, filter: FacilityFilter = {}): Promise<Facility[]> {
  const here = locationOf(filter.near);
  let q = db.selectFrom("facilities").selectAll();
  if (filter.cityId != null) q = q.where("city_id", "=", filter.cityId);
  if (filter.kinds?.length) q = q.where("kind", "in", [...filter.kinds]);
  const rows = await q.orderBy("name").orderBy("id").execute();
  const category = filter.radiologyCategory?.toLowerCase();
  let list = rows
    .map((r) => facilityOf(r, here))
    .filter((f) => !filter.service || f.services.includes(filter.service))
    .filter((f) => !category || f.radiologyCategories.some((c) => c.toLowerCase() === category));
  if (here) {
    if (filter.withinKm != null) list = list.filter((f) => (f.distance ?? Infinity) <= filter.withinKm!);
    list.sort((a, b) => a.distance! - b.distance! || a.id - b.id);
  }
  return list;
}

export async function facilityById(db: DB, id: number, near?: FacilityFilter["near"]): Promise<Facility | null> {
  const r = await db.selectFrom("facilities").selectAll().where("id", "=", id).executeTakeFirst();
  return r ? facilityOf(r, locationOf(near)) : null;
}

export async function facilityBySlug(db: DB, slug: string): Promise<Facility | null> {
  const r = await db.selectFrom("facilities").selectAll().where("slug", "=", slug).executeTakeFirst();
  return r ? facilityOf(r, null) : null;
}

const dayOrder = (d: string) => DAY_CODES.indexOf(d as WeekDay);

/** A facility's opening hours (the spec's entity), Sunday first, each day's sessions by start time. */
export async function openingHoursOf(db: DB, facilityId: number): Promise<OpeningHours[]> {
  return (await openingHoursOfMany(db, [facilityId])).get(facilityId) ?? [];
}

/** The opening hours of several facilities in one read (a facility without any is absent). */
async function openingHoursOfMany(db: DB, facilityIds: readonly number[]): Promise<Map<number, OpeningHours[]>> {
  const byFacility = new Map<number, OpeningHours[]>();
  if (!facilityIds.length) return byFacility;
  const rows = await db.selectFrom("facility_opening_hours").selectAll().where("facility_id", "in", facilityIds).execute();
  for (const r of rows) {
    const hours = byFacility.get(r.facility_id) ?? [];
    hours.push({ weekDay: r.week_day as WeekDay, startTime: r.start_time, endTime: r.end_time });
    byFacility.set(r.facility_id, hours);
  }
  for (const hours of byFacility.values()) hours.sort((a, b) => dayOrder(a.weekDay) - dayOrder(b.weekDay) || a.startTime.localeCompare(b.startTime));
  return byFacility;
}

/** How a facility's opening hours turn into slots; each service says its own slot length and reach. */
export interface FacilitySlotPlan {
  slotMinutes: number;
  daysAhead: number;
  capacityPerSlot: number;
  /** A slot today starts at least this long after now (time to reach the facility). */
  leadMinutes?: number;
  holidays?: string[];
}

/** The spine's bookable resource for a facility: its opening hours, under the service's slot plan. */
export async function facilityBookable(db: DB, facilityId: number, plan: FacilitySlotPlan): Promise<BookableResource | null> {
  return bookableOf(facilityId, await openingHoursOf(db, facilityId), plan);
}

/** The bookable resources of several facilities under one plan, in one read, by facility id (none without hours). */
export async function facilityBookables(db: DB, facilityIds: readonly number[], plan: FacilitySlotPlan): Promise<Map<number, BookableResource>> {
  const hours = await openingHoursOfMany(db, facilityIds);
  const out = new Map<number, BookableResource>();
  for (const id of facilityIds) {
    const resource = bookableOf(id, hours.get(id) ?? [], plan);
    if (resource) out.set(id, resource);
  }
  return out;
}

function bookableOf(facilityId: number, openingHours: OpeningHours[], plan: FacilitySlotPlan): BookableResource | null {
  if (!openingHours.length) return null;
  const rule: OpeningHoursRule = {
    type: "openingHours",
    openingHours,
    slotMinutes: plan.slotMinutes,
    daysAhead: plan.daysAhead,
    leadMinutes: plan.leadMinutes ?? 0,
    holidays: plan.holidays,
  };
  return facilityResource(facilityId, rule, plan.capacityPerSlot);
}
