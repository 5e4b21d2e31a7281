/**
 * The Razorpay gateway against a local fake of Razorpay's documented API, on every database target, through the
 * app's real paths: booking's startPayment opens a payment link; Razorpay's signed webhooks reach the callback
 * route; the status query reconciles a payment whose webhook never came; refunds go to Razorpay once per reference.
 * Nothing here reaches the internet.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Razorpay from "razorpay";
import { insertBookedOrder } from "~/.server/domain/lab-tests/lab-orders-store";
import { getPaymentStatus, refundPayment, startPayment } from "~/.server/domain/payments/payments";
import { PAYMENT_SIGNATURE_HEADER, PaymentGatewayError, signCallbackBody, usePaymentGatewayForTesting } from "~/.server/providers/payment-gateway";
import { razorpayGateway, razorpayGatewayFromEnv, razorpayMethodName } from "~/.server/providers/razorpay";
import { parseEnv } from "~/.server/env";
import { action as callbackRoute } from "~/routes/resources.payment-callback";
import { paymentResultAction } from "~/features/payments/payments.server";
import { createUserSession } from "~/.server/session";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { LAZYPAY_BENEFITS, ORDER_ID_EXPIRED } from "~/lib/payment-status";
import { startFakeRazorpay, type FakeRazorpay } from "../fakes/razorpay-api";
import { targets, servicesOfTarget } from "./harness";

const KEYS = { keyId: "rzp_test_fakekey123", keySecret: "fake-key-secret", webhookSecret: "fake-webhook-secret" };
const APP_ORIGIN = "https://www.apollo247.example";

const postWebhook = (body: string, headers: Record<string, string>) =>
  callbackRoute({ request: new Request("http://localhost/resources/payment-callback", { method: "POST", headers, body }), params: {}, context: {} });

let fake: FakeRazorpay;
let gateway: ReturnType<typeof razorpayGateway>;
beforeAll(async () => {
  fake = await startFakeRazorpay(KEYS);
  gateway = razorpayGateway({ ...KEYS, apiUrl: fake.url, appOrigin: APP_ORIGIN });
});
afterAll(async () => {
  usePaymentGatewayForTesting(null);
  await fake.close();
});

let keySeq = 0;

describe.each(targets)("Razorpay gateway on $name", (target) => {
  const services = servicesOfTarget(target);
  beforeAll(() => usePaymentGatewayForTesting(gateway));
  afterAll(() => usePaymentGatewayForTesting(null));

  async function account(mobile: string) {
    const db = services().db;
    const a = await db.selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow();
    const p = await db.selectFrom("patients").select("id").where("account_id", "=", a.id).executeTakeFirstOrThrow();
    return { accountId: a.id, patientId: p.id };
  }

  /** An online lab-test order waiting for ₹599 (₹699 less ₹100 of health credits), booked with its payment. */
  async function onlineOrder(owner: { accountId: number; patientId: number }) {
    return services().db.transaction().execute(async (trx) => {
      const order = await insertBookedOrder(trx, {
        accountId: owner.accountId, idempotencyKey: `rzp-${target.name}-${keySeq++}-${Date.now()}`, status: S.PAYMENT_PENDING, paymentType: "ONLINE",
        totalPrice: 69900, totalMrp: 90000, collectionCharges: 0, bookingFees: 0, circleCharges: 0, slotCharges: 0, couponCode: null,
        couponDiscAmount: 0, healthCreditsUsed: 10000, toPay: 59900, cityId: 9, addressId: null, address: { pincode: "500085" }, slot: null,
        isCorporateFlow: false, billing: {}, actor: `patient:${owner.accountId}`,
        patients: [{ patientId: owner.patientId, totalPrice: 69900, collectionCharges: 0, couponDiscAmount: 0, lineItems: [{
          itemId: 1, itemName: "Complete Blood Count (CBC)", itemType: "TEST", price: 69900, mrp: 90000, groupPlan: "ALL",
          couponDiscountAmt: 0, circleCashback: 0, reportTatHours: 24, inclusions: [] }] }],
      });
      const payment = await startPayment(trx, { orderKind: "DIAGNOSTIC", orderRef: order.parentOrderId, accountId: owner.accountId, amount: 59900, healthCreditsUsed: 10000 });
      return { ...order, payment };
    });
  }

  const paymentRow = (id: string) => services().db.selectFrom("payments").selectAll().where("payment_order_id", "=", id).executeTakeFirstOrThrow();
  const orderStatus = async (parentId: number) =>
    (await services().db.selectFrom("diagnostic_orders").select("order_status").where("parent_order_id", "=", parentId).executeTakeFirstOrThrow()).order_status;

  it("opens a Razorpay payment link for the amount after health credits; its short URL is the hosted checkout", async () => {
    const me = await account("9000000001");
    const before = fake.requests.length;
    const { payment, parentOrderId } = await onlineOrder(me);
    const link = fake.linkByReference(payment.paymentOrderId);
    expect(payment.paymentLinkURL).toBe(link.short_url);
    expect((await paymentRow(payment.paymentOrderId)).payment_link_url).toBe(link.short_url);

    const create = fake.requests.slice(before).find((r) => r.method === "POST" && r.path === "/v1/payment_links")!;
    expect(create.authorized).toBe(true); // Basic auth with key id and secret
    expect(create.body).toMatchObject({
      amount: 59900,
      currency: "INR",
      accept_partial: false,
      reference_id: payment.paymentOrderId,
      expire_by: Math.floor(Date.parse(payment.paymentLinkExpiry) / 1000),
      notes: { paymentOrderId: payment.paymentOrderId },
      callback_url: `${APP_ORIGIN}/payments/diagnostics/${parentOrderId}`,
      callback_method: "get",
    });
    // Pay Later is allowed and LazyPay is shown first with the spec's benefits.
    const display = (create.body as { options: { checkout: { config: { display: { blocks: { paylater: { instruments: unknown; name: string } }; preferences: { show_default_blocks: boolean } } } } } }).options.checkout.config.display;
    expect(display.blocks.paylater.instruments).toEqual([{ method: "paylater", providers: ["lazypay"] }]);
    for (const b of LAZYPAY_BENEFITS) expect(display.blocks.paylater.name).toContain(b);
    expect(display.preferences.show_default_blocks).toBe(true);
  });

  it("a correctly signed payment_link.paid webhook settles the payment (LazyPay) and its order once", async () => {
    const me = await account("9000000001");
    const { payment, parentOrderId } = await onlineOrder(me);
    const { webhook, payment: paid } = fake.pay(payment.paymentOrderId, { method: "paylater", wallet: "lazypay", provider: "lazypay" });
    // The fake signs exactly as the official SDK verifies.
    expect(Razorpay.validateWebhookSignature(webhook.body, webhook.headers["x-razorpay-signature"], KEYS.webhookSecret)).toBe(true);

    const res = await postWebhook(webhook.body, webhook.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: "applied" });
    expect(await paymentRow(payment.paymentOrderId)).toMatchObject({ payment_status: "SUCCESS", payment_method: "LazyPay", provider_reference: paid.id });
    expect(await orderStatus(parentOrderId)).toBe(S.PAYMENT_SUCCESSFUL);

    // Razorpay retries a webhook with the same event id: nothing changes twice.
    const again = await postWebhook(webhook.body, webhook.headers);
    expect(await again.json()).toEqual({ outcome: "duplicate" });
  });

  it("a forged or tampered webhook is refused and changes nothing", async () => {
    const me = await account("9000000001");
    const { payment, parentOrderId } = await onlineOrder(me);
    const { webhook } = fake.pay(payment.paymentOrderId, { method: "upi" });
    const forged = fake.webhook("payment_link.paid", JSON.parse(webhook.body).payload, "not-the-webhook-secret");
    const tampered = webhook.body.replace('"amount_paid":59900', '"amount_paid":100');
    expect(tampered).not.toBe(webhook.body);

    const refused = [
      await postWebhook(forged.body, forged.headers), // signed with another key
      await postWebhook(tampered, webhook.headers), // changed after signing
      await postWebhook(webhook.body, { "content-type": "application/json" }), // unsigned
      // The sandbox's own format, even signed with the app's key, is not Razorpay's.
      await postWebhook(webhook.body, { "content-type": "application/json", [PAYMENT_SIGNATURE_HEADER]: signCallbackBody(webhook.body) }),
    ];
    expect(refused.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect((await paymentRow(payment.paymentOrderId)).payment_status).toBe("PENDING");
    expect(await orderStatus(parentOrderId)).toBe(S.PAYMENT_PENDING);
    const recorded = await services().db.selectFrom("payment_callbacks").select("event_id").where("payment_order_id", "=", payment.paymentOrderId).execute();
    expect(recorded).toEqual([]);
    // The genuine one still works afterwards.
    expect(await (await postWebhook(webhook.body, webhook.headers)).json()).toEqual({ outcome: "applied" });
  });

  it("payment.failed fails the attempt (retry offered); events the app does not act on are acknowledged and change nothing", async () => {
    const me = await account("9000000001");
    const { payment, parentOrderId } = await onlineOrder(me);
    const { webhook } = fake.fail(payment.paymentOrderId, { method: "netbanking" });
    expect(await (await postWebhook(webhook.body, webhook.headers)).json()).toEqual({ outcome: "applied" });
    expect(await paymentRow(payment.paymentOrderId)).toMatchObject({ payment_status: "FAILED", payment_method: "Net Banking" });
    expect(await orderStatus(parentOrderId)).toBe(S.PAYMENT_FAILED);
    expect(await getPaymentStatus(services().db, me.accountId, "DIAGNOSTIC", parentOrderId)).toMatchObject({ paymentStatus: "failed", canRetry: true });

    // Retry payment: a new Razorpay link for the same order, and the patient is sent straight to it.
    const cookie = (await createUserSession({ accountId: me.accountId, mobileNumber: "9000000001", countryCode: "+91", isCircleMember: false }, "/"))
      .headers.get("Set-Cookie")!.split(";")[0];
    const retried = await paymentResultAction(
      new Request(`http://localhost/payments/diagnostics/${parentOrderId}`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "retry" }) }),
      { category: "diagnostics", orderId: String(parentOrderId) },
    );
    expect(retried.status).toBe(302);
    const next = [...fake.links.values()].at(-1)!;
    expect(next.reference_id).not.toBe(payment.paymentOrderId);
    expect(retried.headers.get("location")).toBe(next.short_url);

    // A failed payment of some other Razorpay product (no paymentOrderId note), and an event nobody subscribed for.
    const other = fake.webhook("payment.failed", { payment: { entity: { id: "pay_other", amount: 100, status: "failed", method: "upi", notes: {} } } });
    const captured = fake.webhook("payment.captured", { payment: { entity: { id: "pay_other", amount: 100, status: "captured", method: "upi", notes: {} } } });
    for (const w of [other, captured]) {
      const res = await postWebhook(w.body, w.headers);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ outcome: "ignored" });
    }
  });

  it("the status query settles a payment whose webhook never came, for each state Razorpay reports", async () => {
    const me = await account("9000000001");
    const status = (parentOrderId: number) => getPaymentStatus(services().db, me.accountId, "DIAGNOSTIC", parentOrderId);

    // Created, not tried: still payable at the link.
    const open = await onlineOrder(me);
    expect(await status(open.parentOrderId)).toMatchObject({ paymentStatus: "pending", paymentLinkURL: open.payment.paymentLinkURL });

    // Authorised, not yet captured: the bank is on it.
    const authorised = await onlineOrder(me);
    fake.authorize(authorised.payment.paymentOrderId, { method: "upi" });
    expect(await status(authorised.parentOrderId)).toMatchObject({ paymentStatus: "pending" });
    expect((await paymentRow(authorised.payment.paymentOrderId)).payment_status).toBe("PENDING");

    // Paid by credit card: success, with the card's type as the method.
    const paid = await onlineOrder(me);
    const { payment: captured } = fake.pay(paid.payment.paymentOrderId, { method: "card", cardType: "credit" });
    expect(await status(paid.parentOrderId)).toMatchObject({ paymentStatus: "success", paymentMethod: "Credit Card" });
    expect(await paymentRow(paid.payment.paymentOrderId)).toMatchObject({ payment_status: "SUCCESS", provider_reference: captured.id });
    expect(await orderStatus(paid.parentOrderId)).toBe(S.PAYMENT_SUCCESSFUL);

    // Declined.
    const declined = await onlineOrder(me);
    fake.fail(declined.payment.paymentOrderId, { method: "card", cardType: "debit" });
    expect(await status(declined.parentOrderId)).toMatchObject({ paymentStatus: "failed", paymentMethod: "Debit Card", canRetry: true });

    // Expired unpaid: aborted with ORDER_ID_EXPIRED, and the booking lets go of what it held.
    const expired = await onlineOrder(me);
    fake.expire(expired.payment.paymentOrderId);
    // Razorpay expires a link at its expire_by, which is the payment's own expiry: that time has come.
    await services().db.updateTable("payments").set({ payment_link_expiry: new Date(Date.now() - 60_000).toISOString() })
      .where("payment_order_id", "=", expired.payment.paymentOrderId).execute();
    expect(await status(expired.parentOrderId)).toMatchObject({ paymentStatus: "aborted", errorCode: ORDER_ID_EXPIRED });
    expect(await orderStatus(expired.parentOrderId)).toBe(S.ORDER_FAILED);

    // Cancelled from Razorpay's dashboard: aborted, and the patient may try again.
    const cancelled = await onlineOrder(me);
    fake.cancel(cancelled.payment.paymentOrderId);
    expect(await status(cancelled.parentOrderId)).toMatchObject({ paymentStatus: "aborted", canRetry: true });

    // A payment Razorpay never heard of stays as it is.
    expect(await gateway.queryStatus(services().db, "PAYNEVERHEARDOF")).toBeNull();
  });

  it("refunds a captured payment with the right amount, once per reference, and never more than was paid", async () => {
    const me = await account("9000000001");
    const { payment } = await onlineOrder(me);
    const { webhook, payment: captured } = fake.pay(payment.paymentOrderId, { method: "upi" });
    await postWebhook(webhook.body, webhook.headers);
    const providerReference = (await paymentRow(payment.paymentOrderId)).provider_reference;
    expect(providerReference).toBe(captured.id);

    const input = { paymentOrderId: payment.paymentOrderId, gatewayPaymentId: providerReference, amount: 20000, reference: `refund-${payment.paymentOrderId}-1` };
    const first = await gateway.refund(input);
    expect(first).toMatchObject({ amount: 20000, status: "PROCESSED" });
    const posted = fake.requests.filter((r) => r.method === "POST" && r.path === `/v1/payments/${captured.id}/refund`);
    expect(posted).toHaveLength(1);
    expect(posted[0].body).toMatchObject({ amount: 20000, receipt: input.reference, speed: "normal" });

    // Asked again (an answer lost on the way): the same refund, and no second one at Razorpay.
    expect(await gateway.refund(input)).toEqual(first);
    expect(fake.refunds.filter((r) => r.payment_id === captured.id)).toHaveLength(1);

    // Without the payment id, the link tells which payment to refund.
    const rest = await gateway.refund({ ...input, gatewayPaymentId: null, amount: 39900, reference: `refund-${payment.paymentOrderId}-2` });
    expect(rest.amount).toBe(39900);
    await expect(gateway.refund({ ...input, amount: 100, reference: `refund-${payment.paymentOrderId}-3` })).rejects.toThrow(
      "Razorpay refused to refund a payment: The refund amount provided is greater than amount captured (HTTP 400)",
    );
  });

  it("a refund through payments goes to Razorpay once: asked again after a rollback, the same refund comes back", async () => {
    const me = await account("9000000001");
    const { payment } = await onlineOrder(me);
    const { webhook, payment: captured } = fake.pay(payment.paymentOrderId, { method: "card" });
    await postWebhook(webhook.body, webhook.headers);
    const db = services().db;

    // The transaction the refund ran in rolls back (say the order's own write failed): nothing is recorded here…
    await expect(db.transaction().execute(async (trx) => {
      await refundPayment(trx, payment.paymentOrderId, 30000);
      throw new Error("the cancellation failed after the refund was asked for");
    })).rejects.toThrow("the cancellation failed");
    expect(await db.selectFrom("refunds").select("id").where("payment_order_id", "=", payment.paymentOrderId).execute()).toHaveLength(0);

    // …and trying again gets Razorpay's first refund back (same reference), not a second one.
    const done = await db.transaction().execute((trx) => refundPayment(trx, payment.paymentOrderId, 30000));
    expect(fake.refunds.filter((r) => r.payment_id === captured.id)).toHaveLength(1);
    const row = await db.selectFrom("refunds").selectAll().where("payment_order_id", "=", payment.paymentOrderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ order_kind: "DIAGNOSTIC", amount_refunded: 30000, refund_mode: "SOURCE", gateway_refund_id: fake.refunds.find((r) => r.payment_id === captured.id)!.id });
    expect(done.fullyRefunded).toBe(false);

    // The rest, then nothing more: payments never gives back more than was paid.
    expect((await db.transaction().execute((trx) => refundPayment(trx, payment.paymentOrderId, 29900))).fullyRefunded).toBe(true);
    await expect(db.transaction().execute((trx) => refundPayment(trx, payment.paymentOrderId, 1))).rejects.toThrow("A refund cannot exceed the amount paid");
    expect(fake.refunds.filter((r) => r.payment_id === captured.id)).toHaveLength(2);
    expect((await paymentRow(payment.paymentOrderId)).payment_status).toBe("REFUND");
  });

  it("a Razorpay refusal or outage is a clear error, and the booking writes no payment", async () => {
    const me = await account("9000000001");
    const countPayments = async () => (await services().db.selectFrom("payments").select("id").execute()).length;
    const before = await countPayments();

    fake.failNext(500, "We are facing some trouble completing your request at the moment. Please try again shortly.", "SERVER_ERROR");
    const refused = await onlineOrder(me).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentGatewayError);
    expect(refused).toMatchObject({
      message: "Razorpay refused to create a payment link: We are facing some trouble completing your request at the moment. Please try again shortly. (HTTP 500)",
      httpStatus: 500,
      gatewayCode: "SERVER_ERROR",
    });
    const wrongKey = razorpayGateway({ ...KEYS, keySecret: "wrong", apiUrl: fake.url, appOrigin: APP_ORIGIN });
    await expect(wrongKey.queryStatus(services().db, "PAYANY")).rejects.toThrow("Razorpay refused to look up the payment link: The api key provided is invalid (HTTP 401)");
    const unreachable = razorpayGateway({ ...KEYS, apiUrl: "http://127.0.0.1:9", appOrigin: APP_ORIGIN });
    await expect(unreachable.queryStatus(services().db, "PAYANY")).rejects.toThrow(/^Razorpay could not be reached to look up the payment link/);
    expect(await countPayments()).toBe(before);
  });
});

