/**
 * Facilities are the one home of a hospital's or clinic's address, services and opening hours; radiology, health
 * checks, doctors and the hospitals listing read them. Checked on every database target: the seeded six cities,
 * nearest-first with the spec's haversine distance, and slots that follow the spec's Opening hours entity.
 */
import { describe, expect, it } from "vitest";
import { Migrator, sql } from "kysely";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { targets, servicesOfTarget } from "./harness";
import { createDb } from "~/.server/db/client";
import { migrationProvider } from "~/.server/db/migrations";
import { facilityBookable, facilityById, facilityBySlug, listFacilities, openingHoursOf } from "~/.server/domain/facilities";
import { slotsWithPlaces } from "~/.server/domain/scheduling";
import { CITY_ID } from "~/.server/db/seed-data/cities";

describe.each(targets)("facilities on $name", (target) => {
  const services = servicesOfTarget(target);

  it("seeds hospitals and clinics in each of the spec's six cities, the radiology clinics keeping their ids", async () => {
    const { db } = services();
    for (const cityId of [CITY_ID.HYDERABAD, CITY_ID.CHENNAI, CITY_ID.MUMBAI, CITY_ID.KOLKATA, CITY_ID.BANGALORE, CITY_ID.NEW_DELHI]) {
      const inCity = await listFacilities(db, { cityId });
      expect(inCity.length, `city ${cityId}`).toBeGreaterThanOrEqual(2);
      expect(inCity.some((f) => f.kind === "hospital"), `a hospital in city ${cityId}`).toBe(true);
    }
    const clinic = await db.selectFrom("radiology_clinics").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
    const same = await facilityById(db, 1);
    expect(same).toMatchObject({ name: clinic.name, address: clinic.address, registrationFee: clinic.registration_fee });
    expect(same!.services).toContain("radiology");
    expect(await facilityBySlug(db, same!.slug)).toMatchObject({ id: 1 });
  });

  it("lists the nearest first with the haversine distance, and keeps to a radius", async () => {
    const { db } = services();
    // Jubilee Hills, Hyderabad.
    const near = { latitude: 17.4239, longitude: 78.4138 };
    const all = await listFacilities(db, { cityId: CITY_ID.HYDERABAD, near });
    const distances = all.map((f) => f.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(all[0].name).toBe("Apollo Hospitals, Jubilee Hills");
    expect(all[0].distance).toBeLessThan(2);
    const within5 = await listFacilities(db, { near, withinKm: 5 });
    expect(within5.every((f) => f.distance! <= 5)).toBe(true);
    expect(within5.length).toBeLessThan(all.length);
    await expect(listFacilities(db, { near: { latitude: 95, longitude: 0 } })).rejects.toThrow("Invalid latitude or longitude");
  });

  it("filters by kind, service and radiology category", async () => {
    const { db } = services();
    const mri = await listFacilities(db, { service: "radiology", radiologyCategory: "mri" });
    expect(mri.length).toBeGreaterThan(0);
    expect(mri.every((f) => f.radiologyCategories.includes("MRI"))).toBe(true);
    const clinics = await listFacilities(db, { kinds: ["clinic", "partner_clinic"] });
    expect(clinics.every((f) => f.kind === "clinic" || f.kind === "partner_clinic")).toBe(true);
  });

  it("offers slots only inside a clinic's opening hours: morning and evening sessions, closed on Sunday", async () => {
    const { db } = services();
    const clinic = (await listFacilities(db, { cityId: CITY_ID.BANGALORE, kinds: ["clinic"] }))[0];
    const hours = await openingHoursOf(db, clinic.id);
    expect(hours.some((h) => h.weekDay === "SUN")).toBe(false);
    const resource = await facilityBookable(db, clinic.id, { slotMinutes: 30, daysAhead: 6, capacityPerSlot: 2 });
    // Friday 27 November 2026, 06:00 India time: the week ahead.
    const slots = await slotsWithPlaces(db, resource!, new Date("2026-11-27T00:30:00Z"));
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.some((s) => s.slotDate === "2026-11-29")).toBe(false); // a Sunday
    const times = new Set(slots.map((s) => s.startTime));
    expect(times.has("09:00")).toBe(true);
    expect(times.has("16:00")).toBe(true);
    expect(times.has("13:00") || times.has("14:00")).toBe(false); // between the sessions
    expect(slots.every((s) => s.capacity === 2)).toBe(true);
  });
});

describe("migration 0018 on sqlite", () => {
  it("carries radiology clinics seeded before it over as facilities with their ids", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mig18-"));
    const db = await createDb(`file:${path.join(dir, "m.sqlite")}`);
    try {
      const migrator = new Migrator({ db, provider: migrationProvider });
      expect((await migrator.migrateTo("0017_order_header")).error).toBeUndefined();
      await sql`insert into cities (id, name, state_id, state_code, state_name, latitude, longitude) values (9, 'Hyderabad', 36, 'TS', 'Telangana', 17.385, 78.4867)`.execute(db);
      await sql`insert into radiology_clinics (id, name, city_id, address, latitude, longitude, registration_fee, categories) values (7, 'Apollo Hospitals, Jubilee Hills', 9, 'Film Nagar, Jubilee Hills, Hyderabad 500033', 17.415, 78.4116, 150, '["MRI"]')`.execute(db);
      expect((await migrator.migrateTo("0018_facilities")).error).toBeUndefined();
      const f = await facilityById(db, 7);
      expect(f).toMatchObject({ name: "Apollo Hospitals, Jubilee Hills", kind: "hospital", pincode: "500033", registrationFee: 150, radiologyCategories: ["MRI"], locality: "Jubilee Hills" });
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
