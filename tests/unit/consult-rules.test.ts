/** The consult's rules as the spec states them (§8 messages, §9 "Consult" constants and sorts). */
import { describe, expect, it } from "vitest";
import {
  applyConsultOffer,
  CANCEL_WINDOW_MINUTES,
  isFreeNow,
  isWithinCancelWindow,
} from "~/lib/consult-rules";
import { DEFAULT_DOCTOR_SORT, DOCTOR_SORTS, NEAR_ME_RADIUS_KM, parseDoctorSort, relevanceScore, sortDoctors, withinRadius, type RankedDoctor } from "~/lib/doctor-listing";
import { consultRule } from "~/.server/domain/doctors/doctors";
import { openingHoursSlots } from "~/.server/domain/scheduling/availability";

const doctor = (id: number, over: Partial<RankedDoctor>): RankedDoctor => ({
  id, name: `Dr. ${id}`, experienceYears: 10, rating: 4.5, reviewCount: 100, fee: 50000, nextSlotAt: null, distanceKm: null, ...over,
});

describe("sorts: 'distance, availability, price_ascending, price_descending, experience, relevance, recommendation_rating. Default sort: relevance'", () => {
  const a = doctor(1, { fee: 30000, experienceYears: 5, rating: 4.9, reviewCount: 8, nextSlotAt: 2_000, distanceKm: 12 });
  const b = doctor(2, { fee: 90000, experienceYears: 25, rating: 4.7, reviewCount: 400, nextSlotAt: 1_000, distanceKm: null });
  const c = doctor(3, { fee: 60000, experienceYears: 15, rating: 4.2, reviewCount: 60, nextSlotAt: null, distanceKm: 3 });
  const order = (sort: (typeof DOCTOR_SORTS)[number]) => sortDoctors([a, b, c], sort).map((d) => d.id);

  it("offers exactly the spec's sorts, relevance by default; an unknown sort falls back to relevance", () => {
    expect([...DOCTOR_SORTS].sort()).toEqual(["availability", "distance", "experience", "price_ascending", "price_descending", "recommendation_rating", "relevance"]);
    expect(DEFAULT_DOCTOR_SORT).toBe("relevance");
    expect(parseDoctorSort("paid_first")).toBe("relevance");
  });
  it("price_ascending and price_descending order by the fee", () => {
    expect(order("price_ascending")).toEqual([1, 3, 2]);
    expect(order("price_descending")).toEqual([2, 3, 1]);
  });
  it("experience puts the most experienced first", () => expect(order("experience")).toEqual([2, 3, 1]));
  it("availability puts the soonest free slot first and doctors with none last", () => expect(order("availability")).toEqual([2, 1, 3]));
  it("distance puts the nearest first and unknown distances last", () => expect(order("distance")).toEqual([3, 1, 2]));
  it("recommendation_rating is the raw rating", () => expect(order("recommendation_rating")).toEqual([1, 2, 3]));
  it("relevance weighs a rating by its reviews: 4.7 from 400 reviews beats 4.9 from 8; nothing else (no paid boost) enters", () => {
    expect(relevanceScore(b)).toBeGreaterThan(relevanceScore(a));
    expect(order("relevance")).toEqual([2, 1, 3]);
  });
});

describe("'radius 20': doctors near me", () => {
  it("counts a clinic 20 km away as near, 20.1 km and an unknown distance as not", () => {
    expect(NEAR_ME_RADIUS_KM).toBe(20);
    expect(withinRadius(20)).toBe(true);
    expect(withinRadius(20.1)).toBe(false);
    expect(withinRadius(null)).toBe(false);
  });
});

describe("'cancel window -30'", () => {
  const start = "2030-01-14T06:00:00.000Z";
  it("allows cancelling up to 30 minutes before the consult, not after", () => {
    expect(CANCEL_WINDOW_MINUTES).toBe(-30);
    expect(isWithinCancelWindow(start, new Date("2030-01-14T05:30:00.000Z"))).toBe(true);
    expect(isWithinCancelWindow(start, new Date("2030-01-14T05:30:01.000Z"))).toBe(false);
    expect(isWithinCancelWindow(start, new Date("2030-01-14T07:00:00.000Z"))).toBe(false);
  });
});

describe("'15 min difference': consult slots", () => {
  it("start 15 minutes apart through the doctor's hours", () => {
    const rule = consultRule([{ weekDay: "MON", startTime: "09:00", endTime: "10:00" }]);
    const slots = openingHoursSlots(rule, new Date("2030-01-13T18:00:00.000Z")).filter((s) => s.slotDate === "2030-01-14");
    expect(slots.map((s) => s.startTime)).toEqual(["09:00", "09:15", "09:30", "09:45"]);
    expect(slots.every((s) => s.slotDurationInMinutes === 15)).toBe(true);
  });
  it("instant consult: a slot starting within 15 minutes is free now, one 16 minutes away is not", () => {
    const now = new Date("2030-01-14T06:00:00.000Z");
    expect(isFreeNow(now.getTime() + 15 * 60_000, now)).toBe(true);
    expect(isFreeNow(now.getTime() + 16 * 60_000, now)).toBe(false);
    expect(isFreeNow(null, now)).toBe(false);
  });
});

describe("offers: 'HDFC Gold: Rs 249 off virtual consultations'; JP701, JP703 and JP702, JP704, JP705, JP706, JP708", () => {
  it("HDFC Gold takes ₹249 off an online consult and is not valid for a clinic visit", () => {
    expect(applyConsultOffer("hdfcgold ", "ONLINE", 65000)).toEqual({ valid: true, code: "HDFCGOLD", discount: 24900, description: "Rs 249 off virtual consultations" });
    expect(applyConsultOffer("HDFCGOLD", "PHYSICAL", 85000)).toMatchObject({ valid: false, errorMsg: "This offer is not valid for this transaction" });
  });
  it.each(["JP701", "JP703"])("%s: 'This offer is not valid for this transaction'", (code) => {
    expect(applyConsultOffer(code, "ONLINE", 65000)).toMatchObject({ valid: false, errorMsg: "This offer is not valid for this transaction" });
  });
  it.each(["JP702", "JP704", "JP705", "JP706", "JP708"])("%s: 'Internal Error while applying the offer'", (code) => {
    expect(applyConsultOffer(code, "ONLINE", 65000)).toMatchObject({ valid: false, errorMsg: "Internal Error while applying the offer" });
  });
});
