/**
 * The doctor listing behind every listing route (by specialty and city, city, locality, near me, condition,
 * procedure), paged in SQL: every filter is a WHERE, and the sorts by fee, experience, rating, relevance and distance
 * are an ORDER BY with LIMIT/OFFSET, so only one page of doctors is read and only its doctors' next free slots and
 * clinics are worked out. The next free slot comes from the doctor's weekly hours, leave and booked places, which
 * SQL cannot walk: "availability" and "available today" work it out for every doctor the filters leave, then sort
 * and page by the rules of `~/lib/doctor-listing` (docs/decisions/2026-11-27-doctor-listing-paging.md).
 */
import { sql, type Expression, type SqlBool } from "kysely";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { Db } from "../orders/order-kinds";
import { firstOpeningHoursSlot, type OfferedSlot } from "../scheduling/availability";
import { RESOURCE_KINDS } from "../scheduling/resource";
import { consultRule, doctorsQuery, toDoctor, type Doctor } from "./doctors";
import { clinicsOfDoctors } from "./clinics";
import { haversineKm, type LatLng } from "~/lib/geo";
import { DOCTORS_PAGE_SIZE, NEAR_ME_RADIUS_KM, RELEVANCE_PRIOR, sortDoctors, type DoctorSort } from "~/lib/doctor-listing";
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

/** Km per degree of latitude (the mean Earth radius of ~/lib/geo's haversine, 6371 km). */
const KM_PER_DEGREE = (Math.PI * 6371) / 180;

/**
 * The squared distance in km² from `origin` to a facility, as SQL arithmetic (SQLite has no trigonometry): the
 * equirectangular approximation, whose error within the 20 km radius is a few metres; the card still shows the
 * haversine distance of ~/lib/geo.
 */
function squaredKmSql(origin: LatLng) {
  const cosLat = Math.cos((origin.latitude * Math.PI) / 180);
  const dy = sql<number>`((facilities.latitude - ${origin.latitude}) * ${KM_PER_DEGREE})`;
  const dx = sql<number>`((facilities.longitude - ${origin.longitude}) * ${KM_PER_DEGREE * cosLat})`;
  return sql<number>`(${dy} * ${dy} + ${dx} * ${dx})`;
}

/** The fee a doctor is filtered and ranked by: the consult asked for, or the lower of the two when either will do. */
function feeSql(mode: ConsultModeFilter) {
  if (mode === "online") return sql<number>`doctors.fee_online`;
  if (mode === "clinic") return sql<number>`doctors.fee_clinic`;
  return sql<number>`(case when doctors.fee_online < doctors.fee_clinic then doctors.fee_online else doctors.fee_clinic end)`;
}

/** ~/lib/doctor-listing's relevanceScore, in SQL: the rating pulled towards the prior by its imaginary reviews. */
const relevanceSql = sql<number>`((doctors.rating * doctors.review_count + ${sql.raw((RELEVANCE_PRIOR.rating * RELEVANCE_PRIOR.reviews).toFixed(1))}) / (doctors.review_count + ${sql.raw(RELEVANCE_PRIOR.reviews.toFixed(1))}))`;

/** Doctors with a clinic meeting `where` (any clinic, one in a locality, one within the radius). */
const hasClinic = (where?: Expression<SqlBool>) =>
  sql<SqlBool>`exists (select 1 from doctor_facilities join facilities on facilities.id = doctor_facilities.facility_id where doctor_facilities.doctor_id = doctors.id${where ? sql` and ${where}` : sql``})`;

/** Every filter of the listing, as one query of the doctors it leaves. */
function filteredDoctors(db: Db, q: DoctorListingQuery) {
  let query = doctorsQuery(db);
  if (q.specialtySlug) query = query.where("doctors.specialty_slug", "=", q.specialtySlug);
  if (q.cityId) query = query.where("doctors.city_id", "=", q.cityId);
  if (q.gender) query = query.where("doctors.gender", "=", q.gender);
  // Languages are a JSON array of names; the quotes make "Tamil" not match "Tamilian".
  if (q.language) query = query.where("doctors.languages", "like", `%${JSON.stringify(q.language.replace(/[%_"\\]/g, ""))}%`);
  if (q.mode === "online") query = query.where("doctors.online_hours", "!=", "[]");
  if (q.mode === "clinic") query = query.where(hasClinic());
  if (q.locality) query = query.where(hasClinic(sql<SqlBool>`facilities.locality = ${q.locality}`));
  if (q.feeMin != null) query = query.where(feeSql(q.mode ?? null), ">=", q.feeMin * 100);
  if (q.feeMax != null) query = query.where(feeSql(q.mode ?? null), "<=", q.feeMax * 100);
  if (q.nearMe) {
    // No location, no doctor is near.
    if (!q.origin) query = query.where(sql<SqlBool>`1 = 0`);
    else query = query.where(hasClinic(sql<SqlBool>`${squaredKmSql(q.origin)} <= ${NEAR_ME_RADIUS_KM * NEAR_ME_RADIUS_KM}`));
  }
  return query;
}

