/**
 * The booking spine's proof: a kind nobody built for — a flu vaccination at a clinic — is added in a few lines
 * (its own detail table, a clinic with opening hours, a transition table with labels, one payable-kind
 * registration) and then books, pays through the sandbox, is cancelled with a refund, and shows in My orders,
 * on SQLite and PostgreSQL, without touching the spine.
 */
import { describe, expect, it } from "vitest";
import { sql, type Transaction } from "kysely";
import type { Database } from "~/.server/db/schema";
import { registerOrderKind } from "~/.server/domain/orders/order-kinds";
import { headerOrderHistory, headerOrderOfAccount, insertOrder, moveOrder } from "~/.server/domain/orders/order-header";
import { registerPayableKind } from "~/.server/domain/payments/payable-kinds";
import { getPaymentStatus, listPayments, paidPayment, refundPayment, releaseExpiredPaymentLinks, startPayment } from "~/.server/domain/payments/payments";
import { facilityResource, holdSlotPlace, releaseSlotPlace, slotsWithPlaces } from "~/.server/domain/scheduling";
import { completeSandboxCheckout } from "~/.server/providers/payment-sandbox";
import { ordersListLoader } from "~/features/orders/orders.server";
import { targets, servicesOfTarget } from "./harness";
import { paymentFixtures } from "./payment-helpers";

// --- The whole of the new kind ------------------------------------------------------------------------------
const KIND = "FLU_VACCINATION";
registerOrderKind({
  kind: KIND,
  label: "Flu vaccination",
  initialStatuses: ["PAYMENT_PENDING"],
  transitions: { PAYMENT_PENDING: ["CONFIRMED", "PAYMENT_FAILED", "EXPIRED"], PAYMENT_FAILED: ["CONFIRMED", "EXPIRED"], CONFIRMED: ["VACCINATED", "CANCELLED"] },
  labels: { PAYMENT_PENDING: "Payment pending", PAYMENT_FAILED: "Payment failed", EXPIRED: "Not booked", CONFIRMED: "Confirmed", VACCINATED: "Vaccinated", CANCELLED: "Cancelled" },
  detailPath: (id) => `/vaccinations/${id}`,
});
const clinic = facilityResource(4101, {
  type: "openingHours",
  openingHours: (["MON", "TUE", "WED", "THU", "FRI", "SAT"] as const).map((weekDay) => ({ weekDay, startTime: "09:00", endTime: "13:00" })),
  breaks: [{ startTime: "11:00", endTime: "11:30" }],
  slotMinutes: 30,
  daysAhead: 6,
}, 2);
registerPayableKind({
  kind: KIND,
  category: "vaccinations",
  succeededPath: (id) => `/vaccinations/${id}`,
  async checkStart(trx, input) {
    const order = await headerOrderOfAccount(trx, input.accountId, input.orderRef, KIND);
    if (order.to_pay !== input.amount) throw new Error("The amount to pay does not match the order");
  },
  onSuccess: (trx, p) => moveOrder(trx, { kind: KIND, orderId: p.orderRef, to: "CONFIRMED", actor: "payment" }).then(() => undefined),
  onFailure: (trx, p) => moveOrder(trx, { kind: KIND, orderId: p.orderRef, to: "PAYMENT_FAILED", actor: "payment" }).then(() => undefined),
  async onLinkExpired(trx, orderRef) {
    await moveOrder(trx, { kind: KIND, orderId: orderRef, to: "EXPIRED", actor: "payment" });
    const { rows } = await sql<{ slot_id: number }>`SELECT slot_id FROM flu_vaccination_details WHERE order_id = ${orderRef}`.execute(trx);
    await releaseSlotPlace(trx, rows[0].slot_id);
  },
});
// ------------------------------------------------------------------------------------------------------------

const NOW = new Date("2030-01-14T03:00:00.000Z"); // Monday 08:30 in India

