/**
 * Payments on every database target: a payment changes only through the gateway's signed callback or its status
 * query; a signed callback settles once; forged, tampered and replayed callbacks change nothing; an expired link
 * takes no payment (ORDER_ID_EXPIRED); another account's payment or order is refused everywhere.
 */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { getPaymentStatus, listPayments, receivePaymentCallback, refundPayment, releaseExpiredPaymentLinks, retryPayment, startPayment } from "~/.server/domain/payments/payments";
import { completeSandboxCheckout } from "~/.server/providers/payment-sandbox";
import { PAYMENT_SIGNATURE_HEADER, signCallbackBody } from "~/.server/providers/payment-gateway";
import { checkoutLoader, paymentResultLoader } from "~/features/payments/payments.server";
import { action as callbackRoute } from "~/routes/resources.payment-callback";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { ORDER_ID_EXPIRED, PAYMENT_PENDING_MESSAGE } from "~/lib/payment-status";
import { targets, servicesOfTarget } from "./harness";
import { paymentFixtures, statusOf } from "./payment-helpers";
import type { GqlBody } from "./graphql-body";

async function gql(query: string, variables: Record<string, unknown>, cookie: string) {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}

const postCallback = (body: string, signature: string | null) =>
  callbackRoute({
    request: new Request("http://localhost/resources/payment-callback", {
      method: "POST",
      headers: { "content-type": "application/json", ...(signature ? { [PAYMENT_SIGNATURE_HEADER]: signature } : {}) },
      body,
    }),
    params: {},
    context: {},
  });

