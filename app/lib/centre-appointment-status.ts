/**
 * The one lifecycle of an appointment at a centre (a scan, a health check) and the labels patients read. The kinds
 * differ only in the name of the step after check-in ("Scan done", "Health check done"); everything else — the
 * spine's payment states in front, paying at the centre (BOOKED), cancelling until check-in, the refund, and the
 * 2-hour cut-off for cancel and reschedule — is one rule for both (docs/decisions/2026-11-27-health-checks.md).
 */
export const CENTRE_APPOINTMENT_STATUS = {
  PAYMENT_PENDING: "PAYMENT_PENDING",
  PAYMENT_FAILED: "PAYMENT_FAILED",
  EXPIRED: "EXPIRED",
  BOOKED: "BOOKED",
  CONFIRMED: "CONFIRMED",
  CHECKED_IN: "CHECKED_IN",
  REPORT_READY: "REPORT_READY",
  CANCELLED: "CANCELLED",
  REFUNDED: "REFUNDED",
} as const;

const S = CENTRE_APPOINTMENT_STATUS;

const COMMON_LABELS: Readonly<Record<keyof typeof CENTRE_APPOINTMENT_STATUS, string>> = {
  PAYMENT_PENDING: "Payment pending",
  PAYMENT_FAILED: "Payment failed",
  EXPIRED: "Not booked",
  BOOKED: "Booked, pay at the centre",
  CONFIRMED: "Confirmed",
  CHECKED_IN: "Checked in",
  REPORT_READY: "Report ready",
  CANCELLED: "Cancelled",
  REFUNDED: "Refunded",
};

/**
 * Statuses of appointments that went ahead (booked to pay at the centre, paid, held or reported): only these count
 * towards what Circle membership saved. Payment pending or failed, not booked, cancelled and refunded save nothing.
 */
export const CENTRE_WENT_AHEAD: readonly string[] = [S.BOOKED, S.CONFIRMED, S.CHECKED_IN, S.REPORT_READY];

/** Cancel and reschedule: before check-in and at least this long before the appointment starts. */
export const CENTRE_CHANGE_CUTOFF_MINUTES = 120;

/** Only a booked or confirmed appointment, and only up to the cut-off before it starts. */
export function canChangeCentreAppointment(status: string, startUtc: string, now: Date): boolean {
  if (status !== S.BOOKED && status !== S.CONFIRMED) return false;
  return new Date(startUtc).getTime() - now.getTime() >= CENTRE_CHANGE_CUTOFF_MINUTES * 60_000;
}

/**
 * A kind's statuses, labels and transitions, given the name and label of its "done" step. Paying at the centre
 * books (BOOKED); a paid online appointment is CONFIRMED, and the centre confirms a pay-at-centre booking.
 * Cancelling is possible until check-in; a cancelled appointment paid online is refunded.
 */
export function centreAppointmentLifecycle<const Done extends string>(done: Done, doneLabel: string) {
  type Status = (typeof S)[keyof typeof S] | Done;
  const status = { ...S, [done]: done } as typeof S & { readonly [K in Done]: K };
  const labels = { ...COMMON_LABELS, [done]: doneLabel } as Readonly<Record<Status, string>>;
  const transitions: Readonly<Record<string, readonly Status[]>> = {
    [S.PAYMENT_PENDING]: [S.CONFIRMED, S.PAYMENT_FAILED, S.EXPIRED],
    [S.PAYMENT_FAILED]: [S.CONFIRMED, S.EXPIRED],
    [S.BOOKED]: [S.CONFIRMED, S.CHECKED_IN, S.CANCELLED],
    [S.CONFIRMED]: [S.CHECKED_IN, S.CANCELLED],
    [S.CHECKED_IN]: [done],
    [done]: [S.REPORT_READY],
    [S.CANCELLED]: [S.REFUNDED],
  };
  /** Statuses that went ahead, with this kind's "done" step. */
  const wentAhead: readonly string[] = [...CENTRE_WENT_AHEAD, done];
  return { status, labels, transitions, wentAhead };
}
