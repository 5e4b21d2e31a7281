/**
 * A lead's collection slot, chosen by the lab, follows booking's one slot rule (lab tests §9: "Advance booking 3
 * days; slot cutoff 12:00; weekend days SAT and SUN; slot minute unit 60"): the console offers and accepts only
 * the instants `offeredSlotAt` accepts, in India time whatever the server's time zone. (Places per slot are the
 * database's: tests/integration/prescriptions.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { homeCollectionSlots, offeredSlotAt } from "~/lib/slots";
import { SLOT_KIND } from "~/.server/domain/scheduling/reschedule-slots";

// 05:30 on Tuesday 24 November in India.
const now = new Date("2026-11-24T00:00:00.000Z");

describe("lead slots follow booking's slot rule", () => {
  it("offers hourly slots from today within the advance-booking window, no weekend", () => {
    const dates = [...new Set(homeCollectionSlots(now, SLOT_KIND).map((s) => s.slotDate))];
    // Tue–Fri; Sat 28 and Sun 29 are weekend days.
    expect(dates).toEqual(["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"]);
  });
  it("accepts an offered slot by its UTC start and reports India date, time and duration", () => {
    expect(offeredSlotAt(now, "2026-11-25T04:30:00.000Z", SLOT_KIND)).toMatchObject({ slotDate: "2026-11-25", startTime: "10:00", slotDurationInMinutes: 60 });
  });
  it("refuses an instant off the hour, past, after today's cutoff, beyond the window or on a weekend", () => {
    expect(offeredSlotAt(now, "2026-11-25T05:00:00.000Z", SLOT_KIND)).toBeNull(); // 10:30
    expect(offeredSlotAt(now, "2026-11-23T04:30:00.000Z", SLOT_KIND)).toBeNull(); // yesterday
    expect(offeredSlotAt(new Date("2026-11-24T07:00:00.000Z"), "2026-11-24T09:30:00.000Z", SLOT_KIND)).toBeNull(); // 12:30 IST now: today closed
    expect(offeredSlotAt(now, "2026-11-28T04:30:00.000Z", SLOT_KIND)).toBeNull(); // Saturday
    expect(offeredSlotAt(now, "2026-11-30T04:30:00.000Z", SLOT_KIND)).toBeNull(); // beyond 3 days
    expect(offeredSlotAt(now, "not a date", SLOT_KIND)).toBeNull();
  });
});
