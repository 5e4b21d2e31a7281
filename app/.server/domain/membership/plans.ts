/** The configurable plan table (`membership_plans`): what each plan and sub-plan lasts and costs. */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

export interface MembershipPlan {
  planId: string;
  subPlanId: string;
  groupName: string;
  /** The name its subscriptions carry ('CIRCLE PLAN'). */
  name: string;
  title: string;
  durationDays: number;
  /** Paise. */
  price: number;
}

const toPlan = (r: { plan_id: string; sub_plan_id: string; group_name: string; name: string; title: string; duration_days: number; price: number }): MembershipPlan => ({
  planId: r.plan_id,
  subPlanId: r.sub_plan_id,
  groupName: r.group_name,
  name: r.name,
  title: r.title,
  durationDays: r.duration_days,
  price: r.price,
});

/** The plans on sale under a plan id, in their display order. */
export async function listPlans(db: Db, planId: string): Promise<MembershipPlan[]> {
  const rows = await db.selectFrom("membership_plans").selectAll().where("plan_id", "=", planId).where("is_active", "=", 1).orderBy("sort_order").execute();
  return rows.map(toPlan);
}

/** One plan on sale, or null (unknown, or no longer sold). */
export async function planOnSale(db: Db, subPlanId: string): Promise<MembershipPlan | null> {
  const row = await db.selectFrom("membership_plans").selectAll().where("sub_plan_id", "=", subPlanId).where("is_active", "=", 1).executeTakeFirst();
  return row ? toPlan(row) : null;
}

/** Every plan ever sold, on sale or not, for naming what an account holds. */
export async function allPlans(db: Db): Promise<MembershipPlan[]> {
  return (await db.selectFrom("membership_plans").selectAll().orderBy("plan_id").orderBy("sort_order").execute()).map(toPlan);
}