describe.each(targets)("payments on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account, onlineOrder, paymentRow, childOrders, historyCount, capturedCallback } = paymentFixtures(services);

  it("opens a payment for the amount after health credits, with a hosted checkout link that expires", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me);
    expect(order.payment!.paymentLinkURL).toBe(`/pay/${order.payment!.paymentOrderId}`);
    const minutes = (Date.parse(order.payment!.paymentLinkExpiry) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const row = await paymentRow(order.payment!.paymentOrderId);
    expect(row).toMatchObject({ amount: 59900, health_credits_used: 10000, payment_status: "PENDING", order_kind: "DIAGNOSTIC", order_ref: order.parentOrderId });
    // The order's amount includes the credits: a payment for it is refused, and nothing is written.
    await expect(
      services().db.transaction().execute((trx) =>
        startPayment(trx, { orderKind: "DIAGNOSTIC", orderRef: order.parentOrderId, accountId: me.accountId, amount: 69900, healthCreditsUsed: 0 })),
    ).rejects.toThrow("The amount to pay does not match the order");
    const other = await account("9000000002");
    await expect(
      services().db.transaction().execute((trx) =>
        startPayment(trx, { orderKind: "DIAGNOSTIC", orderRef: order.parentOrderId, accountId: other.accountId, amount: 59900, healthCreditsUsed: 10000 })),
    ).rejects.toThrow("Order not found");
  });

  it("a signed callback settles the payment and its order once; the same event again changes nothing", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me);
    const id = order.payment!.paymentOrderId;
    const { body, signature } = await capturedCallback(me.accountId, id, "success");
    // The sandbox moved its own ledger, but the app has heard nothing yet.
    expect((await paymentRow(id)).payment_status).toBe("PENDING");

    const first = await postCallback(body, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ outcome: "applied" });
    expect(await paymentRow(id)).toMatchObject({ payment_status: "SUCCESS", payment_method: "Credit Card" });
    const [child] = await childOrders(order.parentOrderId);
    expect(child.order_status).toBe(S.PAYMENT_SUCCESSFUL);
    expect(child.pre_booking_id).toMatch(/^PB\d+$/);
    const historyAfterFirst = await historyCount(child.id);

    const replay = await postCallback(body, signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ outcome: "duplicate" });
    const [again] = await childOrders(order.parentOrderId);
    expect(again).toEqual(child);
    expect(await historyCount(child.id)).toBe(historyAfterFirst);
  });

  it("the same event delivered several times at once settles once", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me);
    const id = order.payment!.paymentOrderId;
    const { body, signature } = await capturedCallback(me.accountId, id, "success");
    const results = await Promise.all(Array.from({ length: 5 }, () => receivePaymentCallback(services().db, body, signature)));
    expect(results.map((r) => r.outcome).sort()).toEqual(["applied", "duplicate", "duplicate", "duplicate", "duplicate"]);
    const [child] = await childOrders(order.parentOrderId);
    const history = await services().db.selectFrom("diagnostic_order_status_history").select("order_status").where("order_id", "=", child.id).orderBy("id").execute();
    expect(history.map((h) => h.order_status)).toEqual([S.PAYMENT_PENDING, S.PAYMENT_SUCCESSFUL]);
  });

  it("forged and tampered callbacks are refused and change nothing", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me);
    const id = order.payment!.paymentOrderId;
    const { body, signature } = await capturedCallback(me.accountId, id, "success");
    const event = JSON.parse(body);
    const tampered = JSON.stringify({ ...event, amount: 100 });

    expect((await postCallback(body, null)).status).toBe(401); // unsigned
    expect((await postCallback(body, signCallbackBody(body, "not-the-secret"))).status).toBe(401); // wrong key
    expect((await postCallback(tampered, signature)).status).toBe(401); // amount changed after signing
    // Signed with the right key but for another amount than the payment's: refused, not settled.
    const wrongAmount = JSON.stringify({ ...event, eventId: `${event.eventId}-b`, amount: 100 });
    const r409 = await postCallback(wrongAmount, signCallbackBody(wrongAmount));
    expect(r409.status).toBe(409);
    const unknown = JSON.stringify({ ...event, eventId: `${event.eventId}-c`, paymentOrderId: "PAYDOESNOTEXIST" });
    expect((await postCallback(unknown, signCallbackBody(unknown))).status).toBe(404);
    expect((await postCallback("not json", signCallbackBody("not json"))).status).toBe(400);

    expect((await paymentRow(id)).payment_status).toBe("PENDING");
    const [child] = await childOrders(order.parentOrderId);
    expect(child.order_status).toBe(S.PAYMENT_PENDING);
    expect(child.pre_booking_id).toBeNull();
    const recorded = await services().db.selectFrom("payment_callbacks").select("event_id").where("payment_order_id", "in", [id, "PAYDOESNOTEXIST"]).execute();
    expect(recorded).toEqual([]);
    // The genuine event still works afterwards: nothing was burnt by the forgeries.
    expect((await receivePaymentCallback(services().db, body, signature)).outcome).toBe("applied");
  });

  it("a failed payment is retried as a new attempt for the same order; the order is paid once", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me);
    const first = order.payment!.paymentOrderId;
    await completeSandboxCheckout(services().db, me.accountId, first, { outcome: "failure", method: "Net Banking" });
    const failed = await getPaymentStatus(services().db, me.accountId, "DIAGNOSTIC", order.parentOrderId);
    expect(failed).toMatchObject({ paymentStatus: "failed", failureType: "FAILED", canRetry: true, paymentMethod: "Net Banking" });
    expect(failed.message).toMatch(/refunded in 3-5 working days/);
    expect((await childOrders(order.parentOrderId))[0].order_status).toBe(S.PAYMENT_FAILED);

    const retry = await retryPayment(services().db, me.accountId, "DIAGNOSTIC", order.parentOrderId);
    expect(retry.paymentOrderId).not.toBe(first);
    expect((await paymentRow(retry.paymentOrderId)).amount).toBe(59900);
    // The new attempt is pending: no second retry while it might still go through.
    await expect(retryPayment(services().db, me.accountId, "DIAGNOSTIC", order.parentOrderId)).rejects.toThrow("cannot be retried");

    await completeSandboxCheckout(services().db, me.accountId, retry.paymentOrderId, { outcome: "success", method: "UPI", upiId: "priya@okhdfc" });
    const paid = await getPaymentStatus(services().db, me.accountId, "DIAGNOSTIC", order.parentOrderId);
    expect(paid).toMatchObject({ paymentStatus: "success", failureType: null, canRetry: false, paymentMethod: "UPI", orderSucceededPath: `/order-succeed-test?orderId=${order.parentOrderId}`, orderSucceededLabel: "View booking" });
    expect((await childOrders(order.parentOrderId))[0].order_status).toBe(S.PAYMENT_SUCCESSFUL);
    expect((await paymentRow(first)).payment_status).toBe("FAILED");

    const list = await listPayments(services().db, me.accountId, { limit: 2 });
    expect(list.payments.map((p) => p.paymentOrderId)).toEqual([retry.paymentOrderId, first]);
    expect(list.payments[0]).toMatchObject({ paymentStatus: "success", paymentMethod: "UPI", amount: 59900, healthCreditsUsed: 10000, paymentPath: `/payments/diagnostics/${order.parentOrderId}` });
  });

  it("the sandbox checkout offers LazyPay, and a LazyPay payment is recorded and shown as LazyPay", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me);
    const id = order.payment!.paymentOrderId;
    const page = (await checkoutLoader(new Request(`http://localhost/pay/${id}`, { headers: { cookie: me.cookie } }), id)) as Response;
    expect((await page.json()).methods).toContain("LazyPay");
    await completeSandboxCheckout(services().db, me.accountId, id, { outcome: "success", method: "LazyPay" });
    expect(await paymentRow(id)).toMatchObject({ payment_status: "SUCCESS", payment_method: "LazyPay" });
    expect(await getPaymentStatus(services().db, me.accountId, "DIAGNOSTIC", order.parentOrderId)).toMatchObject({ paymentStatus: "success", paymentMethod: "LazyPay" });
  });

  it("a pending payment stays pending until the gateway's status query (or a later callback) resolves it", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me);
    const id = order.payment!.paymentOrderId;
    await completeSandboxCheckout(services().db, me.accountId, id, { outcome: "pending", method: "Debit Card" });
    const pending = await getPaymentStatus(services().db, me.accountId, "DIAGNOSTIC", order.parentOrderId);
    expect(pending).toMatchObject({ paymentStatus: "pending", failureType: "PENDING", message: PAYMENT_PENDING_MESSAGE, canRetry: false, pollIntervalMs: 5000, errorCode: null });
    // The bank is on it: no second way to pay meanwhile.
    expect(pending).toMatchObject({ paymentLinkURL: null, paymentLinkMessage: null });
    expect((await childOrders(order.parentOrderId))[0].order_status).toBe(S.PAYMENT_PENDING);

    // The bank confirms, but its callback never arrives: the next status query asks the gateway and settles.
    await completeSandboxCheckout(services().db, me.accountId, id, { outcome: "success", method: "" }, { deliver: async () => null });
    expect((await paymentRow(id)).payment_status).toBe("PENDING");
    const settled = await getPaymentStatus(services().db, me.accountId, "DIAGNOSTIC", order.parentOrderId);
    expect(settled.paymentStatus).toBe("success");
    expect((await childOrders(order.parentOrderId))[0].order_status).toBe(S.PAYMENT_SUCCESSFUL);
  });

  it("an expired link takes no payment: ORDER_ID_EXPIRED", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me, { now: new Date(Date.now() - 31 * 60_000) });
    const id = order.payment!.paymentOrderId;
    const refused = completeSandboxCheckout(services().db, me.accountId, id, { outcome: "success", method: "Credit Card" });
    await expect(refused).rejects.toMatchObject({ code: "BAD_REQUEST", details: { code: ORDER_ID_EXPIRED } });
    const ledger = await services().db.selectFrom("payment_sandbox_transactions").selectAll().where("payment_order_id", "=", id).executeTakeFirstOrThrow();
    expect(ledger.status).toBe("CREATED");
    const page = (await checkoutLoader(new Request(`http://localhost/pay/${id}`, { headers: { cookie: me.cookie } }), id)) as Response;
    expect(await page.json()).toMatchObject({ expired: true });
    // The gateway reports the link expired unpaid: the attempt counts as aborted, and the booking is released
    // (booking's failBookedOrder: its orders fail, its slot place and health credits go back).
    const status = await getPaymentStatus(services().db, me.accountId, "DIAGNOSTIC", order.parentOrderId);
    expect(status).toMatchObject({ paymentStatus: "aborted", failureType: "ABORTED", canRetry: false, errorCode: ORDER_ID_EXPIRED });
    expect(status.message).toMatch(/expired/);
    expect((await paymentRow(id)).payment_status).toBe("ABORTED");
    expect((await childOrders(order.parentOrderId))[0].order_status).toBe(S.ORDER_FAILED);
  });

  it("an expired link releases its booking without the patient asking, once, even when two instances sweep at once", async () => {
    const me = await account("9000000001");
    const expired = await onlineOrder(me, { now: new Date(Date.now() - 31 * 60_000) });
    const fresh = await onlineOrder(me);
    const expiredId = expired.payment!.paymentOrderId;
    const [child] = await childOrders(expired.parentOrderId);

    // Two instances' sweeps running together.
    await Promise.all([releaseExpiredPaymentLinks(services().db), releaseExpiredPaymentLinks(services().db)]);
    expect((await paymentRow(expiredId)).payment_status).toBe("ABORTED");
    expect((await childOrders(expired.parentOrderId))[0].order_status).toBe(S.ORDER_FAILED);
    const failures = await services().db.selectFrom("diagnostic_order_status_history").select("id")
      .where("order_id", "=", child.id).where("order_status", "=", S.ORDER_FAILED).execute();
    expect(failures).toHaveLength(1);
    // A link still within its 30 minutes is left alone.
    expect((await paymentRow(fresh.payment!.paymentOrderId)).payment_status).toBe("PENDING");
    // The patient coming back later sees why.
    const status = await getPaymentStatus(services().db, me.accountId, "DIAGNOSTIC", expired.parentOrderId);
    expect(status).toMatchObject({ paymentStatus: "aborted", errorCode: ORDER_ID_EXPIRED });
  });

  it("another account's payment or order is refused everywhere, as if it did not exist", async () => {
    const me = await account("9000000001");
    const other = await account("9000000002");
    const order = await onlineOrder(me);
    const id = order.payment!.paymentOrderId;
    const req = (path: string) => new Request(`http://localhost${path}`, { headers: { cookie: other.cookie } });

    expect(await statusOf(() => checkoutLoader(req(`/pay/${id}`), id))).toBe(404);
    // Signed out: sign in first.
    const signedOut = await statusOf(() => checkoutLoader(new Request(`http://localhost/pay/${id}`), id));
    expect(signedOut).toBe(302);
    await expect(completeSandboxCheckout(services().db, other.accountId, id, { outcome: "success", method: "Credit Card" })).rejects.toThrow("Payment not found");
    expect(await statusOf(() => paymentResultLoader(req(`/payments/diagnostics/${order.parentOrderId}`), { category: "diagnostics", orderId: String(order.parentOrderId) }))).toBe(404);
    const q = await gql(`query($o: Int!) { getPaymentStatus(category: "diagnostics", orderId: $o) { paymentStatus } }`, { o: order.parentOrderId }, other.cookie);
    expect(q.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const m = await gql(`mutation($o: Int!) { retryPayment(category: "diagnostics", orderId: $o) { paymentOrderId } }`, { o: order.parentOrderId }, other.cookie);
    expect(m.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await listPayments(services().db, other.accountId)).payments.map((p) => p.paymentOrderId)).not.toContain(id);

    // The owner sees it, over GraphQL too.
    const mine = await gql(`query($o: Int!) { getPaymentStatus(category: "diagnostics", orderId: $o) { paymentStatus amount healthCreditsUsed paymentMethod } }`, { o: order.parentOrderId }, me.cookie);
    expect(mine.data.getPaymentStatus).toEqual({ paymentStatus: "pending", amount: 599, healthCreditsUsed: 100, paymentMethod: "Cashless" });
    // Not tried yet: the link is offered, with the spec's paymentLinkMessage.
    const fresh = await getPaymentStatus(services().db, me.accountId, "DIAGNOSTIC", order.parentOrderId);
    expect(fresh.paymentLinkURL).toBe(`/pay/${id}`);
    expect(fresh.paymentLinkMessage).toMatch(/^Pay ₹599 before \d{1,2}:\d{2} [AP]M, \d{2} \w{3} using this link\.$/);
    expect((await paymentRow(id)).payment_status).toBe("PENDING");
  });

  it("cash on delivery answers cod and is never retried", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me, { paymentType: "COD" });
    const status = await getPaymentStatus(services().db, me.accountId, "DIAGNOSTIC", order.parentOrderId);
    expect(status).toMatchObject({ paymentStatus: "cod", paymentMethod: "COD", canRetry: false });
    await expect(retryPayment(services().db, me.accountId, "DIAGNOSTIC", order.parentOrderId)).rejects.toThrow("cash on delivery");
    // /my-payments lists it too, with the spec's method name.
    const [latest] = (await listPayments(services().db, me.accountId, { limit: 1 })).payments;
    expect(latest).toMatchObject({ paymentOrderId: null, orderId: order.parentOrderId, paymentMethod: "COD", paymentStatus: "cod", amount: 59900 });
    // Booking records cash on delivery as a COD payment row: listed once, as that row.
    const at = new Date().toISOString();
    await services().db.insertInto("payments").values({
      payment_order_id: `COD${order.parentOrderId}`, order_kind: "DIAGNOSTIC", order_ref: order.parentOrderId, account_id: me.accountId, amount: 59900,
      health_credits_used: 10000, payment_method: "COD", payment_status: "COD", created_at: at, updated_at: at,
    }).execute();
    const entries = (await listPayments(services().db, me.accountId, { limit: 50 })).payments.filter((p) => p.orderId === order.parentOrderId);
    expect(entries).toEqual([expect.objectContaining({ paymentOrderId: `COD${order.parentOrderId}`, paymentMethod: "COD", paymentStatus: "cod" })]);
  });

  it("lists payments newest first, a page at a time, cash on delivery and online merged", async () => {
    const me = await account("9876543210");
    const made: number[] = [];
    for (let i = 0; i < 12; i++) made.push((await onlineOrder(me, { paymentType: i % 3 === 0 ? "COD" : "ONLINE" })).parentOrderId);
    const first = await listPayments(services().db, me.accountId, { limit: 10, offset: 0 });
    const second = await listPayments(services().db, me.accountId, { limit: 10, offset: 10 });
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.payments).toHaveLength(10);
    const seen = [...first.payments, ...second.payments].map((p) => p.orderId);
    expect(seen.slice(0, 12)).toEqual([...made].reverse());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("refunds go back to the source, never more than was paid", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me);
    const id = order.payment!.paymentOrderId;
    await completeSandboxCheckout(services().db, me.accountId, id, { outcome: "success", method: "Credit Card" });
    const db = services().db;
    expect(await db.transaction().execute((trx) => refundPayment(trx, id, 20000))).toEqual({ refundedTotal: 20000, fullyRefunded: false });
    await expect(db.transaction().execute((trx) => refundPayment(trx, id, 40000))).rejects.toThrow("cannot exceed");
    expect(await db.transaction().execute((trx) => refundPayment(trx, id, 39900))).toEqual({ refundedTotal: 59900, fullyRefunded: true });
    expect((await paymentRow(id)).payment_status).toBe("REFUND");
    const rows = await db.selectFrom("refunds").select(["amount_refunded", "refund_mode"]).where("payment_order_id", "=", id).execute();
    expect(rows.map((r) => r.amount_refunded).sort()).toEqual([20000, 39900]);
  });
});
