/**
 * Orders as a starting point for the next booking: validateReorderFlow and reorder (the old order's items into the
 * cart), saveModifyDiagnosticOrderV1 (the modify-order cart of lib/cart-rules applied to a booked order), and
 * getRecentlyOrderedItemDetails (the "previously booked" cards of the signed-in screens). Scoped to the caller.
 */
import { produce } from "immer";
import type { DB } from "../../db/client";
import { orderOfAccount, parentOrderOfAccount } from "./lab-orders-store";
import { DIAGNOSTIC_ORDER_KIND } from "./lab-order-lifecycle";
import { findDiagnosticsByItemIDsAndCityID } from "../catalogue/catalogue";
import { changeAccountCart } from "../cart/cart";
import { badRequest, notFound } from "../errors";
import { toPaise, toRupees } from "../pricing/pricing";
import { CANNOT_CHANGE_MESSAGE } from "./order-actions";
import { canCancelOrReschedule } from "~/lib/order-labels";
import { emptyCart, flagModifyItem, genderMatches, removeModifyOrderId } from "~/lib/cart-rules";
import { formatPrice } from "~/lib/price";

export interface ReorderValidation {
  addressActive: boolean;
  addressServiceable: boolean;
  patientActive: boolean;
  inactiveItemIds: number[];
  displayMessages: { itemId: number | null; message: string }[];
}

/** "Reorder validation returns flags: address active, address serviceable, patient active, plus inactive item ids with display messages." */
export async function validateReorderFlow(db: DB, accountId: number, orderId: number): Promise<ReorderValidation & { itemIds: number[]; patientId: number; addressId: number | null; cityId: number }> {
  const order = await orderOfAccount(db, accountId, orderId);
  const parent = await parentOrderOfAccount(db, accountId, order.parent_order_id);
  const address = parent.address_id != null
    ? await db.selectFrom("addresses").select(["id", "pincode"]).where("id", "=", parent.address_id).where("account_id", "=", accountId).executeTakeFirst()
    : undefined;
  const pin = address ? await db.selectFrom("pincodes").select("serviceable").where("pincode", "=", address.pincode).executeTakeFirst() : undefined;
  const patient = await db.selectFrom("patients").select(["id", "first_name", "gender", "date_of_birth"]).where("id", "=", order.patient_id).where("account_id", "=", accountId).executeTakeFirst();
  const lines = await db.selectFrom("diagnostic_order_line_items").select(["item_id", "item_name"]).where("order_id", "=", order.id).where("is_removed", "=", 0).execute();
  const live = await findDiagnosticsByItemIDsAndCityID(db, lines.map((l) => l.item_id), parent.city_id);
  const liveIds = new Set(live.filter((i) => i.diagnosticPricing.some((p) => p.status === "active")).map((i) => i.itemId));
  const inactive = lines.filter((l) => !liveIds.has(l.item_id));
  const messages: ReorderValidation["displayMessages"] = inactive.map((l) => ({ itemId: l.item_id, message: `${l.item_name} is no longer available in your city.` }));
  const addressActive = !!address;
  const addressServiceable = !!pin?.serviceable;
  const patientActive = !!patient && !!patient.gender && !!patient.date_of_birth;
  if (!addressActive) messages.push({ itemId: null, message: "The address of this order was removed. Please choose an address in the cart." });
  else if (!addressServiceable) messages.push({ itemId: null, message: "Sorry! We're working hard to get to this area! in the meantime, you can either visit clinic near your location or change the address" });
  if (!patientActive) messages.push({ itemId: null, message: "The patient of this order cannot be used to order. Please choose a patient in the cart." });
  return {
    addressActive, addressServiceable, patientActive, inactiveItemIds: inactive.map((l) => l.item_id), displayMessages: messages,
    itemIds: lines.filter((l) => liveIds.has(l.item_id)).map((l) => l.item_id), patientId: order.patient_id, addressId: address?.id ?? null, cityId: parent.city_id,
  };
}

