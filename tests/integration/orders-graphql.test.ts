/**
 * The patient's orders over GraphQL on every database target, with the seeded demo orders of account 1:
 * another account's order id is refused in every operation with nothing changed; lists page by 10; reschedule
 * stops at three; cancel refunds to source and health credits; ratings, patient switch, modify, reorder and the
 * sample-rejected refund follow the spec's rules.
 */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { createUserSession } from "~/.server/session";
import { targets, servicesOfTarget } from "./harness";
import { homeCollectionSlots } from "~/lib/slots";
import { capacityOf, slotCapacityConfig } from "~/.server/domain/scheduling/slots";
import { reserveSlot } from "~/.server/domain/scheduling/reschedule-slots";
import type { GqlBody } from "./graphql-body";

async function cookieFor(accountId: number, mobileNumber: string) {
  const res = await createUserSession({ accountId, mobileNumber, countryCode: "+91", isCircleMember: false }, "/");
  return res.headers.get("Set-Cookie")!.split(";")[0];
}

async function gql(query: string, variables: Record<string, unknown>, cookie?: string): Promise<GqlBody> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}

const ORDER = `id displayId preBookingId parentOrderId orderStatus orderStatusLabel rescheduleCount canCancelOrReschedule totalPrice paymentType
  patientObj { id firstName } diagnosticOrderLineItems { itemId itemName isRemoved price } attributesObj { reportTATMessage expectedReportGenerationTime }
  refunds { amountRefunded refundMode status } invoiceURL labReportURL journey { label state }`;

