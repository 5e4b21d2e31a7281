import type { DB } from "../client";
import { findOrCreateAccount } from "../../domain/accounts/accounts";
import { catalogue } from "./catalogue";

/**
 * One home-collection order waiting for the lab, for Priya Nair (+91 9000000002): the operations console's demo
 * (and its end-to-end test) takes it from pickup requested to report generated. Fixed ids and instants: the seed
 * is deterministic. Display ids start with 5000 so they never look like another seeded or booked order's.
 */
export const demoLabOrder = {
  parentDisplayId: "5000000201",
  displayId: "5000000202",
  preBookingId: "PB50000201",
  patientUhid: "APJ1.0000000201",
  items: ["thyroid-profile-total-t3-t4-tsh", "hba1c-glycated-haemoglobin"],
  cityId: 3,
  bookedAt: "2026-11-20T04:30:00.000Z",
  pickupRequestedAt: "2026-11-20T04:31:00.000Z",
  slotAt: "2026-11-21T02:30:00.000Z", // 08:00 India time
} as const;

async function seedDemoLabOrder(db: DB): Promise<void> {
  const d = demoLabOrder;
  const patient = await db.selectFrom("patients").select(["id", "account_id"]).where("uhid", "=", d.patientUhid).executeTakeFirst();
  if (!patient) return; // accounts not seeded (a bare catalogue database)
  const address = await db.selectFrom("addresses").selectAll().where("account_id", "=", patient.account_id).orderBy("id").executeTakeFirst();
  const items = d.items.map((tag) => {
    const item = catalogue.find((i) => i.canonicalTag === tag);
    if (!item) throw new Error(`demo lab order: unknown item ${tag}`);
    return item;
  });
  const total = items.reduce((s, i) => s + i.price * 100, 0);
  const mrp = items.reduce((s, i) => s + i.mrp * 100, 0);
  const collection = 10000;
  await db.transaction().execute(async (trx) => {
    const parent = await trx
      .insertInto("diagnostic_parent_orders")
      .values({
        display_id: d.parentDisplayId, account_id: patient.account_id, idempotency_key: "seed-demo-lab-order", order_status: "PICKUP_REQUESTED",
        payment_type: "COD", payment_order_id: null, total_price: total, total_mrp: mrp, collection_charges: collection, booking_fees: 0,
        circle_charges: 0, slot_charges: 0, coupon_code: null, coupon_disc_amount: 0, health_credits_used: 0, to_pay: total + collection,
        city_id: d.cityId, address_id: address?.id ?? null,
        address: JSON.stringify(address ? { addressLine1: address.address_line1, addressLine2: address.address_line2, landmark: address.landmark, pincode: address.pincode } : {}),
        slot_id: null, slot_date_time_in_utc: d.slotAt, slot_duration_minutes: 60, is_corporate_flow: 1, billing: JSON.stringify({ seeded: true }),
        created_at: d.bookedAt, updated_at: d.pickupRequestedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const order = await trx
      .insertInto("diagnostic_orders")
      .values({
        display_id: d.displayId, parent_order_id: parent.id, account_id: patient.account_id, patient_id: patient.id, pre_booking_id: d.preBookingId,
        order_status: "PICKUP_REQUESTED", order_type: "HOME_COLLECTION", total_price: total, collection_charges: collection, coupon_disc_amount: 0,
        slot_id: null, slot_date_time_in_utc: d.slotAt, slot_duration_minutes: 60, created_at: d.bookedAt, updated_at: d.pickupRequestedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("diagnostic_order_line_items")
      .values(
        items.map((i) => ({
          order_id: order.id, item_id: i.itemId, item_name: i.itemName, item_type: i.itemType, quantity: 1, price: i.price * 100, mrp: i.mrp * 100,
          group_plan: "ALL", coupon_discount_amt: 0, circle_cashback: 0, report_tat_hours: i.reportTATHours,
          inclusions: JSON.stringify([{ itemId: i.itemId, name: i.itemName }]),
        })),
      )
      .execute();
    await trx
      .insertInto("diagnostic_order_status_history")
      .values([
        { order_id: order.id, order_status: "ORDER_PLACED", status_date: d.bookedAt, status_message: null, actor: `patient:${patient.account_id}` },
        { order_id: order.id, order_status: "PICKUP_REQUESTED", status_date: d.pickupRequestedAt, status_message: null, actor: "system" },
      ])
      .execute();
  });
}

/**
 * The lab's side: a demo staff account for the operations console (signs in like a patient at /login, then opens
 * /ops) and the phlebotomists who collect samples at home, a few per city.
 */
export const opsAccounts = [{ countryCode: "+91", mobileNumber: "9000000103", role: "ops" }] as const;

export const phlebotomists = [
  { id: 1, name: "Ravi Kumar", mobile: "9849012345", cityId: 9, rating: 4.7 },
  { id: 2, name: "Lakshmi Devi", mobile: "9849023456", cityId: 9, rating: 4.8 },
  { id: 3, name: "Suresh Reddy", mobile: "9849034567", cityId: 9, rating: 4.5 },
  { id: 4, name: "Anita Sharma", mobile: "9820045678", cityId: 3, rating: 4.6 },
  { id: 5, name: "Mohammed Irfan", mobile: "9820056789", cityId: 3, rating: 4.4 },
  { id: 6, name: "Priya Nair", mobile: "9880067890", cityId: 2, rating: 4.9 },
  { id: 7, name: "Vikram Singh", mobile: "9810078901", cityId: 1, rating: 4.6 },
  { id: 8, name: "Kavitha Rajan", mobile: "9840089012", cityId: 5, rating: 4.7 },
] as const;

export async function seedOps(db: DB): Promise<void> {
  for (const a of opsAccounts) {
    const account = await findOrCreateAccount(db, a.countryCode, a.mobileNumber, new Date("2026-01-01T00:00:00.000Z"));
    await db.insertInto("account_roles").values({ account_id: account.id, role: a.role }).execute();
  }
  await db
    .insertInto("phlebotomists")
    .values(phlebotomists.map((p) => ({ id: p.id, name: p.name, mobile: p.mobile, city_id: p.cityId, rating: p.rating })))
    .execute();
  await seedDemoLabOrder(db);
}
