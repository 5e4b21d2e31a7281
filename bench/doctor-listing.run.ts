/** The body of bench/doctor-listing.mjs (TypeScript, run by vite-node so it uses the app's own modules). */
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { createServices } from "~/.server/app-context";
import { listDoctors } from "~/.server/domain/doctors";
import { DOCTOR_SORTS } from "~/lib/doctor-listing";

const DOCTORS = 500;
/** Runs per sort (BENCH_RUNS): each run lists one page of the 500. */
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const NOW = new Date("2026-11-30T08:00:00+05:30");
const at = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];

const dir = "var/bench-doctor-listing";
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const services = await createServices(`file:${dir}/data.sqlite`);
const db = services.db;

// 500 general physicians in Hyderabad, copies of the seeded ones with their clinics: only in this bench's own file.
const models = await db.selectFrom("doctors").selectAll().where("specialty_slug", "=", "general-physician").execute();
const clinics = await db.selectFrom("doctor_facilities").selectAll().execute();
const have = models.filter((d) => d.city_id === 9).length;
for (let i = 0; i < DOCTORS - have; i++) {
  const { id, ...m } = models[i % models.length];
  const row = await db
    .insertInto("doctors")
    .values({ ...m, account_id: null, slug: `${m.slug}-bench-${i}`, registration_number: `${m.registration_number}B${i}`, city_id: 9, rating: Math.round((3.5 + ((i * 37) % 15) / 10) * 10) / 10, fee_online: 30_000 + ((i * 7919) % 70) * 1_000, experience_years: 3 + (i % 30) })
    .returning("id")
    .executeTakeFirstOrThrow();
  const own = clinics.filter((c) => c.doctor_id === id);
  if (own.length) await db.insertInto("doctor_facilities").values(own.map(({ doctor_id: _d, ...c }) => ({ ...c, doctor_id: row.id }))).execute();
}

console.log(`\n== Doctor listing (listDoctors: general physicians in Hyderabad, ${DOCTORS} doctors, page 1, SQLite) ==`);
for (const sort of DOCTOR_SORTS) {
  const samples: number[] = [];
  let total = 0;
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    const page = await listDoctors(db, { specialtySlug: "general-physician", cityId: 9, sort, page: 1 + (r % 3) }, NOW);
    samples.push(performance.now() - t);
    total = page.total;
  }
  samples.sort((a, b) => a - b);
  console.log(`${sort.padEnd(22)} ${total} doctors  p50 ${at(samples, 50).toFixed(1)} ms  p99 ${at(samples, 99).toFixed(1)} ms`);
}
await db.destroy();
await services.cache.close();
process.exit(0);