describe.each(targets)("orders over GraphQL on $name", (target) => {
  const services = servicesOfTarget(target);

  async function orderId(displayId: string, child = 1) {
    const row = await services().db.selectFrom("diagnostic_orders").select(["id", "parent_order_id"]).where("display_id", "=", `${displayId}${child}`).executeTakeFirstOrThrow();
    return { id: row.id, parentId: row.parent_order_id };
  }

  /** Everything an order operation could change. */
  async function snapshot() {
    const db = services().db;
    return JSON.stringify(await Promise.all([
      db.selectFrom("diagnostic_orders").selectAll().orderBy("id").execute(),
      db.selectFrom("diagnostic_parent_orders").selectAll().orderBy("id").execute(),
      db.selectFrom("diagnostic_order_status_history").selectAll().orderBy("id").execute(),
      db.selectFrom("diagnostic_order_line_items").selectAll().orderBy("id").execute(),
      db.selectFrom("refunds").selectAll().orderBy("id").execute(),
      db.selectFrom("payments").selectAll().orderBy("id").execute(),
      db.selectFrom("diagnostic_accounts").selectAll().orderBy("account_id").execute(),
      db.selectFrom("diagnostic_carts").selectAll().execute(),
      db.selectFrom("booking_slots").select(["id", "booked"]).orderBy("id").execute(),
    ]));
  }

  it("refuses another account's order id in every operation, changing nothing", async () => {
    const bob = await cookieFor(3, "9876543210");
    const pickup = await orderId("7100000009");
    const prepaid = await orderId("7100000010");
    const rejected = await orderId("7100000005");
    const collected = await orderId("7100000006");
    const report = await orderId("7100000004");
    const slots = await gql(`query($p: Int!) { getRescheduleSlots(parentOrderID: $p) { slotId } }`, { p: pickup.parentId }, await cookieFor(1, "9000000001"));
    const slotId = slots.data.getRescheduleSlots[0].slotId;
    const before = await snapshot();
    const calls: [string, string, Record<string, unknown>][] = [
      ["getDiagnosticOrdersListByParentOrderID", `query($p: Int!) { getDiagnosticOrdersListByParentOrderID(parentOrderID: $p) { id } }`, { p: pickup.parentId }],
      ["GetDiagnosticOrderDetails", `query($o: Int!) { GetDiagnosticOrderDetails(diagnosticOrderId: $o) { id } }`, { o: pickup.id }],
      ["getHCOrderFormattedTrackingHistory", `query($o: Int!) { getHCOrderFormattedTrackingHistory(diagnosticOrderID: $o) { statusHistory { orderStatus } } }`, { o: pickup.id }],
      ["getOrderPhleboDetailsBulk", `query($o: [Int!]!) { getOrderPhleboDetailsBulk(diagnosticOrdersIds: $o) { diagnosticOrdersId } }`, { o: [collected.id] }],
      ["getRescheduleSlots", `query($p: Int!) { getRescheduleSlots(parentOrderID: $p) { slotId } }`, { p: pickup.parentId }],
      ["validateReorderFlow", `query($o: Int!) { validateReorderFlow(diagnosticOrderId: $o) { patientActive } }`, { o: report.id }],
      ["rescheduleDiagnosticsOrderv2", `mutation($p: Int!, $s: Int!) { rescheduleDiagnosticsOrderv2(parentOrderID: $p, slotInfo: { slotId: $s }, selectedDate: "2099-01-01", reason: "Patient is unwell") { status message } }`, { p: pickup.parentId, s: slotId }],
      ["cancelDiagnosticOrdersv2", `mutation($o: [Int!]!) { cancelDiagnosticOrdersv2(diagnosticOrderIds: $o, reason: "I booked by mistake") { status } }`, { o: [prepaid.id] }],
      ["savePhleboFeedback", `mutation($o: Int!) { savePhleboFeedback(diagnosticOrdersId: $o, phleboRating: 5) { status } }`, { o: collected.id }],
      ["saveDiagnosticCSATRating", `mutation($o: Int!) { saveDiagnosticCSATRating(orderId: $o, rating: 5) { status } }`, { o: report.id }],
      ["switchDiagnosticOrderPatientID", `mutation($o: Int!) { switchDiagnosticOrderPatientID(diagnosticOrderId: $o, patientId: 9) { status } }`, { o: pickup.id }],
      ["saveModifyDiagnosticOrderV1", `mutation($o: Int!) { saveModifyDiagnosticOrderV1(diagnosticOrderId: $o, diagnosticsModifyCartItems: []) { status } }`, { o: pickup.id }],
      ["reorderDiagnosticOrder", `mutation($o: Int!) { reorderDiagnosticOrder(diagnosticOrderId: $o) { status } }`, { o: report.id }],
      ["createRefundForSampleRejected", `mutation($o: Int!) { createRefundForSampleRejected(diagnosticOrderId: $o, upi: "bob@okaxis", amount: 10, type: "UPI") { status } }`, { o: rejected.id }],
    ];
    for (const [name, query, variables] of calls) {
      const res = await gql(query, variables, bob);
      expect(res.errors?.[0]?.extensions?.code, name).toBe("NOT_FOUND");
      expect((res.data as Record<string, unknown> | undefined)?.[name] ?? null, name).toBeNull();
    }
    // Lists and recent items for a patient of another account are refused too.
    const alicePatient = (await services().db.selectFrom("patients").select("id").where("account_id", "=", 1).executeTakeFirstOrThrow()).id;
    expect((await gql(`query($p: Int) { getDiagnosticOrdersListByMobile(patientId: $p) { ordersCount } }`, { p: alicePatient }, bob)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(`{ getDiagnosticOrdersListByMobile(mobileNumber: "9000000001") { ordersCount } }`, {}, bob)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(`query($p: Int) { getRecentlyOrderedItemDetails(patientId: $p) { recentlyOrderedItems { itemId } } }`, { p: alicePatient }, bob)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(`{ getDiagnosticOrdersListByMobile { ordersCount } }`, {}, bob)).data.getDiagnosticOrdersListByMobile.ordersCount).toBe(2);
    // Account 2 sees its own orders only (the console's demo order), none of account 1's.
    const own = await services().db.selectFrom("diagnostic_orders").select("id").where("account_id", "=", 2).execute();
    expect((await gql(`{ getDiagnosticOrdersListByMobile { ordersCount } }`, {}, await cookieFor(2, "9000000002"))).data.getDiagnosticOrdersListByMobile.ordersCount).toBe(own.length);
    // And without signing in, nothing at all.
    expect((await gql(`{ getDiagnosticOrdersListByMobile { ordersCount } }`, {}))?.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(await snapshot()).toBe(before);
  });

  it("lists the caller's orders newest first, ten to a page (offset is the page number)", async () => {
    const alice = await cookieFor(1, "9000000001");
    const page = (offset: number) => gql(`query($o: Int) { getDiagnosticOrdersListByMobile(mobileNumber: "+919000000001", paginated: true, limit: 10, offset: $o) { ordersCount page ordersList { displayId orderStatusLabel } } }`, { o: offset }, alice);
    const first = (await page(1)).data.getDiagnosticOrdersListByMobile;
    const second = (await page(2)).data.getDiagnosticOrdersListByMobile;
    expect(first.ordersCount).toBe(13);
    expect(first.ordersList).toHaveLength(10);
    expect(second.ordersList).toHaveLength(3);
    expect(first.ordersList[0].displayId).toBe("71000000111");
    expect(second.ordersList.map((o) => o.displayId)).toEqual(["71000000021", "71000000011", "71000000141"]);
    const parent = await orderId("7100000008");
    const family = (await gql(`query($p: Int!) { getDiagnosticOrdersListByParentOrderID(parentOrderID: $p) { ${ORDER} } }`, { p: parent.parentId }, alice)).data.getDiagnosticOrdersListByParentOrderID;
    expect(family.map((o) => o.orderStatusLabel)).toEqual(["Pickup Confirmed", "Agent on the way"]);
  });

  it("shows an order's details, tracking, agent and report links by the spec's rules", async () => {
    const alice = await cookieFor(1, "9000000001");
    const report = await orderId("7100000004");
    const d = (await gql(`query($o: Int!) { GetDiagnosticOrderDetails(diagnosticOrderId: $o) { ${ORDER} } }`, { o: report.id }, alice)).data.GetDiagnosticOrderDetails;
    expect(d).toMatchObject({ orderStatusLabel: "Report Generated", canCancelOrReschedule: false, labReportURL: `/resources/orders/${report.id}/report`, invoiceURL: `/resources/orders/${report.id}/invoice` });
    expect(d.attributesObj.reportTATMessage).toBe("Reports within 1 day");
    expect(d.journey?.find((s) => s.state === "current")?.label).toBe("Reports Ready");
    const tracking = (await gql(`query($o: Int!) { getHCOrderFormattedTrackingHistory(diagnosticOrderID: $o) { statusHistory { orderStatus statusLabel } } }`, { o: report.id }, alice)).data.getHCOrderFormattedTrackingHistory.statusHistory;
    expect(tracking.map((t) => t.statusLabel)).toEqual(["Order Placed", "Order Confirmed", "Pickup Confirmed", "Agent on the way", "Sample Collected", "Samples Received for Testing", "Samples Received for Testing", "Report Generated"]);
    const family = await orderId("7100000008");
    const onTheWay = await orderId("7100000008", 2);
    const phlebo = (await gql(`query($o: [Int!]!) { getOrderPhleboDetailsBulk(diagnosticOrdersIds: $o) { diagnosticOrdersId orderPhleboDetails { name mobile phleboOTP phleboTrackLink } } }`, { o: [family.id, onTheWay.id, report.id] }, alice)).data.getOrderPhleboDetailsBulk;
    expect(phlebo[0].orderPhleboDetails).toMatchObject({ name: "Ravi Kumar", mobile: "9849012345", phleboOTP: "4821", phleboTrackLink: null });
    expect(phlebo[1].orderPhleboDetails).toMatchObject({ phleboOTP: "9375", phleboTrackLink: `/order-details/${onTheWay.id}?track=agent` });
    expect(phlebo[2].orderPhleboDetails?.phleboOTP).toBeNull();
    const pending = await orderId("7100000009");
    const p = (await gql(`query($o: Int!) { GetDiagnosticOrderDetails(diagnosticOrderId: $o) { ${ORDER} } }`, { o: pending.id }, alice)).data.GetDiagnosticOrderDetails;
    expect(p).toMatchObject({ canCancelOrReschedule: true, labReportURL: null, invoiceURL: null });
  });

  it("offers corporate-flow reasons to a corporate user", async () => {
    const corporate = await cookieFor(2, "9000000002");
    const alice = await cookieFor(1, "9000000001");
    const q = `{ getRescheduleAndCancellationReasons(appointmentDateTimeInUTC: "2099-01-01T00:00:00.000Z") { rescheduleReasons cancellationReasons } }`;
    const c = (await gql(q, {}, corporate)).data.getRescheduleAndCancellationReasons;
    const a = (await gql(q, {}, alice)).data.getRescheduleAndCancellationReasons;
    expect(c.cancellationReasons).toContain("My employer changed the health check plan");
    expect(a.cancellationReasons).not.toContain("My employer changed the health check plan");
    expect(a.cancellationReasons).toContain("I found a better price elsewhere");
  });

  it("reschedules at most three times, then answers the spec's message and changes nothing", async () => {
    const alice = await cookieFor(1, "9000000001");
    const { id, parentId } = await orderId("7100000009");
    const slots = (await gql(`query($p: Int!) { getRescheduleSlots(parentOrderID: $p) { slotId slotDate } }`, { p: parentId }, alice)).data.getRescheduleSlots;
    const move = (s: { slotId: number; slotDate: string }) =>
      gql(`mutation($p: Int!, $s: Int!, $d: String!) { rescheduleDiagnosticsOrderv2(parentOrderID: $p, slotInfo: { slotId: $s }, selectedDate: $d, reason: "I want a different time", source: "web") { status message rescheduleCount } }`, { p: parentId, s: s.slotId, d: s.slotDate }, alice);
    for (let i = 1; i <= 3; i++) {
      const r = (await move(slots[i])).data.rescheduleDiagnosticsOrderv2;
      expect(r).toMatchObject({ status: true, rescheduleCount: i });
    }
    const booked = await services().db.selectFrom("booking_slots").select(["id", "booked"]).where("id", "in", slots.slice(1, 4).map((s) => s.slotId)).orderBy("id").execute();
    expect(booked.map((b) => b.booked)).toEqual([0, 0, 1]);
    const before = await snapshot();
    const fourth = (await move(slots[4])).data.rescheduleDiagnosticsOrderv2;
    expect(fourth).toEqual({ status: false, message: "You have rescheduled thrice. You're out of reschedule attempts.", rescheduleCount: 3 });
    expect(await snapshot()).toBe(before);
    const d = (await gql(`query($o: Int!) { GetDiagnosticOrderDetails(diagnosticOrderId: $o) { orderStatus rescheduleCount } }`, { o: id }, alice)).data.GetDiagnosticOrderDetails;
    expect(d).toEqual({ orderStatus: "PICKUP_REQUESTED", rescheduleCount: 3 });
  });

  it("offers booking's own home-collection slots for a reschedule, and two visits cannot take a slot's last place", async () => {
    const alice = await cookieFor(1, "9000000001");
    const db = services().db;
    const a = await orderId("7100000009");
    const b = await orderId("7100000010");
    const q = `query($p: Int!) { getRescheduleSlots(parentOrderID: $p) { slotId slotDate startTime slotDateTimeInUTC } }`;
    const offeredBefore = homeCollectionSlots(new Date());
    const slots = (await gql(q, { p: a.parentId }, alice)).data.getRescheduleSlots;
    const offered = [...offeredBefore, ...homeCollectionSlots(new Date())].map((s) => s.slotDateTimeInUTC);
    // The same rule as booking: only offered slots (no weekend, nothing past the cutoff), each a booking_slots row.
    expect(slots.length).toBeGreaterThan(4);
    for (const s of slots) expect(offered).toContain(s.slotDateTimeInUTC);
    const capacity = capacityOf(await slotCapacityConfig(db), "city:9");
    const rows = await db.selectFrom("booking_slots").select(["id", "kind", "area_key", "capacity"]).where("id", "in", slots.map((s) => s.slotId)).execute();
    expect(rows.every((r) => r.kind === "DIAGNOSTIC_HC" && r.area_key === "city:9" && r.capacity === capacity)).toBe(true);

    // One place left in the slot; two visits ask for it at once: the database gives it to one.
    const last = slots[2];
    await db.updateTable("booking_slots").set({ booked: capacity - 1 }).where("id", "=", last.slotId).execute();
    const reserve = () => db.transaction().execute((trx) => reserveSlot(trx, last.slotId, 9)).then(() => "taken", (e: Error) => e.message);
    expect((await Promise.all([reserve(), reserve()])).sort()).toEqual(["This slot is no longer available. Please choose another slot.", "taken"]);
    expect((await db.selectFrom("booking_slots").select("booked").where("id", "=", last.slotId).executeTakeFirstOrThrow()).booked).toBe(capacity);
    // The full slot is no longer offered, and asking for it anyway is refused with nothing changed.
    expect((await gql(q, { p: b.parentId }, alice)).data.getRescheduleSlots.map((s) => s.slotId)).not.toContain(last.slotId);
    const before = await snapshot();
    const full = (await gql(`mutation($p: Int!, $s: Int!, $d: String!) { rescheduleDiagnosticsOrderv2(parentOrderID: $p, slotInfo: { slotId: $s }, selectedDate: $d, reason: "I want a different time") { status message } }`, { p: b.parentId, s: last.slotId, d: last.slotDate }, alice)).data.rescheduleDiagnosticsOrderv2;
    expect(full).toEqual({ status: false, message: "This slot is no longer available. Please choose another slot." });
    expect(await snapshot()).toBe(before);
  });

  it("cancels a prepaid order: the paid amount goes back to source and the health credits to the account", async () => {
    const alice = await cookieFor(1, "9000000001");
    const db = services().db;
    const { id } = await orderId("7100000010");
    const credits = async () => (await db.selectFrom("diagnostic_accounts").select("health_credits").where("account_id", "=", 1).executeTakeFirst())?.health_credits ?? 0;
    const before = await credits();
    const bad = (await gql(`mutation($o: [Int!]!) { cancelDiagnosticOrdersv2(diagnosticOrderIds: $o, reason: "because") { status message } }`, { o: [id] }, alice)).data.cancelDiagnosticOrdersv2;
    expect(bad).toEqual({ status: false, message: "Please choose a reason." });
    const r = (await gql(`mutation($o: [Int!]!) { cancelDiagnosticOrdersv2(diagnosticOrderIds: $o, reason: "I booked by mistake", comment: "sorry") { status message isDirectCancellation refundAmount healthCreditsRestored } }`, { o: [id] }, alice)).data.cancelDiagnosticOrdersv2;
    // Lipid Profile ₹459 + LFT ₹449 = ₹908, ₹200 of it in health credits.
    expect(r).toMatchObject({ status: true, isDirectCancellation: true, refundAmount: 708, healthCreditsRestored: 200 });
    expect(r.message).toContain("₹708 will be refunded to your original payment method");
    expect(await credits()).toBe(before + 20000);
    const d = (await gql(`query($o: Int!) { GetDiagnosticOrderDetails(diagnosticOrderId: $o) { orderStatus orderStatusLabel canCancelOrReschedule refunds { amountRefunded refundMode } } }`, { o: id }, alice)).data.GetDiagnosticOrderDetails;
    expect(d).toEqual({ orderStatus: "REFUND_INITIATED", orderStatusLabel: "Refund Initiated", canCancelOrReschedule: false, refunds: [{ amountRefunded: 708, refundMode: "SOURCE" }, { amountRefunded: 200, refundMode: "HEALTH_CREDITS" }] });
    const payment = await db.selectFrom("payments").select("payment_status").where("payment_order_id", "=", "PAY-7100000010").executeTakeFirstOrThrow();
    expect(payment.payment_status).toBe("REFUND");
    const again = (await gql(`mutation($o: [Int!]!) { cancelDiagnosticOrdersv2(diagnosticOrderIds: $o, reason: "I booked by mistake") { status message } }`, { o: [id] }, alice)).data.cancelDiagnosticOrdersv2;
    expect(again).toEqual({ status: false, message: "This order can no longer be cancelled or rescheduled." });
  });

  it("rates the agent once after collection (scale 5) and the order once the report is ready", async () => {
    const alice = await cookieFor(1, "9000000001");
    const collected = await orderId("7100000006");
    const rate = (o: number, r: number) => gql(`mutation($o: Int!, $r: Int!) { savePhleboFeedback(diagnosticOrdersId: $o, phleboRating: $r, phleboFeedback: "On time", patientComments: "Gentle") { status message } }`, { o, r }, alice);
    expect((await rate(collected.id, 6)).data.savePhleboFeedback.status).toBe(false);
    expect((await rate(collected.id, 5)).data.savePhleboFeedback).toEqual({ status: true, message: "Thank you for rating your agent." });
    expect((await rate(collected.id, 4)).data.savePhleboFeedback).toEqual({ status: false, message: "You have already rated this agent." });
    const pending = await orderId("7100000008");
    expect((await rate(pending.id, 5)).data.savePhleboFeedback.status).toBe(false);
    const report = await orderId("7100000004");
    const csat = (o: number) => gql(`mutation($o: Int!) { saveDiagnosticCSATRating(orderId: $o, rating: 5, feedback: "Quick report") { status message } }`, { o }, alice);
    expect((await csat(report.id)).data.saveDiagnosticCSATRating.status).toBe(true);
    expect((await csat(pending.id)).data.saveDiagnosticCSATRating.status).toBe(false);
  });

  it("switches an order to another complete profile of the caller, refusing profiles of others", async () => {
    const alice = await cookieFor(1, "9000000001");
    const db = services().db;
    const { id } = await orderId("7100000009");
    const meera = (await db.selectFrom("patients").select("id").where("uhid", "=", "APJ1.0000000102").executeTakeFirstOrThrow()).id;
    const rahul = (await db.selectFrom("patients").select("id").where("uhid", "=", "APJ1.0000000301").executeTakeFirstOrThrow()).id;
    const sw = (p: number) => gql(`mutation($o: Int!, $p: Int!) { switchDiagnosticOrderPatientID(diagnosticOrderId: $o, patientId: $p) { status message } }`, { o: id, p }, alice);
    expect((await sw(rahul)).data.switchDiagnosticOrderPatientID).toEqual({ status: false, message: "Patient not found" });
    expect((await sw(meera)).data.switchDiagnosticOrderPatientID).toEqual({ status: true, message: "This order is now for Meera Sharma." });
  });

  it("modifies a cash order through the modify-order cart, and reorders a past order into the cart", async () => {
    const alice = await cookieFor(1, "9000000001");
    const family = await orderId("7100000008");
    const cbc = 1001;
    const dengue = 1183;
    const mod = (items: unknown[], add: number[]) => gql(`mutation($o: Int!, $i: [DiagnosticModifyItemInput!]!, $a: [Int!]) { saveModifyDiagnosticOrderV1(diagnosticOrderId: $o, diagnosticsModifyCartItems: $i, addItemIds: $a) { status message totalPrice } }`, { o: family.id, i: items, a: add }, alice);
    // Pickup confirmed is past the Cancel/Reschedule rule: no changes.
    expect((await mod([], [cbc])).data.saveModifyDiagnosticOrderV1.status).toBe(false);
    const cash = await orderId("7100000009");
    const modCash = (items: unknown[], add: number[]) => gql(`mutation($o: Int!, $i: [DiagnosticModifyItemInput!]!, $a: [Int!]) { saveModifyDiagnosticOrderV1(diagnosticOrderId: $o, diagnosticsModifyCartItems: $i, addItemIds: $a) { status message totalPrice } }`, { o: cash.id, i: items, a: add }, alice);
    expect((await modCash([{ itemId: cbc, isRemoved: true }], [])).data.saveModifyDiagnosticOrderV1.message).toMatch(/At least one test must stay/);
    const added = (await modCash([{ itemId: cbc, isRemoved: true }], [dengue])).data.saveModifyDiagnosticOrderV1;
    expect(added).toMatchObject({ status: true, totalPrice: 389 });

    const report = await orderId("7100000004");
    const v = (await gql(`query($o: Int!) { validateReorderFlow(diagnosticOrderId: $o) { addressActive addressServiceable patientActive inactiveItemIds displayMessages { message } } }`, { o: report.id }, alice)).data.validateReorderFlow;
    expect(v).toEqual({ addressActive: true, addressServiceable: true, patientActive: true, inactiveItemIds: [], displayMessages: [] });
    const r = (await gql(`mutation($o: Int!) { reorderDiagnosticOrder(diagnosticOrderId: $o) { status message itemIds } }`, { o: report.id }, alice)).data.reorderDiagnosticOrder;
    expect(r).toMatchObject({ status: true, itemIds: [5002] });
    const cart = (await gql(`{ getDiagnosticCart { itemIds } }`, {}, alice)).data.getDiagnosticCart;
    expect(cart.itemIds).toContain(5002);
  });

  it("takes a refund request for a rejected sample only with a valid UPI id or bank account, once", async () => {
    const alice = await cookieFor(1, "9000000001");
    const { id } = await orderId("7100000005");
    const ask = (v: Record<string, unknown>) => gql(`mutation($o: Int!, $u: String, $a: String, $b: String, $i: String, $m: Float!, $t: String!) { createRefundForSampleRejected(diagnosticOrderId: $o, upi: $u, account: $a, bank: $b, ifsc: $i, amount: $m, type: $t) { status message fieldErrors } }`, { o: id, ...v }, alice);
    expect((await ask({ u: "sushila", m: 499, t: "UPI" })).data.createRefundForSampleRejected).toMatchObject({ status: false, message: "UPI ID not valid." });
    expect((await ask({ a: "12345678901", b: "SBI", i: "SBIN000123", m: 499, t: "BANK" })).data.createRefundForSampleRejected).toMatchObject({ status: false, message: "IFSC code not valid." });
    expect((await ask({ u: "sushila@oksbi", m: 500, t: "UPI" })).data.createRefundForSampleRejected.status).toBe(false);
    const ok = (await ask({ a: "12345678901", b: "State Bank of India", i: "SBIN0001234", m: 499, t: "BANK" })).data.createRefundForSampleRejected;
    expect(ok).toMatchObject({ status: true });
    const refund = await services().db.selectFrom("refunds").selectAll().where("order_id", "=", id).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ amount_refunded: 49900, refund_mode: "BANK", destination: "XXXX8901 (SBIN0001234)", refund_type: "SAMPLE_REJECTED" });
    expect((await ask({ u: "sushila@oksbi", m: 1, t: "UPI" })).data.createRefundForSampleRejected.status).toBe(false);
  });

  it("gives the previously booked items of the caller (and nothing to a visitor)", async () => {
    const alice = await cookieFor(1, "9000000001");
    const r = (await gql(`{ getRecentlyOrderedItemDetails(mobileNumber: "9000000001", cityId: 9, pincode: "500085") { recentlyOrderedItems { itemId itemName } frequentlyOrderedItems { itemId } } }`, {}, alice)).data.getRecentlyOrderedItemDetails;
    expect(r.recentlyOrderedItems.length).toBeGreaterThan(5);
    expect(r.frequentlyOrderedItems.map((i) => i.itemId)).toContain(1045); // Lipid Profile: Sushila in August, Aarav in November
    const visitor = (await gql(`{ getRecentlyOrderedItemDetails(cityId: 9) { recentlyOrderedItems { itemId } } }`, {})).data.getRecentlyOrderedItemDetails;
    expect(visitor.recentlyOrderedItems).toEqual([]);
  });
});
