/**
 * The order pages' forms (reschedule, cancel, agent rating, CSAT, reorder, sample-rejected refund and
 * re-collection), told apart by `intent`: one schema for the browser and the server. The order's own rules
 * (reasons offered, slots, the refundable amount) are checked on the server against the order.
 */
import { z } from "zod";
import { addFieldIssues, formCode, formText } from "./form-text";
import { sampleRejectedRefundErrors } from "./order-refunds";
import { REASON_REQUIRED_MESSAGE } from "./order-reasons";
import { RATING_REQUIRED_MESSAGE, RATING_SCALE_MAX } from "./order-labels";

const formNumber = (max: number) => formCode(max).transform(Number);

export const orderFormSchema = z.object({
  intent: formCode(40),
  slotId: formNumber(12),
  selectedDate: formCode(10),
  reason: formText(200),
  comment: formText(500),
  rating: formNumber(2),
  feedback: formText(500),
  type: formCode(10),
  upi: formText(260),
  account: formText(30),
  bank: formText(100),
  ifsc: formText(20),
  amount: formNumber(12),
});
export type OrderFormValue = z.infer<typeof orderFormSchema>;

/**
 * The refund form as the browser checks it: the UPI id or the bank account, IFSC and bank name, with the refund
 * rules' messages. The amount is the page's own and is checked against the order on the server.
 */
export const refundFormSchema = orderFormSchema.superRefine((v, ctx) => {
  const { amount: _amount, ...errors } = sampleRejectedRefundErrors({ ...v, amount: 1 }, 1);
  addFieldIssues(ctx, errors);
});

/** The forms that need the patient to pick one of the offered reasons. */
export const REASON_INTENTS: readonly string[] = ["cancel", "reschedule"];

/** The forms that rate (the agent, the order) on the 1-5 scale. */
export const RATING_INTENTS: readonly string[] = ["rate-agent", "csat"];

/**
 * The order page's forms as the browser checks them, with the server's messages: the cancel and reschedule
 * dialogs need a reason picked, the rating forms a rating on the scale. Whether the reason is one the order
 * offers, the slot, and whether the order can still be rated are checked on the server.
 */
export const orderPageFormsSchema = orderFormSchema.superRefine((v, ctx) => {
  if (REASON_INTENTS.includes(v.intent) && !v.reason.trim()) addFieldIssues(ctx, { reason: REASON_REQUIRED_MESSAGE });
  if (RATING_INTENTS.includes(v.intent) && !(Number.isInteger(v.rating) && v.rating >= 1 && v.rating <= RATING_SCALE_MAX)) {
    addFieldIssues(ctx, { rating: RATING_REQUIRED_MESSAGE });
  }
});
