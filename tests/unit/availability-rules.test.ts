import { describe, expect, it } from "vitest";
import {
  doctorInClinic,
  doctorOnline,
  facilityResource,
  HOME_COLLECTION_KIND,
  homeCollectionArea,
  offeredSlotOf,
  openingHoursSlots,
  resourceOf,
  slotsOf,
  type OpeningHours,
  type OpeningHoursRule,
} from "~/.server/domain/scheduling";
import {
  ADVANCE_BOOKING_DAYS,
  COLLECTION_DAY_END,
  COLLECTION_DAY_START,
  homeCollectionSlots,
  PAID_SLOT_CHARGES,
  SLOT_CUTOFF,
  SLOT_MINUTE_UNIT,
  WEEKEND_DAYS,
} from "~/lib/slots";

/** An instant given as India Standard Time. */
const ist = (iso: string) => new Date(`${iso}+05:30`);

const WEEKDAYS = ["MON", "TUE", "WED", "THU", "FRI"] as const;
/** Opening hours (weekDay, startTime, endTime): Monday to Friday 09:00–13:00, Saturday 09:00–11:00. */
const CLINIC_HOURS: OpeningHours[] = [
  ...WEEKDAYS.map((weekDay) => ({ weekDay, startTime: "09:00", endTime: "13:00" })),
  { weekDay: "SAT", startTime: "09:00", endTime: "11:00" },
];
const rule = (over: Partial<OpeningHoursRule> = {}): OpeningHoursRule => ({
  type: "openingHours",
  openingHours: CLINIC_HOURS,
  slotMinutes: 30,
  daysAhead: 6,
  ...over,
});
/** Sunday 29 Nov 2026, 20:00 IST: nothing left today, the whole next week ahead. */
const SUNDAY_EVENING = ist("2026-11-29T20:00:00");
const starts = (r: OpeningHoursRule, now: Date, date: string) => openingHoursSlots(r, now).filter((s) => s.slotDate === date).map((s) => s.startTime);
const dates = (r: OpeningHoursRule, now: Date) => [...new Set(openingHoursSlots(r, now).map((s) => s.slotDate))];

