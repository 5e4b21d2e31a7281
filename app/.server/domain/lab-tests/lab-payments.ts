/**
 * Lab tests as a payable kind: one payment pays a whole booking (its parent order), and every patient's order of
 * the booking moves with it. Registered once on the spine's payments (domain/kinds.ts); nothing in payments knows about lab tables.
 */
import { badRequest } from "../errors";
import type { PayableKind } from "../payments/payable-kinds";
import { transitionOrder } from "./lab-order-lifecycle";
import { labOrdersOfParent, newPreBookingId, parentOrderOfAccount } from "./lab-orders-store";
import { failBookedOrder } from "./booking";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";

export const DIAGNOSTIC_PAYABLE_KIND: PayableKind = {
  kind: "DIAGNOSTIC",
  category: "diagnostics",
  succeededPath: (parentOrderId) => `/order-succeed-test?orderId=${parentOrderId}`,
  async checkStart(trx, input) {
    const parent = await parentOrderOfAccount(trx, input.accountId, input.orderRef);
    if (parent.payment_type === "COD") throw badRequest("This order is paid by cash on delivery");
    // "Health credits can pay only up to 50% of the order value": booking takes them off; the gateway charges the rest.
    if (parent.to_pay !== input.amount || parent.health_credits_used !== input.healthCreditsUsed) {
      throw badRequest("The amount to pay does not match the order", { toPay: parent.to_pay, amount: input.amount });
    }
  },
  async onSuccess(trx, payment) {
    const orders = await labOrdersOfParent(trx, payment.orderRef);
    const preBookingId = newPreBookingId();
    for (const o of orders) {
      if (o.status !== S.PAYMENT_PENDING && o.status !== S.PAYMENT_FAILED) continue;
      await transitionOrder(trx, { orderId: o.id, to: S.PAYMENT_SUCCESSFUL, actor: "payment", set: { pre_booking_id: preBookingId } });
      await trx.updateTable("orders").set({ payment_order_id: payment.paymentOrderId }).where("id", "=", o.id).execute();
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
    const orders = (await labOrdersOfParent(trx, payment.orderRef)).filter((o) => o.status === S.PAYMENT_PENDING);
    for (const o of orders) await transitionOrder(trx, { orderId: o.id, to: S.PAYMENT_FAILED, actor: "payment" });
    await trx
      .updateTable("diagnostic_parent_orders")
      .set({ order_status: S.PAYMENT_FAILED, updated_at: new Date().toISOString() })
      .where("id", "=", payment.orderRef)
      .where("order_status", "=", S.PAYMENT_PENDING)
      .execute();
  },
  async onLinkExpired(trx, parentOrderId) {
    // Booking's rule: every patient's order fails, the health credits and the slot's place go back.
    await failBookedOrder(trx, { parentOrderId, actor: "payment", statusMessage: "Payment link expired" });
  },
  async paymentTypeOf(db, accountId, parentOrderId) {
    return (await parentOrderOfAccount(db, accountId, parentOrderId)).payment_type;
  },
  async awaitsPayment(db, parentOrderId) {
    const parent = await db.selectFrom("diagnostic_parent_orders").select("order_status").where("id", "=", parentOrderId).executeTakeFirst();
    return parent?.order_status === S.PAYMENT_PENDING || parent?.order_status === S.PAYMENT_FAILED;
  },
  async lockOrder(trx, parentOrderId) {
    // An update locks the row on PostgreSQL; SQLite runs one write transaction at a time anyway.
    await trx.updateTable("diagnostic_parent_orders").set((eb) => ({ updated_at: eb.ref("updated_at") })).where("id", "=", parentOrderId).execute();
  },
  async refundOrderId(db, parentOrderId) {
    const child = await db.selectFrom("diagnostic_orders").select("id").where("parent_order_id", "=", parentOrderId).orderBy("id").executeTakeFirst();
    return child?.id ?? null;
  },
};
