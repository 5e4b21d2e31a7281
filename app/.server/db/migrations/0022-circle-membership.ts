/**
 * Circle membership and the care plans on the booking spine.
 *
 * - `membership_plans`: the one configurable plan table (docs/decisions/2026-11-27-circle-plans.md): a row per
 *   plan and sub-plan with its length in days and its price in paise. Prices change by updating rows, not code.
 * - `membership_orders`: the detail of a plan bought through the spine's order header (`orders.id`): which plan,
 *   the full name and Indian mobile number the spec requires, and the purchase type.
 * - `subscriptions` gains what a bought plan carries: the sub-plan, the order that paid for it, the fee paid
 *   (paise) and `source_meta_data` (JSON with `purchase_type`, as the spec stores it).
 */
import { sql, type Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

type AnyDb = MigrationDb;

/**
 * The plans as the decision reads the spec: its list prices (₹99 / 2 months, ₹199 / 6, ₹299 / 12, "about ₹25 per
 * month") for the lengths of its remaining-days reading (60, 180 and 360 days). Written here once, as the table's
 * first configuration; later price changes are row updates.
 */
const CIRCLE_PLANS = [
  { subPlanId: "CIRCLE_2M", title: "2 months", durationDays: 60, price: 9900, sortOrder: 1 },
  { subPlanId: "CIRCLE_6M", title: "6 months", durationDays: 180, price: 19900, sortOrder: 2 },
  { subPlanId: "CIRCLE_12M", title: "12 months", durationDays: 360, price: 29900, sortOrder: 3 },
];

export const m0022_circle_membership: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("membership_plans")
      .addColumn("sub_plan_id", "text", (c) => c.primaryKey())
      .addColumn("plan_id", "text", (c) => c.notNull()) // CIRCLEPlan | ApolloCareFirstPackage | FHP1
      .addColumn("group_name", "text", (c) => c.notNull()) // APOLLO
      .addColumn("name", "text", (c) => c.notNull()) // the subscription's name: 'CIRCLE PLAN', …
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("duration_days", "integer", (c) => c.notNull())
      .addColumn("price", "integer", (c) => c.notNull()) // paise
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex("membership_plans_plan").on("membership_plans").column("plan_id").execute();
    await db
      .insertInto("membership_plans")
      .values(
        CIRCLE_PLANS.map((p) => ({
          sub_plan_id: p.subPlanId, plan_id: "CIRCLEPlan", group_name: "APOLLO", name: "CIRCLE PLAN", title: p.title,
          duration_days: p.durationDays, price: p.price, sort_order: p.sortOrder, is_active: 1,
        })),
      )
      .execute();
    await db.schema
      .createTable("membership_orders")
      .addColumn("order_id", "integer", (c) => c.primaryKey().references("orders.id"))
      .addColumn("plan_id", "text", (c) => c.notNull())
      .addColumn("sub_plan_id", "text", (c) => c.notNull().references("membership_plans.sub_plan_id"))
      .addColumn("full_name", "text", (c) => c.notNull())
      .addColumn("mobile_number", "text", (c) => c.notNull())
      .addColumn("purchase_type", "text", (c) => c.notNull())
      .addColumn("subscription_id", "integer")
      .execute();
    await db.schema.alterTable("subscriptions").addColumn("sub_plan_id", "text").execute();
    await db.schema.alterTable("subscriptions").addColumn("order_id", "integer").execute();
    await db.schema.alterTable("subscriptions").addColumn("fee", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("subscriptions").addColumn("source_meta_data", "text").execute();
    // Subscriptions from before carry their purchase type in its own column; the spec's place is source_meta_data.
    await sql`UPDATE subscriptions SET source_meta_data = '{"purchase_type":"' || purchase_type || '"}' WHERE source_meta_data IS NULL`.execute(db);
  },
};
