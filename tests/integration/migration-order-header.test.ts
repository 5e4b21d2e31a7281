/**
 * Migration 0017 (the spine's order header) rebuilds `refunds` so a refund can belong to any kind's order. Lab
 * refunds written before it must come through whole: same rows, same order, now marked DIAGNOSTIC, and new refunds
 * are numbered after them (PostgreSQL's sequence moved with the table).
 */
import { describe, expect, it } from "vitest";
import { Migrator, sql } from "kysely";
import { migrateToLatest } from "~/.server/db/client";
import { migrationProvider } from "~/.server/db/migrations";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { migrationDatabases } from "./migration-databases";

describe.each(migrationDatabases)("migration 0017 on %s", (_name, open) => {
  it("keeps every lab refund, in order, as a DIAGNOSTIC refund, and numbers new refunds after them", async () => {
    const db = await open();
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo("0016_order_bills");
    if (error) throw error;
    const at = "2026-11-20T05:00:00.000Z";
    const account = await db.insertInto("accounts").values({ country_code: "+91", mobile_number: "9876543210", created_at: at } as never).returning("id").executeTakeFirstOrThrow();
    const patient = await db
      .insertInto("patients")
      .values({ account_id: account.id, uhid: "APJ1.0000123456", first_name: "Meera", last_name: "Iyer", relation: "ME", mobile_number: "9876543210", created_at: at } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    // The lab's rows as booking wrote them at 0016 (today's booking writes the header too, which 0016 has not).
    const parent = await sql<{ id: number }>`
      INSERT INTO diagnostic_parent_orders (display_id, account_id, idempotency_key, order_status, payment_type, total_price, total_mrp, collection_charges,
        booking_fees, circle_charges, slot_charges, coupon_disc_amount, health_credits_used, to_pay, city_id, address, is_corporate_flow, billing, created_at, updated_at)
      VALUES ('4000000017', ${account.id}, 'mig-0017', ${S.ORDER_PLACED}, 'ONLINE', 120000, 150000, 0, 0, 0, 0, 0, 20000, 100000, 9, '{"pincode":"600020"}', 0, '{}', ${at}, ${at})
      RETURNING id`.execute(db);
    const child = await sql<{ id: number }>`
      INSERT INTO diagnostic_orders (display_id, parent_order_id, account_id, patient_id, order_status, order_type, total_price, collection_charges, coupon_disc_amount, created_at, updated_at)
      VALUES ('4000000018', ${parent.rows[0].id}, ${account.id}, ${patient.id}, ${S.ORDER_PLACED}, 'HOME_COLLECTION', 120000, 0, 0, ${at}, ${at})
      RETURNING id`.execute(db);
    const orderId = child.rows[0].id;
    const before = [
      { amount_refunded: 100000, refund_mode: "SOURCE", payment_order_id: "PAYMIG0017", status: "INITIATED", destination: null },
      { amount_refunded: 20000, refund_mode: "HEALTH_CREDITS", payment_order_id: null, status: "COMPLETED", destination: null },
      { amount_refunded: 5000, refund_mode: "UPI", payment_order_id: null, status: "REQUESTED", destination: "me****@okaxis" },
    ];
    for (const [i, r] of before.entries()) {
      await sql`INSERT INTO refunds (order_id, payment_order_id, amount_refunded, item_ids, refund_type, refund_mode, destination, status, created_at)
        VALUES (${orderId}, ${r.payment_order_id}, ${r.amount_refunded}, ${"[1]"}, ${"CANCELLATION"}, ${r.refund_mode}, ${r.destination}, ${r.status}, ${`2026-11-2${i}T05:00:00.000Z`})`.execute(db);
    }

    await migrateToLatest(db);

    const after = await db.selectFrom("refunds").selectAll().orderBy("id").execute();
    expect(after.map(({ id: _id, created_at: _c, gateway_refund_id: _g, ...rest }) => rest)).toEqual(
      before.map((r) => ({ ...r, order_kind: "DIAGNOSTIC", order_id: orderId, item_ids: "[1]", refund_type: "CANCELLATION" })),
    );
    expect(after.map((r) => r.created_at)).toEqual(["2026-11-20T05:00:00.000Z", "2026-11-21T05:00:00.000Z", "2026-11-22T05:00:00.000Z"]);
    const next = await db
      .insertInto("refunds")
      .values({ order_kind: "RADIOLOGY", order_id: 1, payment_order_id: null, amount_refunded: 1, item_ids: "[]", refund_type: "CANCELLATION", refund_mode: "HEALTH_CREDITS", destination: null, status: "COMPLETED", created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(Math.max(...after.map((r) => r.id)));
  });
});
