/**
 * Doctor consultations: specialties with the conditions they treat and their procedures, doctors (registration
 * with a state medical council, fees in paise, online hours as the spec's opening hours), and the consult's detail
 * row on the booking spine's order header (kind CONSULT). A doctor's clinics are facilities (migration 0018); the
 * join row holds the doctor's own weekly hours at that facility, never a copy of the facility.
 */
import type { ColumnDefinitionBuilder, Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

type AnyDb = MigrationDb;
const isPostgres = (db: AnyDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");
const serialKey = (db: AnyDb) => (isPostgres(db) ? ("serial" as const) : ("integer" as const));
const pk = (db: AnyDb) => (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());

export const m0021_doctors_and_consults: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("specialties")
      .addColumn("slug", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("icon_url", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("conditions")
      .addColumn("slug", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("specialty_slug", "text", (c) => c.notNull().references("specialties.slug"))
      .execute();
    await db.schema
      .createTable("procedures")
      .addColumn("slug", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("specialty_slug", "text", (c) => c.notNull().references("specialties.slug"))
      .execute();
    await db.schema
      .createTable("doctors")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("photo_url", "text", (c) => c.notNull())
      .addColumn("specialty_slug", "text", (c) => c.notNull().references("specialties.slug"))
      .addColumn("qualifications", "text", (c) => c.notNull())
      .addColumn("registration_number", "text", (c) => c.notNull())
      .addColumn("registration_council", "text", (c) => c.notNull())
      .addColumn("experience_years", "integer", (c) => c.notNull())
      .addColumn("languages", "text", (c) => c.notNull()) // JSON string[]
      .addColumn("gender", "text", (c) => c.notNull()) // MALE | FEMALE
      .addColumn("fee_online", "integer", (c) => c.notNull()) // paise
      .addColumn("fee_clinic", "integer", (c) => c.notNull()) // paise
      .addColumn("online_hours", "text", (c) => c.notNull()) // JSON OpeningHours[]; [] = no online consults
      .addColumn("rating", "double precision", (c) => c.notNull())
      .addColumn("review_count", "integer", (c) => c.notNull())
      .addColumn("bio", "text", (c) => c.notNull())
      .addColumn("city_id", "integer", (c) => c.notNull().references("cities.id"))
      .execute();
    await db.schema.createIndex("doctors_specialty_city").on("doctors").columns(["specialty_slug", "city_id"]).execute();
    await db.schema.createIndex("doctors_city").on("doctors").column("city_id").execute();

    // Where a doctor sees patients in person: a facility, with the doctor's own weekly hours there.
    await db.schema
      .createTable("doctor_facilities")
      .addColumn("doctor_id", "integer", (c) => c.notNull().references("doctors.id"))
      .addColumn("facility_id", "integer", (c) => c.notNull().references("facilities.id"))
      .addColumn("hours", "text", (c) => c.notNull()) // JSON OpeningHours[], India time
      .addPrimaryKeyConstraint("doctor_facilities_pk", ["doctor_id", "facility_id"])
      .execute();
    await db.schema.createIndex("doctor_facilities_facility").on("doctor_facilities").column("facility_id").execute();

    await db.schema
      .createTable("consult_details")
      .addColumn("order_id", "integer", (c) => c.primaryKey().references("orders.id"))
      .addColumn("doctor_id", "integer", (c) => c.notNull().references("doctors.id"))
      .addColumn("consult_mode", "text", (c) => c.notNull()) // ONLINE | PHYSICAL
      .addColumn("consult_type", "text") // VIDEO | AUDIO for ONLINE
      .addColumn("facility_id", "integer", (c) => c.references("facilities.id")) // PHYSICAL: the facility of the visit
      .addColumn("slot_id", "integer", (c) => c.notNull().references("booking_slots.id"))
      .addColumn("appointment_date_time_utc", "text", (c) => c.notNull())
      .addColumn("duration_minutes", "integer", (c) => c.notNull())
      .addColumn("fee", "integer", (c) => c.notNull()) // paise, before the offer
      .addColumn("discount", "integer", (c) => c.notNull()) // paise
      .addColumn("coupon_code", "text")
      .addColumn("reschedule_count", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("consult_details_doctor").on("consult_details").columns(["doctor_id", "appointment_date_time_utc"]).execute();
  },
  async down(db: AnyDb) {
    for (const t of ["consult_details", "doctor_facilities", "doctors", "procedures", "conditions", "specialties"]) await db.schema.dropTable(t).execute();
  },
};
