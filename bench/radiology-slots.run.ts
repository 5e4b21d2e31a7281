/** The body of bench/radiology-slots.mjs (TypeScript, run by vite-node so it uses the app's own modules). */
import fs from "node:fs";
import { createServices } from "~/.server/app-context";
import { time } from "./timing";
import { getRadiologyClinicsByCategoryAndCity, radiologyClinicOffers, radiologyClinicSlots } from "~/.server/domain/radiology";

const CENTRES = 50;
const CITY = 9; // Hyderabad
const CATEGORY = "X-Ray";
const DIR = "var/bench-radiology";

fs.rmSync(DIR, { recursive: true, force: true });
const { db } = await createServices(`file:${DIR}/data.sqlite`);

// Bench-only seed: Hyderabad grows to 50 diagnostic centres doing X-rays, each open every day 07:00-21:00.
const before = (await getRadiologyClinicsByCategoryAndCity(db, { cityId: CITY, category: CATEGORY })).length;
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < CENTRES - before; i++) {
    const id = 20_000 + i;
    await trx.insertInto("facilities").values({
      id, slug: `apollo-diagnostics-bench-${i}`, name: `Apollo Diagnostics, Bench ${i}`, kind: "diagnostic_centre", city_id: CITY, locality: `Bench ${i}`,
      address: `Road ${i}, Hyderabad 500081`, pincode: "500081", latitude: 17.4 + i / 1000, longitude: 78.4 + i / 1000, phone: null,
      registration_fee: 100, services: JSON.stringify(["radiology", "lab_collection"]), radiology_categories: JSON.stringify([CATEGORY, "Ultrasound"]), departments: "[]",
    }).execute();
    for (const weekDay of ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"]) {
      await trx.insertInto("facility_opening_hours").values({ facility_id: id, week_day: weekDay, start_time: "07:00", end_time: "21:00" }).execute();
    }
  }
});

const centres = await getRadiologyClinicsByCategoryAndCity(db, { cityId: CITY, category: CATEGORY });
console.log(`== radiology slot availability: ${centres.length} centres doing ${CATEGORY} in Hyderabad (SQLite) ==`);
console.log(`one centre's slots for a week              ${await time(500, () => radiologyClinicSlots(db, centres[0].id))}`);
console.log(`centre selection: 50 centres, earliest slot ${await time(100, () => radiologyClinicOffers(db, { cityId: CITY, categories: [CATEGORY], scansTotal: 40_000, latitude: 17.492737, longitude: 78.39656 }))}`);
await db.destroy();
