/**
 * Radiology cities and clinics for the city and clinic selection modals: "Each user can choose a city, then a
 * clinic". A radiology clinic is a facility offering radiology (domain/facilities); its categories are the
 * facility's radiology categories. A clinic's distance is measured from the user's location when one is given.
 */
import type { DB } from "../../db/client";
import { facilityById, listFacilities, type Facility } from "../facilities";
import { radiologyEarliestSlots } from "./radiology-clinic-slots";

export interface RadiologyCity {
  id: number;
  name: string;
  stateCode: string;
  clinicCount: number;
}

export interface RadiologyClinic {
  id: number;
  name: string;
  cityId: number;
  address: string;
  latitude: number;
  longitude: number;
  /** km from the user, one decimal; null when no location was given. */
  distance: number | null;
  /** Whole rupees, once per visit. */
  registrationFee: number;
  categories: string[];
}

/** Spec §3 Clinic facility: the clinic, its earliest free slot, and the all-in price of the scans asked about. */
export interface RadiologyClinicOffer extends RadiologyClinic {
  /** UTC instant of the earliest slot with a free place, or null when the week is full. */
  earliestSlot: string | null;
  earliestSlotDisplay: string | null;
  /** Paise: the scans' prices plus this clinic's registration fee. */
  price: number;
}

const clinicOf = (f: Facility): RadiologyClinic => ({
  id: f.id,
  name: f.name,
  cityId: f.cityId,
  address: f.address,
  latitude: f.latitude,
  longitude: f.longitude,
  distance: f.distance,
  registrationFee: f.registrationFee,
  categories: f.radiologyCategories,
});

/** getRadiologyCitiesByCategory: cities with at least one clinic offering the category (any, if none given). */
export async function getRadiologyCitiesByCategory(db: DB, category?: string | null): Promise<RadiologyCity[]> {
  const clinics = await listFacilities(db, { service: "radiology", radiologyCategory: category || null });
  const counts = new Map<number, number>();
  for (const c of clinics) counts.set(c.cityId, (counts.get(c.cityId) ?? 0) + 1);
  if (!counts.size) return [];
  const cities = await db.selectFrom("cities").select(["id", "name", "state_code"]).where("id", "in", [...counts.keys()]).orderBy("name").execute();
  return cities.map((c) => ({ id: c.id, name: c.name, stateCode: c.state_code, clinicCount: counts.get(c.id)! }));
}

/** getRadiologyClinicsByCategoryAndCity: a city's clinics, nearest first when the user's location is known. */
export async function getRadiologyClinicsByCategoryAndCity(
  db: DB,
  input: { cityId: number; category?: string | null; latitude?: number | null; longitude?: number | null },
): Promise<RadiologyClinic[]> {
  const clinics = await listFacilities(db, {
    cityId: input.cityId,
    service: "radiology",
    radiologyCategory: input.category || null,
    near: { latitude: input.latitude, longitude: input.longitude },
  });
  return clinics.map(clinicOf);
}

/** One radiology clinic by id, or null (a facility that does no radiology is none). */
export async function radiologyClinicById(db: DB, clinicId: number): Promise<RadiologyClinic | null> {
  const f = await facilityById(db, clinicId);
  return f && f.services.includes("radiology") ? clinicOf(f) : null;
}

/**
 * Whether a clinic does every category asked for (a scan's, a cart's), names compared without case: the one rule
 * behind the cart's clinic list, the clinic selection (site and API), a clinic's scan list and booking.
 */
export function clinicOffersAll(clinic: { categories: readonly string[] }, categories: readonly string[]): boolean {
  const offered = new Set(clinic.categories.map((c) => c.toLowerCase()));
  return categories.every((cat) => offered.has(cat.toLowerCase()));
}

/**
 * The clinics of a city that offer every category asked for, each with its distance, earliest slot and the all-in
 * price (scans + its registration fee): what the clinic selection modal lists.
 */
export async function radiologyClinicOffers(
  db: DB,
  input: { cityId: number; categories: string[]; scansTotal: number; latitude?: number | null; longitude?: number | null },
  now = new Date(),
): Promise<RadiologyClinicOffer[]> {
  const clinics = (await getRadiologyClinicsByCategoryAndCity(db, { cityId: input.cityId, latitude: input.latitude, longitude: input.longitude })).filter((c) =>
    clinicOffersAll(c, input.categories),
  );
  // Every clinic's earliest slot in one go: a city's centres cost a few reads, not two per centre.
  const earliest = await radiologyEarliestSlots(db, clinics.map((c) => c.id), now);
  return clinics.map((c) => {
    const slot = earliest.get(c.id);
    return {
      ...c,
      earliestSlot: slot?.slotDateTimeInUTC ?? null,
      earliestSlotDisplay: slot ? `${slot.dayLabel}, ${slot.slotDisplayTime.split(" - ")[0]}` : null,
      price: input.scansTotal + c.registrationFee * 100,
    };
  });
}
