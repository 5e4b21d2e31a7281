/**
 * The order pages' forms (reschedule, cancel, agent rating, CSAT, reorder, sample-rejected refund and
 * re-collection), told apart by `intent`: one schema for the browser and the server. The order's own rules
 * (reasons offered, slots, the refundable amount) are checked on the server against the order.
 */
import { z } from "zod";
import { addFieldIssues, formCode, formText } from "./form-text";
import { sampleRejectedRefundErrors } from "./order-refunds";

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
