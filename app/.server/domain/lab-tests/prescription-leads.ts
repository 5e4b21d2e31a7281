/**
 * The lab's side of a prescription lead: staff read the prescription, pick the catalogue items it names and a
 * collection slot, and the lead becomes an order (NEW_LEAD → ORDER_PLACED, priced by the pricing module, with a
 * pre-booking id), or they drop it (NEW_LEAD → LEAD_DROPPED, 'Order Aborted'). Each change goes through
 * transitionOrder (so two staff acting on one lead cannot both win) and is written to ops_audit in the same
 * transaction.
 */
import { billJson, billOfCart } from "../orders/order-bill";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { transitionOrder, TRANSITION_REFUSED_MESSAGE } from "./lab-order-lifecycle";
import { newPreBookingId } from "./lab-orders-store";
import { getDiagnosticCartDetailsV1 } from "../pricing/pricing-service";
import { listAddresses } from "../accounts/addresses";
import type { CartBilling } from "../pricing/pricing";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { hasUnsafeCharacters } from "~/lib/safe-text";
import { INDIA_TIME_ZONE } from "~/lib/slots";
import { slotRowId, slotsWithPlaces, takeSlotPlace } from "../scheduling/slots";
import { homeCollectionArea, offeredSlotOf } from "../scheduling/resource";
import { SLOT_TAKEN_MESSAGE } from "../scheduling/reschedule-slots";

/** Items on one order made from a prescription (a long prescription is rarer than a typo'd id list). */
export const LEAD_MAX_ITEMS = 20;
export const LEAD_DROP_REASON_MAX = 200;
export const NO_ADDRESS_MESSAGE = "The patient has no address for home collection yet. Ask them to add one in their address book.";

export interface Lead {
  orderId: number;
  displayId: string;
  parentOrderId: number;
  accountId: number;
  mobileNumber: string;
  patientId: number;
  patientName: string;
  patientGender: string | null;
  cityId: number;
  address: { addressLine1?: string; city?: string; pincode?: string } | null;
  prescriptionId: number | null;
  prescriptionFileName: string | null;
  consultId: string | null;
  createdAt: string;
}