/** Reorder: the order's available items go into the caller's cart, for its patient and address when still usable. */
export async function reorderDiagnosticOrder(db: DB, accountId: number, orderId: number) {
  const v = await validateReorderFlow(db, accountId, orderId);
  if (!v.itemIds.length) throw badRequest("None of the tests of this order can be booked now.");
  if (v.patientActive) await changeAccountCart(db, accountId, { type: "SELECT_PATIENTS", patientIDs: [v.patientId] }, v.cityId);
  for (const itemId of v.itemIds) await changeAccountCart(db, accountId, { type: "ADD_ITEM", itemId }, v.cityId);
  if (v.addressActive && v.addressServiceable && v.addressId != null) await changeAccountCart(db, accountId, { type: "SET_ADDRESS", addressId: v.addressId }, v.cityId);
  return { ...v, status: true, message: `${v.itemIds.length} ${v.itemIds.length === 1 ? "test was" : "tests were"} added to your cart.` };
}

export interface ModifyInput {
  diagnosticOrderId: number;
  /** The modify-order cart: items of the order flagged removed or restored. */
  diagnosticsModifyCartItems: { itemId: number; isRemoved: boolean }[];
  /** New items to add (cash-on-delivery orders only: a prepaid order would need a new payment). */
  addItemIds: number[];
}

/**
 * saveModifyDiagnosticOrderV1: applies the modify-order cart (flagModifyItem per item, then the cart is cleared by
 * removeModifyOrderId) to a booked order, while the order may still change. At least one test stays.
 */
