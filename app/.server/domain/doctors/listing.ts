/**
 * The doctor listing behind every listing route (by specialty and city, city, locality, near me, condition,
 * procedure): filters in SQL, then each doctor's next free slot and distance, then the honest sort of
 * `~/lib/doctor-listing`, then one page.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { Db } from "../orders/order-kinds";
import { firstOpeningHoursSlot, type OfferedSlot } from "../scheduling/availability";
import { RESOURCE_KINDS } from "../scheduling/resource";
import { consultRule, doctorsQuery, toDoctor, type Doctor } from "./doctors";
import { clinicsOfDoctors } from "./clinics";
import { haversineKm, type LatLng } from "~/lib/geo";
import { DOCTORS_PAGE_SIZE, NEAR_ME_RADIUS_KM, sortDoctors, withinRadius, type DoctorSort } from "~/lib/doctor-listing";
import { INDIA_TIME_ZONE } from "~/lib/india-date-time";

export type ConsultModeFilter = "online" | "clinic" | null;

export interface DoctorListingQuery {
  specialtySlug?: string | null;
  cityId?: number | null;
  mode?: ConsultModeFilter;
  /** Rupees, inclusive. */
  feeMin?: number | null;
  feeMax?: number | null;
  language?: string | null;
  gender?: "MALE" | "FEMALE" | null;
  availableToday?: boolean;
  sort: DoctorSort;
  page: number;
  /** The patient's location: distances, and with `nearMe` only doctors within the radius. */
  origin?: LatLng | null;
  nearMe?: boolean;
  /** Only doctors with a clinic in this locality (as facilities name it). */
  locality?: string | null;
}

export interface DoctorClinicPlace extends LatLng {
  facilityId: number;
  name: string;
  locality: string;
  cityId: number;
}

export interface ListedDoctor extends Doctor {
  fee: number;
  nextSlot: Pick<OfferedSlot, "slotDateTimeInUTC" | "slotDate" | "startTime" | "slotDisplayTime" | "dayLabel"> | null;
  nextSlotAt: number | null;
  distanceKm: number | null;
  clinics: DoctorClinicPlace[];
}

export interface DoctorListingPage {
  doctors: ListedDoctor[];
  total: number;
  page: number;
  pageCount: number;
}

/** Online slots now full, by doctor id: the next free slot skips them. */
async function fullOnlineSlots(db: Db, doctorIds: number[], fromDate: string): Promise<Set<string>> {
  if (!doctorIds.length) return new Set();
  const rows = await db
    .selectFrom("booking_slots")
    .select(["area_key", "slot_date", "start_time"])
    .where("kind", "=", RESOURCE_KINDS.DOCTOR_ONLINE)
    .where("area_key", "in", doctorIds.map((id) => `doctor:${id}`))
    .where("slot_date", ">=", fromDate)
    .whereRef("booked", ">=", "capacity")
    .execute();
  return new Set(rows.map((r) => `${r.area_key} ${r.slot_date} ${r.start_time}`));
}

export function nextFreeOnlineSlot(d: Pick<Doctor, "id" | "onlineHours" | "leaveDates">, now: Date, full: Set<string>) {
  if (!d.onlineHours.length) return null;
  return firstOpeningHoursSlot(consultRule(d.onlineHours, d.leaveDates), now, (s) => !full.has(`doctor:${d.id} ${s.slotDate} ${s.startTime}`));
}

export async function listDoctors(db: Db, q: DoctorListingQuery, now = new Date()): Promise<DoctorListingPage> {
  let query = doctorsQuery(db);
  if (q.specialtySlug) query = query.where("doctors.specialty_slug", "=", q.specialtySlug);
  if (q.cityId) query = query.where("doctors.city_id", "=", q.cityId);
  if (q.gender) query = query.where("doctors.gender", "=", q.gender);
  // Languages are a JSON array of names; the quotes make "Tamil" not match "Tamilian".
  if (q.language) query = query.where("doctors.languages", "like", `%${JSON.stringify(q.language.replace(/[%_"\\]/g, ""))}%`);
  if (q.mode === "online") query = query.where("doctors.online_hours", "!=", "[]");
  const rows = (await query.execute()).map(toDoctor);

  const today = format(new TZDate(now, INDIA_TIME_ZONE), "yyyy-MM-dd");
  const full = await fullOnlineSlots(db, rows.map((d) => d.id), today);
  const clinics = await clinicsOfDoctors(db, rows.map((d) => d.id));

  let listed: ListedDoctor[] = rows.map((d) => {
    const slot = nextFreeOnlineSlot(d, now, full);
    const places = clinics.get(d.id) ?? [];
    const distanceKm = q.origin && places.length ? Math.min(...places.map((p) => haversineKm(q.origin!, p))) : null;
    const fee = q.mode === "online" ? d.feeOnline : q.mode === "clinic" ? d.feeClinic : Math.min(d.feeOnline, d.feeClinic);
    return {
      ...d,
      fee,
      nextSlot: slot && { slotDateTimeInUTC: slot.slotDateTimeInUTC, slotDate: slot.slotDate, startTime: slot.startTime, slotDisplayTime: slot.slotDisplayTime, dayLabel: slot.dayLabel },
      nextSlotAt: slot ? Date.parse(slot.slotDateTimeInUTC) : null,
      distanceKm: distanceKm == null ? null : Math.round(distanceKm * 10) / 10,
      clinics: places,
    };
  });
  if (q.locality) listed = listed.filter((d) => d.clinics.some((c) => c.locality === q.locality));
  if (q.mode === "clinic") listed = listed.filter((d) => d.clinics.length > 0);
  if (q.feeMin != null) listed = listed.filter((d) => d.fee >= q.feeMin! * 100);
  if (q.feeMax != null) listed = listed.filter((d) => d.fee <= q.feeMax! * 100);
  if (q.availableToday) listed = listed.filter((d) => d.nextSlot?.slotDate === today);
  if (q.nearMe) listed = listed.filter((d) => withinRadius(d.distanceKm, NEAR_ME_RADIUS_KM));

  const sorted = sortDoctors(listed, q.sort);
  const pageCount = Math.max(1, Math.ceil(sorted.length / DOCTORS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(q.page) || 1), pageCount);
  return { doctors: sorted.slice((page - 1) * DOCTORS_PAGE_SIZE, page * DOCTORS_PAGE_SIZE), total: sorted.length, page, pageCount };
}
