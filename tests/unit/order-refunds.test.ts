/** Refund rules: cancellation refunds to source and to health credits; the sample-rejected refund request's checks. */
import { describe, expect, it } from "vitest";
import {
  cancellationMessage, cancellationRefund, maskedDestination, sampleRejectedMessage, sampleRejectedRefundErrors, UPI_INVALID_MESSAGE,
  IFSC_INVALID_MESSAGE, ACCOUNT_INVALID_MESSAGE, REFUND_AMOUNT_MESSAGE, REFUND_REQUEST_FAILED_MESSAGE,
} from "~/lib/order-refunds";
import { formatPrice } from "~/lib/price";

const money = { prepaid: 240000, healthCreditsUsed: 60000, prepaidRefunded: 0, healthCreditsRestored: 0, otherLiveOrders: 0 };
const rupees = (p: number) => formatPrice(p / 100);

describe("cancellation refunds", () => {
  it("a prepaid order gets its prepaid amount back to source and its health credits restored", () => {
    expect(cancellationRefund({ toPay: 240000, healthCreditsUsed: 60000 }, money)).toEqual({ toSource: 240000, healthCredits: 60000 });
  });
  it("one patient's order of a family booking gets its stored share of the bill; the last order gets what is left, to the paisa", () => {
    const first = cancellationRefund({ toPay: 80001, healthCreditsUsed: 20000 }, { ...money, otherLiveOrders: 1 });
    expect(first).toEqual({ toSource: 80001, healthCredits: 20000 });
    const last = cancellationRefund({ toPay: 159999, healthCreditsUsed: 40000 }, { ...money, prepaidRefunded: first.toSource, healthCreditsRestored: first.healthCredits });
    expect(first.toSource + last.toSource).toBe(240000);
    expect(first.healthCredits + last.healthCredits).toBe(60000);
  });
  it("cash on delivery: nothing was paid, nothing is refunded", () => {
    expect(cancellationRefund({ toPay: 50000, healthCreditsUsed: 0 }, { ...money, otherLiveOrders: 1, prepaid: 0, healthCreditsUsed: 0 })).toEqual({ toSource: 0, healthCredits: 0 });
  });
  it("never refunds more than is left", () => {
    expect(cancellationRefund({ toPay: 240000, healthCreditsUsed: 60000 }, { ...money, prepaidRefunded: 240000, healthCreditsRestored: 60000 })).toEqual({ toSource: 0, healthCredits: 0 });
  });
  it("says where the money goes", () => {
    expect(cancellationMessage({ toSource: 240000, healthCredits: 60000 }, rupees)).toBe(
      "Your order has been cancelled. ₹2,400 will be refunded to your original payment method in 5-7 working days; ₹600 of health credits are back in your account.",
    );
    expect(cancellationMessage({ toSource: 0, healthCredits: 0 }, rupees)).toBe("Your order has been cancelled.");
  });
});

describe("createRefundForSampleRejected checks", () => {
  it("'UPI id: 'UPI ID not valid.''", () => {
    expect(sampleRejectedRefundErrors({ type: "UPI", upi: "meera@okhdfc", amount: 100 }, 100)).toEqual({});
    for (const upi of ["meera", "@okhdfc", "meera@ok1", "me era@okhdfc", "", "a@b"]) {
      expect(sampleRejectedRefundErrors({ type: "UPI", upi, amount: 100 }, 100), upi).toEqual({ upi: UPI_INVALID_MESSAGE });
    }
  });
  it("bank transfers need an account number, a bank and a valid IFSC", () => {
    expect(sampleRejectedRefundErrors({ type: "BANK", account: "123456789012", bank: "HDFC Bank", ifsc: "hdfc0001234", amount: 100 }, 100)).toEqual({});
    expect(sampleRejectedRefundErrors({ type: "BANK", account: "12ab", bank: " ", ifsc: "HDFC1001234", amount: 100 }, 100)).toEqual({
      account: ACCOUNT_INVALID_MESSAGE, bank: "Please enter the bank name.", ifsc: IFSC_INVALID_MESSAGE,
    });
  });
  it("the amount is positive and at most what the rejected tests cost", () => {
    expect(sampleRejectedRefundErrors({ type: "UPI", upi: "a.b@ybl", amount: 101 }, 100)).toEqual({ amount: REFUND_AMOUNT_MESSAGE });
    expect(sampleRejectedRefundErrors({ type: "UPI", upi: "a.b@ybl", amount: 0 }, 100)).toEqual({ amount: REFUND_AMOUNT_MESSAGE });
    expect(sampleRejectedRefundErrors({ type: "CARD", amount: 10 }, 100)).toHaveProperty("type");
  });
  it("keeps only the last four digits of an account", () => {
    expect(maskedDestination({ type: "BANK", account: "123456789012", bank: "HDFC", ifsc: "hdfc0001234", amount: 1 })).toBe("XXXX9012 (HDFC0001234)");
    expect(maskedDestination({ type: "UPI", upi: " meera@okhdfc ", amount: 1 })).toBe("meera@okhdfc");
  });
  it("'Refund request failed: try again later.' and 'Samples rejected: messages for all inclusions or partial inclusions.'", () => {
    expect(REFUND_REQUEST_FAILED_MESSAGE).toMatch(/try again later/);
    expect(sampleRejectedMessage([], true)).toMatch(/could not test your sample/);
    expect(sampleRejectedMessage(["HbA1c"], false)).toMatch(/for HbA1c/);
  });
});