describe("the opening-hours rule (Opening hours: weekDay, startTime, endTime)", () => {
  it("offers slots on each weekDay from startTime to endTime, none on a day without opening hours", () => {
    expect(starts(rule(), SUNDAY_EVENING, "2026-11-30")).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30"]);
    // Saturday's own hours: 09:00–11:00.
    expect(starts(rule(), SUNDAY_EVENING, "2026-12-05")).toEqual(["09:00", "09:30", "10:00", "10:30"]);
    // Sunday has no opening hours.
    expect(dates(rule(), ist("2026-11-28T20:00:00"))).not.toContain("2026-11-29");
  });

  it("several opening hours of one weekDay are several sessions", () => {
    const r = rule({ openingHours: [{ weekDay: "MON", startTime: "09:00", endTime: "10:00" }, { weekDay: "MON", startTime: "17:00", endTime: "18:00" }] });
    expect(starts(r, SUNDAY_EVENING, "2026-11-30")).toEqual(["09:00", "09:30", "17:00", "17:30"]);
  });

  it("a break removes the slots that overlap it (on its weekDay, or every day when it names none)", () => {
    const lunch = rule({ breaks: [{ startTime: "11:00", endTime: "11:45" }] });
    expect(starts(lunch, SUNDAY_EVENING, "2026-11-30")).toEqual(["09:00", "09:30", "10:00", "10:30", "12:00", "12:30"]);
    const mondayOnly = rule({ breaks: [{ weekDay: "MON", startTime: "09:00", endTime: "10:00" }] });
    expect(starts(mondayOnly, SUNDAY_EVENING, "2026-11-30")[0]).toBe("10:00");
    expect(starts(mondayOnly, SUNDAY_EVENING, "2026-12-01")[0]).toBe("09:00");
  });

  it("a holiday has no slots", () => {
    const r = rule({ holidays: ["2026-12-01"] });
    expect(dates(r, SUNDAY_EVENING)).toEqual(["2026-11-30", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
  });

  it("slots last the slot length and follow each other from startTime; a slot that would pass endTime is not offered", () => {
    const slots = openingHoursSlots(rule({ slotMinutes: 45 }), SUNDAY_EVENING).filter((s) => s.slotDate === "2026-11-30");
    expect(slots.map((s) => s.startTime)).toEqual(["09:00", "09:45", "10:30", "11:15", "12:00"]);
    expect(slots[0]).toMatchObject({ slotDurationInMinutes: 45, slotDisplayTime: "9:00 AM - 9:45 AM", dayLabel: "Tomorrow", isMorning: true });
  });

  it("days ahead: today and that many days after it, no further", () => {
    expect(dates(rule({ daysAhead: 2 }), ist("2026-11-30T08:00:00"))).toEqual(["2026-11-30", "2026-12-01", "2026-12-02"]);
    expect(dates(rule({ daysAhead: 0 }), ist("2026-11-30T08:00:00"))).toEqual(["2026-11-30"]);
  });

  it("today offers only slots not yet started (and the lead time), and nothing at or after the same-day cutoff", () => {
    expect(starts(rule(), ist("2026-11-30T10:10:00"), "2026-11-30")[0]).toBe("10:30");
    expect(starts(rule({ leadMinutes: 60 }), ist("2026-11-30T10:10:00"), "2026-11-30")[0]).toBe("11:30");
    const cutoff = rule({ sameDayCutoff: "10:00" });
    expect(starts(cutoff, ist("2026-11-30T09:59:00"), "2026-11-30")[0]).toBe("10:00");
    expect(starts(cutoff, ist("2026-11-30T10:00:00"), "2026-11-30")).toEqual([]);
    expect(starts(cutoff, ist("2026-11-30T10:00:00"), "2026-12-01")[0]).toBe("09:00");
  });

  it("is India time across the UTC date boundary: 05:30 IST is 00:00 UTC", () => {
    const early = rule({ openingHours: [{ weekDay: "MON", startTime: "05:00", endTime: "07:00" }], slotMinutes: 30 });
    const slots = openingHoursSlots(early, SUNDAY_EVENING);
    expect(slots.map((s) => [s.slotDate, s.startTime, s.slotDateTimeInUTC])).toEqual([
      ["2026-11-30", "05:00", "2026-11-29T23:30:00.000Z"],
      ["2026-11-30", "05:30", "2026-11-30T00:00:00.000Z"],
      ["2026-11-30", "06:00", "2026-11-30T00:30:00.000Z"],
      ["2026-11-30", "06:30", "2026-11-30T01:00:00.000Z"],
    ]);
    // 23:45 UTC on Sunday is 05:15 IST on Monday: today is Monday in India, and 05:00 has started.
    expect(openingHoursSlots(early, new Date("2026-11-29T23:45:00.000Z")).map((s) => `${s.dayLabel} ${s.startTime}`)).toEqual([
      "Today 05:30", "Today 06:00", "Today 06:30",
    ]);
  });

  it("charges the slots it names (paise)", () => {
    const s = openingHoursSlots(rule({ slotCharges: { "09:00": 5000 } }), SUNDAY_EVENING).filter((x) => x.slotDate === "2026-11-30");
    expect(s[0]).toMatchObject({ isPaidSlot: true, slotCharges: 5000 });
    expect(s[1]).toMatchObject({ isPaidSlot: false, slotCharges: 0 });
  });

  it("the home-collection plan written as opening hours gives the very slots the home-collection rule does", () => {
    // Every day but the weekend days (SAT, SUN).
    expect([...WEEKEND_DAYS]).toEqual(["SAT", "SUN"]);
    const hours = rule({
      openingHours: WEEKDAYS.map((weekDay) => ({ weekDay, startTime: COLLECTION_DAY_START, endTime: COLLECTION_DAY_END })),
      slotMinutes: SLOT_MINUTE_UNIT,
      daysAhead: ADVANCE_BOOKING_DAYS,
      countOpenDaysOnly: true,
      sameDayCutoff: SLOT_CUTOFF,
      leadMinutes: SLOT_MINUTE_UNIT,
      slotCharges: PAID_SLOT_CHARGES,
    });
    for (const at of ["2026-11-30T05:00:00", "2026-11-30T08:10:00", "2026-11-30T11:59:00", "2026-12-03T08:30:00", "2026-12-03T12:30:00", "2026-12-05T09:00:00", "2026-12-06T09:00:00"]) {
      expect(openingHoursSlots(hours, ist(at))).toEqual(homeCollectionSlots(ist(at)));
    }
  });
});

describe("bookable resources", () => {
  it("the lab's home-collection area of a city is its kind and city key, with today's home-collection slots", () => {
    const area = homeCollectionArea(9);
    expect(area).toMatchObject({ kind: "DIAGNOSTIC_HC", key: "city:9", capacityPerSlot: null });
    expect(HOME_COLLECTION_KIND).toBe("DIAGNOSTIC_HC");
    const now = ist("2026-11-30T08:00:00");
    expect(slotsOf(area, now)).toEqual(homeCollectionSlots(now));
    // The older { kind, areaKey } is the same resource.
    expect(resourceOf({ kind: "DIAGNOSTIC_HC", areaKey: "city:9" })).toEqual(area);
    expect(offeredSlotOf(area, now, "2026-11-30T04:30:00.000Z")?.startTime).toBe("10:00");
    expect(offeredSlotOf(area, now, "2026-12-05T02:30:00.000Z")).toBeNull();
  });

  it("a facility, a doctor in a clinic and a doctor online each have their own kind and key", () => {
    expect(facilityResource(4, rule(), 3)).toMatchObject({ kind: "FACILITY", key: "facility:4", capacityPerSlot: 3 });
    expect(doctorInClinic(7, 4, rule())).toMatchObject({ kind: "DOCTOR_IN_CLINIC", key: "doctor:7@facility:4", capacityPerSlot: 1 });
    expect(doctorOnline(7, rule())).toMatchObject({ kind: "DOCTOR_ONLINE", key: "doctor:7", capacityPerSlot: 1 });
    expect(slotsOf(doctorOnline(7, rule()), SUNDAY_EVENING)).toEqual(openingHoursSlots(rule(), SUNDAY_EVENING));
  });
});
