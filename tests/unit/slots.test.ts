import { describe, expect, it } from "vitest";
import {
  ADVANCE_BOOKING_DAYS,
  cartFastingHours,
  fastingHoursOf,
  fastingInstruction,
  homeCollectionSlots,
  NO_SLOTS_MESSAGE,
  offeredSlotAt,
  PAID_SLOT_CHARGES,
  roundToMinute,
  SLOT_CUTOFF,
  SLOT_DURATIONS_IN_MINUTES,
  SLOT_MINUTE_UNIT,
  slotsForCart,
  WEEKEND_DAYS,
} from "~/lib/slots";

/** An instant given as India Standard Time. */
const ist = (iso: string) => new Date(`${iso}+05:30`);
const dates = (now: Date) => [...new Set(homeCollectionSlots(now).map((s) => s.slotDate))];

describe("home-collection slot rules (spec §9)", () => {
  it("'Advance booking 3 days': today and the next 3 days, no further", () => {
    expect(ADVANCE_BOOKING_DAYS).toBe(3);
    // Monday 30 Nov, 08:00: Mon, Tue, Wed, Thu.
    expect(dates(ist("2026-11-30T08:00:00"))).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03"]);
  });

  it("'slot cutoff 12:00': same-day slots only before noon", () => {
    expect(SLOT_CUTOFF).toBe("12:00");
    expect(dates(ist("2026-11-30T11:59:00"))[0]).toBe("2026-11-30");
    expect(dates(ist("2026-11-30T12:00:00"))[0]).toBe("2026-12-01");
  });

  it("'weekend days SAT and SUN': no slots on Saturday or Sunday", () => {
    expect([...WEEKEND_DAYS]).toEqual(["SAT", "SUN"]);
    for (const at of ["2026-12-03T08:00:00", "2026-12-04T08:00:00", "2026-12-05T08:00:00", "2026-12-06T08:00:00"]) {
      for (const d of dates(ist(at))) expect([0, 6]).not.toContain(new Date(`${d}T12:00:00Z`).getUTCDay());
    }
  });

  it("'Advance booking 3 days': today and the next 3 collection days, a weekend not using up the window", () => {
    expect(ADVANCE_BOOKING_DAYS).toBe(3);
    // Thursday 3 Dec: Thu, Fri, then Mon and Tue after the weekend (not Thursday and Friday alone).
    expect(dates(ist("2026-12-03T08:00:00"))).toEqual(["2026-12-03", "2026-12-04", "2026-12-07", "2026-12-08"]);
    // Thursday after the 12:00 cutoff: today is gone, the next 3 collection days stay.
    expect(dates(ist("2026-12-03T12:30:00"))).toEqual(["2026-12-04", "2026-12-07", "2026-12-08"]);
    // Saturday 5 Dec: Mon, Tue and Wed.
    expect(dates(ist("2026-12-05T08:00:00"))).toEqual(["2026-12-07", "2026-12-08", "2026-12-09"]);
    // Monday 30 Nov: Mon to Thu.
    expect(dates(ist("2026-11-30T08:00:00"))).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03"]);
  });

  it("'slot minute unit 60': slots start on the hour, at least one unit ahead, and last the kind's duration", () => {
    expect(SLOT_MINUTE_UNIT).toBe(60);
    expect(SLOT_DURATIONS_IN_MINUTES.DIAGNOSTIC_HC).toBe(60);
    const slots = homeCollectionSlots(ist("2026-11-30T09:20:00"));
    expect(slots[0]).toMatchObject({ slotDate: "2026-11-30", startTime: "11:00", slotDisplayTime: "11:00 AM - 12:00 PM", slotDurationInMinutes: 60, dayLabel: "Today" });
    expect(slots.every((s) => s.startTime.endsWith(":00"))).toBe(true);
    // 07:00 to 19:00: 12 slots on a full day.
    expect(slots.filter((s) => s.slotDate === "2026-12-01")).toHaveLength(12);
  });

  it("'Seconds over 30 round up to the next minute'", () => {
    expect(roundToMinute(new Date("2026-11-30T04:29:30.000Z")).toISOString()).toBe("2026-11-30T04:29:00.000Z");
    expect(roundToMinute(new Date("2026-11-30T04:29:31.000Z")).toISOString()).toBe("2026-11-30T04:30:00.000Z");
    // 09:59:31 counts as 10:00, so one unit ahead is 11:00; 09:59:30 still allows 11:00 too (10:59:30 → next hour).
    expect(homeCollectionSlots(ist("2026-11-30T09:00:31"))[0].startTime).toBe("11:00");
    expect(homeCollectionSlots(ist("2026-11-30T09:00:30"))[0].startTime).toBe("10:00");
  });

  it("works in India time whatever the machine's zone: instants are UTC, labels are IST", () => {
    const first = homeCollectionSlots(ist("2026-11-30T05:00:00"))[0];
    expect(first.slotDateTimeInUTC).toBe("2026-11-30T01:30:00.000Z");
    expect(first.slotDisplayTime).toBe("7:00 AM - 8:00 AM");
    // Just after midnight IST is still the previous day in UTC: the India date wins.
    expect(homeCollectionSlots(new Date("2026-11-29T18:40:00.000Z"))[0].slotDate).toBe("2026-11-30");
  });

  it("paid slots carry their charge (paidSlotCharges), which the bill adds as additionalSlotCharges", () => {
    const day = homeCollectionSlots(ist("2026-11-30T12:30:00")).filter((s) => s.slotDate === "2026-12-01");
    expect(day.find((s) => s.startTime === "07:00")).toMatchObject({ isPaidSlot: true, slotCharges: PAID_SLOT_CHARGES["07:00"] });
    expect(day.find((s) => s.startTime === "08:00")).toMatchObject({ isPaidSlot: false, slotCharges: 0 });
  });

  it("a slot is offered only if the generator offers it now (past, weekend or malformed: none)", () => {
    const now = ist("2026-11-30T08:00:00");
    expect(offeredSlotAt(now, "2026-11-30T04:30:00.000Z")?.startTime).toBe("10:00");
    expect(offeredSlotAt(now, "2026-11-30T01:30:00.000Z")).toBeNull();
    expect(offeredSlotAt(now, "2026-12-05T02:30:00.000Z")).toBeNull();
    expect(offeredSlotAt(now, "tomorrow")).toBeNull();
    expect(NO_SLOTS_MESSAGE).toBe("No Slots Available");
  });

  it("a fasting cart is offered morning slots first", () => {
    const slots = homeCollectionSlots(ist("2026-11-30T09:20:00"));
    const fasting = slotsForCart(slots, true);
    expect(fasting.slice(0, 2).map((s) => `${s.slotDate} ${s.startTime}`)).toEqual(["2026-11-30 11:00", "2026-12-01 07:00"]);
    expect(fasting.findIndex((s) => !s.isMorning)).toBe(slots.filter((s) => s.isMorning).length);
    expect(slotsForCart(slots, false)).toEqual(slots);
  });
});

describe("fasting (an item's preparation says fasting)", () => {
  it("reads the hours from the preparation text; 'No fasting required' is not fasting", () => {
    expect(fastingHoursOf("10-12 hours fasting required. Only water is allowed during the fasting period.")).toBe(10);
    expect(fastingHoursOf("8-10 hours fasting required.")).toBe(8);
    expect(fastingHoursOf("Overnight fasting is needed.")).toBe(10);
    expect(fastingHoursOf("No fasting required. If you take thyroid medication, give the sample before the morning dose.")).toBeNull();
    expect(fastingHoursOf("")).toBeNull();
    expect(cartFastingHours(["No fasting required.", "8-10 hours fasting required.", "10-12 hours fasting required."])).toBe(10);
    expect(cartFastingHours(["No fasting required."])).toBeNull();
  });

  it("the confirmation says when to stop eating: 'no food after 10 pm' for an 8 am slot and 10 hours", () => {
    expect(fastingInstruction("2026-12-01T02:30:00.000Z", 10)).toBe("no food after 10 pm");
    expect(fastingInstruction("2026-12-01T01:30:00.000Z", 12)).toBe("no food after 7 pm");
    expect(fastingInstruction("2026-12-01T02:30:00.000Z", null)).toBeNull();
  });
});
