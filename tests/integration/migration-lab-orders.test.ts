/**
 * Migration 0019 puts every lab order into the spine's order header. Nothing is lost: a database in the state the
 * migration met (lab rows, no lab header rows), seeded with the demo orders (a family booking of two patients, a cancelled and refunded one, a
 * rejected sample, a failed payment, …) plus a rescheduled visit, is migrated, and every order's fields, status
 * history, items, parent, payment and refund are compared before and after. "My orders" and the order page then
 * show the patient what the lab's rows say.
 */
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { migrateToLatest, type DB } from "~/.server/db/client";
import { m0019_lab_orders_in_header } from "~/.server/db/migrations/0019-lab-orders-in-header";
import type { MigrationDb } from "~/.server/db/migration-db";
import { seedIfEmpty } from "~/.server/db/seed";
import { listOrdersOfAccount } from "~/.server/domain/orders/order-header";
import { DIAGNOSTIC_ORDER_KIND, getDiagnosticOrderDetails, getHCOrderFormattedTrackingHistory, insertBookedOrder, transitionOrder } from "~/.server/domain/lab-tests";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { orderStatusLabel } from "~/lib/order-labels";
import { migrationDatabases } from "./migration-databases";


const LAB_TABLES = ["diagnostic_parent_orders", "diagnostic_orders", "diagnostic_order_line_items", "diagnostic_order_status_history", "diagnostic_order_results", "refunds", "payments"] as const;

