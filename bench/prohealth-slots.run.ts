/** The body of bench/prohealth-slots.mjs (TypeScript, run by vite-node so it uses the app's own modules). */
import fs from "node:fs";
import { createServices } from "~/.server/app-context";
import { time } from "./timing";
import { getProHealthHospitalByCategoryAndCity, prohealthDates, prohealthSlots } from "~/.server/domain/prohealth";

const CLINICS = 50;
const CITY = 9; // Hyderabad
const CLINIC_PACKAGE = 104; // ProHealth Clinic Full Body Check (category 1)
const DIR = "var/bench-prohealth";

fs.rmSync(DIR, { recursive: true, force: true });
const { db } = await createServices(`file:${DIR}/data.sqlite`);

// Bench-only seed: Hyderabad grows to 50 Apollo Clinics offering the clinic package, each with clinic hours.
const have = await getProHealthHospitalByCategoryAndCity(db, { categoryId: 1, cityId: CITY });
const clinicsBefore = have.filter((h) => h.unitType === "CLINIC").length;
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < CLINICS - clinicsBefore; i++) {
    const id = 10_000 + i;
    await trx.insertInto("facilities").values({
      id, slug: `apollo-clinic-bench-${i}`, name: `Apollo Clinic, Bench ${i}`, kind: "clinic", city_id: CITY, locality: `Bench ${i}`,
      address: `Road ${i}, Hyderabad 500081`, pincode: "500081", latitude: 17.4 + i / 1000, longitude: 78.4 + i / 1000, phone: null,
      registration_fee: 0, services: JSON.stringify(["consults", "lab_collection"]), radiology_categories: "[]", departments: "[]",
    }).execute();
    for (const weekDay of ["MON", "TUE", "WED", "THU", "FRI", "SAT"]) {
      await trx.insertInto("facility_opening_hours").values([{ facility_id: id, week_day: weekDay, start_time: "09:00", end_time: "13:00" }, { facility_id: id, week_day: weekDay, start_time: "16:00", end_time: "20:00" }]).execute();
    }
    await trx.insertInto("prohealth_package_facilities").values({ package_id: CLINIC_PACKAGE, facility_id: id }).execute();
  }
});

const clinics = (await getProHealthHospitalByCategoryAndCity(db, { categoryId: 1, cityId: CITY })).filter((h) => h.unitType === "CLINIC");
console.log(`== health-check slot availability: ${clinics.length} clinics in Hyderabad (SQLite) ==`);
console.log(`one clinic's slots for a week         ${await time(500, () => prohealthSlots(db, clinics[0].id))}`);
console.log(`city listing + free dates, 50 clinics ${await time(100, async () => {
  const list = await getProHealthHospitalByCategoryAndCity(db, { categoryId: 1, cityId: CITY });
  await Promise.all(list.map((h) => prohealthDates(db, h.id)));
})}`);
await db.destroy();