describe("getRescheduleAndCancellationReasons (spec §6: corporate-flow users get 'a different reschedule and cancel reasons query (isCorporateFlow)')", async () => {
  const { rescheduleAndCancellationReasons, AGENT_DID_NOT_ARRIVE } = await import("~/lib/order-reasons");
  const future = "2099-01-01T00:00:00.000Z";
  it("a corporate-flow user gets the corporate list; others the standard one", () => {
    const corporate = rescheduleAndCancellationReasons({ appointmentDateTimeInUTC: future, isCorporateFlow: true, isModifyDisable: true });
    const retail = rescheduleAndCancellationReasons({ appointmentDateTimeInUTC: future, isCorporateFlow: false, isModifyDisable: true });
    expect(corporate.cancellationReasons).toContain("My employer changed the health check plan");
    expect(corporate.cancellationReasons).not.toContain("I found a better price elsewhere");
    expect(retail.cancellationReasons).toContain("I found a better price elsewhere");
  });
  it("isModifyDisable leaves out the modify reason", () => {
    expect(rescheduleAndCancellationReasons({ appointmentDateTimeInUTC: future, isCorporateFlow: false, isModifyDisable: false }).cancellationReasons).toContain("I want to add or remove tests");
    expect(rescheduleAndCancellationReasons({ appointmentDateTimeInUTC: future, isCorporateFlow: false, isModifyDisable: true }).cancellationReasons).not.toContain("I want to add or remove tests");
  });
  it("once the appointment time has passed, 'the agent did not arrive' comes first", () => {
    const r = rescheduleAndCancellationReasons({ appointmentDateTimeInUTC: "2026-01-01T03:00:00.000Z", isCorporateFlow: false, isModifyDisable: true, now: new Date("2026-01-01T04:00:00.000Z") });
    expect(r.rescheduleReasons[0]).toBe(AGENT_DID_NOT_ARRIVE);
    expect(r.cancellationReasons[0]).toBe(AGENT_DID_NOT_ARRIVE);
  });
});

describe("orders list cache ('The orders list is cached in local storage with an expiry.')", async () => {
  const { readOrdersCache, writeOrdersCache, clearOrdersCache, ORDERS_CACHE_TTL_MS } = await import("~/features/orders/orders-cache");
  const store = new Map<string, string>();
  const fake = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  it("keeps a page until its expiry, and clears every page at once", () => {
    const g = globalThis as unknown as { window?: unknown };
    g.window = { localStorage: new Proxy(fake, { ownKeys: () => [...store.keys()], getOwnPropertyDescriptor: (_t, k) => (store.has(String(k)) ? { enumerable: true, configurable: true, value: store.get(String(k)) } : undefined) }) };
    try {
      writeOrdersCache(1, { ordersCount: 12 }, 1_000);
      writeOrdersCache(2, { ordersCount: 12 }, 1_000);
      expect(readOrdersCache(1, 1_000 + ORDERS_CACHE_TTL_MS - 1)).toEqual({ ordersCount: 12 });
      expect(readOrdersCache(1, 1_000 + ORDERS_CACHE_TTL_MS)).toBeNull();
      clearOrdersCache();
      expect(readOrdersCache(2, 1_000)).toBeNull();
      expect(store.size).toBe(0);
    } finally {
      delete g.window;
    }
  });
});
