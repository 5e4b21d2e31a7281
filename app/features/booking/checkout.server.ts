/**
 * The checkout on /review-cart: the saved address (SET_ADDRESS on the cart), the slot chosen from
 * getCustomizedSlotsv2 (dates and slots live in the URL, so the back button walks back through choices), the bill
 * with the slot's charge, and "Place order" → saveDiagnosticBookHCOrderv2 with the page's idempotency key.
 */
import crypto from "node:crypto";
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { listAddresses } from "~/.server/domain/accounts/addresses";
import { changeAccountCart, getAccountCart } from "~/.server/domain/cart/cart";
import { existingAnswer, saveDiagnosticBookHCOrderv2, BOOKING_MESSAGE, type BookingAnswer } from "~/.server/domain/lab-tests/booking";
import { getCustomizedSlotsv2 } from "~/.server/domain/scheduling/diagnostic-slots";
import { billCart, cartPricingPatients } from "~/.server/domain/pricing/pricing-service";
import { billingInRupees, toPaise, toRupees } from "~/.server/domain/pricing/pricing";
import { fastingMessage, slotInfoText } from "~/lib/slots";
import { log } from "~/.server/log";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { preselectedAddressId } from "~/lib/checkout-preselect";
import { CHOOSE_ADDRESS_MESSAGE, CHOOSE_SLOT_MESSAGE, placeOrderFormSchema, setAddressFormSchema } from "~/lib/checkout-form";

export { CHOOSE_ADDRESS_MESSAGE, CHOOSE_SLOT_MESSAGE };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function checkoutData(request: Request) {
  const { db } = await getServices();
  const state = await getRequestState(request);
  const accountId = state.user?.accountId ?? null;
  if (accountId == null) return null;
  const url = new URL(request.url);
  let cart = await getAccountCart(db, accountId);
  const addresses = await listAddresses(db, accountId);
  // No collection address chosen yet: the default (or only) one is, through the cart's own SET_ADDRESS (which
  // also re-prices for its city), so the patient does not have to tap it.
  const preselected = cart.deliveryAddressId ? null : preselectedAddressId(addresses);
  if (preselected) {
    try {
      cart = (await changeAccountCart(db, accountId, { type: "SET_ADDRESS", addressId: preselected }, state.location.cityId)).cart;
    } catch (e) {
      log.warn({ event: "ADDRESS_PRESELECT_FAILED", message: String(e) });
    }
  }
  const address = addresses.find((a) => a.id === cart.deliveryAddressId) ?? null;
  const patients = cartPricingPatients(cart).filter((p) => p.patientID !== 0);
  const dateParam = url.searchParams.get("date");
  const slots =
    address && patients.length
      ? await getCustomizedSlotsv2(db, {
          address: { latitude: address.latitude, longitude: address.longitude, zipcode: address.pincode, stateCode: address.stateCode },
          patients,
          billAmount: 0,
          selectedDate: dateParam && DATE.test(dateParam) ? dateParam : null,
        })
      : null;
  const slotParam = url.searchParams.get("slot");
  const chosen = slots?.slots.find((s) => s.slotDateTimeInUTC === slotParam && s.available) ?? null;
  const cityId = address?.cityId ?? state.location.cityId;
  const billing = billingInRupees(await billCart(db, { accountId, cart, cityId, additionalCharges: chosen?.slotCharges ?? 0 }));
  const view = (s: NonNullable<typeof slots>["slots"][number]) => ({
    slotDateTimeInUTC: s.slotDateTimeInUTC,
    slotDisplayTime: s.slotDisplayTime,
    isMorning: s.isMorning,
    available: s.available,
    slotCharges: toRupees(s.slotCharges),
  });
  return {
    // One checkout attempt: every submit of this page sends it, so a double click or a retry books once.
    checkoutKey: crypto.randomUUID(),
    addresses: addresses.map((a) => ({
      id: a.id,
      name: a.name,
      text: [a.addressLine1, a.addressLine2, a.city, a.pincode].filter(Boolean).join(", "),
      serviceable: a.serviceable,
      message: a.serviceabilityMessage,
    })),
    addressId: address?.id ?? null,
    addressServiceable: address?.serviceable ?? null,
    addressMessage: address && !address.serviceable ? BOOKING_MESSAGE.NOT_SERVICEABLE : null,
    slots: slots
      ? {
          message: slots.message,
          dates: slots.dates,
          selectedDate: slots.selectedDate,
          morning: slots.slots.filter((s) => s.isMorning).map(view),
          later: slots.slots.filter((s) => !s.isMorning).map(view),
          isFasting: slots.isFasting,
          fastingHint: slots.suggestedSlot ? fastingMessage(slots.suggestedSlot.slotDateTimeInUTC, slots.fastingHours) : null,
          suggested: slots.suggestedSlot ? slotInfoText(slots.suggestedSlot) : null,
        }
      : null,
    chosenSlot: chosen ? { slotDateTimeInUTC: chosen.slotDateTimeInUTC, text: slotInfoText(chosen), fasting: fastingMessage(chosen.slotDateTimeInUTC, slots?.fastingHours ?? null) } : null,
    billing,
  };
}
export type CheckoutData = NonNullable<Awaited<ReturnType<typeof checkoutData>>>;

