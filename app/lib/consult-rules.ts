/**
 * The consult's rules, from the spec (§8 messages, §9 "Consult: 15 min difference; cancel window -30"; "Discount
 * coupon HDFC Gold: Rs 249 off virtual consultations"), shared by the server and the pages.
 */
export const CONSULT_SLOT_UNAVAILABLE_MESSAGE = "Slot selected seems to be unavailable.. Please retry booking with other available slots!";
export const OFFER_NOT_VALID_MESSAGE = "This offer is not valid for this transaction";
export const OFFER_INTERNAL_ERROR_MESSAGE = "Internal Error while applying the offer";
export const OFFER_UNKNOWN_MESSAGE = "This coupon code is not valid. Please check the code and try again.";

/** "15 min difference": consult slots start 15 minutes apart. */
export const CONSULT_SLOT_SPACING_MINUTES = 15;

/** "cancel window -30": an appointment can be cancelled (or moved) up to 30 minutes before it starts. */
export const CANCEL_WINDOW_MINUTES = -30;
export const CANCEL_WINDOW_CLOSED_MESSAGE = "Appointments can be cancelled or rescheduled only up to 30 minutes before the consult.";

/** True while `now` is at least 30 minutes before the appointment's start. */
export function isWithinCancelWindow(appointmentStartUtc: string, now: Date): boolean {
  const start = Date.parse(appointmentStartUtc);
  return Number.isFinite(start) && now.getTime() <= start + CANCEL_WINDOW_MINUTES * 60_000;
}

export type ConsultMode = "ONLINE" | "PHYSICAL";

/** The HDFC Gold coupon: "Rs 249 off virtual consultations". */
export const HDFC_GOLD_COUPON = { code: "HDFCGOLD", discountPaise: 24_900, description: "Rs 249 off virtual consultations" } as const;
const NOT_VALID_CODES = new Set(["JP701", "JP703"]);
const INTERNAL_ERROR_CODES = new Set(["JP702", "JP704", "JP705", "JP706", "JP708"]);

export type ConsultOffer = { valid: true; code: string; discount: number; description: string } | { valid: false; code: string; errorMsg: string };

/** The outcome of an offer code on a consult of `feePaise` in `mode`. Codes are typed by people: case and spaces do not matter. */
export function applyConsultOffer(rawCode: string, mode: ConsultMode, feePaise: number): ConsultOffer {
  const code = rawCode.replace(/\s+/g, "").toUpperCase().slice(0, 30);
  if (NOT_VALID_CODES.has(code)) return { valid: false, code, errorMsg: OFFER_NOT_VALID_MESSAGE };
  if (INTERNAL_ERROR_CODES.has(code)) return { valid: false, code, errorMsg: OFFER_INTERNAL_ERROR_MESSAGE };
  if (code === HDFC_GOLD_COUPON.code) {
    // Virtual consultations only; a clinic visit is not the transaction this offer is for.
    if (mode !== "ONLINE") return { valid: false, code, errorMsg: OFFER_NOT_VALID_MESSAGE };
    return { valid: true, code, discount: Math.min(HDFC_GOLD_COUPON.discountPaise, feePaise), description: HDFC_GOLD_COUPON.description };
  }
  return { valid: false, code, errorMsg: OFFER_UNKNOWN_MESSAGE };
}

export const CONSULT_STATUS_LABELS = {
  PAYMENT_PENDING: "Payment pending",
  PAYMENT_FAILED: "Payment failed",
  EXPIRED: "Not booked",
  CONFIRMED: "Upcoming",
  RESCHEDULED: "Rescheduled",
  CANCELLED: "Cancelled",
  COMPLETED: "Completed",
} as const;
export type ConsultStatus = keyof typeof CONSULT_STATUS_LABELS;
/** Booked and still to happen (or happening): what can be joined, cancelled or moved. */
export const ACTIVE_CONSULT_STATUSES: readonly ConsultStatus[] = ["CONFIRMED", "RESCHEDULED"];

/** Instant consult: a doctor whose next free online slot starts within 15 minutes counts as free now. */
export const INSTANT_CONSULT_WITHIN_MINUTES = 15;
export const isFreeNow = (nextSlotAt: number | null, now: Date) => nextSlotAt != null && nextSlotAt - now.getTime() <= INSTANT_CONSULT_WITHIN_MINUTES * 60_000;
