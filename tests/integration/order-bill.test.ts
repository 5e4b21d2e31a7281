/**
 * One bill per order: computed once at booking and stored, it is what the order page, the order summary, the
 * success page, /my-payments, the invoices and the cancellation refund all show. Booked for real (cash on delivery
 * with a first-order coupon and the booking fee; online with a coupon, a slot charge, Circle prices and health
 * credits, for two patients), every figure on every screen and document is the stored one, and the lines add up.
 */
import { describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import { saveDiagnosticBookHCOrderv2, type BookingInput } from "~/.server/domain/lab-tests/booking";
import { getDiagnosticCartDetailsV1 } from "~/.server/domain/pricing/pricing-service";
import { areaKeyOfCity, slotsWithPlaces } from "~/.server/domain/scheduling/slots";
import { getDiagnosticOrderDetails } from "~/.server/domain/lab-tests/lab-orders";
import { cancelDiagnosticOrders, reasonsFor } from "~/.server/domain/lab-tests/order-actions";
import { orderDocumentOf, renderInvoicePdf } from "~/.server/domain/lab-tests/order-documents";
import { listPayments, receivePaymentCallback } from "~/.server/domain/payments/payments";
import { billAddsUp, storedBill, type OrderBill } from "~/.server/domain/orders/order-bill";
import { orderSummaryLoader } from "~/features/orders/orders.server";
import { orderSucceedLoader } from "~/features/booking/order-succeed.server";
import { formatPrice } from "~/lib/price";
import { billLines } from "~/lib/bill-lines";
import { targets, servicesOfTarget } from "./harness";
import { cookieFor, gatewayCallback } from "./payment-helpers";

const NOW = new Date("2026-11-30T08:00:00+05:30");
const rupees = (b: OrderBill) => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, v / 100]));
const sumOf = (bills: OrderBill[], k: keyof OrderBill) => bills.reduce((s, b) => s + b[k], 0);

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe.each(targets)("an order's one bill on $name", (target) => {
  const services = servicesOfTarget(target);

  async function book(mobile: string, o: { patients: number; couponCode: string; paymentMode: "COD" | "ONLINE"; useHealthCredits: boolean; slotCharge: boolean; key: string }) {
    const db = services().db;
    const a = await db.selectFrom("accounts").select(["id", "mobile_number"]).where("mobile_number", "=", mobile).executeTakeFirstOrThrow();
    const pts = await db.selectFrom("patients").select("id").where("account_id", "=", a.id).where("date_of_birth", "is not", null).where("gender", "is not", null).orderBy("id").execute();
    const address = await db.selectFrom("addresses").select(["id", "city_id"]).where("account_id", "=", a.id).where("city_id", "is not", null).where("pincode", "!=", "562110").orderBy("id").executeTakeFirstOrThrow();
    const cityId = address.city_id!;
    const items = await db.selectFrom("diagnostic_items").select("item_id").where("canonical_tag", "in", ["lipid-profile", "complete-blood-count-cbc"]).orderBy("item_id").execute();
    const slots = (await slotsWithPlaces(db, { kind: "DIAGNOSTIC_HC", areaKey: areaKeyOfCity(cityId) }, NOW)).filter((s) => s.available && (s.slotCharges > 0) === o.slotCharge);
    const slot = slots[0];
    const patients = pts.slice(0, o.patients).map((p) => ({ patientID: p.id, itemIds: items.map((i) => i.item_id) }));
    const bill = await getDiagnosticCartDetailsV1(db, {
      accountId: a.id, patients, cityId, couponCode: o.couponCode, healthCreditsRequested: o.useHealthCredits ? Number.MAX_SAFE_INTEGER : 0, additionalCharges: slot.slotCharges, now: NOW,
    });
    const input: BookingInput = {
      accountId: a.id, idempotencyKey: o.key, patients, addressId: address.id, slotDateTimeInUTC: slot.slotDateTimeInUTC, paymentMode: o.paymentMode,
      couponCode: o.couponCode, useHealthCredits: o.useHealthCredits, toPay: bill.toPay, now: NOW,
    };
    const result = await saveDiagnosticBookHCOrderv2(db, input);
    if (!result.status) throw new Error(result.message);
    return { accountId: a.id, cookie: await cookieFor(a.id, mobile), answer: result.answer, cart: bill };
  }

  /** Every screen and document of the booking shows the stored bill; returns the patients' bills. */
  async function expectOneBill(b: Awaited<ReturnType<typeof book>>) {
    const db = services().db;
    const parentRow = await db.selectFrom("diagnostic_parent_orders").selectAll().where("id", "=", b.answer.parentOrderId).executeTakeFirstOrThrow();
    const parent = storedBill(parentRow);
    expect(billAddsUp(parent)).toBe(true);
    expect(parent.toPay).toBe(b.cart.toPay);
    expect(parent.toPay).toBe(b.answer.toPay);
    const children = await db.selectFrom("diagnostic_orders").selectAll().where("parent_order_id", "=", parentRow.id).orderBy("id").execute();
    const shares = children.map(storedBill);
    for (const s of shares) expect(billAddsUp(s)).toBe(true);
    for (const k of Object.keys(parent) as (keyof OrderBill)[]) expect(sumOf(shares, k)).toBe(parent[k]);

    // Order summary (the whole booking) and each order page.
    const request = (path: string) => new Request(`http://localhost${path}`, { headers: { cookie: b.cookie } });
    const summary = await orderSummaryLoader(request(`/orders/order-summary/${parentRow.id}`), String(parentRow.id));
    expect(summary.bill).toEqual(rupees(parent));
    for (const [i, c] of children.entries()) {
      const page = await getDiagnosticOrderDetails(db, b.accountId, c.id);
      expect(page.bill).toEqual(rupees(shares[i]));
    }
    // The success page.
    const succeed = await orderSucceedLoader(request(`/order-succeed-test?orderId=${parentRow.id}`));
    expect(succeed.bill).toEqual(rupees(parent));
    expect(succeed.orders.map((o) => o.bill)).toEqual(shares.map(rupees));
    // /my-payments.
    const entry = (await listPayments(db, b.accountId)).payments.find((p) => p.orderId === parentRow.id)!;
    expect({ amount: entry.amount, healthCreditsUsed: entry.healthCreditsUsed }).toEqual({ amount: parent.toPay, healthCreditsUsed: parent.healthCreditsUsed });
    // Each patient's invoice prints the order's share line by line, and its total; the invoices add up to the bill.
    for (const [i, c] of children.entries()) {
      const text = await pdfText(await renderInvoicePdf(await orderDocumentOf(db, c.id)));
      const { lines } = billLines(shares[i], parentRow.payment_type, parentRow.coupon_code);
      for (const l of lines) expect(text).toMatch(new RegExp(`${l.label.replace(/[()]/g, "\\$&")}\\s*${l.amount < 0 ? "-" : ""}${formatPrice(Math.abs(l.amount) / 100).replace(/[.]/g, "\\.")}`));
      expect(text).toMatch(new RegExp(`Total\\s*${formatPrice(shares[i].toPay / 100).replace(/[.]/g, "\\.")}\\b`));
    }
    return { parentRow, parent, children, shares };
  }

  it("cash on delivery with a first-order coupon and the booking fee: every screen shows the same bill, the lines add up", async () => {
    const b = await book("9876543210", { patients: 1, couponCode: "FIRSTLAB", paymentMode: "COD", useHealthCredits: false, slotCharge: false, key: "bill-cod-0001" });
    const { parent, children } = await expectOneBill(b);
    expect(parent.couponDiscount).toBeGreaterThan(0);
    expect(parent.bookingFee + parent.collectionFee).toBeGreaterThan(0);
    const reason = (await reasonsFor(services().db, b.accountId, { appointmentDateTimeInUTC: b.answer.slotDateTimeInUTC, isModifyDisable: false })).cancellationReasons[0];
    const cancelled = await cancelDiagnosticOrders(services().db, b.accountId, { orderIds: children.map((c) => c.id), reason, now: NOW });
    // Nothing was paid: nothing goes back to source.
    expect(cancelled).toMatchObject({ status: true, refundAmount: 0, healthCreditsRestored: 0 });
  });

  it("online for two patients with a coupon, a slot charge, Circle prices and health credits: the same bill everywhere; each cancelled order refunds its share", async () => {
    const b = await book("9000000001", { patients: 2, couponCode: "HEALTH25", paymentMode: "ONLINE", useHealthCredits: true, slotCharge: true, key: "bill-online-0001" });
    const db = services().db;
    const { body, signature } = gatewayCallback(b.answer.paymentOrderId!, "SUCCESS", b.answer.toPay);
    await receivePaymentCallback(db, body, signature);
    const { parent, children, shares } = await expectOneBill(b);
    expect(children).toHaveLength(2);
    expect(parent.couponDiscount).toBeGreaterThan(0);
    expect(parent.slotFee).toBeGreaterThan(0);
    expect(parent.healthCreditsUsed).toBeGreaterThan(0);
    const reason = (await reasonsFor(db, b.accountId, { appointmentDateTimeInUTC: b.answer.slotDateTimeInUTC, isModifyDisable: false })).cancellationReasons[0];
    for (const [i, c] of children.entries()) {
      const cancelled = await cancelDiagnosticOrders(db, b.accountId, { orderIds: [c.id], reason, now: NOW });
      expect({ refundAmount: cancelled.refundAmount, healthCreditsRestored: cancelled.healthCreditsRestored }).toEqual({ refundAmount: shares[i].toPay / 100, healthCreditsRestored: shares[i].healthCreditsUsed / 100 });
      // The order page of the cancelled order still shows the same bill, whose total is what was refunded.
      const page = await getDiagnosticOrderDetails(db, b.accountId, c.id);
      expect(page.bill.toPay).toBe(cancelled.refundAmount);
      expect(page.refunds.filter((r) => r.refundMode === "SOURCE").reduce((s, r) => s + r.amountRefunded, 0)).toBe(cancelled.refundAmount);
    }
  });
});
