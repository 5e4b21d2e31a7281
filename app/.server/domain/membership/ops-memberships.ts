/**
 * Memberships in the operations console: finding paid Circle and care-plan orders (by display id or the buyer's
 * mobile number) and the audit of their refunds "at management discretion" (`refundCircleMembership`: the spine's
 * refund to source, with its audit line in the same transaction).
 */
import type { DB } from "../../db/client";
import { CIRCLE_ORDER_STATUS as S, PLAN_IDS_OF_KIND } from "./circle-orders";

export interface OpsMembershipRow {
  orderId: number;
  displayId: string;
  kind: string;
  planTitle: string;
  fullName: string;
  mobileNumber: string;
  /** Paise. */
  amount: number;
  status: string;
  boughtAt: string;
  refundable: boolean;
}

/** Paid memberships (and refunded ones), newest first; `query` narrows by display id or mobile number. */
export async function findMemberships(db: DB, query: string, limit = 50): Promise<OpsMembershipRow[]> {
  let q = db
    .selectFrom("orders")
    .innerJoin("membership_orders as m", "m.order_id", "orders.id")
    .leftJoin("membership_plans as p", "p.sub_plan_id", "m.sub_plan_id")
    .select(["orders.id", "orders.display_id", "orders.kind", "orders.status", "orders.total_amount", "orders.created_at", "m.full_name", "m.mobile_number", "p.title", "m.sub_plan_id"])
    .where("orders.kind", "in", Object.keys(PLAN_IDS_OF_KIND))
    .where("orders.status", "in", [S.CONFIRMED, S.REFUNDED]);
  const needle = query.trim().replace(/^\+91\s*/, "");
  if (needle) q = q.where((eb) => eb.or([eb("orders.display_id", "=", needle), eb("m.mobile_number", "=", needle)]));
  const rows = await q.orderBy("orders.id", "desc").limit(limit).execute();
  return rows.map((r) => ({
    orderId: r.id,
    displayId: r.display_id,
    kind: r.kind,
    planTitle: r.title ?? r.sub_plan_id,
    fullName: r.full_name,
    mobileNumber: r.mobile_number,
    amount: Number(r.total_amount),
    status: r.status,
    boughtAt: r.created_at,
    refundable: r.status === S.CONFIRMED,
  }));
}

/** The audit lines of membership refunds, newest first: who, when, which order, why. */
export async function membershipRefundAudit(db: DB, limit = 20) {
  const rows = await db
    .selectFrom("ops_audit")
    .leftJoin("accounts", "accounts.id", "ops_audit.account_id")
    .leftJoin("orders", "orders.id", "ops_audit.order_id")
    .select(["ops_audit.id", "ops_audit.at", "accounts.mobile_number", "orders.display_id", "ops_audit.detail"])
    .where("ops_audit.action", "=", "MEMBERSHIP_REFUND")
    .orderBy("ops_audit.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => {
    let reason = "";
    try {
      reason = String((JSON.parse(r.detail ?? "{}") as { reason?: unknown }).reason ?? "");
    } catch {
      /* an unreadable line shows no reason */
    }
    return { id: r.id, at: r.at, by: r.mobile_number ?? "", displayId: r.display_id ?? "", reason };
  });
}
