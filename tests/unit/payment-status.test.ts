/** Payment rules shared by the result page, the status query and /my-payments, each quoting the spec. */
import { describe, expect, it } from "vitest";
import crypto from "node:crypto";
import {
  ONLINE_PAYMENT_METHODS, ORDER_ID_EXPIRED, PAYMENT_FAILURE_MESSAGE, PAYMENT_METHOD_NAMES, PAYMENT_PENDING_MESSAGE,
  PAYMENT_POLL_INTERVAL_MS, PAYMENT_RESULT, UPI_ID_NOT_VALID, UPI_TIMER_SECONDS, canRetryPayment, isValidUpiId,
  paymentFailureType, paymentMethodName, paymentResultMessage, paymentResultOf, shouldPollPayment,
} from "~/lib/payment-status";
import { PAYMENT_STATUS } from "~/lib/order-status";
import { kindOfCategory, orderSucceededPath } from "~/.server/domain/payments/payable-kinds";
import { registerSpineKinds } from "~/.server/domain/kinds";

registerSpineKinds();
import { signCallbackBody, verifyCallbackSignature } from "~/.server/providers/payment-gateway";

describe("payment method names", () => {
  it("'Payment method names: Debit Card, Credit Card, Net Banking, Paytm Wallet, Credit Card EMI, UPI, Paytm Postpaid, COD, EMI'", () => {
    expect(PAYMENT_METHOD_NAMES).toEqual(["Debit Card", "Credit Card", "Net Banking", "Paytm Wallet", "Credit Card EMI", "UPI", "Paytm Postpaid", "COD", "EMI"]);
    for (const m of PAYMENT_METHOD_NAMES) expect(paymentMethodName(m)).toBe(m);
  });
  it("'no method gives 'Cashless''", () => {
    expect(paymentMethodName(null)).toBe("Cashless");
    expect(paymentMethodName(undefined)).toBe("Cashless");
    expect(paymentMethodName("")).toBe("Cashless");
    expect(paymentMethodName("Bitcoin")).toBe("Cashless");
  });
  it("the hosted checkout offers every online method and LazyPay; cash on delivery is chosen at booking", () => {
    expect(ONLINE_PAYMENT_METHODS).toEqual([...PAYMENT_METHOD_NAMES.filter((m) => m !== "COD"), "LazyPay"]);
  });
});

describe("payment result statuses", () => {
  it("'Payment result statuses: success, failed, pending, aborted, unknown, refund, cod'", () => {
    expect(PAYMENT_RESULT).toEqual(["success", "failed", "pending", "aborted", "unknown", "refund", "cod"]);
    expect(Object.values(PAYMENT_STATUS).map(paymentResultOf).sort()).toEqual([...PAYMENT_RESULT].sort());
    expect(paymentResultOf("SUCCESS")).toBe("success");
    expect(paymentResultOf("FAILED")).toBe("failed");
    expect(paymentResultOf("PENDING")).toBe("pending");
    expect(paymentResultOf("ABORTED")).toBe("aborted");
    expect(paymentResultOf("REFUND")).toBe("refund");
    expect(paymentResultOf("COD")).toBe("cod");
    expect(paymentResultOf("SOMETHING_ELSE")).toBe("unknown");
    expect(paymentResultOf(null)).toBe("unknown");
  });
  it("'Failure types: FAILED, ABORTED, PENDING'", () => {
    expect(paymentFailureType("failed")).toBe("FAILED");
    expect(paymentFailureType("aborted")).toBe("ABORTED");
    expect(paymentFailureType("pending")).toBe("PENDING");
    for (const r of ["success", "unknown", "refund", "cod"] as const) expect(paymentFailureType(r)).toBeNull();
  });
});

describe("messages and timing", () => {
  it("'Payment status is polled every 5 seconds', only while pending", () => {
    expect(PAYMENT_POLL_INTERVAL_MS).toBe(5000);
    expect(PAYMENT_RESULT.filter(shouldPollPayment)).toEqual(["pending"]);
  });
  it("'UPI timer 120 s'", () => {
    expect(UPI_TIMER_SECONDS).toBe(120);
  });
  it("'Payment pending: 'We are checking with your bank. It can take upto 10 minutes...''", () => {
    expect(PAYMENT_PENDING_MESSAGE).toBe("We are checking with your bank. It can take upto 10 minutes...");
    expect(paymentResultMessage("pending")).toBe(PAYMENT_PENDING_MESSAGE);
  });
  it("'Payment failure: the message says money deducted will be refunded in 3-5 working days'", () => {
    expect(PAYMENT_FAILURE_MESSAGE).toMatch(/deducted.*refunded in 3-5 working days/);
    expect(paymentResultMessage("failed")).toBe(PAYMENT_FAILURE_MESSAGE);
    expect(paymentResultMessage("aborted")).toBe(PAYMENT_FAILURE_MESSAGE);
    expect(paymentResultMessage("success")).toBeNull();
  });
  it("'Payment link expired: code ORDER_ID_EXPIRED'", () => {
    expect(ORDER_ID_EXPIRED).toBe("ORDER_ID_EXPIRED");
  });
});

describe("retry", () => {
  it("'Retry of cash on delivery is always disabled'", () => {
    for (const r of PAYMENT_RESULT) expect(canRetryPayment(r, "COD")).toBe(false);
    expect(canRetryPayment("cod", "ONLINE")).toBe(false);
  });
  it("an online payment may be retried after a failure or an abort, never while pending or after success", () => {
    expect(PAYMENT_RESULT.filter((r) => canRetryPayment(r, "ONLINE"))).toEqual(["failed", "aborted"]);
  });
});

describe("routes and UPI ids", () => {
  it("/payments/{category}/{orderId} knows the lab-test category and sends a paid order to /order-succeed-test", () => {
    expect(kindOfCategory("diagnostics")).toBe("DIAGNOSTIC");
    expect(kindOfCategory("toString")).toBeNull();
    expect(orderSucceededPath("DIAGNOSTIC", 42)).toBe("/order-succeed-test?orderId=42");
  });
  it("'UPI ID not valid.' for anything but handle@provider", () => {
    expect(UPI_ID_NOT_VALID).toBe("UPI ID not valid.");
    expect(isValidUpiId("priya.sharma@okhdfc")).toBe(true);
    for (const bad of ["", "priya", "@okhdfc", "priya@", "priya@ok hdfc", "a@b@c"]) expect(isValidUpiId(bad), bad).toBe(false);
  });
});

describe("callback signatures", () => {
  const secret = "test-secret";
  const body = JSON.stringify({ eventId: "e1", amount: 100 });
  it("HMAC-SHA256 over the raw body", () => {
    const expected = crypto.createHmac("sha256", secret).update(body).digest("hex");
    expect(signCallbackBody(body, secret)).toBe(`sha256=${expected}`);
    expect(verifyCallbackSignature(body, `sha256=${expected}`, secret)).toBe(true);
  });
  it("refuses a changed body, another key, a malformed or missing header", () => {
    const sig = signCallbackBody(body, secret);
    expect(verifyCallbackSignature(body.replace("100", "1"), sig, secret)).toBe(false);
    expect(verifyCallbackSignature(body, signCallbackBody(body, "other"), secret)).toBe(false);
    expect(verifyCallbackSignature(body, sig.toUpperCase(), secret)).toBe(false);
    expect(verifyCallbackSignature(body, sig.slice(0, -2), secret)).toBe(false);
    expect(verifyCallbackSignature(body, null, secret)).toBe(false);
  });
});
