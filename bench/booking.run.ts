/** The body of bench/booking.mjs (TypeScript, run by vite-node so it uses the app's own modules). */
import crypto from "node:crypto";
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { createServices, type AppServices } from "~/.server/app-context";
import { saveDiagnosticBookHCOrderv2, type BookingInput } from "~/.server/domain/lab-tests/booking";
import { getDiagnosticCartDetailsV1 } from "~/.server/domain/pricing/pricing-service";
import { areaKeyOfCity, slotsWithPlaces } from "~/.server/domain/scheduling/slots";

const CONCURRENT = 50;
const ROUNDS = 6;
/** A Monday morning in India, so a full window of slots is open. */
const NOW = new Date("2026-11-30T08:00:00+05:30");

const at = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];

/** 50 patients' accounts, each a copy of demo account 1 (two complete profiles, the Hyderabad home address). */
async function makeAccounts(services: AppServices) {
  const db = services.db;
  const model = await db.selectFrom("accounts").select("id").where("mobile_number", "=", "9000000001").executeTakeFirstOrThrow();
  const patients = await db.selectFrom("patients").selectAll().where("account_id", "=", model.id).orderBy("id").limit(2).execute();
  const home = await db.selectFrom("addresses").selectAll().where("account_id", "=", model.id).where("pincode", "=", "500085").executeTakeFirstOrThrow();
  const out: { accountId: number; patientIds: number[]; addressId: number }[] = [];
  for (let i = 0; i < CONCURRENT; i++) {
    const a = await db.insertInto("accounts").values({ country_code: "+91", mobile_number: `70000${String(i).padStart(5, "0")}`, created_at: new Date().toISOString() }).returning("id").executeTakeFirstOrThrow();
    const patientIds: number[] = [];
    for (const { id: _id, ...p } of patients) {
      const row = await db.insertInto("patients").values({ ...p, account_id: a.id, uhid: `BENCH.${a.id}.${patientIds.length}` }).returning("id").executeTakeFirstOrThrow();
      patientIds.push(row.id);
    }
    const { id: _id, ...address } = home;
    const addr = await db.insertInto("addresses").values({ ...address, account_id: a.id }).returning("id").executeTakeFirstOrThrow();
    out.push({ accountId: a.id, patientIds, addressId: addr.id });
  }
  return out;
}

async function bench(name: string, services: AppServices) {
  const db = services.db;
  const accounts = await makeAccounts(services);
  const items = await db.selectFrom("diagnostic_items").select("item_id").where("canonical_tag", "in", ["complete-blood-count-cbc", "lipid-profile"]).execute();
  const linesOf = (a: (typeof accounts)[number]) => a.patientIds.map((id) => ({ patientID: id, itemIds: items.map((i) => i.item_id) }));
  const slots = (await slotsWithPlaces(db, { kind: "DIAGNOSTIC_HC", areaKey: areaKeyOfCity(9) }, NOW)).filter((s) => s.slotCharges === 0);
  const billing = await getDiagnosticCartDetailsV1(db, { accountId: accounts[0].accountId, patients: linesOf(accounts[0]), cityId: 9, now: NOW });
  const input = (slot: (typeof slots)[number], i: number): BookingInput => ({
    accountId: accounts[i].accountId, idempotencyKey: `bench-${crypto.randomUUID()}`, patients: linesOf(accounts[i]), addressId: accounts[i].addressId,
    slotDateTimeInUTC: slot.slotDateTimeInUTC, paymentMode: "COD", toPay: billing.toPay, now: NOW,
  });

  // Uncontended: every booking finds a place (each round on its own slot with room for all).
  const samples: number[] = [];
  let booked = 0;
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    const slot = slots[round + 1];
    await db.updateTable("booking_slots").set({ capacity: 1000 }).where("id", "=", slot.slotId).execute();
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, i) => {
        const t = performance.now();
        const r = await saveDiagnosticBookHCOrderv2(db, input(slot, i));
        samples.push(performance.now() - t);
        return r;
      }),
    );
    booked += results.filter((r) => r.status).length;
  }
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  console.log(`${name.padEnd(10)} ${CONCURRENT} concurrent × ${ROUNDS}: ${(booked / seconds).toFixed(1)} bookings/s  p50 ${at(samples, 50).toFixed(1)} ms  p99 ${at(samples, 99).toFixed(1)} ms  (${booked} booked)`);

  // Contended: 50 at once for a slot of 5 places.
  const slot = slots[ROUNDS + 2];
  await db.updateTable("booking_slots").set({ capacity: 5 }).where("id", "=", slot.slotId).execute();
  const t = performance.now();
  const results = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => saveDiagnosticBookHCOrderv2(db, input(slot, i))));
  console.log(`${name.padEnd(10)} ${CONCURRENT} at once for 5 places: ${results.filter((r) => r.status).length} booked, ${results.filter((r) => !r.status).length} told 'No Slots Available', ${(performance.now() - t).toFixed(0)} ms in all`);
}

console.log("\n== Booking (saveDiagnosticBookHCOrderv2, cash on delivery, 50 accounts, 2 patients × 2 tests each) ==");
const dir = "var/bench-booking";
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const sqlite = await createServices(`file:${dir}/data.sqlite`);
await bench("sqlite", sqlite);
await sqlite.db.destroy();
await sqlite.cache.close();

const pgUrl = process.env.BENCH_POSTGRES_URL;
if (pgUrl) {
  const pg = (await import("pg")).default;
  const name = `bench_booking_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  const services = await createServices(u.toString());
  try {
    await bench("postgres", services);
  } finally {
    await services.db.destroy();
    await services.cache.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
process.exit(0);
