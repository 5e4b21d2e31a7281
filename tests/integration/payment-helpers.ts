/**
 * What the payment integration tests share: demo accounts with a session, an online order as booking writes it
 * (with its payment), and gateway callbacks signed the way the gateway sends them.
 */
import crypto from "node:crypto";
import type { AppServices } from "~/.server/app-context";
import { createUserSession } from "~/.server/session";
import { insertBookedOrder } from "~/.server/domain/lab-tests/lab-orders-store";
import { startPayment } from "~/.server/domain/payments/payments";
import { takeSlotPlace } from "~/.server/domain/scheduling/slots";
import { completeSandboxCheckout } from "~/.server/providers/payment-sandbox";
import { signCallbackBody, type CallbackStatus } from "~/.server/providers/payment-gateway";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";

export async function cookieFor(accountId: number, mobileNumber: string) {
  const res = await createUserSession({ accountId, mobileNumber, countryCode: "+91", isCircleMember: false }, "/");
  return res.headers.get("Set-Cookie")!.split(";")[0];
}

/** Where a route threw a Response (404), its status. */
export async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const r = await run();
    return r instanceof Response ? r.status : 200;
  } catch (e) {
    if (e instanceof Response) return e.status;
    throw e;
  }
}

/** A callback body as the gateway signs it (a real gateway's, not the sandbox's ledger: e.g. a late bank success). */
export function gatewayCallback(paymentOrderId: string, status: CallbackStatus, amount: number) {
  const body = JSON.stringify({
    eventId: `evt_${crypto.randomBytes(12).toString("hex")}`,
    paymentOrderId,
    status,
    amount,
    paymentMethod: "Credit Card",
    bankReference: status === "SUCCESS" ? `BNK${crypto.randomBytes(6).toString("hex").toUpperCase()}` : null,
    occurredAt: new Date().toISOString(),
  });
  return { body, signature: signCallbackBody(body) };
}

let keySeq = 0;
let slotSeq = 0;

export function paymentFixtures(services: () => AppServices) {
  const db = () => services().db;

  async function account(mobile: string) {
    const a = await db().selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow();
    const p = await db().selectFrom("patients").select("id").where("account_id", "=", a.id).executeTakeFirstOrThrow();
    return { accountId: a.id, patientId: p.id, mobile, cookie: await cookieFor(a.id, mobile) };
  }

  /**
   * An online order waiting for ₹599 (₹699 less ₹100 of health credits), as booking writes it, with its payment.
   * `withSlot`: it holds one place of a slot of its own (capacity 5).
   */
  async function onlineOrder(
    owner: { accountId: number; patientId: number },
    opts: { paymentType?: "ONLINE" | "COD"; now?: Date; withSlot?: boolean } = {},
  ) {
    const paymentType = opts.paymentType ?? "ONLINE";
    return db().transaction().execute(async (trx) => {
      let slot: { id: number; dateTimeInUTC: string; durationMinutes: number } | null = null;
      if (opts.withSlot) {
        const row = await trx
          .insertInto("booking_slots")
          .values({ kind: "DIAGNOSTIC_HC", area_key: `test:${process.pid}:${slotSeq++}`, slot_date: "2030-01-15", start_time: "07:00", duration_minutes: 30, capacity: 5 })
          .returning("id")
          .executeTakeFirstOrThrow();
        await takeSlotPlace(trx, row.id);
        slot = { id: row.id, dateTimeInUTC: "2030-01-15T01:30:00.000Z", durationMinutes: 30 };
      }
      const order = await insertBookedOrder(trx, {
        accountId: owner.accountId, idempotencyKey: `pay-${keySeq++}-${Date.now()}`, status: paymentType === "COD" ? S.ORDER_PLACED : S.PAYMENT_PENDING, paymentType,
        totalPrice: 69900, totalMrp: 90000, collectionCharges: 0, bookingFees: 0, circleCharges: 0, slotCharges: 0, couponCode: null,
        couponDiscAmount: 0, healthCreditsUsed: 10000, toPay: 59900, cityId: 9, addressId: null, address: { pincode: "500085" }, slot,
        isCorporateFlow: false, billing: {}, actor: `patient:${owner.accountId}`,
        patients: [{ patientId: owner.patientId, totalPrice: 69900, collectionCharges: 0, couponDiscAmount: 0, lineItems: [{
          itemId: 1, itemName: "Complete Blood Count (CBC)", itemType: "TEST", price: 69900, mrp: 90000, groupPlan: "ALL",
          couponDiscountAmt: 0, circleCashback: 0, reportTatHours: 24, inclusions: [] }] }],
      });
      const payment = paymentType === "ONLINE"
        ? await startPayment(trx, { orderKind: "DIAGNOSTIC", orderRef: order.parentOrderId, accountId: owner.accountId, amount: 59900, healthCreditsUsed: 10000 }, opts.now)
        : null;
      return { ...order, payment, slotId: slot?.id ?? null };
    });
  }

  const paymentRow = (id: string) => db().selectFrom("payments").selectAll().where("payment_order_id", "=", id).executeTakeFirstOrThrow();
  const paymentsOf = (parentOrderId: number) =>
    db().selectFrom("payments").selectAll().where("order_kind", "=", "DIAGNOSTIC").where("order_ref", "=", parentOrderId).orderBy("id").execute();
  const parentOrder = (id: number) => db().selectFrom("diagnostic_parent_orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const childOrders = (parentId: number) => db().selectFrom("diagnostic_orders").selectAll().where("parent_order_id", "=", parentId).execute();
  const historyCount = async (orderId: number) =>
    (await db().selectFrom("diagnostic_order_status_history").select("id").where("order_id", "=", orderId).execute()).length;
  const refundsOf = (paymentOrderIds: string[]) => db().selectFrom("refunds").selectAll().where("payment_order_id", "in", paymentOrderIds).execute();
  const healthCredits = async (accountId: number) =>
    (await db().selectFrom("diagnostic_accounts").select("health_credits").where("account_id", "=", accountId).executeTakeFirst())?.health_credits ?? 0;
  const slotBooked = async (slotId: number) => (await db().selectFrom("booking_slots").select("booked").where("id", "=", slotId).executeTakeFirstOrThrow()).booked;

  /** A callback body the way the gateway would sign it, captured from the sandbox instead of delivered. */
  async function capturedCallback(accountId: number, paymentOrderId: string, outcome: string) {
    let captured: { body: string; signature: string } | null = null;
    await completeSandboxCheckout(db(), accountId, paymentOrderId, { outcome, method: "Credit Card" }, {
      deliver: async (body, signature) => {
        captured = { body, signature };
        return null;
      },
    });
    return captured!;
  }

  return { account, onlineOrder, paymentRow, paymentsOf, parentOrder, childOrders, historyCount, refundsOf, healthCredits, slotBooked, capturedCallback };
}
