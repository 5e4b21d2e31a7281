/**
 * Doctors, specialties, conditions and procedures as the pages and booking read them. Money stays in paise.
 */
import type { Selectable } from "kysely";
import type { DoctorTable } from "../../db/schema";
import type { Db } from "../orders/order-kinds";
import type { OpeningHours, OpeningHoursRule } from "../scheduling/availability";
import { doctorOnline, type BookableResource } from "../scheduling/resource";
import { notFound } from "../errors";

export interface Doctor {
  id: number;
  slug: string;
  name: string;
  photoUrl: string;
  specialtySlug: string;
  specialtyName: string;
  qualifications: string;
  registrationNumber: string;
  registrationCouncil: string;
  experienceYears: number;
  languages: string[];
  gender: "MALE" | "FEMALE";
  feeOnline: number;
  feeClinic: number;
  /** Circle member fees (paise), null where the doctor has none. */
  feeOnlineCircle: number | null;
  feeClinicCircle: number | null;
  onlineHours: OpeningHours[];
  /** India dates (yyyy-MM-dd) the doctor is on leave: no slots, online or at a clinic. */
  leaveDates: string[];
  rating: number;
  reviewCount: number;
  bio: string;
  cityId: number;
  cityName: string;
}

export interface Specialty {
  slug: string;
  name: string;
  iconUrl: string;
  description: string;
  conditions: { slug: string; name: string }[];
  procedures: { slug: string; name: string }[];
}

/** Online consults: today and the next six days, a slot every 15 minutes ("15 min difference"). */
export const CONSULT_SLOT_MINUTES = 15;
export const CONSULT_DAYS_AHEAD = 6;
/** A slot today starts at least this many minutes from now, so the doctor and patient can both be ready. */
export const CONSULT_LEAD_MINUTES = 5;

/** A doctor's hours as the spine's opening-hours rule; leave days are its holidays, so they offer no slot. */
export const consultRule = (openingHours: OpeningHours[], leaveDates: string[] = []): OpeningHoursRule => ({
  type: "openingHours",
  openingHours,
  holidays: leaveDates,
  slotMinutes: CONSULT_SLOT_MINUTES,
  daysAhead: CONSULT_DAYS_AHEAD,
  leadMinutes: CONSULT_LEAD_MINUTES,
});

/** The doctor's online consults as a bookable resource of the scheduling spine. */
export const onlineResourceOf = (d: Pick<Doctor, "id" | "onlineHours" | "leaveDates">): BookableResource => doctorOnline(d.id, consultRule(d.onlineHours, d.leaveDates));

type DoctorRow = Selectable<DoctorTable> & { specialty_name: string; city_name: string };

export function toDoctor(r: DoctorRow): Doctor {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    photoUrl: r.photo_url,
    specialtySlug: r.specialty_slug,
    specialtyName: r.specialty_name,
    qualifications: r.qualifications,
    registrationNumber: r.registration_number,
    registrationCouncil: r.registration_council,
    experienceYears: r.experience_years,
    languages: JSON.parse(r.languages) as string[],
    gender: r.gender === "FEMALE" ? "FEMALE" : "MALE",
    feeOnline: r.fee_online,
    feeClinic: r.fee_clinic,
    feeOnlineCircle: r.fee_online_circle,
    feeClinicCircle: r.fee_clinic_circle,
    onlineHours: JSON.parse(r.online_hours) as OpeningHours[],
    // Absent before migration 0029: no leave.
    leaveDates: JSON.parse(r.leave_dates ?? "[]") as string[],
    rating: Number(r.rating),
    reviewCount: r.review_count,
    bio: r.bio,
    cityId: r.city_id,
    cityName: r.city_name,
  };
}

/** Doctors with their specialty's and city's names. */
export const doctorsQuery = (db: Db) =>
  db
    .selectFrom("doctors")
    .innerJoin("specialties", "specialties.slug", "doctors.specialty_slug")
    .innerJoin("cities", "cities.id", "doctors.city_id")
    .selectAll("doctors")
    .select(["specialties.name as specialty_name", "cities.name as city_name"]);

export async function getDoctorBySlug(db: Db, slug: string): Promise<Doctor> {
  const row = await doctorsQuery(db).where("doctors.slug", "=", slug).executeTakeFirst();
  if (!row) throw notFound("Doctor not found");
  return toDoctor(row);
}

export async function getDoctorById(db: Db, id: number): Promise<Doctor> {
  const row = await doctorsQuery(db).where("doctors.id", "=", id).executeTakeFirst();
  if (!row) throw notFound("Doctor not found");
  return toDoctor(row);
}

export async function listSpecialties(db: Db): Promise<Specialty[]> {
  const [specialties, conditions, procedures] = await Promise.all([
    db.selectFrom("specialties").selectAll().orderBy("sort_order").execute(),
    db.selectFrom("conditions").selectAll().orderBy("name").execute(),
    db.selectFrom("procedures").selectAll().orderBy("name").execute(),
  ]);
  return specialties.map((s) => ({
    slug: s.slug,
    name: s.name,
    iconUrl: s.icon_url,
    description: s.description,
    conditions: conditions.filter((c) => c.specialty_slug === s.slug).map((c) => ({ slug: c.slug, name: c.name })),
    procedures: procedures.filter((p) => p.specialty_slug === s.slug).map((p) => ({ slug: p.slug, name: p.name })),
  }));
}

export async function getSpecialty(db: Db, slug: string): Promise<Specialty> {
  const s = (await listSpecialties(db)).find((x) => x.slug === slug);
  if (!s) throw notFound("Specialty not found");
  return s;
}

/** A condition or a procedure, with the specialty that treats it. */
export async function getTreatment(db: Db, table: "conditions" | "procedures", slug: string) {
  const row = await db
    .selectFrom(table)
    .innerJoin("specialties", "specialties.slug", `${table}.specialty_slug`)
    .select([`${table}.slug as slug`, `${table}.name as name`, "specialties.slug as specialtySlug", "specialties.name as specialtyName"])
    .where(`${table}.slug`, "=", slug)
    .executeTakeFirst();
  if (!row) throw notFound(table === "conditions" ? "Condition not found" : "Procedure not found");
  return row;
}