describe("Razorpay from the environment", () => {
  it("is made from RAZORPAY_* (its API host included), and not at all while they are unset", async () => {
    expect(razorpayGatewayFromEnv(parseEnv({}))).toBeNull();
    const fromEnv = razorpayGatewayFromEnv(parseEnv({
      RAZORPAY_KEY_ID: KEYS.keyId, RAZORPAY_KEY_SECRET: KEYS.keySecret, RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret, RAZORPAY_API_URL: fake.url, APP_ORIGIN,
    }))!;
    expect(fromEnv.name).toBe("razorpay");
    expect(await fromEnv.queryStatus(null as never, "PAYNOTHERE")).toBeNull(); // answered by the fake: host and keys came from the environment
  });
});

describe("Razorpay payment methods as the app names them", () => {
  it("maps Razorpay's methods onto the spec's names, and LazyPay Pay Later onto LazyPay", () => {
    expect(razorpayMethodName({ method: "card", card: { type: "credit" } })).toBe("Credit Card");
    expect(razorpayMethodName({ method: "card", card: { type: "debit" } })).toBe("Debit Card");
    expect(razorpayMethodName({ method: "card", card: null })).toBeNull();
    expect(razorpayMethodName({ method: "emi" })).toBe("Credit Card EMI");
    expect(razorpayMethodName({ method: "cardless_emi" })).toBe("EMI");
    expect(razorpayMethodName({ method: "netbanking" })).toBe("Net Banking");
    expect(razorpayMethodName({ method: "upi" })).toBe("UPI");
    expect(razorpayMethodName({ method: "wallet", wallet: "paytm" })).toBe("Paytm Wallet");
    expect(razorpayMethodName({ method: "wallet", wallet: "phonepe" })).toBeNull();
    expect(razorpayMethodName({ method: "paylater", provider: "lazypay" })).toBe("LazyPay");
    expect(razorpayMethodName({ method: "paylater", wallet: "lazypay" })).toBe("LazyPay");
    expect(razorpayMethodName({ method: "paylater", provider: "getsimpl" })).toBeNull();
  });
});
