/**
 * The payment pages' forms: the sandbox gateway's checkout (method, UPI id, the outcome the tester wants) and
 * "Retry payment" on an order's payment page. The schemas read the posts; the payment rules (which methods, a valid
 * UPI id, which outcomes a pending payment allows) are checked where the payment is made, for every caller.
 */
import { z } from "zod";
import { formCode, formText } from "./form-text";

export const sandboxCheckoutFormSchema = z.object({
  method: formCode(40),
  outcome: formCode(20),
  upiId: formText(300),
});

export const retryPaymentFormSchema = z.object({ intent: z.literal("retry") }, { error: () => "Something went wrong! Please try again." });
