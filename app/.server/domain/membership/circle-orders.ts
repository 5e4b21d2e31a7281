/**
 * Buying Circle on the booking spine: an order of kind CIRCLE on the order header with its detail row
 * (`membership_orders`), paid through the gateway as the payable kind CIRCLE. The care plans (care-first, the
 * family doctor plan) are the kind CARE_PLAN on the same machinery, paid from /pay-care. The subscription is written when the
 * gateway says the money arrived — never because the browser says so — as the spec stores it: the APOLLO list,
 * name 'CIRCLE PLAN', plan_id, and source_meta_data.purchase_type.
 *
 * Terms: "the member cannot cancel; no refund except at management discretion". There is no cancel transition;
 * the only way back is `refundCircleMembership`, an ops action whose reason is kept in the order's history.
 */
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import type { OrderKindDefinition } from "../orders/order-kinds";
import { headerOrderOfAccount, insertOrder, moveOrder } from "../orders/order-header";
import type { PayableKind } from "../payments/payable-kinds";
import { paidPayment, refundPayment, startPayment } from "../payments/payments";
import { indiaToday } from "../pricing/pricing-service";
import { listPatients } from "../accounts/patients";
import { planOnSale } from "./plans";
import { recordOpsAudit } from "../lab-tests/ops-console";
import { circlePurchaseErrors, type CirclePurchaseInput } from "~/lib/circle-form";
import {
  CIRCLE_PLAN_ID,
  CARE_FIRST_PLAN_ID,
  CIRCLE_REFUND_NEEDS_REASON,
  FAMILY_DOCTOR_PLAN_ID,
  SUBSCRIPTION_GROUP,
  heldUntil,
  membershipWindow,
  nextPurchaseType,
  type PurchaseType,
} from "~/lib/circle-membership";
import { ACTIVE_SUBSCRIPTION_STATUSES } from "~/lib/roles";

export const CIRCLE_ORDER_KIND = "CIRCLE";
export const CIRCLE_PAYMENT_CATEGORY = "circle";
/** The care plans (care-first, family doctor) pay at /pay-care as one kind of their own. */
export const CARE_PLAN_ORDER_KIND = "CARE_PLAN";
export const CARE_PLAN_PAYMENT_CATEGORY = "care";

/** Which plan ids each membership kind sells. */
export const PLAN_IDS_OF_KIND: Readonly<Record<string, readonly string[]>> = {
  [CIRCLE_ORDER_KIND]: [CIRCLE_PLAN_ID],
  [CARE_PLAN_ORDER_KIND]: [CARE_FIRST_PLAN_ID, FAMILY_DOCTOR_PLAN_ID],
};

export const CIRCLE_ORDER_STATUS = {
  PAYMENT_PENDING: "PAYMENT_PENDING",
  PAYMENT_FAILED: "PAYMENT_FAILED",
  EXPIRED: "EXPIRED",
  CONFIRMED: "CONFIRMED",
  REFUNDED: "REFUNDED",
} as const;
const S = CIRCLE_ORDER_STATUS;

/** A membership order's lifecycle: paid or not, and once paid, only a refund at the management's discretion. */
function membershipOrderKind(kind: string, label: string, detailPath: string): OrderKindDefinition {
  return {
    kind,
    label,
    initialStatuses: [S.PAYMENT_PENDING],
    transitions: {
      [S.PAYMENT_PENDING]: [S.CONFIRMED, S.PAYMENT_FAILED, S.EXPIRED],
      [S.PAYMENT_FAILED]: [S.CONFIRMED, S.EXPIRED],
      [S.CONFIRMED]: [S.REFUNDED],
    },
    labels: {
      [S.PAYMENT_PENDING]: "Payment pending",
      [S.PAYMENT_FAILED]: "Payment failed",
      [S.EXPIRED]: "Not bought",
      [S.CONFIRMED]: "Membership bought",
      [S.REFUNDED]: "Refunded",
    },
    detailPath: () => detailPath,
  };
}

export const CIRCLE_ORDER_KIND_DEFINITION = membershipOrderKind(CIRCLE_ORDER_KIND, "Circle membership", "/my-membership");
export const CARE_PLAN_ORDER_KIND_DEFINITION = membershipOrderKind(CARE_PLAN_ORDER_KIND, "Care plan", "/subscriptions");

