/**
 * Refund rules for lab-test orders: what a cancelled order gives back, and the checks on a refund request for a
 * rejected sample ("UPI id: 'UPI ID not valid.'", "Refund request failed: try again later."). Amounts in paise.
 */

export const UPI_INVALID_MESSAGE = "UPI ID not valid.";
export const IFSC_INVALID_MESSAGE = "IFSC code not valid.";
export const ACCOUNT_INVALID_MESSAGE = "Account number not valid.";
export const BANK_REQUIRED_MESSAGE = "Please enter the bank name.";
export const REFUND_AMOUNT_MESSAGE = "The refund amount cannot be more than the amount paid for the rejected tests.";
export const REFUND_REQUEST_FAILED_MESSAGE = "Refund request failed. Please try again later.";
export const REFUND_NOT_ALLOWED_MESSAGE = "A refund can be requested only for an order whose sample was rejected.";

/** A parent order's money, and how much of it earlier cancellations of its patients' orders already gave back. */
export interface ParentMoney {
  /** Paid online (to_pay of a prepaid order; 0 for cash on delivery). */
  prepaid: number;
  healthCreditsUsed: number;
  prepaidRefunded: number;
  healthCreditsRestored: number;
  /** Patients' orders of this parent still live besides the one being cancelled. */
  otherLiveOrders: number;
}

export interface CancellationRefund {
  /** Back to the original payment method ("to source"). */
  toSource: number;
  /** Health credits given back to the account. */
  healthCredits: number;
}

/** A patient's order's share of the parent's bill, as stored at booking (its toPay and health credits). */
export interface OrderShare {
  toPay: number;
  healthCreditsUsed: number;
}

/**
 * A cancelled patient's order gets back its stored share of the bill: its amount to pay back to source when the
 * parent was paid online, and its health credits; the last live order of a parent gets whatever is left, so no
 * paisa is kept. Cash on delivery: nothing was paid, nothing goes back to source.
 */
export function cancellationRefund(share: OrderShare, money: ParentMoney): CancellationRefund {
  const leftPrepaid = Math.max(0, money.prepaid - money.prepaidRefunded);
  const leftCredits = Math.max(0, money.healthCreditsUsed - money.healthCreditsRestored);
  if (money.otherLiveOrders === 0) return { toSource: leftPrepaid, healthCredits: leftCredits };
  return {
    toSource: money.prepaid > 0 ? Math.min(leftPrepaid, share.toPay) : 0,
    healthCredits: Math.min(leftCredits, share.healthCreditsUsed),
  };
}

/** The message shown after a cancellation. */
export function cancellationMessage(refund: CancellationRefund, format: (paise: number) => string): string {
  const parts: string[] = [];
  if (refund.toSource > 0) parts.push(`${format(refund.toSource)} will be refunded to your original payment method in 5-7 working days`);
  if (refund.healthCredits > 0) parts.push(`${format(refund.healthCredits)} of health credits are back in your account`);
  return parts.length ? `Your order has been cancelled. ${parts.join("; ")}.` : "Your order has been cancelled.";
}

// name@handle: the handle is the bank's or app's, letters only.
const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NUMBER = /^\d{9,18}$/;

export type SampleRejectedRefundType = "UPI" | "BANK";

export interface SampleRejectedRefundInput {
  account?: string | null;
  bank?: string | null;
  ifsc?: string | null;
  upi?: string | null;
  amount: number; // paise
  type: string;
}

export const isValidUpiId = (upi: string) => UPI_ID.test(upi.trim());
export const isValidIfsc = (ifsc: string) => IFSC.test(ifsc.trim().toUpperCase());

/** Every field's problem at once (empty when the request may go ahead). */
export function sampleRejectedRefundErrors(input: SampleRejectedRefundInput, refundable: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.type === "UPI") {
    if (!input.upi || !isValidUpiId(input.upi)) errors.upi = UPI_INVALID_MESSAGE;
  } else if (input.type === "BANK") {
    if (!input.account || !ACCOUNT_NUMBER.test(input.account.trim())) errors.account = ACCOUNT_INVALID_MESSAGE;
    if (!input.bank || !input.bank.trim()) errors.bank = BANK_REQUIRED_MESSAGE;
    if (!input.ifsc || !isValidIfsc(input.ifsc)) errors.ifsc = IFSC_INVALID_MESSAGE;
  } else {
    errors.type = "Please choose UPI or bank account.";
  }
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > refundable) errors.amount = REFUND_AMOUNT_MESSAGE;
  return errors;
}

/** Only the last four digits of an account, and the UPI id as given, are kept with the refund. */
export const maskedDestination = (input: SampleRejectedRefundInput) =>
  input.type === "UPI" ? input.upi!.trim() : `XXXX${input.account!.trim().slice(-4)} (${input.ifsc!.trim().toUpperCase()})`;

/** "Samples rejected: messages for all inclusions or partial inclusions." */
export function sampleRejectedMessage(rejectedItemNames: string[], allRejected: boolean): string {
  if (allRejected) return "The lab could not test your sample. You can book a free re-collection or ask for a refund.";
  return `The lab could not test the sample for ${rejectedItemNames.join(", ")}. Your other reports are not affected; you can ask for a refund of these tests.`;
}
