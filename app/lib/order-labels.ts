/**
 * The patient's view of a diagnostic order, the spec's rules (§4 "Order status labels", groups, simplified
 * journey, the Cancel/Reschedule rule; §8 and §9 for reschedules). Pure: the server, the pages and the tests
 * share them.
 */
import { DIAGNOSTIC_ORDER_STATUS as S, type DiagnosticOrderStatus } from "./order-status";

/** "Reschedule maximum 3." */
export const MAX_RESCHEDULE_COUNT = 3;
export const RESCHEDULE_LIMIT_MESSAGE = "You have rescheduled thrice. You're out of reschedule attempts.";
/** "Orders page limit 10." */
export const ORDERS_PAGE_LIMIT = 10;
/** "Rating scale maximum 5." */
export const RATING_SCALE_MAX = 5;
/** A rating left out or off the scale: the browser and the server say this. */
export const RATING_REQUIRED_MESSAGE = `Please choose a rating from 1 to ${RATING_SCALE_MAX}.`;

const own = <T>(map: Partial<Record<string, T>>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;

const FIXED_LABELS: Partial<Record<DiagnosticOrderStatus, string>> = {
  [S.ORDER_INITIATED]: "Order Initiated",
  [S.ORDER_PLACED]: "Order Placed",
  [S.PAYMENT_PENDING]: "Payment Pending",
  [S.PAYMENT_SUCCESSFUL]: "Payment Successful",
  [S.PAYMENT_FAILED]: "Payment Failed",
  // "order confirmed and pickup requested": a requested pickup is what the patient knows as a confirmed order.
  [S.PICKUP_REQUESTED]: "Order Confirmed",
  [S.PICKUP_CONFIRMED]: "Pickup Confirmed",
  // "agent on the way (phlebo check-in)"
  [S.PHLEBO_CHECK_IN]: "Agent on the way",
  // "sample collected (phlebo completed)"
  [S.PHLEBO_COMPLETED]: "Sample Collected",
  [S.SAMPLE_SUBMITTED]: "Sample Submitted",
  [S.SAMPLE_REJECTED_IN_LAB]: "Sample Rejected",
  [S.RESAMPLE_INITIATED]: "Resample Initiated",
  [S.REPORT_GENERATED]: "Report Generated",
  [S.ORDER_COMPLETED]: "Order Completed",
  [S.PARTIAL_ORDER_COMPLETED]: "Partial Order Completed",
  // "order rescheduled (also rescheduled request)"
  [S.ORDER_RESCHEDULED]: "Order Rescheduled",
  [S.ORDER_RESCHEDULED_REQUEST]: "Order Rescheduled",
  [S.ORDER_CANCELLED]: "Order Cancelled",
  [S.CANCELLATION_REQUESTED]: "Cancellation Requested",
  [S.ORDER_CANCELLED_REQUEST]: "Cancellation Requested",
  [S.ORDER_FAILED]: "Order Failed",
  [S.REFUND_INITIATED]: "Refund Initiated",
  [S.PARTIAL_REFUND_INITIATED]: "Partial Refund Initiated",
  [S.REFUND_REQUEST_INITIATED]: "Refund Request Initiated",
  [S.LEAD_DROPPED]: "Order Aborted",
  [S.NEW_LEAD]: "Prescription Uploaded",
};

/** "collected, received in lab, tested, or not collected in lab": their label depends on a flag. */
const IN_LAB = new Set<string>([S.SAMPLE_COLLECTED_IN_LAB, S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_TESTED, S.SAMPLE_NOT_COLLECTED_IN_LAB]);

/**
 * The label shown for a server status. "the label is 'Sample Submitted' if a flag is set, otherwise 'Samples
 * Received for Testing'"; "Any unknown status gives an empty label."
 */
export function orderStatusLabel(status: string | null | undefined, sampleSubmitted = false): string {
  if (!status) return "";
  if (IN_LAB.has(status)) return sampleSubmitted ? "Sample Submitted" : "Samples Received for Testing";
  return own(FIXED_LABELS, status) ?? "";
}

/** "Cancelled group: cancellation requested, order cancelled, cancel request." */
export const CANCELLED_GROUP: readonly string[] = [S.CANCELLATION_REQUESTED, S.ORDER_CANCELLED, S.ORDER_CANCELLED_REQUEST];
/** "Sample-progress group: phlebo completed through sample tested." (in the order the spec lists them) */
export const SAMPLE_PROGRESS_GROUP: readonly string[] = [
  S.PHLEBO_COMPLETED, S.SAMPLE_SUBMITTED, S.SAMPLE_COLLECTED_IN_LAB, S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_TESTED,
];
/** "Report-ready group: report generated, order completed, partial order completed." */
export const REPORT_READY_GROUP: readonly string[] = [S.REPORT_GENERATED, S.ORDER_COMPLETED, S.PARTIAL_ORDER_COMPLETED];

export const isCancelled = (status: string) => CANCELLED_GROUP.includes(status);
export const isSampleInProgress = (status: string) => SAMPLE_PROGRESS_GROUP.includes(status);
export const isReportReady = (status: string) => REPORT_READY_GROUP.includes(status);

/**
 * The colour-and-word group of a status chip: the spec's groups ("Cancelled group", "Sample-progress group",
 * "Report-ready group") with failures apart, so "Payment Failed" never looks like success. Payment pending waits
 * on the patient; everything else is a booking on its way.
 */
export type OrderStatusGroup = "cancelled" | "failed" | "sample-progress" | "report-ready" | "payment-pending" | "booked";

const FAILED_GROUP: readonly string[] = [S.PAYMENT_FAILED, S.ORDER_FAILED, S.LEAD_DROPPED, S.SAMPLE_REJECTED_IN_LAB, S.SAMPLE_NOT_COLLECTED_IN_LAB];
/** Refunds follow a cancellation or a failure: they read with the cancelled. */
const REFUND_STATUSES: readonly string[] = [S.REFUND_INITIATED, S.PARTIAL_REFUND_INITIATED, S.REFUND_REQUEST_INITIATED];

export function orderStatusGroup(status: string): OrderStatusGroup {
  if (isCancelled(status) || REFUND_STATUSES.includes(status)) return "cancelled";
  if (FAILED_GROUP.includes(status)) return "failed";
  if (isReportReady(status)) return "report-ready";
  if (isSampleInProgress(status)) return "sample-progress";
  if (status === S.PAYMENT_PENDING) return "payment-pending";
  return "booked";
}

/**
 * The order history as the timeline shows it: the chip's words for each status, and a step the lab records
 * several times under one label (collected, received and tested are all "Samples Received for Testing") once,
 * at the time it began.
 */
export function timelineEntries<T extends { statusLabel: string; orderStatus: string }>(history: readonly T[]): T[] {
  const labelOf = (h: T) => h.statusLabel || h.orderStatus;
  const out: T[] = [];
  for (const h of history) {
    const last = out.at(-1);
    if (!last || labelOf(last) !== labelOf(h)) out.push(h);
  }
  return out;
}

const CANCEL_RESCHEDULE_STATUSES: readonly string[] = [S.ORDER_INITIATED, S.PICKUP_REQUESTED, S.PAYMENT_SUCCESSFUL, S.ORDER_PLACED];

/**
 * "The Cancel and Reschedule buttons show only if the order has a prebooking id and the status is order
 * initiated, pickup requested, payment successful or order placed."
 */
export function canCancelOrReschedule(order: { preBookingId: string | null | undefined; orderStatus: string }): boolean {
  return !!order.preBookingId && CANCEL_RESCHEDULE_STATUSES.includes(order.orderStatus);
}

/** "Reschedule maximum 3": the refusal once three are used, null while one is left. */
export function rescheduleRefusal(rescheduleCount: number): string | null {
  return rescheduleCount >= MAX_RESCHEDULE_COUNT ? RESCHEDULE_LIMIT_MESSAGE : null;
}

/**
 * "Simplified journey labels on the order screen: lab test booking, home sample collection confirmed, agent on
 * the way, sample collection completed, samples received for testing, partial reports ready, reports ready,
 * order completed."
 */
export const JOURNEY_LABELS = [
  "Lab Test Booking",
  "Home Sample Collection Confirmed",
  "Agent on the Way",
  "Sample Collection Completed",
  "Samples Received for Testing",
  "Partial Reports Ready",
  "Reports Ready",
  "Order Completed",
] as const;
export type JourneyLabel = (typeof JOURNEY_LABELS)[number];

const JOURNEY_STEP: Partial<Record<DiagnosticOrderStatus, JourneyLabel>> = {
  [S.ORDER_INITIATED]: "Lab Test Booking",
  [S.ORDER_PLACED]: "Lab Test Booking",
  [S.PAYMENT_PENDING]: "Lab Test Booking",
  [S.PAYMENT_SUCCESSFUL]: "Lab Test Booking",
  // A failed payment is no booking yet: it shows the failure with Retry, not a journey ahead.
  [S.PICKUP_REQUESTED]: "Home Sample Collection Confirmed",
  [S.PICKUP_CONFIRMED]: "Home Sample Collection Confirmed",
  [S.ORDER_RESCHEDULED]: "Home Sample Collection Confirmed",
  [S.ORDER_RESCHEDULED_REQUEST]: "Home Sample Collection Confirmed",
  // "A second-sample pending state exists": a resample goes back to a confirmed home collection.
  [S.RESAMPLE_INITIATED]: "Home Sample Collection Confirmed",
  [S.PHLEBO_CHECK_IN]: "Agent on the Way",
  [S.PHLEBO_COMPLETED]: "Sample Collection Completed",
  [S.SAMPLE_SUBMITTED]: "Sample Collection Completed",
  [S.SAMPLE_COLLECTED_IN_LAB]: "Samples Received for Testing",
  [S.SAMPLE_RECEIVED_IN_LAB]: "Samples Received for Testing",
  [S.SAMPLE_TESTED]: "Samples Received for Testing",
  [S.SAMPLE_NOT_COLLECTED_IN_LAB]: "Samples Received for Testing",
  [S.SAMPLE_REJECTED_IN_LAB]: "Samples Received for Testing",
  [S.PARTIAL_ORDER_COMPLETED]: "Partial Reports Ready",
  [S.REPORT_GENERATED]: "Reports Ready",
  [S.ORDER_COMPLETED]: "Order Completed",
};

export interface JourneyStep {
  label: JourneyLabel;
  state: "done" | "current" | "upcoming";
}

/**
 * The journey for an order, or null where none applies (cancelled, failed, refunded, aborted, a lead): those
 * orders show their status label alone. "Partial Reports Ready" appears only for a partly reported order.
 */
export function orderJourney(status: string): JourneyStep[] | null {
  const current = own<JourneyLabel>(JOURNEY_STEP, status);
  if (!current) return null;
  const labels = JOURNEY_LABELS.filter((l) => l !== "Partial Reports Ready" || current === "Partial Reports Ready");
  const at = labels.indexOf(current);
  return labels.map((label, i) => ({ label, state: i < at ? "done" : i === at ? "current" : "upcoming" }));
}

/** The journey step an order is at, for one-line summaries ("" where there is no journey). */
export const journeyLabel = (status: string): string => own<string>(JOURNEY_STEP, status) ?? "";

export type OrderAction = "TRACK_AGENT" | "CHECK_STATUS" | "VIEW_REPORT" | "TRACK_ORDER" | "RATE_AGENT" | "DOWNLOAD_INVOICE" | "DOWNLOAD_REPORT";

/**
 * "Actions offered: track agent, check status, view report, track order, rate agent, download invoice and
 * report." Which of them an order offers follows from where it is: the agent while they are on the way, the
 * report once it is ready, rating once the agent has collected.
 */
export function orderActions(order: { orderStatus: string; hasPhlebotomist: boolean; phleboRating: number | null }): OrderAction[] {
  const s = order.orderStatus;
  const out: OrderAction[] = [];
  if (s === S.PHLEBO_CHECK_IN && order.hasPhlebotomist) out.push("TRACK_AGENT");
  if (isReportReady(s)) out.push("VIEW_REPORT", "DOWNLOAD_REPORT");
  else if (isSampleInProgress(s) || s === S.SAMPLE_NOT_COLLECTED_IN_LAB || s === S.SAMPLE_REJECTED_IN_LAB) out.push("CHECK_STATUS");
  else if (!isCancelled(s) && orderJourney(s)) out.push("TRACK_ORDER");
  const collected = isSampleInProgress(s) || isReportReady(s) || s === S.SAMPLE_NOT_COLLECTED_IN_LAB || s === S.SAMPLE_REJECTED_IN_LAB;
  if (collected && order.hasPhlebotomist && order.phleboRating == null) out.push("RATE_AGENT");
  // The invoice and report files are made by the lab when the report is: offered only in the report-ready group.
  if (isReportReady(s)) out.push("DOWNLOAD_INVOICE");
  return out;
}

/** The phlebotomist's OTP matters only until the sample is taken. */
export const showsPhleboOtp = (status: string) => status === S.PICKUP_CONFIRMED || status === S.PHLEBO_CHECK_IN;

/** The payment line of an order: never "Paid online" for a payment that is pending or failed. */
export function paymentLine(paymentType: string, status: string): string {
  if (paymentType === "COD") return "Pay at collection (cash on delivery)";
  if (paymentType !== "ONLINE") return paymentType;
  if (status === S.PAYMENT_FAILED) return "Online payment failed";
  if (status === S.PAYMENT_PENDING || status === S.ORDER_INITIATED) return "Online payment not completed";
  return "Paid online";
}

export const PAYMENT_FAILED_MESSAGE = "Your payment did not go through, so this order is not booked yet. No sample will be collected until it is paid.";
