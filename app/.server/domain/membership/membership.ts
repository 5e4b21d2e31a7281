/**
 * What an account holds: its subscriptions (every plan, /subscriptions), and its Circle membership summary
 * ("isCircleMember, duration, startDate, endDate", /my-membership) with the savings ledger — what member prices took
 * off every order placed since the membership began (circle-savings.ts), against the fees paid for it.
 */
import type { DB } from "../../db/client";
import { allPlans } from "./plans";
import { indiaToday } from "../pricing/pricing-service";
import { isCircleMember } from "~/lib/roles";
import { CIRCLE_PLAN_NAME, circleEventLabel, daysBetween, planForRemainingDays, purchaseTypeLabel } from "~/lib/circle-membership";
import { circleSavingsSince } from "./circle-savings";

export interface HeldSubscription {
  id: number;
  groupName: string;
  name: string;
  planId: string;
  subPlanId: string | null;
  /** The plan's title ("12 months"), from the plan table, or from its length by the remaining-days bands. */
  planTitle: string;
  status: string;
  purchaseType: "New" | "Repeat";
  startDate: string;
  endDate: string;
  /** Paise. */
  fee: number;
  orderId: number | null;
}

/** Every subscription of the account, newest first. */
export async function subscriptionsOfAccount(db: DB, accountId: number): Promise<HeldSubscription[]> {
  const [rows, plans] = await Promise.all([
    db.selectFrom("subscriptions").selectAll().where("account_id", "=", accountId).orderBy("start_date", "desc").orderBy("id", "desc").execute(),
    allPlans(db),
  ]);
  return rows.map((r) => {
    const plan = plans.find((p) => p.subPlanId === r.sub_plan_id) ?? planForRemainingDays(daysBetween(r.start_date, r.end_date) + 1, plans.filter((p) => p.planId === r.plan_id));
    const meta = parseMeta(r.source_meta_data);
    return {
      id: r.id,
      groupName: r.group_name,
      name: r.name,
      planId: r.plan_id,
      subPlanId: r.sub_plan_id,
      planTitle: plan?.title ?? `${daysBetween(r.start_date, r.end_date) + 1} days`,
      status: r.status,
      purchaseType: purchaseTypeLabel(meta.purchase_type ?? r.purchase_type),
      startDate: r.start_date,
      endDate: r.end_date,
      fee: r.fee,
      orderId: r.order_id,
    };
  });
}

function parseMeta(raw: string | null): { purchase_type?: string } {
  if (!raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === "object" ? (v as { purchase_type?: string }) : {};
  } catch {
    return {};
  }
}

export interface CircleMembershipSummary {
  isCircleMember: boolean;
  /** "Yes", "No" or "Never", the spec's event label. */
  circleLabel: "Yes" | "No" | "Never";
  /** The plan running today, then any bought to start when it ends. */
  current: HeldSubscription | null;
  upcoming: HeldSubscription[];
  /** The first and last day of the unbroken membership (today's plan and the renewals after it). */
  startDate: string | null;
  endDate: string | null;
  /** "duration": the days from the membership's first to last day. */
  durationDays: number | null;
  daysLeft: number | null;
  /** Paise: Circle discounts on every kind of order since startDate, and the fees of the plans that make up the membership. */
  saved: number;
  fee: number;
  history: HeldSubscription[];
}

export async function circleMembershipOf(db: DB, accountId: number, now = new Date()): Promise<CircleMembershipSummary> {
  const today = indiaToday(now);
  const all = await subscriptionsOfAccount(db, accountId);
  const circle = all.filter((s) => s.name === CIRCLE_PLAN_NAME);
  const isMember = isCircleMember(circle, today);
  const held = circle.filter((s) => ["active", "ACTIVE", "deferred_active"].includes(s.status) && s.endDate >= today).sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  const current = held.find((s) => s.startDate <= today) ?? held[0] ?? null;
  const upcoming = held.filter((s) => s !== current);
  const startDate = current?.startDate ?? null;
  const endDate = held.length ? held[held.length - 1].endDate : null;
  const saved = startDate ? await circleSavingsSince(db, accountId, startDate) : 0;
  return {
    isCircleMember: isMember,
    circleLabel: circleEventLabel(circle, today),
    current,
    upcoming,
    startDate,
    endDate,
    durationDays: startDate && endDate ? daysBetween(startDate, endDate) + 1 : null,
    daysLeft: endDate ? daysBetween(today, endDate) + 1 : null,
    saved,
    fee: held.reduce((n, s) => n + s.fee, 0),
    history: circle,
  };
}
