// The orders pages for an account with 200 orders: server render time of /orders (first and last page of ten) and
// of one order's details, sequential requests to the production build (one render each, not a queue).
// Run: npx vite-node --config vitest.config.ts bench/orders-page.ts  (builds first if there is no build)
import fs from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import { BENCH_SESSION_SECRET, productionBenchEnv } from "./production-env.mjs";

const DIR = "var/bench-orders";
const PORT = Number(process.env.BENCH_ORDERS_PORT ?? 3320);
const RUNS = Number(process.env.BENCH_ORDERS_RUNS ?? 40);
const ORDERS = 200;
fs.rmSync(DIR, { recursive: true, force: true });
fs.mkdirSync(DIR, { recursive: true });
// Set before the app modules load: they read the environment once.
process.env.DATABASE_URL = `file:${DIR}/data.sqlite`;
process.env.SESSION_SECRET = BENCH_SESSION_SECRET;
process.env.REDIS_URL = "";

const { getServices } = await import("~/.server/app-context");
const { insertBookedOrder } = await import("~/.server/domain/lab-tests/lab-orders-store");
const { findOrCreateAccount } = await import("~/.server/domain/accounts/accounts");
const { createUserSession } = await import("~/.server/session");
const { itemByTag } = await import("~/.server/db/seed-data/catalogue");

const { db } = await getServices(); // migrates and seeds
const account = await findOrCreateAccount(db, "+91", "9000000200");
const patient = await db.insertInto("patients").values({
  account_id: account.id, uhid: "APJ1.0000020001", first_name: "Bench", last_name: "Patient", gender: "F", date_of_birth: "01/01/1980",
  relation: "me", email_address: null, mobile_number: "+919000000200", photo_url: null, partner_id: null, is_consulted: 0, created_at: new Date().toISOString(),
}).returning("id").executeTakeFirstOrThrow();
const items = ["complete-blood-count-cbc", "lipid-profile", "thyroid-profile-total-t3-t4-tsh", "hba1c-glycated-haemoglobin", "vitamin-d-25-hydroxy"].map(itemByTag);
const t0 = performance.now();
for (let n = 0; n < ORDERS; n++) {
  const lines = items.slice(0, 1 + (n % items.length));
  const total = lines.reduce((s, i) => s + i.price * 100, 0);
  await db.transaction().execute((trx) => insertBookedOrder(trx, {
    accountId: account.id, idempotencyKey: `bench-${n}`, status: n % 7 === 0 ? "ORDER_CANCELLED" : "ORDER_PLACED", paymentType: "COD",
    totalPrice: total, totalMrp: total, collectionCharges: 0, bookingFees: 0, circleCharges: 0, slotCharges: 0, couponCode: null, couponDiscAmount: 0,
    healthCreditsUsed: 0, toPay: total, cityId: 9, addressId: null, address: { pincode: "500085" }, isCorporateFlow: false, billing: {}, actor: "bench",
    slot: { id: 0, dateTimeInUTC: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString(), durationMinutes: 60 },
    now: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000), preBookingId: `PB${10_000_000 + n}`,
    patients: [{ patientId: patient.id, totalPrice: total, collectionCharges: 0, couponDiscAmount: 0, lineItems: lines.map((i) => ({
      itemId: i.itemId, itemName: i.itemName, itemType: i.itemType, price: i.price * 100, mrp: i.mrp * 100, groupPlan: "ALL", couponDiscountAmt: 0,
      circleCashback: 0, reportTatHours: i.reportTATHours, inclusions: [] })) }],
  }));
}
console.log(`\n== orders pages, an account with ${ORDERS} orders (${RUNS} sequential requests each) ==`);
console.log(`${ORDERS} orders written in ${(performance.now() - t0).toFixed(0)} ms`);
const cookie = (await createUserSession({ accountId: account.id, mobileNumber: "9000000200", countryCode: "+91", isCircleMember: false }, "/")).headers.get("Set-Cookie")!.split(";")[0];
const oneOrder = await db.selectFrom("diagnostic_orders").select("id").where("account_id", "=", account.id).orderBy("id", "desc").executeTakeFirstOrThrow();
await db.destroy();

if (!fs.existsSync("build/server/index.js") && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
const server = spawn("node", ["server.mjs"], {
  env: productionBenchEnv({ port: PORT, databaseUrl: `file:${DIR}/data.sqlite` }),
  stdio: ["ignore", "ignore", "inherit"],
});
process.on("exit", () => server.kill("SIGTERM"));
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 300; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {
    /* not listening yet */
  }
  await new Promise((r) => setTimeout(r, 100));
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
for (const page of ["/orders", `/orders?page=${ORDERS / 10}`, `/order-details/${oneOrder.id}`]) {
  const get = () => fetch(`${base}${page}`, { headers: { cookie }, redirect: "manual" });
  for (let i = 0; i < 5; i++) await get().then((r) => r.text());
  const times: number[] = [];
  let html = "";
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await get();
    html = await res.text();
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${page}: HTTP ${res.status}`);
  }
  console.log(`${page.padEnd(24)} ${(html.length / 1024).toFixed(1).padStart(6)} KB  render p50 ${pct(times, 50).toFixed(1).padStart(5)} ms  p99 ${pct(times, 99).toFixed(1).padStart(5)} ms`);
}
server.kill("SIGTERM");
process.exit(0);
