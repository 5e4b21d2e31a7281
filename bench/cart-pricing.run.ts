/** The body of bench/cart-pricing.mjs (TypeScript, run by vite-node so it uses the app's own modules). */
import fs from "node:fs";
import { createServices } from "~/.server/app-context";
import { changeAccountCart, getAccountCart } from "~/.server/domain/cart/cart";
import { addPatient } from "~/.server/domain/accounts/patients";
import { priceDiagnosticCart, type ItemPrices } from "~/.server/domain/pricing/pricing";
import { billCart, itemPricesFor, phleboChargeRules } from "~/.server/domain/pricing/pricing-service";
import { time as timeRuns } from "./timing";

const CATALOGUE_SIZE = 5000;
const CITY = 9;
const DIR = "var/bench-cart";

// Three decimals: the pure pricing call takes microseconds. The warm-up is 50 calls, as before.
const time = (runs: number, fn: () => unknown | Promise<unknown>) => timeRuns(runs, fn, Math.min(50, runs), 3);

fs.rmSync(DIR, { recursive: true, force: true });
const { db, cache } = await createServices(`file:${DIR}/data.sqlite`);

// Bench-only seed: copies of the real tests under new ids until the catalogue holds 5,000 items.
const base = await db.selectFrom("diagnostic_items").selectAll().where("item_type", "=", "TEST").execute();
const basePricing = await db.selectFrom("diagnostic_pricing").selectAll().where("city_id", "=", CITY).execute();
const priceOf = new Map(basePricing.map((p) => [p.item_id, p]));
const existing = Number((await db.selectFrom("diagnostic_items").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
const rows: (typeof base)[number][] = [];
for (let i = 0; existing + rows.length < CATALOGUE_SIZE; i++) {
  const t = base[i % base.length];
  const itemId = 100_000 + i;
  rows.push({ ...t, item_id: itemId, canonical_tag: `${t.canonical_tag}-bench-${i}`, item_name: `${t.item_name} (${i})`, inclusions: JSON.stringify([itemId]) });
}
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200);
    await trx.insertInto("diagnostic_items").values(batch).execute();
    await trx.insertInto("diagnostic_pricing").values(batch.map((r, j) => {
      const { id: _id, ...p } = priceOf.get(base[(i + j) % base.length].item_id)!;
      return { ...p, item_id: r.item_id };
    })).execute();
  }
});

// Account 1 (Circle member, health credits) with six patients, eight tests each (tests are added until the
// cart rules have kept eight that do not overlap).
const accountId = 1;
for (const [firstName, gender] of [["Anil", "M"], ["Lata", "F"]] as const) {
  await addPatient(db, accountId, { firstName, lastName: "Sharma", gender, dateOfBirth: "01/01/1970", relation: "other", emailAddress: "" });
}
const patients = await db.selectFrom("patients").select("id").where("account_id", "=", accountId).execute();
await changeAccountCart(db, accountId, { type: "SELECT_PATIENTS", patientIDs: patients.map((p) => p.id).slice(0, 6) }, CITY);
for (const r of rows.filter((r) => r.gender === "B")) {
  const { cart } = await changeAccountCart(db, accountId, { type: "ADD_ITEM", itemId: r.item_id }, CITY);
  if (cart.patientCartItems.every((e) => e.itemIds.length >= 8)) break;
}
await changeAccountCart(db, accountId, { type: "SET_COUPON", couponCode: "HEALTH25" }, CITY);
await changeAccountCart(db, accountId, { type: "SET_HEALTH_CREDITS", useHealthCredits: true }, CITY);
const cart = await getAccountCart(db, accountId);
const lines = cart.patientCartItems.reduce((n, e) => n + e.itemIds.length, 0);

// The pure function over the whole grown catalogue's prices.
const allIds = (await db.selectFrom("diagnostic_items").select("item_id").execute()).map((r) => r.item_id);
const prices = new Map<number, ItemPrices>();
for (let i = 0; i < allIds.length; i += 100) for (const [k, v] of await itemPricesFor(db, allIds.slice(i, i + 100), CITY)) prices.set(k, v);
const phlebo = await phleboChargeRules(db, CITY);
const input = {
  patients: cart.patientCartItems.map((e) => ({ patientID: e.patientID, gender: null, itemIds: e.itemIds })),
  prices,
  isCircleMember: true,
  corporate: null,
  coupon: null,
  phleboCharges: phlebo,
  bookingFee: 1900,
  additionalCharges: 0,
  healthCredits: { balance: 120000, requested: Number.MAX_SAFE_INTEGER },
};

console.log(`\n== cart pricing: ${cart.patientCartItems.length} patients, ${lines} line items, catalogue of ${prices.size} priced items ==`);
console.log(`priceDiagnosticCart (pure)              ${await time(5000, () => priceDiagnosticCart(input))}`);
console.log(`getDiagnosticCartDetailsV1 (SQLite)     ${await time(500, () => billCart(db, { accountId, cart, cityId: CITY }))}`);

await db.destroy();
await cache.close();
fs.rmSync(DIR, { recursive: true, force: true });
