/**
 * The database side of cart pricing: reads the city's prices, the account's membership, corporate plan, coupon,
 * health credits and collection-charge bands, then calls the pure `priceDiagnosticCart`. Used by
 * `getDiagnosticCartDetailsV1`, the cart pages and booking, so they can never disagree.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { DB } from "../../db/client";
import type { DiagnosticsCart } from "~/lib/cart-rules";
import { accountIsCircleMember } from "../accounts/accounts";
import { getCartConfig, type CartConfig } from "../cart/cart";
import { findDiagnosticsWidgetsPricing } from "../catalogue/catalogue";
import { normaliseCouponCode, type Coupon } from "./coupons";
import { getDiagnosticAccountFigures } from "../health-credits/health-credits";
import { listPatients } from "../accounts/patients";
import { corporatePlanOf } from "../corporate/companies";
import { cashbackPercentOf, priceDiagnosticCart, toPaise, type CartBilling, type ItemPrices, type PhleboChargeRule } from "./pricing";
import { INDIA_TIME_ZONE } from "~/lib/india-date-time";

/** Today in India, yyyy-mm-dd (coupon validity is by Indian calendar day). */
export const indiaToday = (now = new Date()) => format(new TZDate(now, INDIA_TIME_ZONE), "yyyy-MM-dd");

type CouponRow = Awaited<ReturnType<ReturnType<typeof couponRows>["execute"]>>[number];
const couponRows = (db: DB) => db.selectFrom("diagnostic_coupons").selectAll();

export async function findCoupon(db: DB, code: string): Promise<Coupon | null> {
  const row = await couponRows(db).where("code", "=", normaliseCouponCode(code)).executeTakeFirst();
  return row ? couponOf(row) : null;
}

/** Every coupon, for the cart's list of coupons (couponChoices decides which apply). */
export async function listCoupons(db: DB): Promise<Coupon[]> {
  return (await couponRows(db).orderBy("code").execute()).map(couponOf);
}

function couponOf(row: CouponRow): Coupon {
  return {
    code: row.code,
    description: row.description,
    discountType: row.discount_type === "FLAT" ? "FLAT" : "PERCENT",
    discountValue: row.discount_value,
    maxDiscount: row.max_discount,
    minOrderValue: row.min_order_value,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    firstOrderOnly: row.first_order_only === 1,
    circleOnly: row.circle_only === 1,
  };
}

/** getPhleboChargesV2's bands for a city: its own, else those for every other city. */
export async function phleboChargeRules(db: DB, cityId: number): Promise<PhleboChargeRule[]> {
  const rows = await db
    .selectFrom("phlebo_charges")
    .selectAll()
    .where((eb) => eb.or([eb("city_id", "=", cityId), eb("city_id", "is", null)]))
    .orderBy("min_bill")
    .execute();
  const own = rows.filter((r) => r.city_id === cityId);
  return (own.length ? own : rows.filter((r) => r.city_id == null)).map((r) => ({ minBill: r.min_bill, maxBill: r.max_bill, charge: r.charge }));
}

/** The city's prices of these items, in paise. */
export async function itemPricesFor(db: DB, itemIds: number[], cityId: number): Promise<Map<number, ItemPrices>> {
  const ids = [...new Set(itemIds)].slice(0, 100);
  if (!ids.length) return new Map();
  const [pricing, names] = await Promise.all([
    findDiagnosticsWidgetsPricing(db, ids, cityId),
    db.selectFrom("diagnostic_items").select(["item_id", "item_name"]).where("item_id", "in", ids).execute(),
  ]);
  const nameOf = new Map(names.map((n) => [n.item_id, n.item_name]));
  return new Map(
    pricing.map(({ itemId, diagnosticPricing: [p] }) => [
      itemId,
      {
        itemId,
        itemName: nameOf.get(itemId) ?? "",
        mrp: toPaise(p.mrp),
        price: toPaise(p.price),
        circlePrice: toPaise(p.circlePrice),
        groupPlan: p.groupPlan,
        circleCashbackPercent: cashbackPercentOf(p.cashbackText),
        cashbackText: p.cashbackText,
      },
    ]),
  );
}

