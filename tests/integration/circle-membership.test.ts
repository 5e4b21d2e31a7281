/**
 * Buying Circle on every database target, as a patient would meet it: the plan bought through the gateway's sandbox
 * becomes an active subscription stored as the spec says, the very next request prices the cart at member prices,
 * /orders and /my-membership show it, a renewal before expiry is deferred_active, bad input writes nothing, only
 * ops can refund (with a reason, kept in the history), and another account reads none of it.
 */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { findOrCreateAccount } from "~/.server/domain/accounts/accounts";
import { buyCirclePlan, buyMembershipPlan, CARE_PLAN_ORDER_KIND, circleMembershipOf, circleOrderOfAccount, listPlans, refundCircleMembership, subscriptionsOfAccount, CIRCLE_ORDER_KIND } from "~/.server/domain/membership";
import { getDiagnosticCartDetailsV1 } from "~/.server/domain/pricing";
import { headerOrderHistory } from "~/.server/domain/orders/order-header";
import { getPaymentStatus } from "~/.server/domain/payments/payments";
import { completeSandboxCheckout } from "~/.server/providers/payment-sandbox";
import { sessionUserOfCookie } from "~/.server/session";
import { itemByTag } from "~/.server/db/seed-data/catalogue";
import { ordersListLoader } from "~/features/orders/orders.server";
import { paymentResultLoader } from "~/features/payments/payments.server";
import { payCareAction, payCareLoader } from "~/features/membership/care.server";
import { circleLandingAction, myMembershipLoader, subscriptionsLoader, type MyMembershipData } from "~/features/membership/membership.server";
import { indiaToday } from "~/.server/domain/pricing/pricing-service";
import { addCalendarDays } from "~/lib/circle-membership";
import { targets, servicesOfTarget } from "./harness";
import { cookieFor, statusOf } from "./payment-helpers";
import type { GqlBody } from "./graphql-body";

const THYROID = itemByTag("thyroid-profile-total-t3-t4-tsh").itemId;