/** The subscription a paid order gives, dated from today or, for a renewal before expiry, from the current end. */
async function activateSubscription(trx: Transaction<Database>, orderId: number, now: Date) {
  const detail = await trx.selectFrom("membership_orders").selectAll().where("order_id", "=", orderId).executeTakeFirstOrThrow();
  if (detail.subscription_id != null) return; // already activated (a repeated success)
  const [order, plan] = await Promise.all([
    trx.selectFrom("orders").select(["account_id", "total_amount"]).where("id", "=", orderId).executeTakeFirstOrThrow(),
    trx.selectFrom("membership_plans").selectAll().where("sub_plan_id", "=", detail.sub_plan_id).executeTakeFirstOrThrow(),
  ]);
  const held = await trx
    .selectFrom("subscriptions")
    .select(["name", "status", "start_date as startDate", "end_date as endDate"])
    .where("account_id", "=", order.account_id)
    .where("name", "=", plan.name)
    .where("status", "in", [...ACTIVE_SUBSCRIPTION_STATUSES])
    .execute();
  const today = indiaToday(now);
  // A plan that ended before today is no longer held, whatever its stored status says.
  const window = membershipWindow({ today, heldUntil: heldUntil(held.filter((h) => h.endDate >= today)), durationDays: plan.duration_days });
  const sub = await trx
    .insertInto("subscriptions")
    .values({
      account_id: order.account_id,
      group_name: SUBSCRIPTION_GROUP,
      name: plan.name,
      plan_id: plan.plan_id,
      sub_plan_id: plan.sub_plan_id,
      status: window.status,
      purchase_type: detail.purchase_type,
      start_date: window.startDate,
      end_date: window.endDate,
      order_id: orderId,
      fee: order.total_amount,
      source_meta_data: JSON.stringify({ purchase_type: detail.purchase_type }),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx.updateTable("membership_orders").set({ subscription_id: sub.id }).where("order_id", "=", orderId).execute();
}

function membershipPayableKind(kind: string, category: string, succeededPath: string): PayableKind {
  return {
    kind,
    category,
    succeededPath: () => succeededPath,
    succeededLabel: "View membership",
    async checkStart(trx, input) {
      const order = await headerOrderOfAccount(trx, input.accountId, input.orderRef, kind);
      if (order.to_pay !== input.amount || input.healthCreditsUsed !== 0) throw badRequest("The amount to pay does not match the order");
    },
    async onSuccess(trx, payment) {
      await moveOrder(trx, { kind, orderId: payment.orderRef, to: S.CONFIRMED, actor: "payment" });
      await activateSubscription(trx, payment.orderRef, new Date());
    },
    async onFailure(trx, payment) {
      const order = await trx.selectFrom("orders").select("status").where("id", "=", payment.orderRef).executeTakeFirst();
      if (order?.status === S.PAYMENT_PENDING) await moveOrder(trx, { kind, orderId: payment.orderRef, to: S.PAYMENT_FAILED, actor: "payment" });
    },
    async onLinkExpired(trx, orderRef) {
      await moveOrder(trx, { kind, orderId: orderRef, to: S.EXPIRED, actor: "payment", statusMessage: "Payment link expired" });
    },
  };
}

export const CIRCLE_PAYABLE_KIND = membershipPayableKind(CIRCLE_ORDER_KIND, CIRCLE_PAYMENT_CATEGORY, "/my-membership");
export const CARE_PLAN_PAYABLE_KIND = membershipPayableKind(CARE_PLAN_ORDER_KIND, CARE_PLAN_PAYMENT_CATEGORY, "/subscriptions");

export interface CirclePurchase {
  orderId: number;
  displayId: string;
  paymentOrderId: string;
  paymentLinkURL: string;
  purchaseType: PurchaseType;
}

/**
 * Starts buying a Circle plan: checks the spec's rules (a full name, a valid Indian mobile number, a plan on sale),
 * writes the order and its detail, and opens the gateway's payment — all in one transaction, so bad input leaves
 * nothing behind. One submit is one order: the same idempotency key returns the same order's open payment.
 */
export function buyCirclePlan(db: DB, accountId: number, input: CirclePurchaseInput, opts: { idempotencyKey?: string | null; now?: Date } = {}): Promise<CirclePurchase> {
  return buyMembershipPlan(db, accountId, CIRCLE_ORDER_KIND, input, opts);
}

/**
 * Starts buying a plan of a membership kind (CIRCLE, or CARE_PLAN for care-first and the family doctor plan), by the
 * same rules and in the same one transaction.
 */
export async function buyMembershipPlan(
  db: DB,
  accountId: number,
  kind: string,
  input: CirclePurchaseInput,
  opts: { idempotencyKey?: string | null; now?: Date } = {},
): Promise<CirclePurchase> {
  const errors = Object.fromEntries(Object.entries(circlePurchaseErrors(input)).filter(([, m]) => m));
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, { fieldErrors: errors });
  const plan = await planOnSale(db, input.subPlanId);
  if (!plan || !(PLAN_IDS_OF_KIND[kind] ?? []).includes(plan.planId)) throw badRequest("This plan is not available. Please choose another.", { fieldErrors: { subPlanId: "This plan is not available. Please choose another." } });
  const now = opts.now ?? new Date();
  const key = opts.idempotencyKey?.slice(0, 80) || null;
  return db.transaction().execute(async (trx) => {
    if (key) {
      const earlier = await trx
        .selectFrom("orders")
        .innerJoin("membership_orders", "membership_orders.order_id", "orders.id")
        .innerJoin("payments", (j) => j.onRef("payments.order_ref", "=", "orders.id").on("payments.order_kind", "=", kind))
        .select(["orders.id", "orders.display_id", "membership_orders.purchase_type", "payments.payment_order_id", "payments.payment_link_url"])
        .where("orders.account_id", "=", accountId)
        .where("orders.kind", "=", kind)
        .where("orders.idempotency_key", "=", key)
        .orderBy("payments.id", "desc")
        .executeTakeFirst();
      if (earlier) {
        return { orderId: earlier.id, displayId: earlier.display_id, paymentOrderId: earlier.payment_order_id, paymentLinkURL: earlier.payment_link_url ?? "", purchaseType: earlier.purchase_type as PurchaseType };
      }
    }
    const held = await trx.selectFrom("subscriptions").select("name").where("account_id", "=", accountId).where("name", "=", plan.name).execute();
    const purchaseType = nextPurchaseType(held, plan.name);
    const me = (await listPatients(trx, accountId)).find((p) => p.relation === "me");
    const order = await insertOrder(trx, {
      kind,
      accountId,
      patientId: me?.id ?? null,
      status: S.PAYMENT_PENDING,
      totalAmount: plan.price,
      toPay: plan.price,
      paymentType: "ONLINE",
      idempotencyKey: key,
      actor: `patient:${accountId}`,
      now,
    });
    await trx
      .insertInto("membership_orders")
      .values({ order_id: order.id, plan_id: plan.planId, sub_plan_id: plan.subPlanId, full_name: input.fullName, mobile_number: input.mobileNumber, purchase_type: purchaseType, subscription_id: null })
      .execute();
    const payment = await startPayment(trx, { orderKind: kind, orderRef: order.id, accountId, amount: plan.price, healthCreditsUsed: 0 }, now);
    return { orderId: order.id, displayId: order.displayId, paymentOrderId: payment.paymentOrderId, paymentLinkURL: payment.paymentLinkURL, purchaseType };
  });
}

/** One Circle order of the account with its detail; NOT_FOUND for someone else's id, as for none. */
export async function circleOrderOfAccount(db: DB, accountId: number, orderId: number) {
  const order = await headerOrderOfAccount(db, accountId, orderId, CIRCLE_ORDER_KIND);
  const detail = await db.selectFrom("membership_orders").selectAll().where("order_id", "=", order.id).executeTakeFirstOrThrow();
  return { order, detail };
}

/**
 * "No refund except at management discretion": an ops user refunds a paid membership to its source, giving the
 * reason and who approved it; the order moves to REFUNDED with that reason in its history (actor ops:<id>), and the
 * subscription ends. Patients have no way to cancel.
 */
export async function refundCircleMembership(db: DB, opsAccountId: number, orderId: number, reason: string, now = new Date()) {
  const ops = await db.selectFrom("account_roles").select("role").where("account_id", "=", opsAccountId).where("role", "=", "ops").executeTakeFirst();
  if (!ops) throw notFound("Order not found");
  const why = reason.trim().slice(0, 500);
  if (why.length < 5) throw badRequest(CIRCLE_REFUND_NEEDS_REASON);
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom("orders").select(["id", "kind"]).where("id", "=", orderId).where("kind", "in", Object.keys(PLAN_IDS_OF_KIND)).executeTakeFirst();
    if (!order) throw notFound("Order not found");
    await moveOrder(trx, { kind: order.kind, orderId, to: S.REFUNDED, actor: `ops:${opsAccountId}`, statusMessage: `Refund at management discretion: ${why}`, now });
    const paid = await paidPayment(trx, order.kind, orderId);
    if (!paid) throw badRequest("This membership has no payment to refund");
    const refund = await refundPayment(trx, paid.payment_order_id, paid.amount, { orderId, refundType: "MANAGEMENT_DISCRETION", now });
    await trx.updateTable("subscriptions").set({ status: "refunded" }).where("order_id", "=", orderId).execute();
    // The console's audit: who refunded which membership, how much and why, in the same transaction as the refund.
    await recordOpsAudit(trx, { accountId: opsAccountId }, "MEMBERSHIP_REFUND", orderId, { reason: why, amount: paid.amount }, now.toISOString());
    return refund;
  });
}
