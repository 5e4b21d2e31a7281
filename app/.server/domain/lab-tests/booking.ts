/**
 * saveDiagnosticBookHCOrderv2: one submit of the checkout becomes one parent order and one order per patient,
 * priced by the one pricing module, in ONE transaction with the slot place and the health credits it uses — so
 * bad input or a full slot leaves nothing half-written. The client sends an idempotency key per checkout attempt:
 * a double submit or a retried request finds the order the key already made and gets the same answer.
 *
 * The spec's checks, in the order a patient would fix them: a patient selected, every profile complete, the
 * address serviceable, the slot still offered and free, the prices unchanged since the cart showed them (if not,
 * the new bill comes back so the page shows it again).
 */
import type { Transaction } from "kysely";
import type { DB } from "../../db/client";
import type { Database } from "../../db/schema";
import { getAddress, type Address } from "../accounts/addresses";
import { badRequest } from "../errors";
import { changeAccountCart } from "../cart/cart";
import { listPatients } from "../accounts/patients";
import { findCoupon, getDiagnosticCartDetailsV1 } from "../pricing/pricing-service";
import type { CartBilling } from "../pricing/pricing";
import { billOfCart, splitBill } from "../orders/order-bill";
import { insertBookedOrder, newPreBookingId, setPaymentOfParent, type NewPatientOrder } from "./lab-orders-store";
import { transitionOrder } from "./lab-order-lifecycle";
import { recordCashOnDelivery, startPayment } from "../payments/payments";
import { restoreHealthCredits, spendHealthCredits } from "../health-credits/health-credits";
import { releaseSlotPlace, slotRowId, takeSlotPlace } from "../scheduling/slots";
import { homeCollectionArea, offeredSlotOf } from "../scheduling/resource";
import { ADDRESS_NOT_SERVICEABLE_MESSAGE, ADDRESS_UNKNOWN_MESSAGE } from "../location/location";
import { genderMatches, SELECT_PATIENT_MESSAGE } from "~/lib/cart-rules";
import { PROFILE_INCOMPLETE_MESSAGE } from "~/lib/patient";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { cartFastingHours, NO_SLOTS_MESSAGE, type HomeCollectionSlot } from "~/lib/slots";
import { log } from "~/.server/log";

export const MAX_PATIENTS_PER_ORDER = 6;

export const BOOKING_MESSAGE = {
  SELECT_PATIENT: SELECT_PATIENT_MESSAGE,
  PROFILE_INCOMPLETE: PROFILE_INCOMPLETE_MESSAGE,
  ADDRESS_UNKNOWN: ADDRESS_UNKNOWN_MESSAGE,
  NOT_SERVICEABLE: ADDRESS_NOT_SERVICEABLE_MESSAGE,
  NO_SLOTS: `${NO_SLOTS_MESSAGE}. Please choose another slot.`,
  PRICE_CHANGED: "The prices in your cart have changed. Please check the new bill and place the order again.",
  ITEM_NOT_AVAILABLE: "Some tests in your cart are not available for this patient or at this address. Please review your cart.",
  BOOKING_PROBLEM: "We're sorry :( There's been a problem with your booking. Please book again.",
  COD_NOT_AVAILABLE: "Cash on delivery is not available for this order.",
} as const;
export type BookingRefusal = keyof typeof BOOKING_MESSAGE;

export type PaymentMode = "COD" | "ONLINE";

export interface BookingInput {
  accountId: number;
  /** Made by the client once per checkout attempt. */
  idempotencyKey: string;
  patients: { patientID: number; itemIds: number[] }[];
  addressId: number;
  slotDateTimeInUTC: string;
  paymentMode: PaymentMode;
  couponCode?: string | null;
  useHealthCredits?: boolean;
  /** What the page showed the patient to pay, paise. */
  toPay: number;
  now?: Date;
}

export interface BookedPatientOrder {
  patientID: number;
  orderID: number;
  displayId: string;
  status: string;
  preBookingId: string | null;
}

export interface BookingAnswer {
  parentOrderId: number;
  displayId: string;
  paymentType: string;
  orderStatus: string;
  paymentOrderId: string | null;
  paymentLink: string | null;
  paymentLinkExpiry: string | null;
  toPay: number;
  slotDateTimeInUTC: string | null;
  patients: BookedPatientOrder[];
}

