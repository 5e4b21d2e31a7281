/**
 * Scans and health checks share one lifecycle (app/lib/centre-appointment-status.ts): "booked, confirmed, checked
 * in, scan done, report ready, cancelled, refunded", each kind naming only its own "done" step; cancel and
 * reschedule "before check-in and at least 2 hours before the slot"; and only appointments that went ahead count
 * towards what Circle membership saved.
 */
import { describe, expect, it } from "vitest";
import { CENTRE_WENT_AHEAD, canChangeCentreAppointment } from "~/lib/centre-appointment-status";
import { PROHEALTH_STATUS_LABELS, PROHEALTH_TRANSITIONS, PROHEALTH_WENT_AHEAD, canCancelProhealthAppointment } from "~/lib/prohealth-status";
import { RADIOLOGY_STATUS_LABELS, RADIOLOGY_TRANSITIONS, RADIOLOGY_WENT_AHEAD, canChangeRadiologyAppointment } from "~/lib/radiology-order-status";

describe("centre appointment lifecycle", () => {
  it("the kinds differ only in their done step", () => {
    const { SCAN_DONE, ...scanRest } = RADIOLOGY_STATUS_LABELS;
    const { COMPLETED, ...checkRest } = PROHEALTH_STATUS_LABELS;
    expect([SCAN_DONE, COMPLETED]).toEqual(["Scan done", "Health check done"]);
    expect(scanRest).toEqual(checkRest);
    expect(RADIOLOGY_TRANSITIONS.CHECKED_IN).toEqual(["SCAN_DONE"]);
    expect(PROHEALTH_TRANSITIONS.CHECKED_IN).toEqual(["COMPLETED"]);
    expect(RADIOLOGY_TRANSITIONS.SCAN_DONE).toEqual(PROHEALTH_TRANSITIONS.COMPLETED);
    expect(canChangeRadiologyAppointment).toBe(canChangeCentreAppointment);
    expect(canCancelProhealthAppointment).toBe(canChangeCentreAppointment);
  });

  it("went ahead: booked, confirmed, checked in, done, report ready; never unpaid, failed, not booked, cancelled or refunded", () => {
    expect([...RADIOLOGY_WENT_AHEAD].sort()).toEqual([...CENTRE_WENT_AHEAD, "SCAN_DONE"].sort());
    expect([...PROHEALTH_WENT_AHEAD].sort()).toEqual([...CENTRE_WENT_AHEAD, "COMPLETED"].sort());
    for (const s of ["PAYMENT_PENDING", "PAYMENT_FAILED", "EXPIRED", "CANCELLED", "REFUNDED"]) {
      expect(RADIOLOGY_WENT_AHEAD, s).not.toContain(s);
      expect(PROHEALTH_WENT_AHEAD, s).not.toContain(s);
    }
  });

  it("change: only booked or confirmed, and at least 2 hours before the start", () => {
    const start = "2030-01-15T04:00:00.000Z";
    expect(canChangeCentreAppointment("BOOKED", start, new Date("2030-01-15T02:00:00.000Z"))).toBe(true);
    expect(canChangeCentreAppointment("CONFIRMED", start, new Date("2030-01-15T02:00:01.000Z"))).toBe(false);
    expect(canChangeCentreAppointment("CHECKED_IN", start, new Date("2030-01-14T00:00:00.000Z"))).toBe(false);
  });
});
