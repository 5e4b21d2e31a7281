/**
 * Demo configuration of the care plans in the plan table (Circle's own rows are written by migration 0022). The
 * spec names the plans (care-first is ApolloCareFirstPackage, family-doctor-plan is FHP1) but gives no prices: these
 * are demo figures, changed like any plan by updating its row.
 */
import type { DB } from "../client";

export const carePlans = [
  { subPlanId: "CARE_FIRST_12M", planId: "ApolloCareFirstPackage", name: "CARE FIRST PACKAGE", title: "12 months", durationDays: 360, price: 149900, sortOrder: 1 },
  { subPlanId: "FHP1_3M", planId: "FHP1", name: "FAMILY DOCTOR PLAN", title: "3 months", durationDays: 90, price: 119900, sortOrder: 1 },
  { subPlanId: "FHP1_12M", planId: "FHP1", name: "FAMILY DOCTOR PLAN", title: "12 months", durationDays: 360, price: 399900, sortOrder: 2 },
] as const;

/** Writes the care plans once (a table that already has them is left alone). */
export async function seedMembershipPlans(db: DB): Promise<void> {
  const have = await db.selectFrom("membership_plans").select("sub_plan_id").where("plan_id", "in", ["ApolloCareFirstPackage", "FHP1"]).execute();
  if (have.length) return;
  await db
    .insertInto("membership_plans")
    .values(carePlans.map((p) => ({ sub_plan_id: p.subPlanId, plan_id: p.planId, group_name: "APOLLO", name: p.name, title: p.title, duration_days: p.durationDays, price: p.price, sort_order: p.sortOrder, is_active: 1 })))
    .execute();
}
