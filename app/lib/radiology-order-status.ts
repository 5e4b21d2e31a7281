/**
 * A radiology order's lifecycle (issue: "booked, confirmed, checked in, scan done, report ready, cancelled,
 * refunded") and the label patients read for each status. Online payment adds the spine's payment states in front.
 */
export const RADIOLOGY_ORDER_STATUS = {
  PAYMENT_PENDING: "PAYMENT_PENDING",
  PAYMENT_FAILED: "PAYMENT_FAILED",
  EXPIRED: "EXPIRED",
  BOOKED: "BOOKED",
  CONFIRMED: "CONFIRMED",
  CHECKED_IN: "CHECKED_IN",
  SCAN_DONE: "SCAN_DONE",
  REPORT_READY: "REPORT_READY",
  CANCELLED: "CANCELLED",
  REFUNDED: "REFUNDED",
} as const;
export type RadiologyOrderStatus = (typeof RADIOLOGY_ORDER_STATUS)[keyof typeof RADIOLOGY_ORDER_STATUS];

const S = RADIOLOGY_ORDER_STATUS;

export const RADIOLOGY_STATUS_LABELS: Readonly<Record<RadiologyOrderStatus, string>> = {
  PAYMENT_PENDING: "Payment pending",
  PAYMENT_FAILED: "Payment failed",
  EXPIRED: "Not booked",
  BOOKED: "Booked",
  CONFIRMED: "Confirmed",
  CHECKED_IN: "Checked in",
  SCAN_DONE: "Scan done",
  REPORT_READY: "Report ready",
  CANCELLED: "Cancelled",
  REFUNDED: "Refunded",
};

/**
 * Which status may follow which. Paying at the centre books (BOOKED); a paid online order is CONFIRMED, and the
 * centre confirms a pay-at-centre booking. Cancelling is possible until check-in; a cancelled order that was paid
 * online is refunded.
 */
export const RADIOLOGY_TRANSITIONS: Readonly<Record<string, readonly RadiologyOrderStatus[]>> = {
  [S.PAYMENT_PENDING]: [S.CONFIRMED, S.PAYMENT_FAILED, S.EXPIRED],
  [S.PAYMENT_FAILED]: [S.CONFIRMED, S.EXPIRED],
  [S.BOOKED]: [S.CONFIRMED, S.CHECKED_IN, S.CANCELLED],
  [S.CONFIRMED]: [S.CHECKED_IN, S.CANCELLED],
  [S.CHECKED_IN]: [S.SCAN_DONE],
  [S.SCAN_DONE]: [S.REPORT_READY],
  [S.CANCELLED]: [S.REFUNDED],
};

/** "Reschedule and cancel follow written rules": both only before check-in and at least this long before the slot. */
export const RADIOLOGY_CHANGE_CUTOFF_MINUTES = 120;
export const RADIOLOGY_CHANGE_CLOSED_MESSAGE = "This appointment can no longer be changed: cancel or reschedule at least 2 hours before the slot, before check-in.";

/** Cancel or reschedule: only a booked or confirmed order, and only up to the cut-off before its slot. */
export function canChangeRadiologyAppointment(status: string, slotDateTimeUtc: string, now: Date): boolean {
  if (status !== S.BOOKED && status !== S.CONFIRMED) return false;
  return new Date(slotDateTimeUtc).getTime() - now.getTime() >= RADIOLOGY_CHANGE_CUTOFF_MINUTES * 60_000;
}
