/**
 * What a settled payment does to the thing it paid for. Payments are generic (any bookable kind: lab tests now,
 * radiology, health checks and consults later); each kind names here how its orders move when the provider
 * confirms a success or a failure. The payments module calls `paymentOutcomeFor(kind)` inside the same
 * transaction that records the provider's callback, so a payment and its order never disagree.
 */
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { transitionOrder } from "../orders/order-lifecycle";
import { newPreBookingId } from "../orders/orders-store";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";

export interface SettledPayment {
  paymentOrderId: string;
  orderKind: string;
  orderRef: number;
  accountId: number;
  amount: number; // paise
  paymentMethod: string | null;
}

export interface PaymentOutcome {
  onSuccess(trx: Transaction<Database>, payment: SettledPayment): Promise<void>;
  /** FAILED or ABORTED: the order stays, waiting for a retry; nothing is confirmed to the lab. */
  onFailure(trx: Transaction<Database>, payment: SettledPayment, status: "FAILED" | "ABORTED"): Promise<void>;
}

/** Lab-test orders: every patient's order of the parent moves together. */
const diagnosticOutcome: PaymentOutcome = {
  async onSuccess(trx, payment) {
    const orders = await trx
      .selectFrom("diagnostic_orders")
      .select(["id", "order_status"])
      .where("parent_order_id", "=", payment.orderRef)
      .execute();
    const preBookingId = newPreBookingId();
    for (const o of orders) {
      if (o.order_status !== S.PAYMENT_PENDING && o.order_status !== S.PAYMENT_FAILED) continue;
      await transitionOrder(trx, { orderId: o.id, to: S.PAYMENT_SUCCESSFUL, actor: "payment", set: { pre_booking_id: preBookingId } });
    }
    // Only an order still waiting for its money becomes paid (payments refunds a success that comes later).
    await trx
      .updateTable("diagnostic_parent_orders")
      .set({ order_status: S.PAYMENT_SUCCESSFUL, payment_order_id: payment.paymentOrderId, updated_at: new Date().toISOString() })
      .where("id", "=", payment.orderRef)
      .where("order_status", "in", [S.PAYMENT_PENDING, S.PAYMENT_FAILED])
      .execute();
  },
  async onFailure(trx, payment) {
    const orders = await trx
      .selectFrom("diagnostic_orders")
      .select(["id", "order_status"])
      .where("parent_order_id", "=", payment.orderRef)
      .where("order_status", "=", S.PAYMENT_PENDING)
      .execute();
    for (const o of orders) await transitionOrder(trx, { orderId: o.id, to: S.PAYMENT_FAILED, actor: "payment" });
    await trx
      .updateTable("diagnostic_parent_orders")
      .set({ order_status: S.PAYMENT_FAILED, updated_at: new Date().toISOString() })
      .where("id", "=", payment.orderRef)
      .where("order_status", "=", S.PAYMENT_PENDING)
      .execute();
  },
};

const OUTCOMES: Record<string, PaymentOutcome> = { DIAGNOSTIC: diagnosticOutcome };

export function paymentOutcomeFor(orderKind: string): PaymentOutcome {
  const outcome = OUTCOMES[orderKind];
  if (!outcome) throw new Error(`No payment outcome for ${orderKind}`);
  return outcome;
}