export interface CheckoutActionData {
  checkoutError?: string;
  /** The place-order form's result, for the fields it names. */
  result?: SubmissionResult<string[]>;
}

/** Online: to the hosted checkout (until paid); cash on delivery: straight to the booking result. */
function afterBooking(a: BookingAnswer): Response {
  if (a.paymentType === "ONLINE" && a.paymentLink && a.orderStatus === "PAYMENT_PENDING") return redirect(a.paymentLink);
  if (a.paymentType === "ONLINE") return redirect(`/payments/diagnostics/${a.parentOrderId}`);
  return redirect(`/order-succeed-test?orderId=${a.parentOrderId}`);
}

const fail = (message: string, result?: SubmissionResult<string[]>) =>
  Response.json({ checkoutError: message, notices: [], ...(result ? { result } : {}) }, { status: 400 });

const firstError = (error: Record<string, string[] | null> | null | undefined) =>
  Object.values(error ?? {}).find((messages) => messages?.length)?.[0] ?? BOOKING_MESSAGE.BOOKING_PROBLEM;

/** The checkout's posts (intent set-address / place-order); null for the cart's own intents. */
export async function checkoutAction(request: Request, form: FormData): Promise<Response | null> {
  const intent = form.get("intent");
  if (intent !== "set-address" && intent !== "place-order") return null;
  const { db } = await getServices();
  const state = await getRequestState(request);
  const accountId = state.user?.accountId ?? null;
  if (accountId == null) return fail("Please sign in to continue");
  const cart = await getAccountCart(db, accountId);

  if (intent === "set-address") {
    const submission = parseWithZod(form, { schema: setAddressFormSchema });
    if (submission.status !== "success") return fail(CHOOSE_ADDRESS_MESSAGE);
    try {
      await changeAccountCart(db, accountId, { type: "SET_ADDRESS", addressId: submission.value.addressId }, state.location.cityId);
    } catch {
      return fail(CHOOSE_ADDRESS_MESSAGE);
    }
    return Response.json({ notices: [] });
  }

  const submission = parseWithZod(form, { schema: placeOrderFormSchema });
  const idempotencyKey = String(form.get("idempotencyKey") ?? "").slice(0, 100);
  // A retry of a submit that already booked (the cart is empty by now) gets where the first one went.
  const done = idempotencyKey ? await existingAnswer(db, accountId, idempotencyKey) : null;
  if (done) return afterBooking(done);
  if (!cart.deliveryAddressId) return fail(CHOOSE_ADDRESS_MESSAGE);
  if (submission.status !== "success") {
    // One message at a time, in the order the page asks for them: the slot, then how to pay.
    const result = submission.reply();
    return fail(firstError(result.error), result);
  }
  const { slotDateTimeInUTC: slot, paymentMode, toPay } = submission.value;
  if (!Number.isFinite(toPay)) return fail(BOOKING_MESSAGE.BOOKING_PROBLEM);
  try {
    const result = await saveDiagnosticBookHCOrderv2(db, {
      accountId,
      idempotencyKey,
      patients: cartPricingPatients(cart).filter((p) => cart.selectedPatients.includes(p.patientID)),
      addressId: cart.deliveryAddressId,
      slotDateTimeInUTC: slot,
      paymentMode,
      couponCode: cart.couponCode,
      useHealthCredits: cart.useHealthCredits,
      toPay: toPaise(toPay),
    });
    return result.status ? afterBooking(result.answer) : fail(result.message);
  } catch (e) {
    log.warn({ event: "BOOKING_FAILED", message: String(e) });
    return fail(BOOKING_MESSAGE.BOOKING_PROBLEM);
  }
}
