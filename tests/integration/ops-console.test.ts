/**
 * The operations console on every database target: "Each move is validated (no report before collection),
 * recorded in the status history, and audited"; the console is "refused to patients"; results per parameter with
 * flags; the report and invoice are real PDFs served only to the order's owner (and the lab).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import { insertBookedOrder } from "~/.server/domain/lab-tests/lab-orders-store";
import { TRANSITION_REFUSED_MESSAGE } from "~/.server/domain/lab-tests/lab-order-lifecycle";
import {
  assignPhlebotomist, findOrders, MISSING_RESULTS_MESSAGE, moveOrder, NEEDS_PHLEBOTOMIST_MESSAGE, opsOrderView, RESULTS_CLOSED_MESSAGE, saveResults,
} from "~/.server/domain/lab-tests/ops-console";
import { orderResultsFor } from "~/.server/domain/lab-tests/order-results";
import { localFileStorage, useFileStorageForTesting, fileStorage } from "~/.server/providers/file-storage";
import { startSession } from "~/.server/session";
import { loader as opsIndexLoader } from "~/routes/ops._index";
import { loader as opsLayoutLoader } from "~/routes/ops";
import { loader as opsOrderLoader, action as opsOrderAction } from "~/routes/ops.orders.$orderId";
import { loader as reportRoute } from "~/routes/resources.orders.$orderId.report";
import { loader as invoiceRoute } from "~/routes/resources.orders.$orderId.invoice";
import { DIAGNOSTIC_ORDER_STATUS as S, type DiagnosticOrderStatus } from "~/lib/order-status";
import { demoLabOrder } from "~/.server/db/seed-data/ops";
import { targets, servicesOfTarget } from "./harness";

async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe.each(targets)("the operations console on $name", (target) => {
  const services = servicesOfTarget(target);
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-files-"));
    useFileStorageForTesting(localFileStorage(dir));
  });
  afterAll(() => {
    useFileStorageForTesting(null);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const accountOf = async (mobile: string) => {
    const a = await services().db.selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow();
    return a.id;
  };
  const ops = async () => ({ accountId: await accountOf("9000000103") });
  const cookie = async (mobile: string) =>
    (await startSession({ accountId: await accountOf(mobile), mobileNumber: mobile, countryCode: "+91", isCircleMember: false })).split(";")[0];

  let seq = 0;
  /** A fresh order for Priya Nair (9000000002, female): Thyroid Profile Total and HbA1c, pickup requested. */
  async function pickupRequestedOrder(): Promise<number> {
    const db = services().db;
    const accountId = await accountOf("9000000002");
    const patient = await db.selectFrom("patients").select("id").where("uhid", "=", "APJ1.0000000201").executeTakeFirstOrThrow();
    const tags = ["thyroid-profile-total-t3-t4-tsh", "hba1c-glycated-haemoglobin"];
    const rows = await db.selectFrom("diagnostic_items").select(["item_id", "item_name", "item_type", "canonical_tag"]).where("canonical_tag", "in", tags).execute();
    const items = tags.map((t) => rows.find((r) => r.canonical_tag === t)!);
    const { orders } = await db.transaction().execute((trx) =>
      insertBookedOrder(trx, {
        accountId, idempotencyKey: `ops-${seq++}-${Date.now()}`, status: S.ORDER_PLACED, paymentType: "COD", totalPrice: 99800, totalMrp: 125000,
        collectionCharges: 10000, bookingFees: 0, circleCharges: 0, slotCharges: 0, couponCode: null, couponDiscAmount: 0, healthCreditsUsed: 0,
        toPay: 109800, cityId: 3, addressId: null, address: { addressLine1: "12, Sea Breeze Apartments", pincode: "400050" }, slot: null,
        isCorporateFlow: true, billing: {}, actor: `patient:${accountId}`, preBookingId: "PB12345678",
        patients: [{ patientId: patient.id, totalPrice: 99800, collectionCharges: 10000, couponDiscAmount: 0, lineItems: items.map((i) => ({
          itemId: i.item_id, itemName: i.item_name, itemType: i.item_type, price: 49900, mrp: 62500, groupPlan: "ALL", couponDiscountAmt: 0,
          circleCashback: 0, reportTatHours: 24, inclusions: [] })) }],
      }),
    );
    const o = await ops();
    await moveOrder(db, o, { orderId: orders[0].id, to: S.PICKUP_REQUESTED });
    return orders[0].id;
  }

  const statusOf = async (orderId: number) =>
    (await services().db.selectFrom("diagnostic_orders").select(["order_status", "report_file_key"]).where("id", "=", orderId).executeTakeFirstOrThrow());
  const countsOf = async (orderId: number) => {
    const db = services().db;
    const h = await db.selectFrom("diagnostic_order_status_history").select(db.fn.countAll<number>().as("n")).where("order_id", "=", orderId).executeTakeFirstOrThrow();
    const a = await db.selectFrom("ops_audit").select(db.fn.countAll<number>().as("n")).where("order_id", "=", orderId).executeTakeFirstOrThrow();
    const r = await db.selectFrom("diagnostic_order_results").select(db.fn.countAll<number>().as("n")).where("order_id", "=", orderId).executeTakeFirstOrThrow();
    return { history: Number(h.n), audit: Number(a.n), results: Number(r.n) };
  };

  async function withItemIds(orderId: number, values: Record<string, string>) {
    const view = await opsOrderView(services().db, orderId);
    return Object.entries(values).map(([parameterName, value]) => ({ itemId: view.parameters.find((p) => p.parameterName === parameterName)!.itemId, parameterName, value }));
  }

  async function toTested(orderId: number) {
    const db = services().db;
    const o = await ops();
    await assignPhlebotomist(db, o, { orderId, phlebotomistId: 4 });
    for (const to of [S.PICKUP_CONFIRMED, S.PHLEBO_CHECK_IN, S.PHLEBO_COMPLETED, S.SAMPLE_RECEIVED_IN_LAB] as DiagnosticOrderStatus[]) await moveOrder(db, o, { orderId, to });
    const saved = await saveResults(db, o, orderId, await withItemIds(orderId, { "Total T3 (Triiodothyronine)": "132", "Total T4 (Thyroxine)": "8.4", "TSH (Ultrasensitive)": "6.8", HbA1c: "5.2" }));
    expect(saved).toEqual({ ok: true, saved: 4, flagged: 1 });
    await moveOrder(db, o, { orderId, to: S.SAMPLE_TESTED });
  }

  it("seeds one demo order for 9000000002 waiting for pickup, findable by display id and mobile", async () => {
    const db = services().db;
    const byDisplay = await findOrders(db, { query: demoLabOrder.displayId });
    expect(byDisplay).toHaveLength(1);
    expect(byDisplay[0]).toMatchObject({ status: S.PICKUP_REQUESTED, patientName: "Priya Nair" });
    const byMobile = await findOrders(db, { query: "+91 90000 00002" });
    expect(byMobile.map((o) => o.displayId)).toContain(demoLabOrder.displayId);
    expect(await findOrders(db, { query: "9000000002", status: S.REPORT_GENERATED })).toEqual([]);
    expect(await findOrders(db, { query: "' or 1=1 --" })).toEqual([]);
  });

  it("moves an order through the lab's statuses, each move in the status history and audited with who, when and what", async () => {
    const db = services().db;
    const orderId = await pickupRequestedOrder();
    const o = await ops();
    const { otp } = await assignPhlebotomist(db, o, { orderId, phlebotomistId: 4 });
    expect(otp).toMatch(/^\d{4}$/);
    const path: DiagnosticOrderStatus[] = [S.PICKUP_CONFIRMED, S.PHLEBO_CHECK_IN, S.PHLEBO_COMPLETED, S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_TESTED];
    for (const to of path) await moveOrder(db, o, { orderId, to, statusMessage: to === S.PHLEBO_COMPLETED ? "2 tubes" : null });
    const history = await db.selectFrom("diagnostic_order_status_history").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
    expect(history.map((h) => h.order_status)).toEqual([S.ORDER_PLACED, S.PICKUP_REQUESTED, ...path]);
    expect(history.slice(2).every((h) => h.actor === `ops:${o.accountId}`)).toBe(true);
    expect(history.find((h) => h.order_status === S.PHLEBO_COMPLETED)?.status_message).toBe("2 tubes");
    const audit = await db.selectFrom("ops_audit").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
    expect(audit.map((a) => a.action)).toEqual(["MOVE", "ASSIGN_PHLEBOTOMIST", ...path.map(() => "MOVE")]);
    expect(audit.every((a) => a.account_id === o.accountId && !Number.isNaN(Date.parse(a.at)))).toBe(true);
    expect(JSON.parse(audit.at(-1)!.detail!)).toMatchObject({ from: S.SAMPLE_RECEIVED_IN_LAB, to: S.SAMPLE_TESTED });
    const row = await db.selectFrom("diagnostic_orders").select(["phlebotomist_id", "phlebo_otp"]).where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ phlebotomist_id: 4, phlebo_otp: otp });
  });

  it("refuses a report before the sample is collected, and every other move the lifecycle does not allow, changing nothing", async () => {
    const db = services().db;
    const orderId = await pickupRequestedOrder();
    const o = await ops();
    const before = await countsOf(orderId);
    await expect(moveOrder(db, o, { orderId, to: S.REPORT_GENERATED })).rejects.toThrow(TRANSITION_REFUSED_MESSAGE);
    await expect(moveOrder(db, o, { orderId, to: S.SAMPLE_TESTED })).rejects.toThrow(TRANSITION_REFUSED_MESSAGE);
    await expect(moveOrder(db, o, { orderId, to: S.PAYMENT_SUCCESSFUL })).rejects.toThrow("Choose a status");
    await expect(moveOrder(db, o, { orderId, to: "NOT_A_STATUS" })).rejects.toThrow("Choose a status");
    // Pickup cannot be confirmed without someone to do it.
    await expect(moveOrder(db, o, { orderId, to: S.PICKUP_CONFIRMED })).rejects.toThrow(NEEDS_PHLEBOTOMIST_MESSAGE);
    expect(await countsOf(orderId)).toEqual(before);
    expect(await statusOf(orderId)).toEqual({ order_status: S.PICKUP_REQUESTED, report_file_key: null });
    expect(fs.readdirSync(dir).filter((f) => f === "reports")).toEqual([]);
  });

  it("checks results (numbers where the range is numeric; one bad value saves nothing) and flags them from the range", async () => {
    const db = services().db;
    const orderId = await pickupRequestedOrder();
    const o = await ops();
    // Before the lab has the sample, results are closed.
    await expect(saveResults(db, o, orderId, await withItemIds(orderId, { HbA1c: "5.2" }))).rejects.toThrow(RESULTS_CLOSED_MESSAGE);
    await assignPhlebotomist(db, o, { orderId, phlebotomistId: 4 });
    for (const to of [S.PICKUP_CONFIRMED, S.PHLEBO_CHECK_IN, S.PHLEBO_COMPLETED, S.SAMPLE_RECEIVED_IN_LAB] as DiagnosticOrderStatus[]) await moveOrder(db, o, { orderId, to });
    const before = await countsOf(orderId);
    const bad = await saveResults(db, o, orderId, await withItemIds(orderId, { HbA1c: "6,1", "TSH (Ultrasensitive)": "2.1" }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.values(bad.errors)).toEqual(["HbA1c: enter a number (for example 5.4)."]);
    expect(await saveResults(db, o, orderId, [{ itemId: 1001, parameterName: "Not a parameter", value: "1" }])).toMatchObject({ ok: false });
    expect(await countsOf(orderId)).toEqual(before);
    const ok = await saveResults(db, o, orderId, await withItemIds(orderId, { HbA1c: "7.9", "TSH (Ultrasensitive)": "0.1", "Total T4 (Thyroxine)": "9" }));
    expect(ok).toEqual({ ok: true, saved: 3, flagged: 2 });
    const rows = await db.selectFrom("diagnostic_order_results").select(["parameter_name", "value", "flag", "unit", "reference_text"]).where("order_id", "=", orderId).orderBy("print_order").execute();
    expect(rows).toEqual([
      { parameter_name: "Total T4 (Thyroxine)", value: "9", flag: null, unit: "µg/dL", reference_text: "5.1 - 14.1" },
      { parameter_name: "TSH (Ultrasensitive)", value: "0.1", flag: "LOW", unit: "µIU/mL", reference_text: "0.27 - 4.2" },
      { parameter_name: "HbA1c", value: "7.9", flag: "HIGH", unit: "%", reference_text: "4 - 5.6" },
    ]);
    // A blank clears a value entered by mistake.
    await saveResults(db, o, orderId, await withItemIds(orderId, { "Total T4 (Thyroxine)": "" }));
    expect((await countsOf(orderId)).results).toBe(2);
  });

  it("generates the report only with every mandatory result, attaches the PDF, and shows the results to the owner alone", async () => {
    const db = services().db;
    const orderId = await pickupRequestedOrder();
    const o = await ops();
    const owner = await accountOf("9000000002");
    const other = await accountOf("9000000001");
    await toTested(orderId);
    expect((await orderResultsFor(db, owner, orderId)).groups).toEqual([]); // not before the report is ready
    await db.deleteFrom("diagnostic_order_results").where("order_id", "=", orderId).where("parameter_name", "=", "HbA1c").execute();
    await expect(moveOrder(db, o, { orderId, to: S.REPORT_GENERATED })).rejects.toThrow(`${MISSING_RESULTS_MESSAGE} HbA1c.`);
    expect((await statusOf(orderId)).order_status).toBe(S.SAMPLE_TESTED);
    // Results stay open after "tested" until the report is out: the missing one can still be entered.
    await saveResults(db, o, orderId, await withItemIds(orderId, { HbA1c: "5.2" }));
    await moveOrder(db, o, { orderId, to: S.REPORT_GENERATED });
    const { order_status, report_file_key } = await statusOf(orderId);
    expect(order_status).toBe(S.REPORT_GENERATED);
    const file = await fileStorage().get(report_file_key!);
    expect(file!.contentType).toBe("application/pdf");
    expect(file!.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(file!.bytes);
    expect(text).toContain("Priya Nair");
    expect(text).toContain("APJ1.0000000201");
    expect(text).toContain("Thyroid Profile Total (T3, T4, TSH)");
    expect(text).toMatch(/TSH \(Ultrasensitive\)\s*6\.8\s*High/);
    expect(text).toContain("0.27 - 4.2");
    // Results are closed once the report is out.
    await expect(saveResults(db, o, orderId, await withItemIds(orderId, { HbA1c: "9" }))).rejects.toThrow(RESULTS_CLOSED_MESSAGE);

    const results = await orderResultsFor(db, owner, orderId);
    expect(results).toMatchObject({ reportReady: true, hasReportFile: true, flaggedCount: 1 });
    expect(results.groups.map((g) => g.itemName)).toEqual(["Thyroid Profile Total (T3, T4, TSH)", "HbA1c (Glycated Haemoglobin)"]);
    await expect(orderResultsFor(db, other, orderId)).rejects.toThrow("Order not found");
  });

  it("serves the report and invoice as PDFs to the owner and the lab; another account gets 404, a visitor 401", async () => {
    const db = services().db;
    const orderId = await pickupRequestedOrder();
    const o = await ops();
    await toTested(orderId);
    await moveOrder(db, o, { orderId, to: S.REPORT_GENERATED });
    const get = (route: typeof reportRoute, id: string, c?: string) =>
      route({ request: new Request(`http://localhost/resources/orders/${id}/x`, { headers: c ? { cookie: c } : {} }), params: { orderId: id }, context: {} }) as Promise<Response>;
    const owner = await cookie("9000000002");
    const display = (await db.selectFrom("diagnostic_orders").select("display_id").where("id", "=", orderId).executeTakeFirstOrThrow()).display_id;
    for (const [route, kind] of [[reportRoute, "report"], [invoiceRoute, "invoice"]] as const) {
      const res = await get(route, String(orderId), owner);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${kind}-${display}.pdf"`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      expect(await pdfText(bytes)).toContain("Priya Nair");
      expect((await get(route, String(orderId), await cookie("9000000103"))).status).toBe(200);
      expect((await get(route, String(orderId), await cookie("9000000001"))).status).toBe(404);
      expect((await get(route, "999999", owner)).status).toBe(404);
      expect((await get(route, "abc", owner)).status).toBe(404);
      expect((await get(route, String(orderId))).status).toBe(401);
    }
    const invoice = await pdfText(new Uint8Array(await (await get(invoiceRoute, String(orderId), owner)).arrayBuffer()));
    expect(invoice).toContain("HbA1c (Glycated Haemoglobin)");
    expect(invoice).toContain("₹499");
    expect(invoice).toContain("₹1,098"); // 2 × ₹499 + ₹100 home collection
  });

  it("refuses every console page and action to a patient (403) and sends a visitor to sign in", async () => {
    const orderId = await pickupRequestedOrder();
    const patient = await cookie("9000000002");
    const req = (url: string, init: RequestInit = {}) => new Request(`http://localhost${url}`, { ...init, headers: { cookie: patient, ...(init.headers ?? {}) } });
    const statusOfThrown = async (p: unknown) => {
      try {
        await p;
        return 200;
      } catch (e) {
        return (e as Response).status;
      }
    };
    expect(await statusOfThrown(opsLayoutLoader({ request: req("/ops"), params: {}, context: {} }))).toBe(403);
    expect(await statusOfThrown(opsIndexLoader({ request: req("/ops?q=9000000002"), params: {}, context: {} }))).toBe(403);
    expect(await statusOfThrown(opsOrderLoader({ request: req(`/ops/orders/${orderId}`), params: { orderId: String(orderId) }, context: {} }))).toBe(403);
    const before = await countsOf(orderId);
    for (const body of [
      new URLSearchParams({ intent: "move", to: S.PICKUP_CONFIRMED }),
      new URLSearchParams({ intent: "assign", phlebotomistId: "4" }),
      new URLSearchParams({ intent: "results", "result:1:HbA1c": "5" }),
    ]) {
      const request = req(`/ops/orders/${orderId}`, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(await statusOfThrown(opsOrderAction({ request, params: { orderId: String(orderId) }, context: {} }))).toBe(403);
    }
    expect(await countsOf(orderId)).toEqual(before);
    const visitor = await statusOfThrown(opsIndexLoader({ request: new Request("http://localhost/ops"), params: {}, context: {} }));
    expect(visitor).toBe(302);
  });

  it("answers a refused console action with 400 and its reason; an unknown order id is 404", async () => {
    const orderId = await pickupRequestedOrder();
    const staff = await cookie("9000000103");
    const post = (id: string, body: Record<string, string>) =>
      opsOrderAction({
        request: new Request(`http://localhost/ops/orders/${id}`, { method: "POST", body: new URLSearchParams(body), headers: { cookie: staff, "content-type": "application/x-www-form-urlencoded" } }),
        params: { orderId: id },
        context: {},
      });
    const refused = (await post(String(orderId), { intent: "move", to: S.REPORT_GENERATED })) as unknown as { init: { status: number }; data: { ok: boolean; message: string } };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, message: TRANSITION_REFUSED_MESSAGE });
    await expect(post("999999", { intent: "move", to: S.PICKUP_CONFIRMED })).rejects.toMatchObject({ status: 404 });
    const view = (await opsOrderLoader({ request: new Request(`http://localhost/ops/orders/${orderId}`, { headers: { cookie: staff } }), params: { orderId: String(orderId) }, context: {} })) as unknown as { data: { order: { nextMoves: string[] } } };
    expect(view.data.order.nextMoves).toEqual([S.PICKUP_CONFIRMED, S.ORDER_CANCELLED, S.ORDER_RESCHEDULED]);
  });
});