function selectLeads(db: DB) {
  return db
    .selectFrom("diagnostic_orders as o")
    .innerJoin("orders as h", "h.id", "o.id")
    .innerJoin("diagnostic_parent_orders as po", "po.id", "o.parent_order_id")
    .innerJoin("patients as pt", "pt.id", "h.patient_id")
    .innerJoin("accounts as a", "a.id", "h.account_id")
    .leftJoin("patient_prescriptions as p", "p.id", "o.lead_prescription_id")
    .select([
      "h.id", "h.display_id", "o.parent_order_id", "h.account_id", "o.patient_id", "h.created_at", "h.status as order_status",
      "a.mobile_number", "pt.first_name", "pt.last_name", "pt.gender", "po.city_id", "po.address",
      "p.id as prescription_id", "p.file_name", "p.consult_id",
    ]);
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLeads>["executeTakeFirstOrThrow"]>>;
function toLead(r: LeadRow): Lead {
  let address: Lead["address"] = null;
  try {
    const a = JSON.parse(r.address) as Lead["address"];
    address = a && Object.keys(a).length ? a : null;
  } catch {
    address = null;
  }
  return {
    orderId: r.id, displayId: r.display_id, parentOrderId: r.parent_order_id, accountId: r.account_id, mobileNumber: r.mobile_number,
    patientId: r.patient_id, patientName: `${r.first_name} ${r.last_name}`.trim(), patientGender: r.gender, cityId: r.city_id, address,
    prescriptionId: r.prescription_id ?? null, prescriptionFileName: r.file_name ?? null, consultId: r.consult_id ?? null, createdAt: r.created_at,
  };
}

/** Leads waiting for the lab, oldest first (first come, first called). */
export async function listNewLeads(db: DB, limit = 50): Promise<Lead[]> {
  const rows = await selectLeads(db).where("h.status", "=", S.NEW_LEAD).orderBy("h.id", "asc").limit(limit).execute();
  return rows.map(toLead);
}

export async function getNewLead(db: DB, orderId: number): Promise<Lead> {
  const row = await selectLeads(db).where("o.id", "=", orderId).executeTakeFirst();
  if (!row) throw notFound("Lead not found");
  if (row.order_status !== S.NEW_LEAD) throw badRequest(TRANSITION_REFUSED_MESSAGE);
  return toLead(row);
}

// A lead's collection slot follows booking's ONE slot rule (days, times, weekends, cutoff, capacity of the city):
// the console offers what `slotsWithPlaces` offers a patient, and converting takes a place like a booking does.

export interface LeadSlotOption {
  slotId: number;
  slotDateTimeInUTC: string;
  /** "Wed, 25 Nov" — written out: staff plan days ahead. */
  dateText: string;
  /** "7:00 AM - 8:00 AM". */
  timeText: string;
}

/** The slots of the city with a free place now, earliest first (empty: 'No Slots Available'). */
export async function leadSlotOptions(db: DB, cityId: number, now = new Date()): Promise<LeadSlotOption[]> {
  const slots = await slotsWithPlaces(db, homeCollectionArea(cityId), now);
  return slots
    .filter((s) => s.available)
    .map((s) => ({
      slotId: s.slotId,
      slotDateTimeInUTC: s.slotDateTimeInUTC,
      dateText: format(new TZDate(s.slotDateTimeInUTC, INDIA_TIME_ZONE), "EEE, d MMM"),
      timeText: s.slotDisplayTime,
    }));
}

function cleanItemIds(itemIds: readonly number[]): number[] {
  const ids = [...new Set(itemIds)];
  if (!ids.length) throw badRequest("Add at least one test from the prescription", { fieldErrors: { itemIds: "Add at least one test" } });
  if (ids.length > LEAD_MAX_ITEMS || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw badRequest("Those tests cannot be booked together");
  return ids;
}

export interface LeadItemDetail {
  itemId: number;
  itemName: string;
  itemType: string;
  gender: string;
  reportTatHours: number;
  inclusions: { itemId: number; name: string }[];
}

async function itemDetails(db: DB, ids: number[]): Promise<Map<number, LeadItemDetail>> {
  const rows = await db.selectFrom("diagnostic_items").select(["item_id", "item_name", "item_type", "gender", "report_tat_hours", "inclusions"]).where("item_id", "in", ids).execute();
  const inclusionIds = [...new Set(rows.flatMap((r) => JSON.parse(r.inclusions) as number[]))];
  const names = inclusionIds.length
    ? new Map((await db.selectFrom("diagnostic_items").select(["item_id", "item_name"]).where("item_id", "in", inclusionIds).execute()).map((r) => [r.item_id, r.item_name]))
    : new Map<number, string>();
  return new Map(
    rows.map((r) => [
      r.item_id,
      {
        itemId: r.item_id, itemName: r.item_name, itemType: r.item_type, gender: r.gender, reportTatHours: r.report_tat_hours,
        inclusions: (JSON.parse(r.inclusions) as number[]).map((id) => ({ itemId: id, name: names.get(id) ?? r.item_name })),
      },
    ]),
  );
}

/**
 * What the lead's order would cost: the pricing module's billing for the lead's patient, city and account (Circle,
 * corporate), after checking every item is sold in the city and suits the patient's gender.
 */
export async function priceLead(db: DB, lead: Lead, itemIds: readonly number[]): Promise<{ billing: CartBilling; items: Map<number, LeadItemDetail> }> {
  const ids = cleanItemIds(itemIds);
  const [billing, items] = await Promise.all([
    getDiagnosticCartDetailsV1(db, { accountId: lead.accountId, patients: [{ patientID: lead.patientId, itemIds: ids }], cityId: lead.cityId }),
    itemDetails(db, ids),
  ]);
  const priced = new Set(billing.diagPatientLineItems[0]?.lineItems.map((l) => l.itemId) ?? []);
  const unsold = ids.filter((id) => !priced.has(id) || !items.has(id));
  if (unsold.length) throw badRequest("Some tests are not available in the patient's city", { unsold });
  // "item gender must equal the patient gender or be All"
  const wrongGender = ids.map((id) => items.get(id)!).filter((i) => i.gender !== "B" && lead.patientGender && i.gender !== lead.patientGender);
  if (wrongGender.length) throw badRequest(`${wrongGender.map((i) => i.itemName).join(", ")} is not available for the patient's gender`);
  return { billing, items };
}

export interface ConvertLeadInput {
  opsAccountId: number;
  orderId: number;
  itemIds: readonly number[];
  /** The chosen slot's start (one of leadSlotOptions). */
  slotDateTimeInUTC: string;
  now?: Date;
}

/** Turns a lead into an order the lab will collect (payment at collection). Returns the order's pre-booking id. */
export async function convertLeadToOrder(db: DB, input: ConvertLeadInput): Promise<{ orderId: number; preBookingId: string; toPay: number }> {
  const now = input.now ?? new Date();
  const found = await getNewLead(db, input.orderId);
  if (!input.slotDateTimeInUTC) throw badRequest("Choose a collection slot", { fieldErrors: { slotDateTimeInUTC: "Choose a slot from the list" } });
  // Still offered now (not past, after the cutoff or on a weekend); whether a place is free is the update's call.
  const slot = offeredSlotOf(homeCollectionArea(found.cityId), now, input.slotDateTimeInUTC);
  if (!slot) throw badRequest(SLOT_TAKEN_MESSAGE, { fieldErrors: { slotDateTimeInUTC: "Choose another slot" } });
  const { slotDateTimeInUTC, slotDurationInMinutes } = slot;
  // The address at upload, or the one the patient has added since: home collection needs one.
  const current = found.address ? null : ((await listAddresses(db, found.accountId))[0] ?? null);
  if (!found.address && !current) throw badRequest(NO_ADDRESS_MESSAGE);
  const lead = current ? { ...found, address: current, cityId: current.cityId ?? found.cityId } : found;
  const { billing, items } = await priceLead(db, lead, input.itemIds);
  const patient = billing.diagPatientLineItems[0];
  const slotId = await slotRowId(db, homeCollectionArea(lead.cityId), slot);
  const preBookingId = newPreBookingId();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // The transition first: its conditional update is what makes a second conversion of this lead fail whole.
    await transitionOrder(trx, {
      orderId: lead.orderId,
      to: S.ORDER_PLACED,
      actor: `ops:${input.opsAccountId}`,
      statusMessage: "Order placed from the prescription",
      set: { pre_booking_id: preBookingId, slot_id: slotId, slot_date_time_in_utc: slotDateTimeInUTC, slot_duration_minutes: slotDurationInMinutes },
      now,
    });
    const bill = billOfCart(billing);
    await trx
      .updateTable("orders")
      .set({ total_amount: patient.totalPrice, to_pay: bill.toPay, health_credits_used: bill.healthCreditsUsed, payment_type: "COD", bill: billJson(bill) })
      .where("id", "=", lead.orderId)
      .execute();
    await trx
      .updateTable("diagnostic_orders")
      .set({ total_price: patient.totalPrice, collection_charges: billing.homeCollectionCharges, coupon_disc_amount: 0, bill: billJson(bill) })
      .where("id", "=", lead.orderId)
      .execute();
    await trx
      .insertInto("diagnostic_order_line_items")
      .values(
        patient.lineItems.map((l) => {
          const item = items.get(l.itemId)!;
          return {
            order_id: lead.orderId, item_id: l.itemId, item_name: l.itemName, item_type: item.itemType, quantity: 1, price: l.price, mrp: l.mrp,
            group_plan: l.groupPlan, coupon_discount_amt: 0, circle_cashback: l.additionalCircleCashback?.cashbackAmount ?? 0,
            report_tat_hours: item.reportTatHours, inclusions: JSON.stringify(item.inclusions),
          };
        }),
      )
      .execute();
    await trx
      .updateTable("diagnostic_parent_orders")
      .set({
        order_status: S.ORDER_PLACED, payment_type: "COD", total_price: billing.subTotal, total_mrp: billing.totalMrp,
        collection_charges: billing.homeCollectionCharges, booking_fees: billing.bookingFees, to_pay: billing.toPay,
        billing: JSON.stringify(billing), bill: billJson(billOfCart(billing)), slot_id: slotId, slot_date_time_in_utc: slotDateTimeInUTC, slot_duration_minutes: slotDurationInMinutes, updated_at: at,
        ...(current ? { address: JSON.stringify(current), address_id: current.id, city_id: lead.cityId } : {}),
      })
      .where("id", "=", lead.parentOrderId)
      .execute();
    await trx
      .insertInto("ops_audit")
      .values({
        at, account_id: input.opsAccountId, action: "LEAD_CONVERTED", order_id: lead.orderId,
        detail: JSON.stringify({ prescriptionId: lead.prescriptionId, itemIds: patient.lineItems.map((l) => l.itemId), slotDateTimeInUTC, preBookingId, toPay: billing.toPay }),
      })
      .execute();
    // Last write: the slot's row stays locked until commit. A full slot rolls the whole conversion back.
    if (!(await takeSlotPlace(trx, slotId))) throw badRequest(SLOT_TAKEN_MESSAGE, { fieldErrors: { slotDateTimeInUTC: "Choose another slot" } });
  });
  return { orderId: lead.orderId, preBookingId, toPay: billing.toPay };
}

/** The lead is not going to be an order (no answer, a wrong upload, …): 'Order Aborted' for the patient. */
export async function dropLead(db: DB, input: { opsAccountId: number; orderId: number; reason: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const reason = input.reason.trim();
  if (!reason || reason.length > LEAD_DROP_REASON_MAX || hasUnsafeCharacters(reason)) {
    throw badRequest("Say why the lead is dropped", { fieldErrors: { reason: `A reason of up to ${LEAD_DROP_REASON_MAX} characters` } });
  }
  const lead = await getNewLead(db, input.orderId);
  await db.transaction().execute(async (trx) => {
    await transitionOrder(trx, { orderId: lead.orderId, to: S.LEAD_DROPPED, actor: `ops:${input.opsAccountId}`, statusMessage: reason, now });
    await trx.updateTable("diagnostic_parent_orders").set({ order_status: S.LEAD_DROPPED, updated_at: now.toISOString() }).where("id", "=", lead.parentOrderId).execute();
    await trx
      .insertInto("ops_audit")
      .values({ at: now.toISOString(), account_id: input.opsAccountId, action: "LEAD_DROPPED", order_id: lead.orderId, detail: JSON.stringify({ prescriptionId: lead.prescriptionId, reason }) })
      .execute();
  });
}