async function gql(query: string, cookie?: string, variables: Record<string, unknown> = {}): Promise<GqlBody> {
  const res = await getYoga().fetch("http://localhost/graphql", { method: "POST", headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as GqlBody;
}

describe.each(targets)("Circle membership on $name", (target) => {
  const services = servicesOfTarget(target);
  const db = () => services().db;

  async function newPatient(mobile: string) {
    const a = await findOrCreateAccount(db(), "+91", mobile);
    const p = await db().selectFrom("patients").select("id").where("account_id", "=", a.id).executeTakeFirstOrThrow();
    return { accountId: a.id, patientId: p.id, cookie: await cookieFor(a.id, mobile) };
  }

  const pay = (accountId: number, paymentOrderId: string, outcome: "success" | "failure" = "success") =>
    completeSandboxCheckout(db(), accountId, paymentOrderId, { outcome, method: "UPI", upiId: "asha@okhdfc" });

  it("the plan table holds the decided reading: ₹99 / 60 days, ₹199 / 180, ₹299 / 360", async () => {
    expect((await listPlans(db(), "CIRCLEPlan")).map((p) => [p.subPlanId, p.durationDays, p.price, p.name])).toEqual([
      ["CIRCLE_2M", 60, 9900, "CIRCLE PLAN"],
      ["CIRCLE_6M", 180, 19900, "CIRCLE PLAN"],
      ["CIRCLE_12M", 360, 29900, "CIRCLE PLAN"],
    ]);
  });

  it("buys Circle through the sandbox: active at once, member prices in the cart on the next request, listed in /orders", async () => {
    const asha = await newPatient("9811100001");
    const billingOf = () => getDiagnosticCartDetailsV1(db(), { accountId: asha.accountId, patients: [{ patientID: asha.patientId, itemIds: [THYROID] }], cityId: 9 });
    const before = await billingOf();
    expect(before.isCircleMember).toBe(false);
    expect(before.diagPatientLineItems[0].lineItems[0].groupPlan).toBe("ALL");
    expect((await sessionUserOfCookie(asha.cookie))!.isCircleMember).toBe(false);

    const bought = await buyCirclePlan(db(), asha.accountId, { subPlanId: "CIRCLE_6M", fullName: "Asha Menon", mobileNumber: "9811100001" }, { idempotencyKey: "k-asha-1" });
    expect(bought.purchaseType).toBe("first_time");
    // Retried submit: the same order and the same payment, not a second one.
    expect(await buyCirclePlan(db(), asha.accountId, { subPlanId: "CIRCLE_6M", fullName: "Asha Menon", mobileNumber: "9811100001" }, { idempotencyKey: "k-asha-1" })).toMatchObject({ orderId: bought.orderId, paymentOrderId: bought.paymentOrderId });
    // Not paid yet: no membership.
    expect(await subscriptionsOfAccount(db(), asha.accountId)).toEqual([]);

    await pay(asha.accountId, bought.paymentOrderId);

    const row = await db().selectFrom("subscriptions").selectAll().where("account_id", "=", asha.accountId).executeTakeFirstOrThrow();
    const today = indiaToday();
    expect(row).toMatchObject({ group_name: "APOLLO", name: "CIRCLE PLAN", plan_id: "CIRCLEPlan", sub_plan_id: "CIRCLE_6M", status: "active", start_date: today, end_date: addCalendarDays(today, 179), fee: 19900, order_id: bought.orderId });
    expect(JSON.parse(row.source_meta_data!)).toEqual({ purchase_type: "first_time" });
    expect((await subscriptionsOfAccount(db(), asha.accountId))[0].purchaseType).toBe("New");

    // The same session, no sign-in again: the membership reaches pricing at once.
    expect((await sessionUserOfCookie(asha.cookie))!.isCircleMember).toBe(true);
    const after = await billingOf();
    expect(after.isCircleMember).toBe(true);
    expect(after.diagPatientLineItems[0].lineItems[0].groupPlan).toBe("CIRCLE");
    expect(after.circleMemberDiscount).toBeGreaterThan(0);
    expect(after.subTotal).toBeLessThan(before.subTotal);
    const viaApi = (await gql(`{ getDiagnosticCartDetailsV1(cartItem: [{ patientID: ${asha.patientId}, itemIds: [${THYROID}] }]) { isCircleMember circleMemberDiscount } }`, asha.cookie)).data.getDiagnosticCartDetailsV1;
    expect(viaApi.isCircleMember).toBe(true);
    expect(viaApi.circleMemberDiscount).toBeGreaterThan(0);

    const page = await ordersListLoader(new Request("http://localhost/orders", { headers: { cookie: asha.cookie } }), { allKinds: true });
    expect(page.rows!.find((r) => r.kind === CIRCLE_ORDER_KIND)).toMatchObject({ entry: { kindLabel: "Circle membership", statusLabel: "Membership bought", detailPath: "/my-membership", toPay: 19900 } });
    expect(await getPaymentStatus(db(), asha.accountId, CIRCLE_ORDER_KIND, bought.orderId)).toMatchObject({ paymentStatus: "success", category: "circle", orderSucceededPath: "/my-membership", orderSucceededLabel: "View membership" });

    const mine = (await (await myMembershipLoader(new Request("http://localhost/my-membership", { headers: { cookie: asha.cookie } }))).json()) as MyMembershipData;
    expect(mine).toMatchObject({ isCircleMember: true, circleLabel: "Yes", startDate: today, endDate: addCalendarDays(today, 179), durationDays: 180, fee: 199, saved: 0 });
  });

  it("a renewal bought before expiry is deferred_active and starts when the current plan ends (Repeat)", async () => {
    const ravi = await newPatient("9811100002");
    const first = await buyCirclePlan(db(), ravi.accountId, { subPlanId: "CIRCLE_2M", fullName: "Ravi Iyer", mobileNumber: "9811100002" });
    await pay(ravi.accountId, first.paymentOrderId);
    const renewal = await buyCirclePlan(db(), ravi.accountId, { subPlanId: "CIRCLE_12M", fullName: "Ravi Iyer", mobileNumber: "9811100002" });
    expect(renewal.purchaseType).toBe("renewal");
    await pay(ravi.accountId, renewal.paymentOrderId);
    const today = indiaToday();
    const subs = await subscriptionsOfAccount(db(), ravi.accountId);
    expect(subs.map((s) => [s.status, s.startDate, s.endDate, s.purchaseType])).toEqual([
      ["deferred_active", addCalendarDays(today, 60), addCalendarDays(today, 60 + 359), "Repeat"],
      ["active", today, addCalendarDays(today, 59), "New"],
    ]);
    const m = await circleMembershipOf(db(), ravi.accountId);
    expect(m).toMatchObject({ startDate: today, endDate: addCalendarDays(today, 419), durationDays: 420, fee: 9900 + 29900 });
    expect(m.upcoming.map((s) => s.status)).toEqual(["deferred_active"]);
  });

  it("bad input gets the spec's messages and writes nothing; a failed payment leaves no membership", async () => {
    const meena = await newPatient("9811100003");
    const orders = () => db().selectFrom("orders").select("id").where("account_id", "=", meena.accountId).execute();
    await expect(buyCirclePlan(db(), meena.accountId, { subPlanId: "CIRCLE_6M", fullName: "", mobileNumber: "9811100003" })).rejects.toMatchObject({ code: "BAD_REQUEST", details: { fieldErrors: { fullName: "Please enter your full name" } } });
    await expect(buyCirclePlan(db(), meena.accountId, { subPlanId: "CIRCLE_6M", fullName: "Meena Das", mobileNumber: "12345" })).rejects.toMatchObject({ details: { fieldErrors: { mobileNumber: "Please enter a valid mobile number" } } });
    await expect(buyCirclePlan(db(), meena.accountId, { subPlanId: "GOLD_FOREVER", fullName: "Meena Das", mobileNumber: "9811100003" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await orders()).toEqual([]);

    // The form's action answers with field errors, not a crash, and keeps what was typed.
    const form = new URLSearchParams({ subPlanId: "CIRCLE_6M", fullName: "Meena Das", mobileNumber: "98111" });
    const res = await circleLandingAction(new Request("http://localhost/circle-landing", { method: "POST", headers: { cookie: meena.cookie, "content-type": "application/x-www-form-urlencoded" }, body: form }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(body.result.error.mobileNumber).toEqual(["Please enter a valid mobile number"]);
    expect(body.result.initialValue.fullName).toBe("Meena Das");
    expect(await orders()).toEqual([]);

    const tried = await buyCirclePlan(db(), meena.accountId, { subPlanId: "CIRCLE_2M", fullName: "Meena Das", mobileNumber: "9811100003" });
    await pay(meena.accountId, tried.paymentOrderId, "failure");
    expect(await subscriptionsOfAccount(db(), meena.accountId)).toEqual([]);
    expect((await circleOrderOfAccount(db(), meena.accountId, tried.orderId)).order.status).toBe("PAYMENT_FAILED");
  });

  it("'no refund except at management discretion': only ops refunds, with a reason kept in the order's history", async () => {
    const kiran = await newPatient("9811100004");
    const bought = await buyCirclePlan(db(), kiran.accountId, { subPlanId: "CIRCLE_2M", fullName: "Kiran Rao", mobileNumber: "9811100004" });
    await pay(kiran.accountId, bought.paymentOrderId);
    // The member cannot: a patient's account is no ops account, and the order looks like none.
    await expect(refundCircleMembership(db(), kiran.accountId, bought.orderId, "Changed my mind")).rejects.toMatchObject({ code: "NOT_FOUND" });
    const ops = await db().selectFrom("accounts").innerJoin("account_roles", "account_roles.account_id", "accounts.id").select("accounts.id").where("role", "=", "ops").executeTakeFirstOrThrow();
    await expect(refundCircleMembership(db(), ops.id, bought.orderId, "")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await refundCircleMembership(db(), ops.id, bought.orderId, "Approved by the regional head: bought twice by mistake");
    const history = await headerOrderHistory(db(), kiran.accountId, bought.orderId);
    expect(history.at(-1)).toMatchObject({ status: "REFUNDED", actor: `ops:${ops.id}`, status_message: "Refund at management discretion: Approved by the regional head: bought twice by mistake" });
    expect(await db().selectFrom("refunds").select(["amount_refunded", "refund_mode", "refund_type"]).where("order_kind", "=", CIRCLE_ORDER_KIND).where("order_id", "=", bought.orderId).execute()).toEqual([
      { amount_refunded: 9900, refund_mode: "SOURCE", refund_type: "MANAGEMENT_DISCRETION" },
    ]);
    expect((await subscriptionsOfAccount(db(), kiran.accountId))[0].status).toBe("refunded");
    expect((await sessionUserOfCookie(kiran.cookie))!.isCircleMember).toBe(false);
    // Refunded once is final.
    await expect(refundCircleMembership(db(), ops.id, bought.orderId, "Again, by mistake")).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("IDOR: another account reads none of a member's orders, subscriptions or payments", async () => {
    const owner = await newPatient("9811100005");
    const other = await newPatient("9811100006");
    const bought = await buyCirclePlan(db(), owner.accountId, { subPlanId: "CIRCLE_12M", fullName: "Lata Pillai", mobileNumber: "9811100005" });
    await pay(owner.accountId, bought.paymentOrderId);
    await expect(circleOrderOfAccount(db(), other.accountId, bought.orderId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(headerOrderHistory(db(), other.accountId, bought.orderId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getPaymentStatus(db(), other.accountId, CIRCLE_ORDER_KIND, bought.orderId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    // Paying someone else's checkout is refused as if it did not exist.
    await expect(pay(other.accountId, bought.paymentOrderId)).rejects.toMatchObject({ code: "NOT_FOUND" });

    const theirs = (await (await subscriptionsLoader(new Request("http://localhost/subscriptions", { headers: { cookie: other.cookie } }))).json()) as { subscriptions: unknown[] };
    expect(theirs.subscriptions).toEqual([]);
    const membership = (await (await myMembershipLoader(new Request("http://localhost/my-membership", { headers: { cookie: other.cookie } }))).json()) as MyMembershipData;
    expect(membership).toMatchObject({ isCircleMember: false, circleLabel: "Never", current: null });
    const page = await ordersListLoader(new Request("http://localhost/orders", { headers: { cookie: other.cookie } }), { allKinds: true });
    expect(page.rows!.some((r) => r.kind === CIRCLE_ORDER_KIND)).toBe(false);
    expect(await statusOf(() => paymentResultLoader(new Request(`http://localhost/payments/circle/${bought.orderId}`, { headers: { cookie: other.cookie } }), { category: "circle", orderId: String(bought.orderId) }))).toBe(404);
    // A visitor is sent to sign in.
    expect(await statusOf(() => myMembershipLoader(new Request("http://localhost/my-membership")))).toBe(302);
    expect(await statusOf(() => subscriptionsLoader(new Request("http://localhost/subscriptions")))).toBe(302);
  });

  it("GraphQL: plans for anyone; buying, the membership and subscriptions for the signed-in account only", async () => {
    const plans = (await gql(`{ getCirclePlans { subPlanId title price perMonth durationDays } }`)).data.getCirclePlans;
    expect(plans).toEqual([
      { subPlanId: "CIRCLE_2M", title: "2 months", price: 99, perMonth: 50, durationDays: 60 },
      { subPlanId: "CIRCLE_6M", title: "6 months", price: 199, perMonth: 33, durationDays: 180 },
      { subPlanId: "CIRCLE_12M", title: "12 months", price: 299, perMonth: 25, durationDays: 360 },
    ]);
    const BUY = `mutation($s: String!, $n: String!, $m: String!) { purchaseCirclePlan(subPlanId: $s, fullName: $n, mobileNumber: $m) { orderId paymentOrderId paymentLinkURL purchaseType } }`;
    const visitor = await gql(BUY, undefined, { s: "CIRCLE_2M", n: "Anu Joseph", m: "9811100007" });
    expect(visitor.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const anu = await newPatient("9811100007");
    const bad = await gql(BUY, anu.cookie, { s: "CIRCLE_2M", n: "Anu Joseph", m: "1234" });
    expect(bad.errors?.[0]).toMatchObject({ message: "Please enter a valid mobile number", extensions: { code: "BAD_USER_INPUT" } });
    const bought = (await gql(BUY, anu.cookie, { s: "CIRCLE_2M", n: "Anu Joseph", m: "+919811100007" })).data.purchaseCirclePlan;
    expect(bought).toMatchObject({ purchaseType: "first_time", paymentLinkURL: `/pay/${bought.paymentOrderId}` });
    await pay(anu.accountId, bought.paymentOrderId);
    const mine = await gql(`{ getCircleMembership { isCircleMember circleLabel duration savedAmount fee } getSubscriptionsOfUser { name planId status purchaseType fee } }`, anu.cookie);
    expect(mine.data).toEqual({
      getCircleMembership: { isCircleMember: true, circleLabel: "Yes", duration: 60, savedAmount: 0, fee: 99 },
      getSubscriptionsOfUser: [{ name: "CIRCLE PLAN", planId: "CIRCLEPlan", status: "active", purchaseType: "New", fee: 99 }],
    });
    const stranger = await newPatient("9811100008");
    const theirs = await gql(`{ getCircleMembership { isCircleMember circleLabel } getSubscriptionsOfUser { planId } }`, stranger.cookie);
    expect(theirs.data).toEqual({ getCircleMembership: { isCircleMember: false, circleLabel: "Never" }, getSubscriptionsOfUser: [] });
  });

  it("care plans on the same table and machinery: bought at /pay-care as CARE_PLAN, stored under their own name, no Circle prices", async () => {
    const dev = await newPatient("9811100009");
    expect((await listPlans(db(), "FHP1")).map((p) => [p.subPlanId, p.name, p.durationDays])).toEqual([["FHP1_3M", "FAMILY DOCTOR PLAN", 90], ["FHP1_12M", "FAMILY DOCTOR PLAN", 360]]);
    // A Circle plan is not sold as a care plan, nor a care plan as Circle.
    await expect(buyMembershipPlan(db(), dev.accountId, CARE_PLAN_ORDER_KIND, { subPlanId: "CIRCLE_6M", fullName: "Dev Kapoor", mobileNumber: "9811100009" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(buyCirclePlan(db(), dev.accountId, { subPlanId: "CARE_FIRST_12M", fullName: "Dev Kapoor", mobileNumber: "9811100009" })).rejects.toMatchObject({ code: "BAD_REQUEST" });

    const form = new URLSearchParams({ subPlanId: "CARE_FIRST_12M", fullName: "Dev Kapoor", mobileNumber: "9811100009", idempotencyKey: "care-dev-1" });
    const post = (cookie: string, query = "plan_id=ApolloCareFirstPackage&sub_plan_id=CARE_FIRST_12M") =>
      payCareAction(new Request(`http://localhost/pay-care?${query}`, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body: form }));
    const res = await post(dev.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/pay\/PAY[0-9A-F]+$/);
    const paymentOrderId = res.headers.get("location")!.split("/").pop()!;
    expect((await post(dev.cookie)).headers.get("location")).toBe(`/pay/${paymentOrderId}`); // one submit, one order
    await pay(dev.accountId, paymentOrderId);
    const [sub] = await subscriptionsOfAccount(db(), dev.accountId);
    expect(sub).toMatchObject({ name: "CARE FIRST PACKAGE", planId: "ApolloCareFirstPackage", status: "active", purchaseType: "New", fee: 149900, planTitle: "12 months" });
    expect((await sessionUserOfCookie(dev.cookie))!.isCircleMember).toBe(false);
    const page = await ordersListLoader(new Request("http://localhost/orders", { headers: { cookie: dev.cookie } }), { allKinds: true });
    expect(page.rows!.find((r) => r.kind === CARE_PLAN_ORDER_KIND)).toMatchObject({ entry: { kindLabel: "Care plan", statusLabel: "Membership bought", detailPath: "/subscriptions" } });

    // Another account: the payment result is not there; an unknown plan id is no page.
    const other = await newPatient("9811100010");
    expect(await statusOf(() => paymentResultLoader(new Request(`http://localhost/payments/care/${sub.orderId}`, { headers: { cookie: other.cookie } }), { category: "care", orderId: String(sub.orderId) }))).toBe(404);
    expect(await statusOf(() => payCareLoader(new Request("http://localhost/pay-care?plan_id=CIRCLEPlan", { headers: { cookie: other.cookie } })))).toBe(404);
    expect(await statusOf(() => post(other.cookie, "plan_id=GOLD"))).toBe(404);
    expect(await statusOf(() => payCareLoader(new Request("http://localhost/pay-care?plan_id=FHP1")))).toBe(302);
  });
});
