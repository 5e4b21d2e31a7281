/**
 * What cart pricing and the cart rules read, seeded deterministically: coupons (percentage, flat, minimum
 * order, expiry, first order only, Circle only), health credits of the demo accounts, home-collection charge
 * bands by city and bill amount (getPhleboChargesV2), and the diagnostics configuration documents —
 * itemBlockConfig (items that cannot share an order), labTestConfig (minAgeForDiagOrder and the one item a
 * younger patient may have), corporate plans and the booking fee. Money is integer paise.
 */
import type { DB } from "../client";
import { itemByTag } from "./catalogue";
import { indiaDate } from "~/lib/india-date-time";
import { addCalendarDays } from "~/lib/circle-membership";

const rupees = (r: number) => Math.round(r * 100);

/**
 * When a seeded coupon runs, counted from the seed day (India) so the demo never goes stale: the running offers
 * began 330 days before and end 400 days after; the monsoon offer ran for four months and ended 58 days before, so
 * there is always one expired coupon to show why a code is refused.
 */
const RUNNING = { startsDaysBeforeSeed: 330, endsDaysAfterSeed: 400 };
const ENDED = { startsDaysBeforeSeed: 179, endsDaysAfterSeed: -58 };

export const seedCoupons = [
  // The offer the coupon ribbon shows (COUPON_RIBBON_OFFER names this code and its terms: keep them in step).
  { code: "HEALTH25", description: "25% off on lab tests, up to ₹500", discount_type: "PERCENT", discount_value: 25, max_discount: rupees(500), min_order_value: rupees(500), ...RUNNING, first_order_only: 0, circle_only: 0 },
  { code: "FLAT150", description: "₹150 off on orders of ₹999 or more", discount_type: "FLAT", discount_value: rupees(150), max_discount: null, min_order_value: rupees(999), ...RUNNING, first_order_only: 0, circle_only: 0 },
  { code: "MONSOON20", description: "20% off on fever panels this monsoon", discount_type: "PERCENT", discount_value: 20, max_discount: rupees(400), min_order_value: 0, ...ENDED, first_order_only: 0, circle_only: 0 },
  { code: "FIRSTLAB", description: "30% off on your first lab test order, up to ₹300", discount_type: "PERCENT", discount_value: 30, max_discount: rupees(300), min_order_value: 0, ...RUNNING, first_order_only: 1, circle_only: 0 },
  { code: "CIRCLE15", description: "Extra 15% off for Circle members, up to ₹750", discount_type: "PERCENT", discount_value: 15, max_discount: rupees(750), min_order_value: rupees(300), ...RUNNING, first_order_only: 0, circle_only: 1 },
];

/** The coupon rows for a database seeded on `seedDay` (yyyy-MM-dd, India). */
export function seedCouponRows(seedDay: string) {
  return seedCoupons.map(({ startsDaysBeforeSeed, endsDaysAfterSeed, ...c }) => ({
    ...c,
    valid_from: addCalendarDays(seedDay, -startsDaysBeforeSeed),
    valid_to: addCalendarDays(seedDay, endsDaysAfterSeed),
  }));
}

/**
 * The dates the seeded catalogue prices are listed as running (diagnosticPricing startDate and endDate), from the
 * seed day as the coupons are: a year before it to two years after, so a demo seeded any day never lists every
 * price as ended.
 */
export function seedPricingDates(seedDay: string) {
  return { start_date: addCalendarDays(seedDay, -365), end_date: addCalendarDays(seedDay, 730) };
}

/** Health credits (paise) and past orders of the demo accounts (seed-data/accounts.ts). */
export const seedDiagnosticAccounts = [
  { account_id: 1, health_credits: rupees(1200), orders_placed: 4 }, // Circle member, a regular
  { account_id: 2, health_credits: rupees(350), orders_placed: 1 }, // corporate
  { account_id: 3, health_credits: rupees(75.5), orders_placed: 0 }, // incomplete profile
];

/** Bands of the bill after discounts: Delhi, Bangalore and Mumbai waive collection from ₹999, other cities (null) from ₹799. */
export const seedPhleboCharges = [
  ...[1, 2, 3].flatMap((cityId) => [
    { city_id: cityId, min_bill: 0, max_bill: rupees(500), charge: rupees(249) },
    { city_id: cityId, min_bill: rupees(500), max_bill: rupees(999), charge: rupees(149) },
    { city_id: cityId, min_bill: rupees(999), max_bill: null, charge: 0 },
  ]),
  { city_id: null, min_bill: 0, max_bill: rupees(500), charge: rupees(199) },
  { city_id: null, min_bill: rupees(500), max_bill: rupees(799), charge: rupees(99) },
  { city_id: null, min_bill: rupees(799), max_bill: null, charge: 0 },
];

export function seedDiagnosticConfigs() {
  const id = (tag: string) => itemByTag(tag).itemId;
  return {
    // Both need a 75 g glucose drink and timed samples: one collection cannot do both.
    itemBlockConfig: [
      { itemId: id("glucose-tolerance-test-gtt"), blockedItemIds: [id("glucose-challenge-test-pregnancy")] },
      { itemId: id("insulin-post-prandial"), blockedItemIds: [id("glucose-tolerance-test-gtt")] },
    ],
    labTestConfig: { minAgeForDiagOrder: 1, minAgeSpecialItemId: id("newborn-screening-6-disorders") },
    corporatePlans: [{ partnerId: "HDFCBANK", discountPercent: 40 }],
    cartPageConfig: { bookingFee: rupees(19) },
  };
}

export async function seedCartPricing(db: DB, seedDay: string = indiaDate(new Date())): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("diagnostic_coupons").values(seedCouponRows(seedDay)).execute();
    const accounts = await trx.selectFrom("accounts").select("id").execute();
    const known = new Set(accounts.map((a) => a.id));
    const rows = seedDiagnosticAccounts.filter((a) => known.has(a.account_id));
    if (rows.length) await trx.insertInto("diagnostic_accounts").values(rows).execute();
    await trx.insertInto("phlebo_charges").values(seedPhleboCharges).execute();
    await trx
      .insertInto("diagnostic_configs")
      .values(Object.entries(seedDiagnosticConfigs()).map(([config_key, value]) => ({ config_key, value: JSON.stringify(value) })))
      .execute();
  });
}
