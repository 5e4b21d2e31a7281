/**
 * Payments of one order racing each other, on every database target (on PostgreSQL they really run at once, on
 * several connections): "Retry payment" clicked many times, two attempts both paid, and a gateway's late success
 * arriving after (or while) the expiry sweep releases the booking. Each test asserts the end state.
 */
import { describe, expect, it } from "vitest";
import { getPaymentStatus, receivePaymentCallback, releaseExpiredPaymentLinks, retryPayment, startPayment } from "~/.server/domain/payments/payments";
import { completeSandboxCheckout } from "~/.server/providers/payment-sandbox";
import { paymentResultAction } from "~/features/payments/payments.server";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { targets, servicesOfTarget } from "./harness";
import { gatewayCallback, paymentFixtures } from "./payment-helpers";

const THIRTY_ONE_MINUTES_AGO = () => new Date(Date.now() - 31 * 60_000);

describe.each(targets)("payment races on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account, onlineOrder, paymentRow, paymentsOf, parentOrder, childOrders, refundsOf, healthCredits, slotBooked } = paymentFixtures(services);

  /** An online order whose first attempt failed: the result page offers "Retry payment". */
  async function failedOrder(me: { accountId: number; patientId: number }) {
    const order = await onlineOrder(me);
    await completeSandboxCheckout(services().db, me.accountId, order.payment!.paymentOrderId, { outcome: "failure", method: "Net Banking" });
    return order;
  }

  it("'Retry payment' clicked 20 times at once opens exactly one new attempt", async () => {
    const me = await account("9000000001");
    const order = await failedOrder(me);
    const click = () =>
      paymentResultAction(
        new Request(`http://localhost/payments/diagnostics/${order.parentOrderId}`, {
          method: "POST",
          headers: { cookie: me.cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "retry" }),
        }),
        { category: "diagnostics", orderId: String(order.parentOrderId) },
      );
    const answers = await Promise.all(Array.from({ length: 20 }, click));
    // One goes on to the new link; the others are told there is nothing to retry now.
    expect(answers.filter((r) => r.status === 302)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(19);

    const attempts = await paymentsOf(order.parentOrderId);
    expect(attempts.map((p) => p.payment_status)).toEqual(["FAILED", "PENDING"]);
    const link = answers.find((r) => r.status === 302)!.headers.get("location");
    expect(link).toBe(`/pay/${attempts[1].payment_order_id}`);
  });

  it("the database itself refuses a second open attempt for one order", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me);
    const second = services().db.transaction().execute((trx) =>
      startPayment(trx, { orderKind: "DIAGNOSTIC", orderRef: order.parentOrderId, accountId: me.accountId, amount: 59900, healthCreditsUsed: 10000 }));
    await expect(second).rejects.toThrow();
    expect((await paymentsOf(order.parentOrderId)).map((p) => p.payment_order_id)).toEqual([order.payment!.paymentOrderId]);
  });

  it("two attempts both paid at once: the order is paid by one, and the other is refunded exactly once", async () => {
    const me = await account("9000000001");
    const order = await failedOrder(me);
    const first = order.payment!.paymentOrderId;
    const second = (await retryPayment(services().db, me.accountId, "DIAGNOSTIC", order.parentOrderId)).paymentOrderId;
    // The bank reverses the first attempt's failure while the retry goes through; each success also arrives a
    // second time under another event id (a gateway retrying its webhook).
    const events = [first, second, first, second].map((id) => gatewayCallback(id, "SUCCESS", 59900));
    const results = await Promise.all(events.map((e) => receivePaymentCallback(services().db, e.body, e.signature)));
    expect(results.filter((r) => r.outcome === "applied")).toHaveLength(2);

    const statuses = (await paymentsOf(order.parentOrderId)).map((p) => p.payment_status).sort();
    expect(statuses).toEqual(["REFUND", "SUCCESS"]);
    const paid = (await paymentsOf(order.parentOrderId)).find((p) => p.payment_status === "SUCCESS")!;
    const refunded = (await paymentsOf(order.parentOrderId)).find((p) => p.payment_status === "REFUND")!;
    const refunds = await refundsOf([first, second]);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ payment_order_id: refunded.payment_order_id, amount_refunded: 59900, refund_type: "DUPLICATE_PAYMENT", refund_mode: "SOURCE" });
    expect(await parentOrder(order.parentOrderId)).toMatchObject({ order_status: S.PAYMENT_SUCCESSFUL, payment_order_id: paid.payment_order_id });
    const [child] = await childOrders(order.parentOrderId);
    const history = await services().db.selectFrom("diagnostic_order_status_history").select("order_status").where("order_id", "=", child.id).orderBy("id").execute();
    expect(history.map((h) => h.order_status)).toEqual([S.PAYMENT_PENDING, S.PAYMENT_FAILED, S.PAYMENT_SUCCESSFUL]);
  });

  it("a gateway success after the link expired and released the booking is refunded; the order stays failed", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me, { now: THIRTY_ONE_MINUTES_AGO(), withSlot: true });
    const id = order.payment!.paymentOrderId;
    const credits = await healthCredits(me.accountId);
    const slotBefore = await slotBooked(order.slotId!);

    await releaseExpiredPaymentLinks(services().db);
    expect((await parentOrder(order.parentOrderId)).order_status).toBe(S.ORDER_FAILED);
    expect(await healthCredits(me.accountId)).toBe(credits + 10000);
    expect(await slotBooked(order.slotId!)).toBe(slotBefore - 1);

    // The patient paid at the last second; the bank's success reaches us after the sweep.
    const late = gatewayCallback(id, "SUCCESS", 59900);
    expect((await receivePaymentCallback(services().db, late.body, late.signature)).outcome).toBe("applied");

    expect((await paymentRow(id)).payment_status).toBe("REFUND");
    const refunds = await refundsOf([id]);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_refunded: 59900, refund_type: "LATE_PAYMENT", refund_mode: "SOURCE" });
    const parent = await parentOrder(order.parentOrderId);
    expect(parent.order_status).toBe(S.ORDER_FAILED);
    expect(parent.payment_order_id).not.toBe(id);
    expect((await childOrders(order.parentOrderId)).map((c) => c.order_status)).toEqual([S.ORDER_FAILED]);
    // What the booking gave back stays given back, once.
    expect(await healthCredits(me.accountId)).toBe(credits + 10000);
    expect(await slotBooked(order.slotId!)).toBe(slotBefore - 1);
    expect(await getPaymentStatus(services().db, me.accountId, "DIAGNOSTIC", order.parentOrderId)).toMatchObject({ paymentStatus: "refund", canRetry: false });
  });

  it("the expiry sweep and a gateway success at the same time: either the order is paid and keeps its booking, or it is released and the money refunded", async () => {
    const me = await account("9000000001");
    for (let round = 0; round < 3; round++) {
      const order = await onlineOrder(me, { now: THIRTY_ONE_MINUTES_AGO(), withSlot: true });
      const id = order.payment!.paymentOrderId;
      const credits = await healthCredits(me.accountId);
      const slotBefore = await slotBooked(order.slotId!);
      const late = gatewayCallback(id, "SUCCESS", 59900);

      await Promise.all([
        releaseExpiredPaymentLinks(services().db),
        receivePaymentCallback(services().db, late.body, late.signature),
        releaseExpiredPaymentLinks(services().db),
      ]);

      const payment = await paymentRow(id);
      const parent = await parentOrder(order.parentOrderId);
      const children = await childOrders(order.parentOrderId);
      const refunds = await refundsOf([id]);
      if (payment.payment_status === "SUCCESS") {
        // The success came first: the booking goes ahead with its slot place and credits.
        expect(parent).toMatchObject({ order_status: S.PAYMENT_SUCCESSFUL, payment_order_id: id });
        expect(children.map((c) => c.order_status)).toEqual([S.PAYMENT_SUCCESSFUL]);
        expect(refunds).toEqual([]);
        expect(await healthCredits(me.accountId)).toBe(credits);
        expect(await slotBooked(order.slotId!)).toBe(slotBefore);
      } else {
        // The sweep came first: released once, and the money given back once.
        expect(payment.payment_status).toBe("REFUND");
        expect(parent.order_status).toBe(S.ORDER_FAILED);
        expect(children.map((c) => c.order_status)).toEqual([S.ORDER_FAILED]);
        expect(refunds.map((r) => [r.amount_refunded, r.refund_type])).toEqual([[59900, "LATE_PAYMENT"]]);
        expect(await healthCredits(me.accountId)).toBe(credits + 10000);
        expect(await slotBooked(order.slotId!)).toBe(slotBefore - 1);
      }
    }
  });
});
