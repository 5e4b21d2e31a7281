/**
 * The checkout's two forms on /review-cart: the collection address (SET_ADDRESS) and "Place order". One schema
 * each for the browser and the server; the messages are the checkout's. What only the server knows (a retry of
 * a booking already made, the cart's saved address) is checked there before these.
 */
import { z } from "zod";
import { formCode, formId, formText } from "./form-text";

export const CHOOSE_SLOT_MESSAGE = "Please choose a collection slot";
export const CHOOSE_ADDRESS_MESSAGE = "Please choose an address for the sample collection";
export const CHOOSE_PAYMENT_MESSAGE = "Please choose how to pay";

export const setAddressFormSchema = z.object({
  intent: z.literal("set-address"),
  addressId: formId.refine((id) => id > 0, CHOOSE_ADDRESS_MESSAGE),
});

export const placeOrderFormSchema = z.object({
  intent: z.literal("place-order"),
  idempotencyKey: formText(100),
  slotDateTimeInUTC: formText(40).refine(Boolean, CHOOSE_SLOT_MESSAGE),
  paymentMode: z.enum(["COD", "ONLINE"], { message: CHOOSE_PAYMENT_MESSAGE }),
  /** The amount the page showed, in rupees; the booking refuses it if the bill has changed since. */
  toPay: formCode(20).transform(Number),
});