type FilteredQuery = ReturnType<typeof filteredDoctors>;

/** The ORDER BY of a sort SQL can rank: the sort, then relevance, then name and id, so pages never shuffle. */
function orderedBy(query: FilteredQuery, q: DoctorListingQuery): FilteredQuery {
  const fee = feeSql(q.mode ?? null);
  let ordered = query;
  switch (q.sort) {
    case "distance":
      if (q.origin) {
        const nearest = sql<number>`(select min(${squaredKmSql(q.origin)}) from doctor_facilities join facilities on facilities.id = doctor_facilities.facility_id where doctor_facilities.doctor_id = doctors.id)`;
        // Unknown distances (online-only doctors) go last, on SQLite and PostgreSQL alike.
        ordered = ordered.orderBy(sql`case when ${nearest} is null then 1 else 0 end`).orderBy(nearest);
      }
      break;
    case "price_ascending":
      ordered = ordered.orderBy(fee, "asc");
      break;
    case "price_descending":
      ordered = ordered.orderBy(fee, "desc");
      break;
    case "experience":
      ordered = ordered.orderBy("doctors.experience_years", "desc");
      break;
    case "recommendation_rating":
      ordered = ordered.orderBy("doctors.rating", "desc").orderBy("doctors.review_count", "desc");
      break;
    default:
      break;
  }
  return ordered.orderBy(relevanceSql, "desc").orderBy("doctors.experience_years", "desc").orderBy("doctors.name").orderBy("doctors.id");
}

/** The next free slot, distance and clinics of these doctors: what a card shows beyond the doctor's own row. */
async function withSlotsAndPlaces(db: Db, doctors: Doctor[], q: DoctorListingQuery, now: Date, today: string): Promise<ListedDoctor[]> {
  const full = await fullOnlineSlots(db, doctors.map((d) => d.id), today);
  const clinics = await clinicsOfDoctors(db, doctors.map((d) => d.id));
  return doctors.map((d) => {
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
}

const clampPage = (page: number, pageCount: number) => Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);

export async function listDoctors(db: Db, q: DoctorListingQuery, now = new Date()): Promise<DoctorListingPage> {
  const today = format(new TZDate(now, INDIA_TIME_ZONE), "yyyy-MM-dd");
  const filtered = filteredDoctors(db, q);

  if (q.sort === "availability" || q.availableToday) {
    // The next free slot is worked out from each doctor's hours, not stored: every doctor the filters leave.
    let listed = await withSlotsAndPlaces(db, (await filtered.execute()).map(toDoctor), q, now, today);
    if (q.availableToday) listed = listed.filter((d) => d.nextSlot?.slotDate === today);
    const sorted = sortDoctors(listed, q.sort);
    const pageCount = Math.max(1, Math.ceil(sorted.length / DOCTORS_PAGE_SIZE));
    const page = clampPage(q.page, pageCount);
    return { doctors: sorted.slice((page - 1) * DOCTORS_PAGE_SIZE, page * DOCTORS_PAGE_SIZE), total: sorted.length, page, pageCount };
  }

  const counted = await filtered.clearSelect().select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pageCount = Math.max(1, Math.ceil(total / DOCTORS_PAGE_SIZE));
  const page = clampPage(q.page, pageCount);
  const rows = await orderedBy(filtered, q)
    .limit(DOCTORS_PAGE_SIZE)
    .offset((page - 1) * DOCTORS_PAGE_SIZE)
    .execute();
  return { doctors: await withSlotsAndPlaces(db, rows.map(toDoctor), q, now, today), total, page, pageCount };
}
