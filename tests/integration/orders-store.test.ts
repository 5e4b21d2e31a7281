/**
 * The stored order and its lifecycle on every database target: an order is written whole, read back only by its
 * owner, and moves only along allowed transitions, each recorded in the status history.
 */
import { describe, expect, it } from "vitest";
import { insertBookedOrder, orderOfAccount } from "~/.server/domain/lab-tests/lab-orders-store";
import { transitionOrder, TRANSITION_REFUSED_MESSAGE } from "~/.server/domain/lab-tests/lab-order-lifecycle";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { targets, servicesOfTarget } from "./harness";

describe.each(targets)("stored orders on $name", (target) => {
  const services = servicesOfTarget(target);

  async function accountWithPatient(mobile: string) {
    const db = services().db;
    const account = await db.selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow();
    const patient = await db.selectFrom("patients").select("id").where("account_id", "=", account.id).executeTakeFirstOrThrow();
    return { accountId: account.id, patientId: patient.id };
  }

  const order = (accountId: number, patientId: number, key: string) => ({
    accountId, idempotencyKey: key, status: S.ORDER_PLACED, paymentType: "COD" as const,
    totalPrice: 59900, totalMrp: 80000, collectionCharges: 0, bookingFees: 0, circleCharges: 0, slotCharges: 0,
    couponCode: null, couponDiscAmount: 0, healthCreditsUsed: 0, toPay: 59900, cityId: 9, addressId: null,
    address: { pincode: "500085" }, slot: null, isCorporateFlow: false, billing: {}, actor: `patient:${accountId}`,
    patients: [{ patientId, totalPrice: 59900, collectionCharges: 0, couponDiscAmount: 0, lineItems: [{
      itemId: 1, itemName: "Complete Blood Count (CBC)", itemType: "TEST", price: 59900, mrp: 80000, groupPlan: "ALL",
      couponDiscountAmt: 0, circleCashback: 0, reportTatHours: 24, inclusions: [] }] }],
  });

  it("writes a parent order, one order per patient and the first history row", async () => {
    const db = services().db;
    const { accountId, patientId } = await accountWithPatient("9000000001");
    const inserted = await db.transaction().execute((trx) => insertBookedOrder(trx, order(accountId, patientId, "k-1")));
    expect(inserted.orders).toHaveLength(1);
    const row = await orderOfAccount(db, accountId, inserted.orders[0].id);
    expect(row.order_status).toBe(S.ORDER_PLACED);
    const history = await db.selectFrom("diagnostic_order_status_history").selectAll().where("order_id", "=", row.id).execute();
    expect(history.map((h) => h.order_status)).toEqual([S.ORDER_PLACED]);
  });

  it("refuses a second order with the same idempotency key", async () => {
    const db = services().db;
    const { accountId, patientId } = await accountWithPatient("9000000001");
    await db.transaction().execute((trx) => insertBookedOrder(trx, order(accountId, patientId, "k-2")));
    await expect(db.transaction().execute((trx) => insertBookedOrder(trx, order(accountId, patientId, "k-2")))).rejects.toThrow();
    const n = await db.selectFrom("diagnostic_parent_orders").select(db.fn.countAll<number>().as("n")).where("idempotency_key", "=", "k-2").executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
  });

  it("shows an order to its owner only", async () => {
    const db = services().db;
    const { accountId, patientId } = await accountWithPatient("9000000001");
    const other = await accountWithPatient("9000000002");
    const inserted = await db.transaction().execute((trx) => insertBookedOrder(trx, order(accountId, patientId, "k-3")));
    await expect(orderOfAccount(db, other.accountId, inserted.orders[0].id)).rejects.toThrow("Order not found");
  });

  it("moves along allowed transitions only, recording each", async () => {
    const db = services().db;
    const { accountId, patientId } = await accountWithPatient("9000000001");
    const { orders } = await db.transaction().execute((trx) => insertBookedOrder(trx, order(accountId, patientId, "k-4")));
    const id = orders[0].id;
    await transitionOrder(db, { orderId: id, to: S.PICKUP_REQUESTED, actor: "system" });
    await expect(transitionOrder(db, { orderId: id, to: S.REPORT_GENERATED, actor: "ops:1" })).rejects.toThrow(TRANSITION_REFUSED_MESSAGE);
    const row = await orderOfAccount(db, accountId, id);
    expect(row.order_status).toBe(S.PICKUP_REQUESTED);
    const history = await db.selectFrom("diagnostic_order_status_history").select("order_status").where("order_id", "=", id).orderBy("id").execute();
    expect(history.map((h) => h.order_status)).toEqual([S.ORDER_PLACED, S.PICKUP_REQUESTED]);
  });
});
