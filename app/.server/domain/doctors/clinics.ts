/**
 * A doctor's clinics are facilities (domain/facilities): the join row holds only the doctor's own weekly hours
 * there. Clinic visits are booked on the spine as `doctorInClinic`, a slot every 15 minutes.
 */
import type { Db } from "../orders/order-kinds";
import type { OpeningHours } from "../scheduling/availability";
import { doctorInClinic, type BookableResource } from "../scheduling/resource";
import { notFound } from "../errors";
import { consultRule } from "./doctors";
import type { DoctorClinicPlace } from "./listing";

export interface DoctorClinic extends DoctorClinicPlace {
  address: string;
  hours: OpeningHours[];
}

export const localitySlug = (locality: string) => locality.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** The clinics of these doctors, by doctor id. */
export async function clinicsOfDoctors(db: Db, doctorIds: number[]): Promise<Map<number, DoctorClinic[]>> {
  const out = new Map<number, DoctorClinic[]>();
  if (!doctorIds.length) return out;
  const rows = await db
    .selectFrom("doctor_facilities")
    .innerJoin("facilities", "facilities.id", "doctor_facilities.facility_id")
    .select(["doctor_facilities.doctor_id", "doctor_facilities.hours", "facilities.id", "facilities.name", "facilities.locality", "facilities.city_id", "facilities.address", "facilities.latitude", "facilities.longitude"])
    .where("doctor_facilities.doctor_id", "in", doctorIds)
    .orderBy("facilities.name")
    .execute();
  for (const r of rows) {
    const list = out.get(r.doctor_id) ?? [];
    list.push({
      facilityId: r.id,
      name: r.name,
      locality: r.locality,
      cityId: r.city_id,
      address: r.address,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      hours: JSON.parse(r.hours) as OpeningHours[],
    });
    out.set(r.doctor_id, list);
  }
  return out;
}

/** The doctor's visits at one facility as a bookable resource; NOT_FOUND when the doctor does not practise there. */
export async function clinicResourceOf(db: Db, doctorId: number, facilityId: number): Promise<{ resource: BookableResource; clinic: DoctorClinic }> {
  const clinic = (await clinicsOfDoctors(db, [doctorId])).get(doctorId)?.find((c) => c.facilityId === facilityId);
  if (!clinic) throw notFound("Clinic not found");
  // Leave is the doctor's, wherever they practise: a clinic visit on a leave day is not offered either.
  const doctor = await db.selectFrom("doctors").selectAll().where("id", "=", doctorId).executeTakeFirst();
  const leave = JSON.parse((doctor as { leave_dates?: string } | undefined)?.leave_dates ?? "[]") as string[];
  return { resource: doctorInClinic(doctorId, facilityId, consultRule(clinic.hours, leave)), clinic };
}

/** The locality (as facilities name it) whose slug this is, with its city; null when no clinic is there. */
export async function localityOfSlug(db: Db, slug: string): Promise<{ locality: string; cityId: number } | null> {
  const rows = await db.selectFrom("facilities").select(["locality", "city_id"]).distinct().execute();
  const hit = rows.find((r) => localitySlug(r.locality) === slug);
  return hit ? { locality: hit.locality, cityId: hit.city_id } : null;
}