describe.each(targets)("a new kind on the spine on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account } = paymentFixtures(services);

  async function book(owner: { accountId: number; patientId: number }, slotIndex: number, paymentStartedAt = NOW) {
    const db = services().db;
    await sql`CREATE TABLE IF NOT EXISTS flu_vaccination_details (order_id integer PRIMARY KEY REFERENCES orders(id), vaccine text NOT NULL, slot_id integer NOT NULL)`.execute(db);
    const slot = (await slotsWithPlaces(db, clinic, NOW))[slotIndex];
    return db.transaction().execute(async (trx: Transaction<Database>) => {
      const slotId = await holdSlotPlace(trx, clinic, slot);
      if (slotId == null) return null;
      const order = await insertOrder(trx, { kind: KIND, accountId: owner.accountId, patientId: owner.patientId, status: "PAYMENT_PENDING", totalAmount: 89900, toPay: 89900, paymentType: "ONLINE", actor: `patient:${owner.accountId}`, now: NOW });
      await sql`INSERT INTO flu_vaccination_details (order_id, vaccine, slot_id) VALUES (${order.id}, ${"Influvac Tetra"}, ${slotId})`.execute(trx);
      const payment = await startPayment(trx, { orderKind: KIND, orderRef: order.id, accountId: owner.accountId, amount: 89900, healthCreditsUsed: 0 }, paymentStartedAt);
      return { ...order, slot, payment };
    });
  }

  it("offers the clinic's opening hours less its break, two places a slot", async () => {
    const slots = await slotsWithPlaces(services().db, clinic, NOW);
    const monday = slots.filter((s) => s.slotDate === "2030-01-14").map((s) => s.startTime);
    expect(monday).toEqual(["09:00", "09:30", "10:00", "10:30", "11:30", "12:00", "12:30"]);
    expect(slots.every((s) => s.capacity === 2)).toBe(true);
  });

  it("books, pays through the sandbox, lists in My orders, cancels with a refund — and a third booking of a full slot is refused", async () => {
    const a = await account("9000000001");
    const b = await account("9000000002");
    const first = (await book(a, 1))!;
    expect(await book(b, 1)).not.toBeNull();
    expect(await book(a, 1)).toBeNull(); // two places, both taken

    await completeSandboxCheckout(services().db, a.accountId, first.payment.paymentOrderId, { outcome: "success", method: "UPI", upiId: "asha@okhdfc" }, { now: NOW });
    expect((await headerOrderOfAccount(services().db, a.accountId, first.id)).status).toBe("CONFIRMED");
    const status = await getPaymentStatus(services().db, a.accountId, KIND, first.id, NOW);
    expect(status).toMatchObject({ paymentStatus: "success", category: "vaccinations", orderSucceededPath: `/vaccinations/${first.id}` });

    const paymentsPage = await listPayments(services().db, a.accountId);
    expect(paymentsPage.payments.find((p) => p.paymentOrderId === first.payment.paymentOrderId)).toMatchObject({
      orderKind: KIND, orderId: first.id, orderDisplayId: first.displayId, paymentPath: `/payments/vaccinations/${first.id}`, paymentStatus: "success",
    });

    const page = await ordersListLoader(new Request("http://localhost/orders", { headers: { cookie: a.cookie } }), { allKinds: true });
    const row = page.rows!.find((r) => r.kind === KIND && "entry" in r && r.entry.id === first.id);
    expect(row).toMatchObject({ entry: { kindLabel: "Flu vaccination", statusLabel: "Confirmed", detailPath: `/vaccinations/${first.id}`, toPay: 89900 } });
    // Another account's page does not show it, and another account cannot read it.
    const other = await ordersListLoader(new Request("http://localhost/orders", { headers: { cookie: b.cookie } }), { allKinds: true });
    expect(other.rows!.some((r) => "entry" in r && r.entry.id === first.id && r.kind === KIND)).toBe(false);
    await expect(headerOrderOfAccount(services().db, b.accountId, first.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(headerOrderHistory(services().db, b.accountId, first.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getPaymentStatus(services().db, b.accountId, KIND, first.id, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });

    await services().db.transaction().execute(async (trx) => {
      await moveOrder(trx, { kind: KIND, orderId: first.id, to: "CANCELLED", actor: `patient:${a.accountId}`, statusMessage: "I booked by mistake" });
      const paid = (await paidPayment(trx, KIND, first.id))!;
      await refundPayment(trx, paid.payment_order_id, paid.amount);
    });
    const refund = await services().db.selectFrom("refunds").selectAll().where("order_kind", "=", KIND).where("order_id", "=", first.id).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ amount_refunded: 89900, refund_mode: "SOURCE", payment_order_id: first.payment.paymentOrderId });
    expect((await getPaymentStatus(services().db, a.accountId, KIND, first.id, NOW)).paymentStatus).toBe("refund");
    expect((await headerOrderHistory(services().db, a.accountId, first.id)).map((h) => h.status)).toEqual(["PAYMENT_PENDING", "CONFIRMED", "CANCELLED"]);
    // A cancelled order does not move on: its table has no way out of CANCELLED.
    await expect(moveOrder(services().db, { kind: KIND, orderId: first.id, to: "VACCINATED", actor: "system" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("an unpaid booking whose link runs out is not booked, and its place goes back to the slot", async () => {
    const a = await account("9000000001");
    const placesLeft = async () => (await slotsWithPlaces(services().db, clinic, NOW))[3];
    const before = await placesLeft();
    // The link was opened 40 minutes ago: the gateway has let it expire.
    const unpaid = (await book(a, 3, new Date(Date.now() - 40 * 60_000)))!;
    expect((await placesLeft()).booked).toBe(before.booked + 1);
    expect(await releaseExpiredPaymentLinks(services().db)).toBeGreaterThanOrEqual(1);
    expect((await headerOrderOfAccount(services().db, a.accountId, unpaid.id)).status).toBe("EXPIRED");
    expect((await placesLeft()).booked).toBe(before.booked);
  });
});
