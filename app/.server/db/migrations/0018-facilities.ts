/**
 * Facilities: the hospitals, clinics and diagnostic centres where patients are seen — scans at a centre, health
 * checks at a hospital, doctors at their clinics, the hospitals-and-clinics listing. One table for all of them, so
 * that an area never keeps its own copy of a clinic's address or hours. Their opening hours are the spec's Opening
 * hours entity (weekDay, startTime, endTime), one row per session (a morning and an evening clinic are two rows).
 *
 * The radiology clinics that existed before are carried over with their ids, so their bookings and links stay valid.
 */
import { sql, type ColumnDefinitionBuilder, type Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

type AnyDb = MigrationDb;
const isPostgres = (db: AnyDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");
const serialKey = (db: AnyDb) => (isPostgres(db) ? ("serial" as const) : ("integer" as const));
const pk = (db: AnyDb) => (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());

export const m0018_facilities: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("facilities")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull()) // hospital | clinic | partner_clinic | diagnostic_centre
      .addColumn("city_id", "integer", (c) => c.notNull().references("cities.id"))
      .addColumn("locality", "text", (c) => c.notNull())
      .addColumn("address", "text", (c) => c.notNull())
      .addColumn("pincode", "text")
      .addColumn("latitude", "double precision", (c) => c.notNull())
      .addColumn("longitude", "double precision", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("registration_fee", "integer", (c) => c.notNull().defaultTo(0)) // whole rupees, as catalogue prices
      .addColumn("services", "text", (c) => c.notNull().defaultTo("[]")) // JSON FacilityService[]
      .addColumn("radiology_categories", "text", (c) => c.notNull().defaultTo("[]")) // JSON string[]
      .addColumn("departments", "text", (c) => c.notNull().defaultTo("[]")) // JSON string[]
      .execute();
    await db.schema.createIndex("facilities_city").on("facilities").columns(["city_id", "kind"]).execute();
    await db.schema
      .createTable("facility_opening_hours")
      .addColumn("facility_id", "integer", (c) => c.notNull().references("facilities.id"))
      .addColumn("week_day", "text", (c) => c.notNull()) // SUN … SAT
      .addColumn("start_time", "text", (c) => c.notNull()) // "HH:mm", India time
      .addColumn("end_time", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("facility_opening_hours_facility").on("facility_opening_hours").column("facility_id").execute();

    // Radiology clinics seeded before this migration become facilities with the same ids.
    const clinics = (await db.selectFrom("radiology_clinics").selectAll().execute()) as unknown as {
      id: number; name: string; city_id: number; address: string; latitude: number; longitude: number;
      registration_fee: number; categories: string;
    }[];
    for (const c of clinics) {
      // The same slug and locality the seed gives (seed-data/facilities.ts), so both paths agree.
      const slug = c.name.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
      await db
        .insertInto("facilities")
        .values({
          id: c.id,
          slug,
          name: c.name,
          kind: /hospital/i.test(c.name) ? "hospital" : "diagnostic_centre",
          city_id: c.city_id,
          locality: c.name.split(",")[1]?.trim() ?? "",
          address: c.address,
          pincode: c.address.match(/\b\d{6}\b/)?.[0] ?? null,
          latitude: c.latitude,
          longitude: c.longitude,
          phone: null,
          registration_fee: c.registration_fee,
          services: JSON.stringify(["radiology"]),
          radiology_categories: c.categories,
          departments: "[]",
        })
        .execute();
    }
    if (isPostgres(db) && clinics.length) {
      await sql`select setval(pg_get_serial_sequence('facilities', 'id'), (select max(id) from facilities))`.execute(db);
    }
  },
};
