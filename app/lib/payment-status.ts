/**
 * Payment results as the patient sees them (spec §4 "Payment result statuses", §8 messages, §9 constants and
 * "Payment method names"). Shared by the server (status query, /my-payments) and the browser (polling page),
 * for every bookable kind.
 */
import { PAYMENT_STATUS, type PaymentStatus } from "./order-status";

/** "Payment status is polled every 5 seconds." */
export const PAYMENT_POLL_INTERVAL_MS = 5_000;
/** "UPI timer 120 s." */
export const UPI_TIMER_SECONDS = 120;
/** How long a payment link stays valid (the spec's time constants include 30 min). */
export const PAYMENT_LINK_TTL_MINUTES = 30;
/** "Payment link expired: code ORDER_ID_EXPIRED". */
export const ORDER_ID_EXPIRED = "ORDER_ID_EXPIRED";

/** "Payment result statuses: success, failed, pending, aborted, unknown, refund, cod." */
export const PAYMENT_RESULT = ["success", "failed", "pending", "aborted", "unknown", "refund", "cod"] as const;
export type PaymentResult = (typeof PAYMENT_RESULT)[number];
/** "Failure types: FAILED, ABORTED, PENDING." */
export type PaymentFailureType = "FAILED" | "ABORTED" | "PENDING";

/** "Payment pending: 'We are checking with your bank. It can take upto 10 minutes...'" */
export const PAYMENT_PENDING_MESSAGE = "We are checking with your bank. It can take upto 10 minutes...";
/** "Payment failure: the message says money deducted will be refunded in 3-5 working days." */
export const PAYMENT_FAILURE_MESSAGE = "If any money was deducted, it will be refunded in 3-5 working days.";
export const PAYMENT_LINK_EXPIRED_MESSAGE = "This payment link has expired. No money has been taken.";

/**
 * "Payment method names: Debit Card, Credit Card, Net Banking, Paytm Wallet, Credit Card EMI, UPI, Paytm Postpaid,
 * COD, EMI; no method gives 'Cashless'."
 */
export const PAYMENT_METHOD_NAMES = ["Debit Card", "Credit Card", "Net Banking", "Paytm Wallet", "Credit Card EMI", "UPI", "Paytm Postpaid", "COD", "EMI"] as const;
/**
 * LazyPay, the Pay Later method the checkout offers with its benefits ("Lazy pay benefits: one-click payment,
 * 0% interest, repay every 15 days"). Razorpay offers it as Pay Later (provider `lazypay`).
 */
export const LAZYPAY = "LazyPay";
export const LAZYPAY_BENEFITS = ["one-click payment", "0% interest", "repay every 15 days"] as const;
export type PaymentMethodName = (typeof PAYMENT_METHOD_NAMES)[number] | typeof LAZYPAY;
/** What a hosted checkout offers: every online method (cash on delivery is chosen at booking, not here). */
export const ONLINE_PAYMENT_METHODS: PaymentMethodName[] = [...PAYMENT_METHOD_NAMES.filter((m) => m !== "COD"), LAZYPAY];

export const isPaymentMethodName = (m: unknown): m is PaymentMethodName =>
  typeof m === "string" && (m === LAZYPAY || (PAYMENT_METHOD_NAMES as readonly string[]).includes(m));

/** The name shown for a payment's method: the spec's name, 'Cashless' when there is none. */
export function paymentMethodName(method: string | null | undefined): string {
  return isPaymentMethodName(method) ? method : "Cashless";
}

/** A stored payment status (PAYMENT_STATUS) as the result status the pages and API answer with. */
export function paymentResultOf(status: string | null | undefined): PaymentResult {
  switch (status) {
    case PAYMENT_STATUS.SUCCESS: return "success";
    case PAYMENT_STATUS.FAILED: return "failed";
    case PAYMENT_STATUS.PENDING: return "pending";
    case PAYMENT_STATUS.ABORTED: return "aborted";
    case PAYMENT_STATUS.REFUND: return "refund";
    case PAYMENT_STATUS.COD: return "cod";
    default: return "unknown";
  }
}

/** The failure type of a result that is not a success: FAILED, ABORTED or PENDING; null otherwise. */
export function paymentFailureType(result: PaymentResult): PaymentFailureType | null {
  if (result === "failed") return "FAILED";
  if (result === "aborted") return "ABORTED";
  if (result === "pending") return "PENDING";
  return null;
}

/** What the result page says under its heading. */
export function paymentResultMessage(result: PaymentResult): string | null {
  if (result === "pending") return PAYMENT_PENDING_MESSAGE;
  if (result === "failed" || result === "aborted") return PAYMENT_FAILURE_MESSAGE;
  return null;
}

export const PAYMENT_RESULT_HEADING: Record<PaymentResult, string> = {
  success: "Payment successful",
  failed: "Payment failed",
  pending: "Payment pending",
  aborted: "Payment cancelled",
  unknown: "Payment status unknown",
  refund: "Payment refunded",
  cod: "Pay on sample collection",
};

/** Short status shown in the payments list. */
export const PAYMENT_RESULT_LABEL: Record<PaymentResult, string> = {
  success: "Success",
  failed: "Failed",
  pending: "Pending",
  aborted: "Aborted",
  unknown: "Unknown",
  refund: "Refunded",
  cod: "Cash on delivery",
};

/** The page keeps polling only while the bank has not answered. */
export const shouldPollPayment = (result: PaymentResult) => result === "pending";

/**
 * "Retry of cash on delivery is always disabled." An online payment that failed or was aborted may be retried
 * (a new attempt for the same order); a pending one may not, so the patient cannot pay twice.
 */
export function canRetryPayment(result: PaymentResult, paymentType: string | null | undefined): boolean {
  if (paymentType === "COD" || result === "cod") return false;
  return result === "failed" || result === "aborted";
}

/** A refund's own status: money on its way back, a patient's request to customer care, or credits restored. */
export const REFUND_STATUS = { INITIATED: "INITIATED", REQUESTED: "REQUESTED", COMPLETED: "COMPLETED" } as const;

export const isPaymentStatus = (s: string): s is PaymentStatus => Object.prototype.hasOwnProperty.call(PAYMENT_STATUS, s);

/** "UPI ID not valid." — a UPI id is handle@provider. */
export const UPI_ID_NOT_VALID = "UPI ID not valid.";
export const isValidUpiId = (v: string) => /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(v.trim());
