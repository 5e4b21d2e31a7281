/**
 * Radiology cities and clinics for the city and clinic selection modals: "Each user can choose a city,
 * then a clinic". A clinic's distance is measured from the user's location when one is given.
 */
import type { DB } from "../../db/client";
import { haversineKm, isValidLatLng } from "~/lib/geo";
import { badRequest } from "../errors";
import { radiologyEarliestSlot } from "./radiology-clinic-slots";

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

const matchesCategory = (categories: string[], category: string | null | undefined) =>
  !category || categories.some((c) => c.toLowerCase() === category.toLowerCase());

/** getRadiologyCitiesByCategory: cities with at least one clinic offering the category (any, if none given). */
export async function getRadiologyCitiesByCategory(db: DB, category?: string | null): Promise<RadiologyCity[]> {
  const rows = await db
    .selectFrom("radiology_clinics")
    .innerJoin("cities", "cities.id", "radiology_clinics.city_id")
    .select(["cities.id", "cities.name", "cities.state_code", "radiology_clinics.categories"])
    .orderBy("cities.name")
    .execute();
  const byCity = new Map<number, RadiologyCity>();
  for (const r of rows) {
    if (!matchesCategory(JSON.parse(r.categories), category)) continue;
    const city = byCity.get(r.id) ?? { id: r.id, name: r.name, stateCode: r.state_code, clinicCount: 0 };
    city.clinicCount += 1;
    byCity.set(r.id, city);
  }
  return [...byCity.values()];
}

/** getRadiologyClinicsByCategoryAndCity: a city's clinics, nearest first when the user's location is known. */
export async function getRadiologyClinicsByCategoryAndCity(
  db: DB,
  input: { cityId: number; category?: string | null; latitude?: number | null; longitude?: number | null },
): Promise<RadiologyClinic[]> {
  const here = { latitude: input.latitude, longitude: input.longitude };
  if ((input.latitude != null || input.longitude != null) && !isValidLatLng(here)) throw badRequest("Invalid latitude or longitude");
  const rows = await db.selectFrom("radiology_clinics").selectAll().where("city_id", "=", input.cityId).orderBy("name").execute();
  const clinics = rows
    .map((r) => ({ ...r, categories: JSON.parse(r.categories) as string[] }))
    .filter((r) => matchesCategory(r.categories, input.category))
    .map((r) => ({
      id: r.id,
      name: r.name,
      cityId: r.city_id,
      address: r.address,
      latitude: r.latitude,
      longitude: r.longitude,
      distance: isValidLatLng(here) ? Math.round(haversineKm(here, r) * 10) / 10 : null,
      registrationFee: r.registration_fee,
      categories: r.categories,
    }));
  return clinics.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.name.localeCompare(b.name));
}

/** One clinic by id, or null. */
export async function radiologyClinicById(db: DB, clinicId: number): Promise<RadiologyClinic | null> {
  const r = await db.selectFrom("radiology_clinics").selectAll().where("id", "=", clinicId).executeTakeFirst();
  if (!r) return null;
  return { id: r.id, name: r.name, cityId: r.city_id, address: r.address, latitude: r.latitude, longitude: r.longitude, distance: null, registrationFee: r.registration_fee, categories: JSON.parse(r.categories) as string[] };
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
  const clinics = await getRadiologyClinicsByCategoryAndCity(db, { cityId: input.cityId, latitude: input.latitude, longitude: input.longitude });
  const offering = clinics.filter((c) => input.categories.every((cat) => matchesCategory(c.categories, cat)));
  return Promise.all(
    offering.map(async (c) => {
      const slot = await radiologyEarliestSlot(db, c.id, now);
      return {
        ...c,
        earliestSlot: slot?.slotDateTimeInUTC ?? null,
        earliestSlotDisplay: slot ? `${slot.dayLabel}, ${slot.slotDisplayTime.split(" - ")[0]}` : null,
        price: input.scansTotal + c.registrationFee * 100,
      };
    }),
  );
}
