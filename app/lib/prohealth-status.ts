/**
 * A health-check appointment's lifecycle and the label patients read for each status. The spec leaves the values
 * open ("Prohealth appointment status values: not shown"); they are decided in
 * docs/decisions/2026-11-27-health-checks.md. The lifecycle is the centres' one (app/lib/centre-appointment-status.ts).
 */
import { canChangeCentreAppointment, centreAppointmentLifecycle } from "./centre-appointment-status";

const LIFECYCLE = centreAppointmentLifecycle("COMPLETED", "Health check done");

export const PROHEALTH_STATUS = LIFECYCLE.status;
export type ProhealthStatus = (typeof PROHEALTH_STATUS)[keyof typeof PROHEALTH_STATUS];
export const PROHEALTH_STATUS_LABELS = LIFECYCLE.labels;
export const PROHEALTH_TRANSITIONS = LIFECYCLE.transitions;
/** Appointments that went ahead: only these count towards what Circle membership saved. */
export const PROHEALTH_WENT_AHEAD = LIFECYCLE.wentAhead;

const S = PROHEALTH_STATUS;

/** Statuses of an appointment still ahead of the patient (the appointments list's "Upcoming"). */
export const PROHEALTH_UPCOMING: readonly string[] = [S.PAYMENT_PENDING, S.BOOKED, S.CONFIRMED, S.CHECKED_IN];

export const PROHEALTH_CANCEL_CLOSED_MESSAGE = "This appointment can no longer be cancelled: cancel at least 2 hours before it starts, before check-in.";
/** Rescheduling follows the same rule as cancelling: before check-in and at least 2 hours before. */
export const PROHEALTH_RESCHEDULE_CLOSED_MESSAGE = "This appointment can no longer be rescheduled: reschedule at least 2 hours before it starts, before check-in.";

/** Cancel or reschedule: the centres' one rule (before check-in, at least 2 hours before). */
export const canCancelProhealthAppointment = canChangeCentreAppointment;
