/**
 * A radiology order's lifecycle (issue: "booked, confirmed, checked in, scan done, report ready, cancelled,
 * refunded") and the label patients read for each status: the centres' one lifecycle (app/lib/centre-appointment-status.ts).
 */
import { canChangeCentreAppointment, centreAppointmentLifecycle } from "./centre-appointment-status";

const LIFECYCLE = centreAppointmentLifecycle("SCAN_DONE", "Scan done");

export const RADIOLOGY_ORDER_STATUS = LIFECYCLE.status;
export type RadiologyOrderStatus = (typeof RADIOLOGY_ORDER_STATUS)[keyof typeof RADIOLOGY_ORDER_STATUS];
export const RADIOLOGY_STATUS_LABELS = LIFECYCLE.labels;
export const RADIOLOGY_TRANSITIONS = LIFECYCLE.transitions;
/** Orders that went ahead: only these count towards what Circle membership saved. */
export const RADIOLOGY_WENT_AHEAD = LIFECYCLE.wentAhead;

const S = RADIOLOGY_ORDER_STATUS;

/** "Reschedule and cancel follow written rules": the centres' one rule, before check-in and at least 2 hours before. */
export const RADIOLOGY_CHANGE_CLOSED_MESSAGE = "This appointment can no longer be changed: cancel or reschedule at least 2 hours before the slot, before check-in.";
export const canChangeRadiologyAppointment = canChangeCentreAppointment;

/** A prescription can be added (or replaced) after booking until the patient checks in at the centre. */
export const RADIOLOGY_PRESCRIPTION_CLOSED_MESSAGE = "A prescription can be added until you check in.";
const PRESCRIPTION_OPEN: readonly string[] = [S.PAYMENT_PENDING, S.PAYMENT_FAILED, S.BOOKED, S.CONFIRMED];
export const canAddRadiologyPrescription = (status: string): boolean => PRESCRIPTION_OPEN.includes(status);
