/**
 * The payment sandbox lets whoever is at /pay/{id} decide how a payment ends. In production it exists only where
 * PAYMENT_SANDBOX=1 allows it (a staging site): everywhere else its hosted checkout, its form and its callback
 * answer 404, and no order is confirmed through it. (Start-up refuses production with neither a real gateway nor
 * PAYMENT_SANDBOX — tests/unit/env.test.ts; a site with a real gateway runs like this.)
 */
import { afterEach, describe, expect, it } from "vitest";
import { env, setEnvForTesting } from "~/.server/env";
import { completeSandboxCheckout } from "~/.server/providers/payment-sandbox";
import { PAYMENT_SIGNATURE_HEADER } from "~/.server/providers/payment-gateway";
import { action as payAction, loader as payLoader } from "~/routes/pay.$id";
import { action as callbackRoute } from "~/routes/resources.payment-callback";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { targets, servicesOfTarget } from "./harness";
import { gatewayCallback, paymentFixtures, statusOf } from "./payment-helpers";

const route = { params: {}, context: {} };

describe.each(targets)("the payment sandbox in production on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account, onlineOrder, paymentRow, parentOrder, childOrders } = paymentFixtures(services);
  afterEach(() => setEnvForTesting(null));

  /** This process's environment as production, the secrets unchanged (so sessions and signatures stay valid). */
  const production = (sandboxAllowed: boolean) => setEnvForTesting({ ...env(), NODE_ENV: "production", PAYMENT_SANDBOX: sandboxAllowed });

  it("without PAYMENT_SANDBOX: /pay/{id}, the sandbox's checkout and its callback answer 404, and the order is not confirmed", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me);
    const id = order.payment!.paymentOrderId;
    production(false);

    const page = (init: RequestInit = {}) => new Request(`http://localhost/pay/${id}`, init);
    const signedIn = { cookie: me.cookie };
    expect(await statusOf(() => payLoader({ ...route, request: page({ headers: signedIn }), params: { id } }))).toBe(404);
    // Signed out too: the page does not exist, rather than asking to sign in first.
    expect(await statusOf(() => payLoader({ ...route, request: page(), params: { id } }))).toBe(404);
    const choose = new URLSearchParams({ outcome: "success", method: "Credit Card" });
    const submitted = page({ method: "POST", headers: { ...signedIn, "content-type": "application/x-www-form-urlencoded" }, body: choose });
    expect(await statusOf(() => payAction({ ...route, request: submitted, params: { id } }))).toBe(404);
    await expect(completeSandboxCheckout(services().db, me.accountId, id, { outcome: "success", method: "Credit Card" })).rejects.toMatchObject({ code: "NOT_FOUND" });

    const { body, signature } = gatewayCallback(id, "SUCCESS", 59900);
    const callback = await callbackRoute({
      ...route,
      request: new Request("http://localhost/resources/payment-callback", { method: "POST", headers: { "content-type": "application/json", [PAYMENT_SIGNATURE_HEADER]: signature }, body }),
    });
    expect(callback.status).toBe(404);

    expect((await paymentRow(id)).payment_status).toBe("PENDING");
    expect((await parentOrder(order.parentOrderId)).order_status).toBe(S.PAYMENT_PENDING);
    const [child] = await childOrders(order.parentOrderId);
    expect(child).toMatchObject({ order_status: S.PAYMENT_PENDING, pre_booking_id: null });
    const ledger = await services().db.selectFrom("payment_sandbox_transactions").select("status").where("payment_order_id", "=", id).executeTakeFirstOrThrow();
    expect(ledger.status).toBe("CREATED");
  });

  it("a staging site that sets PAYMENT_SANDBOX=1 serves the sandbox's checkout", async () => {
    const me = await account("9000000001");
    const order = await onlineOrder(me);
    const id = order.payment!.paymentOrderId;
    production(true);
    const res = await payLoader({ ...route, request: new Request(`http://localhost/pay/${id}`, { headers: { cookie: me.cookie } }), params: { id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ paymentOrderId: id, status: "CREATED", expired: false });
  });
});