export async function saveModifyDiagnosticOrder(db: DB, accountId: number, input: ModifyInput) {
  const order = await orderOfAccount(db, accountId, input.diagnosticOrderId);
  if (!canCancelOrReschedule({ preBookingId: order.pre_booking_id, orderStatus: order.order_status })) throw badRequest(CANNOT_CHANGE_MESSAGE);
  const parent = await parentOrderOfAccount(db, accountId, order.parent_order_id);
  const lines = await db.selectFrom("diagnostic_order_line_items").selectAll().where("order_id", "=", order.id).execute();
  if (input.diagnosticsModifyCartItems.length > 50 || input.addItemIds.length > 20) throw badRequest("Too many changes at once.");
  for (const f of input.diagnosticsModifyCartItems) if (!lines.some((l) => l.item_id === f.itemId)) throw notFound("Item not found in this order");

  const modifyCart = produce({ ...emptyCart(), modifyOrderId: order.id }, (d) => {
    for (const l of lines) if (l.is_removed) flagModifyItem(d, l.item_id, true);
    for (const f of input.diagnosticsModifyCartItems) flagModifyItem(d, f.itemId, f.isRemoved);
  });
  const removed = new Set(modifyCart.diagnosticsModifyCartItems.filter((f) => f.isRemoved).map((f) => f.itemId));
  const addIds = [...new Set(input.addItemIds)].filter((id) => !lines.some((l) => l.item_id === id && !removed.has(id)));
  if (addIds.length && parent.payment_type !== "COD") throw badRequest("Tests can be added only to a cash-on-delivery order. Please book new tests separately.");
  const patient = await db.selectFrom("patients").select(["gender"]).where("id", "=", order.patient_id).executeTakeFirstOrThrow();
  const items = await findDiagnosticsByItemIDsAndCityID(db, addIds, parent.city_id);
  if (items.length !== addIds.length) throw badRequest("One of the tests is not available in your city.");
  for (const it of items) if (!genderMatches(it.gender, patient.gender)) throw badRequest(`${it.itemName} is not available for this patient's gender.`);
  const kept = lines.filter((l) => !removed.has(l.item_id));
  if (!kept.length && !items.length) throw badRequest("At least one test must stay in the order. To drop them all, cancel the order.");

  const total = await db.transaction().execute(async (trx) => {
    for (const l of lines) {
      const isRemoved = removed.has(l.item_id) ? 1 : 0;
      if (l.is_removed !== isRemoved) await trx.updateTable("diagnostic_order_line_items").set({ is_removed: isRemoved, edit_order_id: order.id }).where("id", "=", l.id).execute();
    }
    for (const it of items) {
      const p = it.diagnosticPricing.find((x) => x.groupPlan === "ALL") ?? it.diagnosticPricing[0];
      await trx.insertInto("diagnostic_order_line_items").values({
        order_id: order.id, item_id: it.itemId, item_name: it.itemName, item_type: it.itemType, quantity: 1, price: toPaise(p.price), mrp: toPaise(p.mrp),
        group_plan: "ALL", coupon_discount_amt: 0, circle_cashback: 0, is_removed: 0, edit_order_id: order.id, report_tat_hours: it.reportTATHours ?? 24,
        inclusions: JSON.stringify([]),
      }).execute();
    }
    const after = await trx.selectFrom("diagnostic_order_line_items").select("price").where("order_id", "=", order.id).where("is_removed", "=", 0).execute();
    const itemsTotal = after.reduce((s, l) => s + l.price, 0) + order.collection_charges - order.coupon_disc_amount;
    const at = new Date().toISOString();
    const res = await trx.updateTable("orders").set({ total_amount: itemsTotal, updated_at: at })
      .where("id", "=", order.id).where("status", "=", order.order_status).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw badRequest("This order has moved on. Please refresh to see its latest status.");
    await trx.updateTable("diagnostic_orders").set({ total_price: itemsTotal, updated_at: at }).where("id", "=", order.id).execute();
    await trx.updateTable("diagnostic_parent_orders").set({ total_price: (eb) => eb("total_price", "+", itemsTotal - order.total_price), updated_at: new Date().toISOString() })
      .where("id", "=", parent.id).execute();
    return itemsTotal;
  });
  // The modify-order cart is done with: "Removing the modify order id clears both lists."
  const cleared = produce(modifyCart, (d) => removeModifyOrderId(d));
  return { status: true, message: `Your order is updated. New total: ${formatPrice(toRupees(total))}.`, totalPrice: toRupees(total), diagnosticsModifyCartItems: cleared.diagnosticsModifyCartItems };
}

/**
 * getRecentlyOrderedItemDetails: items of the caller's orders (optionally one patient's), most recent first, and
 * those ordered more than once, most often first — as catalogue items priced for the city.
 */
export async function getRecentlyOrderedItemDetails(db: DB, accountId: number, input: { patientId?: number | null; cityId?: number | null }) {
  let q = db
    .selectFrom("diagnostic_order_line_items as li")
    .innerJoin("orders as o", "o.id", "li.order_id")
    .select(["li.item_id", "o.created_at"])
    .where("o.kind", "=", DIAGNOSTIC_ORDER_KIND)
    .where("o.account_id", "=", accountId)
    .where("li.is_removed", "=", 0);
  if (input.patientId) q = q.where("o.patient_id", "=", input.patientId);
  const rows = await q.orderBy("o.created_at", "desc").orderBy("li.id", "desc").limit(500).execute();
  const recent: number[] = [];
  const counts = new Map<number, number>();
  for (const r of rows) {
    if (!counts.has(r.item_id)) recent.push(r.item_id);
    counts.set(r.item_id, (counts.get(r.item_id) ?? 0) + 1);
  }
  const frequent = [...counts.entries()].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const [recentlyOrderedItems, frequentlyOrderedItems] = await Promise.all([
    findDiagnosticsByItemIDsAndCityID(db, recent.slice(0, 10), input.cityId ?? null),
    findDiagnosticsByItemIDsAndCityID(db, frequent.slice(0, 10), input.cityId ?? null),
  ]);
  return { recentlyOrderedItems, frequentlyOrderedItems };
}