export interface CartDetailsInput {
  accountId: number | null;
  /** Per patient (patientID 0 for a visitor's cart, priced once). */
  patients: { patientID: number; itemIds: number[] }[];
  cityId: number;
  couponCode?: string | null;
  /** Health credits asked for, paise; capped by the balance and by 50% of the order. */
  healthCreditsRequested?: number | null;
  /** additionalSlotCharges: the chosen paid slot's charge, paise (0 without a slot). */
  additionalCharges?: number;
  now?: Date;
  config?: CartConfig;
}

/** getDiagnosticCartDetailsV1: the cart's billing, with every rule applied on the server. */
export async function getDiagnosticCartDetailsV1(db: DB, input: CartDetailsInput): Promise<CartBilling> {
  const itemIds = input.patients.flatMap((p) => p.itemIds);
  const accountId = input.accountId;
  const [prices, config, isCircleMember, figures, patients, phleboCharges, coupon] = await Promise.all([
    itemPricesFor(db, itemIds, input.cityId),
    input.config ?? getCartConfig(db),
    accountId == null ? false : accountIsCircleMember(db, accountId),
    getDiagnosticAccountFigures(db, accountId),
    accountId == null ? [] : listPatients(db, accountId),
    phleboChargeRules(db, input.cityId),
    input.couponCode ? findCoupon(db, input.couponCode) : null,
  ]);
  // "A patient with a non-empty partnerId marks a corporate user": the account's primary profile decides.
  const partnerId = patients.find((p) => p.relation === "me")?.partnerId ?? null;
  // The company's plan (corporate_companies), else a plan the cart configuration still lists for that partner.
  const corporate = partnerId ? ((await corporatePlanOf(db, partnerId)) ?? config.corporatePlans.find((c) => c.partnerId === partnerId) ?? null) : null;
  const genderOf = new Map(patients.map((p) => [p.id, p.gender]));
  return priceDiagnosticCart({
    patients: input.patients.map((p) => ({ patientID: p.patientID, gender: genderOf.get(p.patientID) ?? null, itemIds: p.itemIds })),
    prices,
    isCircleMember,
    corporate,
    coupon: input.couponCode
      ? { code: input.couponCode, coupon, isFirstOrder: figures.ordersPlaced === 0, today: indiaToday(input.now) }
      : null,
    phleboCharges,
    bookingFee: config.bookingFee,
    additionalCharges: Math.max(0, input.additionalCharges ?? 0),
    healthCredits: { balance: figures.healthCredits, requested: Math.max(0, input.healthCreditsRequested ?? 0) },
  });
}

/** A cart's patients and items for pricing: each patient's items, or the cart's items once when no patient is chosen. */
export function cartPricingPatients(cart: DiagnosticsCart): { patientID: number; itemIds: number[] }[] {
  if (cart.patientCartItems.length) return cart.patientCartItems.map((e) => ({ patientID: e.patientID, itemIds: [...e.itemIds] }));
  const itemIds = cart.diagnosticsCartItems.map((i) => i.itemId);
  return itemIds.length ? [{ patientID: 0, itemIds }] : [];
}

/** The billing of a stored or visitor cart, with the coupon and health-credit choice kept on the cart. */
export function billCart(db: DB, input: { accountId: number | null; cart: DiagnosticsCart; cityId: number; additionalCharges?: number; now?: Date }): Promise<CartBilling> {
  return getDiagnosticCartDetailsV1(db, {
    accountId: input.accountId,
    patients: cartPricingPatients(input.cart),
    cityId: input.cityId,
    couponCode: input.cart.couponCode,
    // "Use health credits" asks for as many as allowed; the pricing caps it.
    healthCreditsRequested: input.cart.useHealthCredits ? Number.MAX_SAFE_INTEGER : 0,
    additionalCharges: input.additionalCharges,
    now: input.now,
  });
}