async function snapshot(db: DB) {
  const out: Record<string, unknown[]> = {};
  for (const t of LAB_TABLES) out[t] = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(t)} ORDER BY id`.execute(db)).rows;
  return out;
}

/** A visit the patient moved once: rescheduled, then the pickup requested again for the new slot. */
async function insertRescheduledOrder(db: DB) {
  const patient = await db.selectFrom("patients").select(["id", "account_id"]).where("uhid", "=", "APJ1.0000000103").executeTakeFirstOrThrow();
  const created = "2026-11-23T05:00:00.000Z";
  const parent = await sql<{ id: number }>`
    INSERT INTO diagnostic_parent_orders (display_id, account_id, idempotency_key, order_status, payment_type, total_price, total_mrp, collection_charges,
      booking_fees, circle_charges, slot_charges, coupon_disc_amount, health_credits_used, to_pay, city_id, address, slot_date_time_in_utc, slot_duration_minutes,
      is_corporate_flow, billing, bill, created_at, updated_at)
    VALUES ('7100000090', ${patient.account_id}, 'mig-0019-resched', ${S.ORDER_PLACED}, 'COD', 64900, 99900, 0, 0, 0, 0, 0, 0, 64900, 9,
      '{"pincode":"500085","city":"Hyderabad"}', '2026-12-05T02:30:00.000Z', 60, 0, '{}', NULL, ${created}, ${created})
    RETURNING id`.execute(db);
  const bill = JSON.stringify({ mrpTotal: 99900, mrpDiscount: 35000, circleDiscount: 0, couponDiscount: 0, collectionFee: 0, bookingFee: 0, slotFee: 0, healthCreditsUsed: 0, toPay: 64900 });
  const order = await sql<{ id: number }>`
    INSERT INTO diagnostic_orders (display_id, parent_order_id, account_id, patient_id, pre_booking_id, order_status, order_type, total_price, collection_charges,
      coupon_disc_amount, bill, slot_date_time_in_utc, slot_duration_minutes, is_rescheduled, reschedule_count, created_at, updated_at)
    VALUES ('71000000901', ${parent.rows[0].id}, ${patient.account_id}, ${patient.id}, 'PB71000090', ${S.PICKUP_REQUESTED}, 'HOME_COLLECTION', 64900, 0, 0,
      ${bill}, '2026-12-05T02:30:00.000Z', 60, 1, 1, ${created}, '2026-11-24T09:00:00.000Z')
    RETURNING id`.execute(db);
  const id = order.rows[0].id;
  await sql`INSERT INTO diagnostic_order_line_items (order_id, item_id, item_name, item_type, quantity, price, mrp, group_plan, coupon_discount_amt, circle_cashback, report_tat_hours, inclusions)
    VALUES (${id}, 9001, 'Lipid Profile', 'TEST', 1, 64900, 99900, 'ALL', 0, 0, 24, '[]')`.execute(db);
  const history: [string, string, string | null, string][] = [
    [S.ORDER_INITIATED, "2026-11-23T05:00:00.000Z", null, `patient:${patient.account_id}`],
    [S.ORDER_PLACED, "2026-11-23T05:00:01.000Z", null, `patient:${patient.account_id}`],
    [S.PICKUP_REQUESTED, "2026-11-23T06:00:00.000Z", null, "system"],
    [S.ORDER_RESCHEDULED, "2026-11-24T09:00:00.000Z", "Not available at home: I will be travelling", `patient:${patient.account_id}`],
    [S.PICKUP_REQUESTED, "2026-11-24T09:00:00.000Z", "New slot: Sat, 5 Dec, 8:00 am", "system"],
  ];
  for (const [status, at, message, actor] of history) {
    await sql`INSERT INTO diagnostic_order_status_history (order_id, order_status, status_date, item_id, package_id, hide_status, status_message, actor)
      VALUES (${id}, ${status}, ${at}, NULL, NULL, 0, ${message}, ${actor})`.execute(db);
  }
  return { id, accountId: patient.account_id };
}

/**
 * Takes away what migration 0019 adds: the lab's header rows and their history; and the demo consults seeded since
 * (migration 0029), which 0019 never met.
 */
async function forgetLabHeaderRows(db: DB) {
  const consults = db.selectFrom("orders").select("id").where("kind", "=", "CONSULT");
  await db.deleteFrom("consult_details").where("order_id", "in", consults).execute();
  await db.deleteFrom("order_status_history").where("order_id", "in", consults).execute();
  await db.deleteFrom("orders").where("kind", "=", "CONSULT").execute();
  const lab = db.selectFrom("orders").select("id").where("kind", "=", DIAGNOSTIC_ORDER_KIND);
  await db.deleteFrom("order_status_history").where("order_id", "in", lab).execute();
  await db.deleteFrom("orders").where("kind", "=", DIAGNOSTIC_ORDER_KIND).execute();
}

type Row = Record<string, unknown>;
const toPayOf = (d: Row) => (d.bill ? (JSON.parse(String(d.bill)) as { toPay: number }).toPay : Number(d.total_price));
const creditsOf = (d: Row) => (d.bill ? (JSON.parse(String(d.bill)) as { healthCreditsUsed: number }).healthCreditsUsed : 0);

describe.each(migrationDatabases)("migration 0019 on %s", (_name, open) => {
  it("gives every lab order a header row under its own id with its whole history, changes no lab row, and patients see the same orders", async () => {
    const db = await open();
    // Today's demo seed with the lab's header rows taken away: the state migration 0019 met. (Seeding a database
    // held at 0018 would need every later area's seed to write yesterday's schema.)
    await migrateToLatest(db);
    await seedIfEmpty(db);
    await forgetLabHeaderRows(db);
    const rescheduled = await insertRescheduledOrder(db);
    const before = await snapshot(db);
    const orders = before.diagnostic_orders as Row[];
    const parents = new Map((before.diagnostic_parent_orders as Row[]).map((p) => [p.id, p]));
    // The seeded orders hold what the test is about: a family booking, a cancelled and refunded order, a reschedule.
    const perParent = new Map<unknown, number>();
    for (const d of orders) perParent.set(d.parent_order_id, (perParent.get(d.parent_order_id) ?? 0) + 1);
    expect([...perParent.values()].some((n) => n > 1)).toBe(true);
    expect(orders.some((d) => d.order_status === S.REFUND_INITIATED && (before.refunds as Row[]).some((r) => r.order_id === d.id))).toBe(true);
    expect(orders.length).toBeGreaterThanOrEqual(15);
    expect(await db.selectFrom("orders").select("id").execute()).toEqual([]);

    await m0019_lab_orders_in_header.up(db as unknown as MigrationDb);

    // The lab's own rows are as they were: its detail tables, items, results, payments and refunds.
    expect(await snapshot(db)).toEqual(before);

    const headers = await db.selectFrom("orders").selectAll().orderBy("id").execute();
    expect(headers).toEqual(
      orders.map((d) => {
        const p = parents.get(d.parent_order_id)!;
        return {
          id: d.id, kind: DIAGNOSTIC_ORDER_KIND, account_id: d.account_id, patient_id: d.patient_id, display_id: d.display_id, status: d.order_status,
          total_amount: d.total_price, to_pay: toPayOf(d), health_credits_used: creditsOf(d), payment_type: p.payment_type, payment_order_id: p.payment_order_id,
          idempotency_key: null, bill: d.bill, created_at: d.created_at, updated_at: d.updated_at,
        };
      }),
    );
    const history = await db.selectFrom("order_status_history").select(["order_id", "status", "status_date", "status_message", "actor"]).orderBy("id").execute();
    expect(history).toEqual(
      (before.diagnostic_order_status_history as Row[]).map((h) => ({ order_id: h.order_id, status: h.order_status, status_date: h.status_date, status_message: h.status_message, actor: h.actor })),
    );

    // "My orders" of every account lists each of its lab orders, newest first, as the lab's rows say.
    for (const accountId of [...new Set(orders.map((d) => Number(d.account_id)))]) {
      const mine = orders.filter((d) => d.account_id === accountId);
      const list = await listOrdersOfAccount(db, accountId, { limit: 50, offset: 0 });
      expect(list.total).toBe(mine.length);
      const patients = new Map((await db.selectFrom("patients").select(["id", "first_name", "last_name"]).where("account_id", "=", accountId).execute()).map((p) => [p.id, `${p.first_name} ${p.last_name}`.trim()]));
      expect(list.entries).toEqual(
        [...mine]
          .sort((a, b) => (a.created_at === b.created_at ? Number(b.id) - Number(a.id) : String(a.created_at) < String(b.created_at) ? 1 : -1))
          .map((d) => ({
            kind: DIAGNOSTIC_ORDER_KIND, kindLabel: "Lab tests", id: d.id, displayId: d.display_id, status: d.order_status,
            statusLabel: orderStatusLabel(String(d.order_status), d.sample_submitted === 1), patientName: patients.get(Number(d.patient_id)),
            toPay: toPayOf(d), createdAt: d.created_at, detailPath: `/order-details/${d.id}`,
          })),
      );
    }

    // The rescheduled visit's page and its tracking read as before.
    const page = await getDiagnosticOrderDetails(db, rescheduled.accountId, rescheduled.id);
    expect(page).toMatchObject({ displayId: "71000000901", orderStatus: S.PICKUP_REQUESTED, isRescheduled: true, rescheduleCount: 1, paymentType: "COD", totalPrice: 649 });
    const tracking = await getHCOrderFormattedTrackingHistory(db, rescheduled.accountId, rescheduled.id);
    expect(tracking.map((t) => [t.orderStatus, t.statusMessage])).toEqual([
      [S.ORDER_INITIATED, null], [S.ORDER_PLACED, null], [S.PICKUP_REQUESTED, null],
      [S.ORDER_RESCHEDULED, "Not available at home: I will be travelling"], [S.PICKUP_REQUESTED, "New slot: Sat, 5 Dec, 8:00 am"],
    ]);

    // A migrated order moves on through the header, and the lab's row follows.
    await db.transaction().execute((trx) => transitionOrder(trx, { orderId: rescheduled.id, to: S.PICKUP_CONFIRMED, actor: "ops:1" }));
    expect((await db.selectFrom("orders").select("status").where("id", "=", rescheduled.id).executeTakeFirstOrThrow()).status).toBe(S.PICKUP_CONFIRMED);
    expect((await db.selectFrom("diagnostic_orders").select("order_status").where("id", "=", rescheduled.id).executeTakeFirstOrThrow()).order_status).toBe(S.PICKUP_CONFIRMED);

    // A booking after the migration is numbered after every migrated order, header and detail under one id.
    const booked = await db.transaction().execute((trx) =>
      insertBookedOrder(trx, {
        accountId: rescheduled.accountId, idempotencyKey: "mig-0019-after", status: S.ORDER_INITIATED, paymentType: "COD", totalPrice: 34900, totalMrp: 49900,
        collectionCharges: 0, bookingFees: 0, circleCharges: 0, slotCharges: 0, couponCode: null, couponDiscAmount: 0, healthCreditsUsed: 0, toPay: 34900,
        cityId: 9, addressId: null, address: { pincode: "500085" }, slot: null, isCorporateFlow: false, billing: {}, actor: "system",
        patients: [{ patientId: Number(orders.find((d) => d.id === rescheduled.id)!.patient_id), totalPrice: 34900, collectionCharges: 0, couponDiscAmount: 0, lineItems: [] }],
      }),
    );
    const newId = booked.orders[0].id;
    expect(newId).toBeGreaterThan(Math.max(...orders.map((d) => Number(d.id))));
    expect(await db.selectFrom("diagnostic_orders").select(["id", "display_id"]).where("id", "=", newId).executeTakeFirstOrThrow()).toEqual({ id: newId, display_id: booked.orders[0].displayId });
    expect(await db.selectFrom("orders").select(["kind", "status", "to_pay"]).where("id", "=", newId).executeTakeFirstOrThrow()).toEqual({ kind: DIAGNOSTIC_ORDER_KIND, status: S.ORDER_INITIATED, to_pay: 34900 });
  });
});