export type BookingResult =
  | { status: true; answer: BookingAnswer }
  | { status: false; refusal: BookingRefusal; message: string; billing?: CartBilling };

const refuse = (refusal: BookingRefusal, billing?: CartBilling): BookingResult => ({ status: false, refusal, message: BOOKING_MESSAGE[refusal], billing });

class Refused extends Error {
  constructor(readonly refusal: BookingRefusal, readonly billing?: CartBilling) {
    super(refusal);
  }
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The stored answer of a parent order: what the first submit answered, rebuilt from the rows it wrote. */
export async function bookingAnswer(db: DB | Transaction<Database>, accountId: number, parentOrderId: number): Promise<BookingAnswer> {
  const parent = await db.selectFrom("diagnostic_parent_orders").selectAll().where("id", "=", parentOrderId).where("account_id", "=", accountId).executeTakeFirstOrThrow();
  const [orders, payment] = await Promise.all([
    db
      .selectFrom("diagnostic_orders")
      .innerJoin("orders", "orders.id", "diagnostic_orders.id")
      .select(["orders.id", "orders.display_id", "diagnostic_orders.patient_id", "orders.status", "diagnostic_orders.pre_booking_id"])
      .where("diagnostic_orders.parent_order_id", "=", parent.id)
      .orderBy("orders.id")
      .execute(),
    parent.payment_order_id
      ? db.selectFrom("payments").select(["payment_link_url", "payment_link_expiry"]).where("payment_order_id", "=", parent.payment_order_id).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return {
    parentOrderId: parent.id,
    displayId: parent.display_id,
    paymentType: parent.payment_type,
    orderStatus: parent.order_status,
    paymentOrderId: parent.payment_type === "ONLINE" ? parent.payment_order_id : null,
    paymentLink: payment?.payment_link_url ?? null,
    paymentLinkExpiry: payment?.payment_link_expiry ?? null,
    toPay: parent.to_pay,
    slotDateTimeInUTC: parent.slot_date_time_in_utc,
    patients: orders.map((o) => ({ patientID: o.patient_id, orderID: o.id, displayId: o.display_id, status: o.status, preBookingId: o.pre_booking_id })),
  };
}

export async function existingAnswer(db: DB, accountId: number, key: string): Promise<BookingAnswer | null> {
  const row = await db.selectFrom("diagnostic_parent_orders").select("id").where("account_id", "=", accountId).where("idempotency_key", "=", key).executeTakeFirst();
  return row ? bookingAnswer(db, accountId, row.id) : null;
}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; message?: string };
  return err?.code === "23505" || err?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(err?.message ?? "");
};

interface CheckedBooking {
  address: Address;
  cityId: number;
  slot: HomeCollectionSlot;
  billing: CartBilling;
  items: Map<number, { name: string; type: string; tat: number; inclusions: number[] }>;
  fastingHours: number | null;
  /** The bill uses a first-order-only coupon: the booking must be the account's first. */
  claimsFirstOrder: boolean;
}

/** The bill of this booking by the one pricing module, with the chosen slot's charge. */
function billFor(db: DB, input: BookingInput, cityId: number, slot: HomeCollectionSlot, now: Date): Promise<CartBilling> {
  return getDiagnosticCartDetailsV1(db, {
    accountId: input.accountId,
    patients: input.patients.filter((p) => p.itemIds.length > 0),
    cityId,
    couponCode: input.couponCode ?? null,
    healthCreditsRequested: input.useHealthCredits ? Number.MAX_SAFE_INTEGER : 0,
    additionalCharges: slot.slotCharges,
    now,
  });
}

/** The spec's checks; reads only. Throws Refused with the first that fails. */
async function checkBooking(db: DB, input: BookingInput, now: Date): Promise<CheckedBooking> {
  const wanted = input.patients.filter((p) => p.itemIds.length > 0);
  if (!wanted.length) throw new Refused("SELECT_PATIENT");
  if (wanted.length > MAX_PATIENTS_PER_ORDER || new Set(wanted.map((p) => p.patientID)).size !== wanted.length) throw badRequest("Invalid patients");
  if (wanted.some((p) => p.itemIds.length > 100 || p.itemIds.some((id) => !Number.isSafeInteger(id)))) throw badRequest("Invalid items");

  const own = new Map((await listPatients(db, input.accountId)).map((p) => [p.id, p]));
  // Someone else's patient id is answered like an unknown one.
  if (wanted.some((p) => !own.has(p.patientID))) throw badRequest("Patient not found");
  if (wanted.some((p) => own.get(p.patientID)!.isIncomplete)) throw new Refused("PROFILE_INCOMPLETE");

  const address = await getAddress(db, { id: input.addressId, accountId: input.accountId });
  if (!address || address.cityId == null) throw new Refused("ADDRESS_UNKNOWN");
  if (!address.serviceable) throw new Refused("NOT_SERVICEABLE");

  const slot = offeredSlotOf(homeCollectionArea(address.cityId), now, input.slotDateTimeInUTC);
  if (!slot) throw new Refused("NO_SLOTS");

  const itemIds = [...new Set(wanted.flatMap((p) => p.itemIds))];
  const rows = await db
    .selectFrom("diagnostic_items")
    .select(["item_id", "item_name", "item_type", "gender", "report_tat_hours", "inclusions", "test_preparation_data"])
    .where("item_id", "in", itemIds)
    .execute();
  const items = new Map(rows.map((r) => [r.item_id, { name: r.item_name, type: r.item_type, tat: r.report_tat_hours, inclusions: JSON.parse(r.inclusions) as number[], gender: r.gender }]));
  const genderOk = wanted.every((p) => p.itemIds.every((id) => items.has(id) && genderMatches(items.get(id)!.gender, own.get(p.patientID)!.gender)));

  const billing = await billFor(db, input, address.cityId, slot, now);
  // Items the city does not sell are left out of the bill: the patient must see that before paying.
  const billed = billing.diagPatientLineItems.reduce((n, p) => n + p.lineItems.length, 0);
  if (!genderOk || billed !== wanted.reduce((n, p) => n + p.itemIds.length, 0)) throw new Refused("ITEM_NOT_AVAILABLE", billing);
  if (billing.toPay !== input.toPay || (input.couponCode && !billing.coupon?.isCouponValid)) throw new Refused("PRICE_CHANGED", billing);

  const claimsFirstOrder = !!billing.coupon?.isCouponValid && !!(await findCoupon(db, billing.coupon.couponCode))?.firstOrderOnly;
  return { address, cityId: address.cityId, slot, billing, items, fastingHours: cartFastingHours(rows.map((r) => r.test_preparation_data)), claimsFirstOrder };
}

/** Each patient's order with its share of the bill (order-bill's split rule). */
function patientOrders(c: CheckedBooking): NewPatientOrder[] {
  const list = c.billing.diagPatientLineItems.filter((p) => p.lineItems.length);
  const bills = splitBill(billOfCart(c.billing), list.map((p) => ({ mrp: p.lineItems.reduce((s, l) => s + l.mrp, 0), price: p.totalPrice })));
  return list.map((p, i) => ({
    patientId: p.patientID,
    totalPrice: p.totalPrice,
    collectionCharges: bills[i].collectionFee,
    couponDiscAmount: bills[i].couponDiscount,
    bill: bills[i],
    lineItems: p.lineItems.map((l) => {
      const item = c.items.get(l.itemId)!;
      return {
        itemId: l.itemId,
        itemName: l.itemName,
        itemType: item.type,
        price: l.price,
        mrp: l.mrp,
        groupPlan: l.groupPlan,
        // The coupon is shared over the lines by their price.
        couponDiscountAmt: c.billing.subTotal ? Math.floor((c.billing.couponDiscount * l.price) / c.billing.subTotal) : 0,
        circleCashback: l.additionalCircleCashback?.cashbackAmount ?? 0,
        reportTatHours: item.tat,
        inclusions: item.inclusions.map((id) => ({ itemId: id, name: c.items.get(id)?.name ?? "" })),
      };
    }),
  }));
}

/**
 * Counts the order on the account; false when it was meant to be the first ("valid on your first lab test order
 * only") but another order got there first. The first-order check in the bill was read before this transaction, so
 * only this conditional write decides: of bookings placed at once, one moves the count from 0.
 */
async function countOrderPlaced(trx: Transaction<Database>, accountId: number, mustBeFirst: boolean): Promise<boolean> {
  const r = await trx
    .insertInto("diagnostic_accounts")
    .values({ account_id: accountId, health_credits: 0, orders_placed: 1 })
    .onConflict((oc) => {
      const update = oc.column("account_id").doUpdateSet((eb) => ({ orders_placed: eb("diagnostic_accounts.orders_placed", "+", 1) }));
      return mustBeFirst ? update.where("diagnostic_accounts.orders_placed", "=", 0) : update;
    })
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * wrapperProcessDiagnosticHCOrderCOD: confirms a cash-on-delivery order — every patient's order ORDER_INITIATED →
 * ORDER_PLACED with one pre-booking id, and a COD payment row. Runs in the booking's transaction. Idempotent: an
 * order already placed is left as it is. Only orders booked as COD qualify: "Retry of cash on delivery is always
 * disabled", so an online order whose payment failed cannot switch to it.
 */
export async function wrapperProcessDiagnosticHCOrderCOD(trx: Transaction<Database>, input: { accountId: number; parentOrderId: number }): Promise<void> {
  const parent = await trx
    .selectFrom("diagnostic_parent_orders")
    .select(["id", "payment_type", "order_status", "to_pay", "health_credits_used"])
    .where("id", "=", input.parentOrderId)
    .where("account_id", "=", input.accountId)
    .executeTakeFirst();
  if (!parent) throw badRequest("Order not found");
  if (parent.payment_type !== "COD") throw new Refused("COD_NOT_AVAILABLE");
  if (parent.order_status === S.ORDER_PLACED) return;
  if (parent.order_status !== S.ORDER_INITIATED) throw new Refused("COD_NOT_AVAILABLE");
  const preBookingId = newPreBookingId();
  const children = await trx.selectFrom("diagnostic_orders").select("id").where("parent_order_id", "=", parent.id).execute();
  for (const o of children) {
    await transitionOrder(trx, { orderId: o.id, to: S.ORDER_PLACED, actor: `patient:${input.accountId}`, set: { pre_booking_id: preBookingId } });
  }
  const at = new Date().toISOString();
  await trx.updateTable("diagnostic_parent_orders").set({ order_status: S.ORDER_PLACED, updated_at: at }).where("id", "=", parent.id).execute();
  await recordCashOnDelivery(trx, { orderKind: "DIAGNOSTIC", orderRef: parent.id, accountId: input.accountId, amount: parent.to_pay, healthCreditsUsed: parent.health_credits_used, at });
}

/**
 * An unpaid booking that will not go ahead (its payment link expired, the lab refused it): every patient's order
 * → ORDER_FAILED, and what the booking took goes back — the health credits to the balance, the place to the slot.
 * For the payments module (link expiry) and ops. Runs in the caller's transaction.
 */
export async function failBookedOrder(trx: Transaction<Database>, input: { parentOrderId: number; actor: string; statusMessage?: string }): Promise<void> {
  const parent = await trx.selectFrom("diagnostic_parent_orders").selectAll().where("id", "=", input.parentOrderId).executeTakeFirst();
  if (!parent || parent.order_status === S.ORDER_FAILED) return;
  const children = await trx.selectFrom("diagnostic_orders").select("id").where("parent_order_id", "=", parent.id).execute();
  for (const o of children) await transitionOrder(trx, { orderId: o.id, to: S.ORDER_FAILED, actor: input.actor, statusMessage: input.statusMessage });
  const moved = await trx
    .updateTable("diagnostic_parent_orders")
    .set({ order_status: S.ORDER_FAILED, updated_at: new Date().toISOString() })
    .where("id", "=", parent.id)
    .where("order_status", "=", parent.order_status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return;
  await restoreHealthCredits(trx, parent.account_id, parent.health_credits_used);
  if (parent.slot_id != null) await releaseSlotPlace(trx, parent.slot_id);
}

export async function saveDiagnosticBookHCOrderv2(db: DB, input: BookingInput): Promise<BookingResult> {
  if (!IDEMPOTENCY_KEY.test(input.idempotencyKey ?? "")) throw badRequest("Invalid idempotency key");
  if (input.paymentMode !== "COD" && input.paymentMode !== "ONLINE") throw badRequest("Invalid payment mode");
  if (!Number.isSafeInteger(input.toPay) || input.toPay < 0) throw badRequest("Invalid amount");
  const now = input.now ?? new Date();

  const done = await existingAnswer(db, input.accountId, input.idempotencyKey);
  if (done) return { status: true, answer: done };

  let checked: CheckedBooking;
  try {
    checked = await checkBooking(db, input, now);
  } catch (e) {
    if (e instanceof Refused) return refuse(e.refusal, e.billing);
    throw e;
  }
  const { billing, slot, address, cityId } = checked;

  let parentOrderId: number;
  try {
    parentOrderId = await db.transaction().execute(async (trx) => {
      const slotId = await slotRowId(trx, homeCollectionArea(cityId), slot);
      const online = input.paymentMode === "ONLINE";
      const inserted = await insertBookedOrder(trx, {
        accountId: input.accountId,
        idempotencyKey: input.idempotencyKey,
        status: online ? S.PAYMENT_PENDING : S.ORDER_INITIATED,
        paymentType: input.paymentMode,
        totalPrice: billing.subTotal,
        totalMrp: billing.totalMrp,
        collectionCharges: billing.homeCollectionCharges,
        bookingFees: billing.bookingFees,
        circleCharges: 0,
        slotCharges: billing.additionalCharges,
        couponCode: billing.coupon?.isCouponValid ? billing.coupon.couponCode : null,
        couponDiscAmount: billing.couponDiscount,
        healthCreditsUsed: billing.healthCreditsUsed,
        toPay: billing.toPay,
        cityId,
        addressId: address.id,
        address: { ...address, fastingHours: checked.fastingHours },
        slot: { id: slotId, dateTimeInUTC: slot.slotDateTimeInUTC, durationMinutes: slot.slotDurationInMinutes },
        isCorporateFlow: billing.isCorporateFlow,
        billing,
        bill: billOfCart(billing),
        patients: patientOrders(checked),
        actor: `patient:${input.accountId}`,
        now,
      });
      if (online) {
        const payment = await startPayment(trx, {
          orderKind: "DIAGNOSTIC",
          orderRef: inserted.parentOrderId,
          accountId: input.accountId,
          amount: billing.toPay,
          healthCreditsUsed: billing.healthCreditsUsed,
        });
        await setPaymentOfParent(trx, inserted.parentOrderId, payment.paymentOrderId);
      } else {
        await wrapperProcessDiagnosticHCOrderCOD(trx, { accountId: input.accountId, parentOrderId: inserted.parentOrderId });
      }
      // The shared rows last, so their locks are held only for the commit: the account's balance and count,
      // then the slot's place (a full slot rolls all of the above back).
      if (!(await spendHealthCredits(trx, input.accountId, billing.healthCreditsUsed))) throw new Refused("PRICE_CHANGED");
      // The coupon's first order went to another booking: the new bill shows the coupon refused and why.
      if (!(await countOrderPlaced(trx, input.accountId, checked.claimsFirstOrder))) throw new Refused("PRICE_CHANGED");
      if (!(await takeSlotPlace(trx, slotId))) throw new Refused("NO_SLOTS");
      return inserted.parentOrderId;
    });
  } catch (e) {
    // The balance changed under us: show the bill as it is now.
    if (e instanceof Refused) return refuse(e.refusal, e.refusal === "PRICE_CHANGED" ? await billFor(db, input, cityId, slot, now) : undefined);
    // The same key committed first (a double submit racing this one): answer with what it made.
    if (isUniqueViolation(e)) {
      const first = await existingAnswer(db, input.accountId, input.idempotencyKey);
      if (first) return { status: true, answer: first };
    }
    throw e;
  }

  // The cart has become an order. A failure here leaves a cart to clear by hand, never a lost order.
  await changeAccountCart(db, input.accountId, { type: "CLEAR" }, cityId).catch((e) => log.warn({ event: "CART_CLEAR_FAILED", message: String(e) }));
  return { status: true, answer: await bookingAnswer(db, input.accountId, parentOrderId) };
}
