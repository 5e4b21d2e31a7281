import { describe, expect, it } from "vitest";
import { ADVANCE_BOOKING_DAYS, earliestUpcomingSlot, SLOT_CUTOFF, SLOT_MINUTE_UNIT, WEEKEND_DAYS } from "~/lib/upcoming-slot";

/** An instant given as India Standard Time. */
const ist = (iso: string) => new Date(`${iso}+05:30`);

describe("earliest upcoming home-collection slot", () => {
  it("uses the spec's constants: 'Advance booking 3 days; slot cutoff 12:00; weekend days SAT and SUN; slot minute unit 60'", () => {
    expect([ADVANCE_BOOKING_DAYS, SLOT_CUTOFF, [...WEEKEND_DAYS], SLOT_MINUTE_UNIT]).toEqual([3, "12:00", ["SAT", "SUN"], 60]);
  });

  it("before the 12:00 cutoff on a weekday: today, one 60-minute unit ahead, on the hour", () => {
    // Monday 23 Nov 2026, 09:20 IST
    expect(earliestUpcomingSlot(ist("2026-11-23T09:20:00"))).toEqual({
      slotDateTimeInUTC: "2026-11-23T05:30:00.000Z",
      slotDurationInMinutes: 60,
      slotInfo: "Today, 11:00 AM - 12:00 PM",
    });
    expect(earliestUpcomingSlot(ist("2026-11-23T05:00:00"))?.slotInfo).toBe("Today, 7:00 AM - 8:00 AM");
  });

  it("at or after the cutoff: the next working day's first slot", () => {
    expect(earliestUpcomingSlot(ist("2026-11-23T12:00:00"))?.slotInfo).toBe("Tomorrow, 7:00 AM - 8:00 AM");
  });

  it("SAT and SUN are skipped: Friday afternoon gives Monday", () => {
    const slot = earliestUpcomingSlot(ist("2026-11-27T15:00:00"));
    expect(slot?.slotInfo).toBe("Mon, 30 Nov, 7:00 AM - 8:00 AM");
    expect(slot?.slotDateTimeInUTC).toBe("2026-11-30T01:30:00.000Z");
  });

  it("a Saturday gives Monday, within the 3-day advance booking window", () => {
    expect(earliestUpcomingSlot(ist("2026-11-28T08:00:00"))?.slotInfo).toBe("Mon, 30 Nov, 7:00 AM - 8:00 AM");
  });
});

describe("one rule for the earliest slot", () => {
  it("is the first slot of the generator getCustomizedSlotsv2 lists", async () => {
    const { homeCollectionSlots, slotInfoText } = await import("~/lib/slots");
    for (const at of ["2026-11-23T09:20:00", "2026-11-27T15:00:00", "2026-11-28T08:00:00"]) {
      const first = homeCollectionSlots(ist(at))[0];
      expect(earliestUpcomingSlot(ist(at))).toEqual({ slotDateTimeInUTC: first.slotDateTimeInUTC, slotDurationInMinutes: first.slotDurationInMinutes, slotInfo: slotInfoText(first) });
    }
  });

  it("'Seconds over 30 round up to the next minute': 09:00:31 needs the 11:00 slot, 09:00:30 still gets 10:00", () => {
    expect(earliestUpcomingSlot(ist("2026-11-23T09:00:31"))?.slotInfo).toBe("Today, 11:00 AM - 12:00 PM");
    expect(earliestUpcomingSlot(ist("2026-11-23T09:00:30"))?.slotInfo).toBe("Today, 10:00 AM - 11:00 AM");
  });
});
