/**
 * The savings ledger of /my-membership ("you saved ₹X"): what Circle member prices took off everything the account
 * bought since its membership began. Each kind keeps its own saving when it is booked, priced by the one member
 * price rule (app/lib/member-price.ts): lab orders in their bill, consults, health checks and scans on their detail
 * row. Only what went ahead counts: an unpaid, failed, cancelled or refunded booking saved nothing.
 */
import { sql } from "kysely";
import type { DB } from "../../db/client";
import { CONSULT_KIND } from "../consult/consult-kind";
import { HEALTH_CHECK_KIND } from "../prohealth/prohealth-kind";
import { RADIOLOGY_KIND } from "../radiology/radiology-orders";
import { DIAGNOSTIC_ORDER_STATUS as D } from "~/lib/order-status";
import { PROHEALTH_WENT_AHEAD } from "~/lib/prohealth-status";
import { RADIOLOGY_WENT_AHEAD } from "~/lib/radiology-order-status";

/** Lab orders that did not go ahead save nothing. */
const LAB_NOT_SAVED: readonly string[] = [D.PAYMENT_PENDING, D.PAYMENT_FAILED, D.ORDER_CANCELLED, D.ORDER_FAILED, D.ORDER_CANCELLED_REQUEST, D.CANCELLATION_REQUESTED];

/** Kinds on the booking spine whose detail row keeps `circle_discount` (paise), and their statuses that went ahead. */
const SPINE_KINDS_WITH_SAVINGS = [
  { kind: CONSULT_KIND, detail: "consult_details", wentAhead: ["CONFIRMED", "RESCHEDULED", "COMPLETED"] },
  { kind: HEALTH_CHECK_KIND, detail: "prohealth_appointment_details", wentAhead: PROHEALTH_WENT_AHEAD },
  { kind: RADIOLOGY_KIND, detail: "radiology_order_details", wentAhead: RADIOLOGY_WENT_AHEAD },
] as const;

/** Paise saved by Circle member prices on the account's orders placed on or after `startDate` (yyyy-MM-dd). */
export async function circleSavingsSince(db: DB, accountId: number, startDate: string): Promise<number> {
  const since = `${startDate}T00:00:00.000Z`;
  const [lab, ...spine] = await Promise.all([labSavingsSince(db, accountId, since), ...SPINE_KINDS_WITH_SAVINGS.map((k) => spineSavingsSince(db, accountId, since, k))]);
  return spine.reduce((n, s) => n + s, lab);
}

async function labSavingsSince(db: DB, accountId: number, since: string): Promise<number> {
  const orders = await db.selectFrom("diagnostic_parent_orders").select(["bill", "order_status"]).where("account_id", "=", accountId).where("created_at", ">=", since).execute();
  let saved = 0;
  for (const o of orders) {
    if (LAB_NOT_SAVED.includes(o.order_status) || !o.bill) continue;
    const bill = JSON.parse(o.bill) as { circleDiscount?: number };
    saved += Math.max(0, Math.trunc(bill.circleDiscount ?? 0));
  }
  return saved;
}

async function spineSavingsSince(db: DB, accountId: number, since: string, k: (typeof SPINE_KINDS_WITH_SAVINGS)[number]): Promise<number> {
  // The three detail tables share `order_id` and `circle_discount`; one of them names the columns for the types.
  const detail = `${k.detail} as d` as "consult_details as d";
  const row = await db
    .selectFrom("orders")
    .innerJoin(detail, "d.order_id", "orders.id")
    .select(sql<string | number>`coalesce(sum(case when d.circle_discount > 0 then d.circle_discount else 0 end), 0)`.as("saved"))
    .where("orders.account_id", "=", accountId)
    .where("orders.kind", "=", k.kind)
    .where("orders.status", "in", [...k.wentAhead])
    .where("orders.created_at", ">=", since)
    .executeTakeFirst();
  return Number(row?.saved ?? 0);
}
