/**
 * A health-check appointment's lifecycle and the label patients read for each status. The spec leaves the values
 * open ("Prohealth appointment status values: not shown"); they are decided in
 * docs/decisions/2026-11-27-health-checks.md. Online payment adds the spine's payment states in front.
 */
export const PROHEALTH_STATUS = {
  PAYMENT_PENDING: "PAYMENT_PENDING",
  PAYMENT_FAILED: "PAYMENT_FAILED",
  EXPIRED: "EXPIRED",
  BOOKED: "BOOKED",
  CONFIRMED: "CONFIRMED",
  CHECKED_IN: "CHECKED_IN",
  COMPLETED: "COMPLETED",
  REPORT_READY: "REPORT_READY",
  CANCELLED: "CANCELLED",
  REFUNDED: "REFUNDED",
} as const;
export type ProhealthStatus = (typeof PROHEALTH_STATUS)[keyof typeof PROHEALTH_STATUS];

const S = PROHEALTH_STATUS;

export const PROHEALTH_STATUS_LABELS: Readonly<Record<ProhealthStatus, string>> = {
  PAYMENT_PENDING: "Payment pending",
  PAYMENT_FAILED: "Payment failed",
  EXPIRED: "Not booked",
  BOOKED: "Booked, pay at the centre",
  CONFIRMED: "Confirmed",
  CHECKED_IN: "Checked in",
  COMPLETED: "Health check done",
  REPORT_READY: "Report ready",
  CANCELLED: "Cancelled",
  REFUNDED: "Refunded",
};

/**
 * Which status may follow which: paying at the centre books (BOOKED), a paid online appointment is CONFIRMED.
 * Cancelling is possible until check-in; a cancelled appointment paid online is refunded.
 */
export const PROHEALTH_TRANSITIONS: Readonly<Record<string, readonly ProhealthStatus[]>> = {
  [S.PAYMENT_PENDING]: [S.CONFIRMED, S.PAYMENT_FAILED, S.EXPIRED],
  [S.PAYMENT_FAILED]: [S.CONFIRMED, S.EXPIRED],
  [S.BOOKED]: [S.CONFIRMED, S.CHECKED_IN, S.CANCELLED],
  [S.CONFIRMED]: [S.CHECKED_IN, S.CANCELLED],
  [S.CHECKED_IN]: [S.COMPLETED],
  [S.COMPLETED]: [S.REPORT_READY],
  [S.CANCELLED]: [S.REFUNDED],
};

/** Statuses of an appointment still ahead of the patient (the appointments list's "Upcoming"). */
export const PROHEALTH_UPCOMING: readonly string[] = [S.PAYMENT_PENDING, S.BOOKED, S.CONFIRMED, S.CHECKED_IN];

/** Cancel: before check-in and at least this long before the appointment, as for radiology. */
export const PROHEALTH_CANCEL_CUTOFF_MINUTES = 120;
export const PROHEALTH_CANCEL_CLOSED_MESSAGE = "This appointment can no longer be cancelled: cancel at least 2 hours before it starts, before check-in.";

export function canCancelProhealthAppointment(status: string, startUtc: string, now: Date): boolean {
  if (status !== S.BOOKED && status !== S.CONFIRMED) return false;
  return new Date(startUtc).getTime() - now.getTime() >= PROHEALTH_CANCEL_CUTOFF_MINUTES * 60_000;
}
